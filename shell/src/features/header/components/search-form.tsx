// The header's product search as a plain form: what the server renders (and what works without
// JavaScript); the catalogue's search box with suggestions replaces it in the browser.
export function SearchForm() {
  return (
    <form role="search" aria-label="Search the catalogue" action="/search" method="get" className="header-search">
      <label htmlFor="header-search-q" className="visually-hidden">
        Search products
      </label>
      <input id="header-search-q" className="header-search__input" type="search" name="q" placeholder="Name or SKU" />
      <button type="submit" className="header-search__button">
        Search
      </button>
    </form>
  );
}
