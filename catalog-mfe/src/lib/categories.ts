// Category documents for the category and subcategory pages.
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { toCategoryInfo, type CategoryInfo, type SubcategoryInfo } from 'shared-data';

export async function fetchCategory(db: Firestore, slug: string): Promise<CategoryInfo | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null;
  const snapshot = await getDoc(doc(db, 'categories', slug));
  return snapshot.exists() ? toCategoryInfo(snapshot.id, snapshot.data()) : null;
}

/** A subcategory by its id (`${categorySlug}--${subSlug}`), with its category. */
export async function fetchSubcategory(db: Firestore, id: string): Promise<{ category: CategoryInfo; subcategory: SubcategoryInfo } | null> {
  const categorySlug = id.split('--')[0] ?? '';
  if (!id.includes('--')) return null;
  const category = await fetchCategory(db, categorySlug);
  const subcategory = category?.subcategories.find((sub) => sub.id === id);
  return category && subcategory ? { category, subcategory } : null;
}
