// The data of a product listing page (/products, a category, a subcategory): the page of products
// for the URL's filters, sort and cursor, the total, the links to the neighbouring pages, and the
// option values its option filter offers.
import type { AttributeDefinition, CategoryFacet, CategoryInfo, ProductSummary, RemoteLoaderContext, SubcategoryInfo } from 'shared-data';
import { fetchCategories } from 'shared-data';
import { parseOptionFilter, type OptionFacet } from 'shared-data/option-values';
import { applyOptionRules, listingPlan, listingSearch, parseListingParams, PAGE_SIZE, type ListingParams } from '../../../lib/listing-plan';
import { fetchListingPage, fetchOptionFacets } from '../../../lib/products';
import { sharedRead } from '../../../lib/shared-read';

export type ListingScope =
  { kind: 'all' } | { kind: 'category'; category: CategoryInfo } | { kind: 'subcategory'; category: CategoryInfo; subcategory: SubcategoryInfo };

export interface ListingData {
  scope: ListingScope;
  /** The path the listing lives on (filters and pages add a query to it). */
  basePath: string;
  params: ListingParams;
  /** Every category, for the /products filters (empty on scoped pages). */
  categories: CategoryInfo[];
  products: ProductSummary[];
  /**
   * The option filter's choices (within a category or subcategory; [] elsewhere): the option values
   * on sale and the filterable attributes' values across the category or subcategory, as its
   * document counts them; where they are not counted yet, the option values among the page's
   * products, or, while a value is chosen, among the first page without it.
   */
  optionFacets: OptionFacet[];
  total: number;
  page: number;
  pageCount: number;
  previousHref: string | null;
  nextHref: string | null;
  notice: string | null;
  error: string | null;
}

export const CATALOGUE_UNAVAILABLE = 'The catalogue is not available right now. Please try again in a moment.';

const href = (basePath: string, search: string) => (search ? `${basePath}?${search}` : basePath);

/** The choices with the chosen value among them (it stays selectable when no product of the first page has it). */
export function withChosen(facets: OptionFacet[], option: string | null): OptionFacet[] {
  const chosen = parseOptionFilter(option);
  if (!chosen) return facets;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const facet = facets.find((each) => same(each.name, chosen.name));
  if (!facet) return [...facets, { name: chosen.name, values: [chosen.value] }];
  if (facet.values.some((value) => same(value, chosen.value))) return facets;
  return facets.map((each) => (each === facet ? { ...each, values: [...each.values, chosen.value] } : each));
}

/**
 * A category's counted filter choices as the listing offers them: every option, and each attribute
 * the category offers as a filter under its label (an attribute named as an option joins it).
 */
export function countedFacets(facets: readonly CategoryFacet[], definitions: readonly AttributeDefinition[]): OptionFacet[] {
  const offered: OptionFacet[] = facets
    .filter((facet) => facet.kind === 'option')
    .map((facet) => ({ name: facet.name, values: facet.values.map((value) => value.value) }));
  for (const definition of definitions) {
    if (!definition.filterable) continue;
    const facet = facets.find((each) => each.kind === 'attribute' && each.name.toLowerCase() === definition.key.toLowerCase());
    if (!facet) continue;
    const values = facet.values.map((value) => value.value);
    const option = offered.find((each) => each.name.toLowerCase() === definition.key.toLowerCase());
    if (option) option.values.push(...values.filter((value) => !option.values.some((known) => known.toLowerCase() === value.toLowerCase())));
    else offered.push({ name: facet.name, ...(definition.label !== facet.name ? { label: definition.label } : {}), values });
  }
  return offered;
}

/** The scope as the page carries it: the counted filter choices travel once, as `optionFacets`; the attribute definitions not at all. */
function withoutFacets(scope: ListingScope): ListingScope {
  const { facets: _category, attributes: _attributes, ...category } = scope.kind === 'all' ? { facets: undefined, attributes: undefined } : scope.category;
  if (scope.kind === 'category') return { kind: 'category', category: category as CategoryInfo };
  if (scope.kind === 'subcategory') {
    const { facets: _sub, ...subcategory } = scope.subcategory;
    return { kind: 'subcategory', category: category as CategoryInfo, subcategory };
  }
  return scope;
}

