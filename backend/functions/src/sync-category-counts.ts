// Recomputes the product counts stored on `categories/{slug}` from the active products in `prod`:
// `rebuildCategories` runs it on demand to repair counts that drifted (the `productWritten` trigger
// keeps them in step by each write's difference; the seed computes them with `computeCategoryCounts`).
import type { Firestore } from 'firebase-admin/firestore';
import { CATEGORIES, PRODUCTS } from 'shared-data/contracts';
import { computeCategoryCounts, type CategoryCountsInput } from './category-counts';

export interface SyncCategoryCountsResult {
  categories: number;
  activeProducts: number;
  /** Slugs of the categories whose counts were rewritten. */
  updated: string[];
  unmatched: { categorySlug: string; subCategoryId: string | null }[];
}

export async function syncCategoryCounts(db: Firestore): Promise<SyncCategoryCountsResult> {
  const [categorySnap, productSnap] = await Promise.all([
    db.collection(CATEGORIES).get(),
    db.collection(PRODUCTS).where('status', '==', 'active').select('status', 'categorySlug', 'subCategoryId').get(),
  ]);
  const categories: CategoryCountsInput[] = categorySnap.docs.map((doc) => {
    const data = doc.data();
    return {
      slug: doc.id,
      productCount: data['productCount'],
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
