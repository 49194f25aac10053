// Recomputes the product counts and listing filter choices stored on `categories/{slug}` from the active products in `prod`:
// `rebuildCategories` runs it on demand to repair counts that drifted (the `productWritten` trigger
// keeps them in step by each write's difference; the seed computes them with `computeCategoryCounts`).
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { CATEGORIES, PRODUCTS } from 'shared-data/contracts';
import { computeCategoryCounts, type CategoryCountsInput } from './category-counts';

export interface SyncCategoryCountsResult {
  categories: number;
  activeProducts: number;
  /** Slugs of the categories whose counts were rewritten. */
  updated: string[];
  unmatched: { categorySlug: string; subCategoryId: string | null }[];
}

/** Recounts every category, or only the one named (saveCategory, when its filterable attributes change). */
export async function syncCategoryCounts(db: Firestore, only?: string): Promise<SyncCategoryCountsResult> {
  const active = db.collection(PRODUCTS).where('status', '==', 'active');
  const [categorySnap, productSnap] = await Promise.all([
    only ? db.collection(CATEGORIES).where(FieldPath.documentId(), '==', only).get() : db.collection(CATEGORIES).get(),
    (only ? active.where('categorySlug', '==', only) : active).select('status', 'categorySlug', 'subCategoryId', 'options', 'optionValues', 'attributes').get(),
  ]);
  const categories: CategoryCountsInput[] = categorySnap.docs.map((doc) => {
    const data = doc.data();
    return {
      slug: doc.id,
      productCount: data['productCount'],
      facets: data['facets'],
      attributes: data['attributes'],
      subcategories: Array.isArray(data['subcategories']) ? data['subcategories'] : [],
    };
  });
  const result = computeCategoryCounts(
    categories,
    productSnap.docs.map((doc) => doc.data()),
  );

  const changed = result.categories.filter((c) => c.changed);
  // A category document holds at most a few dozen subcategories; one batch per 400 stays far under
  // Firestore's 500-write limit.
  for (let start = 0; start < changed.length; start += 400) {
    const batch = db.batch();
    for (const category of changed.slice(start, start + 400)) {
      batch.update(db.collection(CATEGORIES).doc(category.slug), {
        // Counts are not an admin edit: `updatedAt` (the version admins edit against) stays.
        productCount: category.productCount,
        facets: category.facets,
        subcategories: category.subcategories,
      });
    }
    await batch.commit();
  }
  return {
    categories: categories.length,
    activeProducts: productSnap.size,
    updated: changed.map((c) => c.slug),
    unmatched: result.unmatched,
  };
}
