// Pure computation of `categories/{slug}.productCount` and each subcategory's count from the active
// products. Shared by the seed (backend/src/seed) and `syncCategoryCounts`, so both agree.

export interface SubcategoryEntry {
  id: string;
  slug: string;
  name: string;
  productCount: number;
}

export interface CategoryCountsInput {
  slug: string;
  productCount?: unknown;
  subcategories?: ReadonlyArray<Partial<SubcategoryEntry> & { id: string }>;
}

export interface ProductCountsInput {
  status?: unknown;
  categorySlug?: unknown;
  subCategoryId?: unknown;
}

export interface CategoryCounts {
  slug: string;
  productCount: number;
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
  const known = new Map(categories.map((c) => [c.slug, new Set((c.subcategories ?? []).map((s) => s.id))]));
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
    byCategory.set(categorySlug, (byCategory.get(categorySlug) ?? 0) + 1);
    if (subCategoryId !== null) bySubcategory.set(subCategoryId, (bySubcategory.get(subCategoryId) ?? 0) + 1);
  }

  return {
    unmatched,
    categories: categories.map((category) => {
      const productCount = byCategory.get(category.slug) ?? 0;
      let changed = category.productCount !== productCount;
      const subcategories = (category.subcategories ?? []).map((sub) => {
        const count = bySubcategory.get(sub.id) ?? 0;
        if (sub.productCount !== count) changed = true;
        return { id: sub.id, slug: sub.slug ?? '', name: sub.name ?? '', productCount: count };
      });
      return { slug: category.slug, productCount, subcategories, changed };
    }),
  };
}
