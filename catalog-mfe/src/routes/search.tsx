// /search?q= (Search Results): matches across title, SKU, category, subcategory and tags — word
// beginnings, any case, with or without accents — ranked (the exact SKU first, then title matches)
// and paginated, rendered on the server.
import { useEffect, useId } from 'react';
import { Form, Link, useNavigation } from 'shared-router';
import { defineRoute, useRouteData, track, type ProductSummary, type RemoteLoaderArgs } from 'shared-data';
import { formatNumber } from 'shared-ui';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Pagination } from '../components/pagination';
import { ProductGrid } from '../components/product-grid';
import { paths } from '../config/paths';
import { CATALOGUE_UNAVAILABLE } from '../features/listing/api/load-listing';
import { PAGE_SIZE } from '../lib/listing-plan';
import { searchProducts } from '../lib/search';
import '../styles/catalog.css';
import { sharedRead } from '../lib/shared-read';

interface SearchData {
  q: string;
  products: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
  truncated: boolean;
  error: string | null;
}

function SearchPage() {
  const data = useRouteData<typeof loader>();
  const navigation = useNavigation();
  const inputId = useId();
  const loading = navigation.state === 'loading' && navigation.location.pathname === paths.search.path;

  useEffect(() => {
    if (data.q && !data.error && data.page === 1) track('search', { search_term: data.q, results: data.total });
  }, [data.q, data.total, data.page, data.error]);

  const from = (data.page - 1) * PAGE_SIZE + 1;
  return (
    <section className="page catalog-search">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Search' }]} />
      <h1>{data.q ? `Search results for “${data.q}”` : 'Search the catalogue'}</h1>
      <Form method="get" action={paths.search.path} role="search" aria-label="Refine this search" className="catalog-search__form">
        <label htmlFor={inputId} className="field__label">
          Search by product name, SKU, category or tag
        </label>
        <div className="catalog-search__row">
          <input id={inputId} className="field__input" type="search" name="q" defaultValue={data.q} key={data.q} autoComplete="off" />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </Form>
      <div aria-busy={loading}>
        <p className="catalog-listing__count" role="status">
          {loading
            ? 'Searching…'
            : data.error || !data.q
              ? ''
              : data.total === 0
                ? `No products match “${data.q}”.`
                : `${formatNumber(data.total)} ${data.total === 1 ? 'product matches' : 'products match'} — showing ${formatNumber(from)}–${formatNumber(from + data.products.length - 1)}`}
        </p>
        {data.error ? (
          <p className="catalog-error" role="alert">
            {data.error}
          </p>
        ) : !data.q ? (
          <p className="catalog-empty">Type a word from a product name (for example “jhumka”) or a SKU such as SLV-RNG-0001.</p>
        ) : data.total === 0 ? (
          <div className="catalog-empty">
            <p>Check the spelling, try fewer words or the first letters of a word, or browse the categories.</p>
            <Link className="button" to={paths.categories.getHref()}>
              Browse categories
            </Link>
          </div>
        ) : (
          <>
            <h2 className="visually-hidden">Products found</h2>
            <ProductGrid products={data.products} listId="search-results" listName="Search results" label={`Search results, page ${data.page}`} firstScreen />
            {data.truncated ? <p className="catalog-notice">Showing the best matches only; add a word to narrow the search.</p> : null}
          </>
        )}
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          previousHref={data.page > 1 ? paths.search.getHref(data.q, data.page - 1) : null}
          nextHref={data.page < data.pageCount ? paths.search.getHref(data.q, data.page + 1) : null}
        />
      </div>
    </section>
  );
}

async function loader({ request, context }: RemoteLoaderArgs): Promise<SearchData> {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const requested = Number(url.searchParams.get('page'));
  const empty: SearchData = { q, products: [], total: 0, page: 1, pageCount: 0, truncated: false, error: null };
  if (!q) return empty;
  if (!context.db) return { ...empty, error: CATALOGUE_UNAVAILABLE };
  try {
    // Ranking needs every match, so the results are ranked here and paged in memory.
    const { db } = context;
    const result = await sharedRead(context, `search:${q.toLowerCase()}`, () => searchProducts(db, q));
    const total = result.products.length;
    const pageCount = Math.ceil(total / PAGE_SIZE);
    const page = Number.isInteger(requested) && requested > 1 ? Math.min(requested, Math.max(pageCount, 1)) : 1;
    return {
      q,
      products: result.products.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      total,
      page,
      pageCount,
      truncated: result.truncated,
      error: null,
    };
  } catch (error) {
    console.warn('Search failed:', error instanceof Error ? error.message : error);
    return { ...empty, error: 'Search is not available right now. Please try again in a moment.' };
  }
}

export default defineRoute({
  loader,
  Component: SearchPage,
  // Result pages are for people, not for the index (robots.txt disallows /search too).
  meta: () => ({ description: 'Search our 925 silver jewellery catalogue by name, SKU, category or tag.', noindex: true }),
});
