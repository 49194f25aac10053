// The listing's filters and sort as a GET form: without JavaScript it submits to the same URL; with
// it, the query is written without empty fields and the page navigates in place. Every state is a
// URL, so a filtered page can be shared and reloads as it was.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'shared-router';
import type { CategoryInfo } from 'shared-data';
import { optionValueKey, parseOptionFilter, type OptionFacet } from 'shared-data/option-values';
import { listingSearch, SORT_LABELS, SORTS, type ListingParams, type SortKey } from '../../../lib/listing-plan';

export interface ListingFiltersProps {
  basePath: string;
  params: ListingParams;
  /** Category and subcategory choices (the /products page only). */
  categories?: CategoryInfo[];
  /** The option values on sale in this listing (a category or subcategory): its option filter. */
  optionFacets?: OptionFacet[];
}

interface Draft {
  category: string;
  sub: string;
  min: string;
  max: string;
  inStock: boolean;
  /** `Name:Value` as the choices spell it, or ''. */
  option: string;
  sort: SortKey;
}

type DraftErrors = Partial<Record<'min' | 'max', string>>;

function validate(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  const check = (key: 'min' | 'max', label: string) => {
    const value = draft[key].trim();
    if (value && (!/^\d+$/.test(value) || Number(value) > 10_000_000)) errors[key] = `Enter the ${label} price in whole rupees, for example 1500.`;
  };
  check('min', 'lowest');
  check('max', 'highest');
  if (!errors.min && !errors.max && draft.min.trim() && draft.max.trim() && Number(draft.min) > Number(draft.max)) {
    errors.max = 'The highest price must not be below the lowest price.';
  }
  return errors;
}

const choiceOf = (name: string, value: string) => `${name}:${value}`;

/** The choice (as the filter spells it) that the URL's option names, however its case was written. */
function chosenOption(option: string | null, facets: readonly OptionFacet[]): string {
  const parsed = parseOptionFilter(option);
  if (!parsed) return '';
  const key = optionValueKey(parsed.name, parsed.value);
  for (const facet of facets) for (const value of facet.values) if (optionValueKey(facet.name, value) === key) return choiceOf(facet.name, value);
  return choiceOf(parsed.name, parsed.value);
}

