// Pure computation of `categories/{slug}.productCount`, each subcategory's count and their listing
// filter choices (`facets`, category-facets.ts) from the active products. Shared by the seed
// (backend/src/seed) and `syncCategoryCounts`, so both agree.
import { countedEntries, countFacets, facetEntriesOf, readAttributeDefinitions, sameFacets, type CategoryFacet, type FacetEntry } from 'shared-data/contracts';

export interface SubcategoryEntry {
  id: string;
  slug: string;
  name: string;
  productCount: number;
  facets: CategoryFacet[];
}

export interface CategoryCountsInput {
  slug: string;
  productCount?: unknown;
  facets?: unknown;
  /** Its attribute definitions: the filterable ones are counted. */
  attributes?: unknown;
  subcategories?: ReadonlyArray<Partial<Omit<SubcategoryEntry, 'facets'>> & { id: string; facets?: unknown }>;
}

export interface ProductCountsInput {
  status?: unknown;
  categorySlug?: unknown;
  subCategoryId?: unknown;
  /** What facetEntriesOf reads: the filter values. */
  options?: unknown;
  optionValues?: unknown;
  attributes?: unknown;
}

export interface CategoryCounts {
  slug: string;
  productCount: number;
  facets: CategoryFacet[];
  subcategories: SubcategoryEntry[];
  /** True when the stored counts differ from the computed ones. */
  changed: boolean;
}

export interface CategoryCountsResult {
  categories: CategoryCounts[];
  /** Active products whose category or subcategory matches no category document. */
  unmatched: { categorySlug: string; subCategoryId: string | null }[];
}

export function computeCategoryCounts(categories: readonly CategoryCountsInput[], products: readonly ProductCountsInput[]): CategoryCountsResult {
  const byCategory = new Map<string, number>();
  const bySubcategory = new Map<string, number>();
  const entriesByCategory = new Map<string, FacetEntry[][]>();
  const entriesBySubcategory = new Map<string, FacetEntry[][]>();
  const add = (map: Map<string, FacetEntry[][]>, key: string, entries: FacetEntry[]) => {
    const lists = map.get(key);
    if (lists) lists.push(entries);
    else map.set(key, [entries]);
  };
  const known = new Map(categories.map((c) => [c.slug, new Set((c.subcategories ?? []).map((s) => s.id))]));
  const definitions = new Map(categories.map((c) => [c.slug, readAttributeDefinitions(c.attributes)]));
  const unmatched: CategoryCountsResult['unmatched'] = [];

  for (const product of products) {
    if (product.status !== undefined && product.status !== 'active') continue;
    const categorySlug = typeof product.categorySlug === 'string' ? product.categorySlug : '';
    const subCategoryId = typeof product.subCategoryId === 'string' && product.subCategoryId ? product.subCategoryId : null;
    const subs = known.get(categorySlug);
    if (!subs || (subCategoryId !== null && !subs.has(subCategoryId))) {
      unmatched.push({ categorySlug, subCategoryId });
      if (!subs) continue;
    }
    const entries = countedEntries(facetEntriesOf(product), definitions.get(categorySlug) ?? []);
    byCategory.set(categorySlug, (byCategory.get(categorySlug) ?? 0) + 1);
    add(entriesByCategory, categorySlug, entries);
    if (subCategoryId !== null) {
      bySubcategory.set(subCategoryId, (bySubcategory.get(subCategoryId) ?? 0) + 1);
      add(entriesBySubcategory, subCategoryId, entries);
    }
  }

  return {
    unmatched,
    categories: categories.map((category) => {
      const productCount = byCategory.get(category.slug) ?? 0;
      const facets = countFacets(entriesByCategory.get(category.slug) ?? []);
      let changed = category.productCount !== productCount || !sameFacets(category.facets as CategoryFacet[] | undefined, facets);
      const subcategories = (category.subcategories ?? []).map((sub) => {
        const count = bySubcategory.get(sub.id) ?? 0;
        const subFacets = countFacets(entriesBySubcategory.get(sub.id) ?? []);
        if (sub.productCount !== count || !sameFacets(sub.facets as CategoryFacet[] | undefined, subFacets)) changed = true;
        return { id: sub.id, slug: sub.slug ?? '', name: sub.name ?? '', productCount: count, facets: subFacets };
      });
      return { slug: category.slug, productCount, facets, subcategories, changed };
    }),
  };
}