export async function loadListing(context: RemoteLoaderContext, request: Request, scope: ListingScope, basePath: string): Promise<ListingData> {
  const url = new URL(request.url);
  const parsed = parseListingParams(url.searchParams);
  // A category or subcategory page fixes its scope; the URL cannot widen or change it.
  const params: ListingParams = applyOptionRules(
    scope.kind === 'category'
      ? { ...parsed, category: scope.category.slug, sub: null }
      : scope.kind === 'subcategory'
        ? { ...parsed, category: scope.category.slug, sub: scope.subcategory.id }
        : parsed,
  );
  const counted = scope.kind === 'subcategory' ? scope.subcategory.facets : scope.kind === 'category' ? scope.category.facets : undefined;
  const countedChoices = counted && scope.kind !== 'all' ? countedFacets(counted, scope.category.attributes ?? []) : null;
  const empty: ListingData = {
    scope: withoutFacets(scope),
    basePath,
    params,
    categories: [],
    products: [],
    optionFacets: [],
    total: 0,
    page: 1,
    pageCount: 0,
    previousHref: null,
    nextHref: null,
    notice: null,
    error: null,
  };
  const { db } = context;
  if (!db) return { ...empty, error: CATALOGUE_UNAVAILABLE };
  try {
    // Counted choices come with the category document. Without them: while a value is chosen, from
    // the first page without it (one more query of a page, shared like the listing's); otherwise from
    // the page itself, at no extra read.
    const facetPlan = params.option && !countedChoices ? listingPlan({ ...params, option: null }) : null;
    const [page, categories, chosenFacets] = await Promise.all([
      sharedRead(context, `listing:${JSON.stringify([listingPlan(params), params.after, params.before])}`, () =>
        fetchListingPage(db, listingPlan(params), { after: params.after, before: params.before }),
      ),
      scope.kind === 'all' ? sharedRead(context, 'categories', () => fetchCategories(db)) : Promise.resolve([]),
      facetPlan ? sharedRead(context, `listing-options:${JSON.stringify(facetPlan)}`, () => fetchOptionFacets(db, facetPlan)) : Promise.resolve(null),
    ]);
    // Only the filters stay in page links: the scope is in the path.
    const filters: Partial<ListingParams> = {
      ...params,
      category: scope.kind === 'all' ? params.category : null,
      sub: scope.kind === 'all' ? params.sub : null,
    };
    const pageNumber = page.cursorLost || !page.hasPrevious ? 1 : params.page;
    const first = page.products[0];
    const last = page.products[page.products.length - 1];
    const previousHref =
      page.hasPrevious && first
        ? href(basePath, listingSearch({ ...filters, page: pageNumber - 1, after: null, before: pageNumber - 1 > 1 ? first.id : null }))
        : null;
    const nextHref = page.hasNext && last ? href(basePath, listingSearch({ ...filters, page: pageNumber + 1, after: last.id, before: null })) : null;
    return {
      ...empty,
      params: { ...params, page: pageNumber },
      categories,
      products: page.products,
      optionFacets: params.category || params.sub ? withChosen(countedChoices ?? chosenFacets ?? page.optionFacets, params.option) : [],
      total: page.total,
      page: pageNumber,
      pageCount: Math.ceil(page.total / PAGE_SIZE),
      previousHref,
      nextHref,
      notice: page.cursorLost ? 'The page you asked for has changed since the link was made, so here is the first page.' : null,
    };
  } catch (error) {
    console.warn('Product listing failed:', error instanceof Error ? error.message : error);
    return { ...empty, error: CATALOGUE_UNAVAILABLE };
  }
}