export function ListingFilters({ basePath, params, categories, optionFacets = [] }: ListingFiltersProps) {
  const navigate = useNavigate();
  const id = useId();
  const initial: Draft = {
    category: params.category ?? '',
    sub: params.sub ?? '',
    min: params.min === null ? '' : String(params.min),
    max: params.max === null ? '' : String(params.max),
    inStock: params.inStock,
    option: chosenOption(params.option, optionFacets),
    sort: params.sort,
  };
  // The form restarts from the URL whenever the URL changes (back, forward, a shared link).
  const urlKey = JSON.stringify(initial);
  const [state, setState] = useState({ key: urlKey, draft: initial, errors: {} as DraftErrors });
  const current = state.key === urlKey ? state : { key: urlKey, draft: initial, errors: {} as DraftErrors };
  const { draft, errors } = current;

  const go = (next: Draft) => {
    // An option value replaces a price range (listing-plan.ts applyOptionRules).
    const search = listingSearch({
      category: next.sub ? (next.sub.split('--')[0] ?? null) : next.category || null,
      sub: next.sub || null,
      min: next.min.trim() && !next.option ? Number(next.min) : null,
      max: next.max.trim() && !next.option ? Number(next.max) : null,
      inStock: next.inStock,
      option: next.option || null,
      sort: next.sort,
    });
    navigate(search ? `${basePath}?${search}` : basePath);
  };

  const update = (patch: Partial<Draft>, submitNow = false) => {
    const next = { ...draft, ...patch };
    setState({ key: urlKey, draft: next, errors: {} });
    if (submitNow && Object.keys(validate(next)).length === 0) go(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(draft);
    setState({ key: urlKey, draft, errors: found });
    const firstInvalid = (['min', 'max'] as const).find((key) => found[key]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    go(draft);
  };

  const selectedCategory = categories?.find((category) => category.slug === (draft.sub ? draft.sub.split('--')[0] : draft.category));
  const errorId = (key: 'min' | 'max') => `${id}-${key}-error`;
  const hasFilters = params.category || params.sub || params.min !== null || params.max !== null || params.inStock || params.option || params.sort !== 'newest';
  // The option filter: one list of every option's and filterable attribute's values (one value at a
  // time), grouped by option when there are several ("Shade or Size"; "Feature" past two).
  const facetLabel = (facet: OptionFacet) => facet.label ?? facet.name;
  const optionLabel = optionFacets.length > 2 ? 'Feature' : optionFacets.map(facetLabel).join(' or ');
  const optionChoices = (facet: OptionFacet) =>
    facet.values.map((value) => (
      <option key={value} value={choiceOf(facet.name, value)}>
        {value}
      </option>
    ));

  return (
    <form className="listing-filters" method="get" action={basePath} onSubmit={onSubmit} aria-label="Filter and sort products" noValidate>
      {categories && categories.length > 0 ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-category`}>
              Category
            </label>
            <select
              id={`${id}-category`}
              name="category"
              value={selectedCategory?.slug ?? ''}
              onChange={(event) => update({ category: event.target.value, sub: '', option: '' }, true)}
            >
              <option value="">All categories</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name} ({category.productCount})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-sub`}>
              Subcategory
            </label>
            <select
              id={`${id}-sub`}
              name="sub"
              value={draft.sub}
              disabled={!selectedCategory}
              onChange={(event) => update({ sub: event.target.value, option: '' }, true)}
            >
              <option value="">{selectedCategory ? `All ${selectedCategory.name.toLowerCase()}` : 'Choose a category first'}</option>
              {selectedCategory?.subcategories.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {sub.name} ({sub.productCount})
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
      {optionFacets.length > 0 ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-option`}>
            {optionLabel}
          </label>
          <select id={`${id}-option`} name="option" value={draft.option} onChange={(event) => update({ option: event.target.value }, true)}>
            <option value="">Any {optionLabel.toLowerCase()}</option>
            {optionFacets.length === 1
              ? optionChoices(optionFacets[0]!)
              : optionFacets.map((facet) => (
                  <optgroup key={facet.name} label={facetLabel(facet)}>
                    {optionChoices(facet)}
                  </optgroup>
                ))}
          </select>
        </div>
      ) : null}
      <fieldset className="listing-filters__price" disabled={Boolean(draft.option)} aria-describedby={draft.option ? `${id}-price-note` : undefined}>
        <legend>Price (₹)</legend>
        {draft.option ? (
          <p id={`${id}-price-note`} className="field__hint">
            A price range does not combine with a {optionLabel.toLowerCase() || 'option'} filter: choose “Any {optionLabel.toLowerCase() || 'option'}” to use
            one.
          </p>
        ) : null}
        {(['min', 'max'] as const).map((key) => (
          <div className="field" key={key}>
            <label className="field__label" htmlFor={`${id}-${key}`}>
              {key === 'min' ? 'Lowest price' : 'Highest price'}
            </label>
            <input
              id={`${id}-${key}`}
              className="field__input"
              name={key}
              inputMode="numeric"
              autoComplete="off"
              placeholder={key === 'min' ? '0' : 'Any'}
              value={draft[key]}
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={errors[key] ? errorId(key) : undefined}
              onChange={(event) => update({ [key]: event.target.value })}
            />
            {errors[key] ? (
              <p id={errorId(key)} className="field__error">
                {errors[key]}
              </p>
            ) : null}
          </div>
        ))}
      </fieldset>
      <div className="checkbox">
        <input
          id={`${id}-stock`}
          type="checkbox"
          name="inStock"
          value="1"
          checked={draft.inStock}
          onChange={(event) => update({ inStock: event.target.checked }, true)}
        />
        <label htmlFor={`${id}-stock`}>In stock only</label>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-sort`}>
          Sort by
        </label>
        <select id={`${id}-sort`} name="sort" value={draft.sort} onChange={(event) => update({ sort: event.target.value as SortKey }, true)}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
        {hasFilters ? (
          <Link to={basePath} className="listing-filters__clear">
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
