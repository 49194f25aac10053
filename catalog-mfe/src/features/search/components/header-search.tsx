// The header's search box (ARIA 1.2 combobox with a listbox popup): suggestions appear as the
// shopper types, Up/Down move through them, Enter opens the highlighted product or the results
// page (/search?q=), Escape closes the list and then clears the box. Without JavaScript the shell's
// plain form does the same search.
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'shared-router';
import type { SearchBoxHandoff } from 'shared-data/routes';
import { formatInr } from 'shared-ui';
import { paths } from '../../../config/paths';
import { ProductImage } from '../../../components/product-image';
import { useSearchSuggestions, type SuggestionSearch } from '../hooks/use-search-suggestions';

export interface HeaderSearchProps {
  search?: SuggestionSearch;
  /**
   * The shell's plain search box as this one replaces it: read once, in the commit that swaps them,
   * so every key typed there (even before the page hydrated) and the caret carry over.
   */
  takeOver?: () => SearchBoxHandoff | undefined;
}

export function HeaderSearch({ search, takeOver }: HeaderSearchProps) {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  // Before the browser paints this box: the element gets the text first so React, seeing it
  // already there, leaves the caret alone; then the focus and the caret where the shopper left them.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const handoff = takeOver?.();
    if (!input || !handoff) return;
    input.value = handoff.value;
    setValue(handoff.value);
    if (!handoff.focused) return;
    // Opens the suggestions through onFocus, as a shopper's focus would.
    input.focus();
    if (handoff.selectionStart !== null) input.setSelectionRange(handoff.selectionStart, handoff.selectionEnd ?? handoff.selectionStart);
  }, [takeOver]);
  const [active, setActive] = useState(-1);
  const state = useSearchSuggestions(value, search);
  const query = value.trim();
  // Only suggestions for what is in the box now are offered.
  const suggestions = state.query === query ? state.suggestions : [];
  const options = query.length >= 2 ? [...suggestions.map((product) => ({ kind: 'product' as const, product })), { kind: 'all' as const }] : [];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (index: number) => {
    const option = options[index];
    close();
    if (option?.kind === 'product') navigate(paths.product.getHref(option.product.sku, option.product.slug));
    else if (query) navigate(paths.search.getHref(query));
    inputRef.current?.blur();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (expanded && active >= 0) go(active);
    else if (query) go(options.length - 1);
    else inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (!expanded) return step === 1 ? 0 : options.length - 1;
        const next = current + step;
        return next < 0 ? options.length - 1 : next >= options.length ? 0 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else setValue('');
      event.preventDefault();
    } else if (event.key === 'Home' || event.key === 'End') {
      setActive(-1);
    }
  };

  const status =
    query.length < 2
      ? ''
      : state.loading && suggestions.length === 0
        ? 'Searching…'
        : state.error
          ? 'Suggestions are not available right now; press Enter to search.'
          : state.query === query
            ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}`
            : '';

  return (
    <form className="header-search" role="search" aria-label="Search the catalogue" action={paths.search.path} method="get" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search products
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="header-search__input"
        type="search"
        name="q"
        placeholder="Name or SKU"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button header-search__button">
        Search
      </button>
      <ul id={listboxId} role="listbox" aria-label="Suggestions" className="header-search__listbox" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={option.kind === 'product' ? option.product.id : 'all'}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`header-search__option${index === active ? ' header-search__option--active' : ''}`}
            // Keeps focus in the box so the click lands before blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(index)}
          >
            {option.kind === 'product' ? (
              <>
                <ProductImage image={option.product.image} alt="" sizes="40px" className="header-search__thumb" />
                <span className="header-search__text">
                  <span className="header-search__title">{option.product.title}</span>
                  <span className="header-search__meta">
                    {option.product.sku} · {formatInr(option.product.price)}
                  </span>
                </span>
              </>
            ) : (
              <span className="header-search__all">See all results for “{query}”</span>
            )}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
