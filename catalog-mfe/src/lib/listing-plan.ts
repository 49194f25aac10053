// The product listings' state in the URL (`?category=&sub=&min=&max=&inStock=1&option=&sort=&page=`,
// plus the page cursor) and the one Firestore query each state runs. The plan is plain data so a
// test can enumerate every combination and check that `backend/firestore.indexes.json` has its index.
import { optionValueKey, parseOptionFilter } from 'shared-data/option-values';

export const PAGE_SIZE = 24;

export const SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type SortKey = (typeof SORTS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name',
};

export interface ListingParams {
  /** Category slug (the /products filter; a category page fixes it). */
  category: string | null;
  /** Subcategory id `${categorySlug}--${subSlug}`. */
  sub: string | null;
  /** Whole rupees. */
  min: number | null;
  max: number | null;
  inStock: boolean;
  /**
   * One option value, `Name:Value` as the filter offers it (`Shade:Ruby Red`, `Size:8`): products
   * with a variant on sale in it (their `optionValues`). Within a category or subcategory only, and
   * instead of a price range (applyOptionRules), which keeps the composite indexes few.
   */
  option: string | null;
  sort: SortKey;
  /** The page number shown; the cursors below say where the page starts. */
  page: number;
  /** Id of the last product of the previous page (Next). */
  after: string | null;
  /** Id of the first product of the following page (Previous). */
  before: string | null;
}

export const defaultListingParams: ListingParams = {
  category: null,
  sub: null,
  min: null,
  max: null,
  inStock: false,
  option: null,
  sort: 'newest',
  page: 1,
  after: null,
  before: null,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SUB_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*--[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;

function wholeRupees(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.min(Math.floor(number), 10_000_000) : null;
}

/** A URL's `option` as `Name:Value` (trimmed), or null when malformed. */
function optionOf(value: string | null): string | null {
  const parsed = parseOptionFilter(value);
  return parsed ? `${parsed.name}:${parsed.value}` : null;
}

/**
 * The option filter's limits: it applies within a category or subcategory only (a value such as
 * "Size: 8" means something among rings, not across the shop), and replaces a price range (the
 * in-stock filter and every sort stay). The listing applies them once its scope is known.
 */
export function applyOptionRules<T extends Pick<ListingParams, 'category' | 'sub' | 'min' | 'max' | 'option'>>(params: T): T {
  if (!params.option) return params;
  if (!params.category && !params.sub) return { ...params, option: null };
  return { ...params, min: null, max: null };
}

/** Reads the listing state from a URL's query; anything malformed falls back to the default. */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const category = search.get('category');
  const sub = search.get('sub');
  let min = wholeRupees(search.get('min'));
  let max = wholeRupees(search.get('max'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const sort = search.get('sort');
  const after = search.get('after');
  const before = search.get('before');
  const page = Number(search.get('page'));
  const cursor = after && PRODUCT_ID.test(after) ? { after, before: null } : before && PRODUCT_ID.test(before) ? { after: null, before } : null;
  return {
    category: category && SLUG.test(category) ? category : null,
    sub: sub && SUB_ID.test(sub) ? sub : null,
    min,
    max,
    inStock: search.get('inStock') === '1',
    // Kept without a category here: a category page's scope is in its path (applyOptionRules).
    option: optionOf(search.get('option')),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : 'newest',
    // A page number means something only with its cursor; without one it is the first page.
    page: cursor && Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
    after: cursor?.after ?? null,
    before: cursor?.before ?? null,
  };
}

/** The query string of a listing state, without defaults (so URLs stay short and shareable). */
export function listingSearch(params: Partial<ListingParams>): string {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  if (params.sub) search.set('sub', params.sub);
  if (params.min !== null && params.min !== undefined) search.set('min', String(params.min));
  if (params.max !== null && params.max !== undefined) search.set('max', String(params.max));
  if (params.inStock) search.set('inStock', '1');
  if (params.option) search.set('option', params.option);
  if (params.sort && params.sort !== 'newest') search.set('sort', params.sort);
  if (params.page && params.page > 1 && (params.after || params.before)) {
    search.set('page', String(params.page));
    if (params.after) search.set('after', params.after);
    else if (params.before) search.set('before', params.before);
  }
  return search.toString();
}

export type PlanField = 'status' | 'categorySlug' | 'subCategoryId' | 'price' | 'stock' | 'createdAt' | 'title';

/** One index field, in firestore.indexes.json's shape. */
export type IndexField = { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' };
export type Direction = 'asc' | 'desc';

export interface ListingPlan {
  /** Equality filters; `status == 'active'` always (the security rules require it). */
  equalities: [PlanField, string][];
  ranges: { field: 'price' | 'stock'; op: '>=' | '<=' | '>'; value: number }[];
  /** The option filter: `optionValues array-contains 'shade:ruby red'` (absent without one). */
  arrayContains?: ['optionValues', string];
  /**
   * The complete ordering: the chosen sort, then every range field not already ordered (in field
   * name order, in the sort's direction) — exactly Firestore's implicit ordering, written out so
   * the needed composite index is plain to see.
   */
  orderBy: [PlanField, Direction][];
}

const SORT_ORDER: Record<SortKey, [PlanField, Direction]> = {
  newest: ['createdAt', 'desc'],
  'price-asc': ['price', 'asc'],
  'price-desc': ['price', 'desc'],
  name: ['title', 'asc'],
};

/** The Firestore query of a listing state (the scope a category or subcategory page fixes included). */
export function listingPlan(
  query: Pick<ListingParams, 'category' | 'sub' | 'min' | 'max' | 'inStock' | 'sort'> & Partial<Pick<ListingParams, 'option'>>,
): ListingPlan {
  const params = applyOptionRules({ ...query, option: query.option ?? null });
  const equalities: ListingPlan['equalities'] = [['status', 'active']];
  // A subcategory id names its category too, so one equality filter (and one index) suffices.
  if (params.sub) equalities.push(['subCategoryId', params.sub]);
  else if (params.category) equalities.push(['categorySlug', params.category]);
  const ranges: ListingPlan['ranges'] = [];
  if (params.min !== null) ranges.push({ field: 'price', op: '>=', value: params.min });
  if (params.max !== null) ranges.push({ field: 'price', op: '<=', value: params.max });
  if (params.inStock) ranges.push({ field: 'stock', op: '>', value: 0 });
  const sort = SORT_ORDER[params.sort];
  const orderBy: ListingPlan['orderBy'] = [sort];
  const rangeFields = [...new Set(ranges.map((range) => range.field))].sort();
  for (const field of rangeFields) if (field !== sort[0]) orderBy.push([field, sort[1]]);
  const option = parseOptionFilter(params.option);
  return option ? { equalities, arrayContains: ['optionValues', optionValueKey(option.name, option.value)], ranges, orderBy } : { equalities, ranges, orderBy };
}

/** The composite index a plan needs, in firestore.indexes.json's shape. */
export function requiredIndex(plan: ListingPlan): IndexField[] {
  return [
    ...plan.equalities.map(([field]) => ({ fieldPath: field, order: 'ASCENDING' as const })),
    ...(plan.arrayContains ? [{ fieldPath: plan.arrayContains[0], arrayConfig: 'CONTAINS' as const }] : []),
    ...plan.orderBy.map(([field, direction]) => ({ fieldPath: field, order: direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const) })),
  ];
}
