// The listing's active filters as removable chips: each one is a link to the same listing without
// that filter (a URL, so it works before hydration and can be opened in a new tab).
import { Link } from 'shared-router';
import type { CategoryInfo } from 'shared-data';
import { optionValueKey, parseOptionFilter, type OptionFacet } from 'shared-data/option-values';
import { formatInr } from 'shared-ui';
import { listingSearch, type ListingParams } from '../../../lib/listing-plan';

interface ActiveFilter {
  key: string;
  label: string;
  without: Partial<ListingParams>;
}

/** The filters a listing URL applies, with what removing each one leaves (sort is not a filter). */
export function activeFilters(params: ListingParams, categories?: CategoryInfo[], optionFacets: readonly OptionFacet[] = []): ActiveFilter[] {
  const found: ActiveFilter[] = [];
  const category = categories?.find((item) => item.slug === params.category);
  const sub = category?.subcategories.find((item) => item.id === params.sub);
  if (categories && params.category && !params.sub) {
    found.push({ key: 'category', label: category?.name ?? params.category, without: { category: null, sub: null } });
  }
  if (categories && params.sub) found.push({ key: 'sub', label: sub?.name ?? params.sub, without: { sub: null } });
  if (params.min !== null) found.push({ key: 'min', label: `From ${formatInr(params.min)}`, without: { min: null } });
  if (params.max !== null) found.push({ key: 'max', label: `Up to ${formatInr(params.max)}`, without: { max: null } });
  if (params.inStock) found.push({ key: 'inStock', label: 'In stock only', without: { inStock: false } });
  const option = parseOptionFilter(params.option);
  if (option) {
    // As the filter spells it, however the URL does.
    const key = optionValueKey(option.name, option.value);
    const facet = optionFacets.find((each) => each.values.some((value) => optionValueKey(each.name, value) === key));
    const value = facet?.values.find((each) => optionValueKey(facet.name, each) === key);
    const label = facet && value ? `${facet.label ?? facet.name}: ${value}` : `${option.name}: ${option.value}`;
    found.push({ key: 'option', label, without: { option: null } });
  }
  return found;
}

export function ActiveFilters({
  basePath,
  params,
  categories,
  optionFacets,
}: {
  basePath: string;
  params: ListingParams;
  categories?: CategoryInfo[];
  optionFacets?: readonly OptionFacet[];
}) {
  const filters = activeFilters(params, categories, optionFacets);
  if (filters.length === 0) return null;
  const href = (without: Partial<ListingParams>) => {
    // Removing a filter starts again from the first page.
    const search = listingSearch({ ...params, page: 1, after: null, before: null, ...without });
    return search ? `${basePath}?${search}` : basePath;
  };
  return (
    <div className="active-filters">
      <ul className="active-filters__list" aria-label="Active filters">
        {filters.map((filter) => (
          <li key={filter.key}>
            <Link className="chip active-filters__chip" to={href(filter.without)} aria-label={`Remove filter: ${filter.label}`}>
              {filter.label}
              <span aria-hidden="true" className="active-filters__remove">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {filters.length > 1 ? (
        <Link className="active-filters__clear" to={href({ category: null, sub: null, min: null, max: null, inStock: false, option: null })}>
          Clear all filters
        </Link>
      ) : null}
    </div>
  );
}
