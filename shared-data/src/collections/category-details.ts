// A category with what only some pages need (issue 40): its attribute definitions (the product page's
// labels and units, the admin's editors) and its listing filter choices (its own listing pages).
// Its own entry (`shared-data/category-details`, not federated: bundled, tree-shaken, by the apps
// that use it), so `shared-data` — on every page's first view — carries neither its code nor, in the
// nav's list of categories, its data. Like the other entries it reaches shared-data's state (the
// loaded Firestore SDK) through the package name; what it imports relatively is stateless.
import type { Firestore } from 'firebase/firestore/lite';
import { lazyFirestore, toCategoryInfo } from 'shared-data';
import { SLUG_PATTERN } from '../schemas/fields';
import type { CategoryInfo, SubcategoryInfo } from '../types/catalog';
import { readAttributeDefinitions } from '../catalog/attribute-definitions';
import { readCategoryFacets } from '../catalog/category-facets';
import { CATEGORIES } from './collection-names';

const { collection, doc, getDoc, getDocs } = lazyFirestore;

/** A stored category with its attribute definitions and, with `withFacets`, its (and its subcategories') filter choices. */
export function toCategoryDetails(id: string, data: Record<string, unknown>, { withFacets = false }: { withFacets?: boolean } = {}): CategoryInfo {
  const info = toCategoryInfo(id, data);
  const attributes = readAttributeDefinitions(data['attributes']);
  if (!withFacets) return { ...info, attributes };
  const stored = Array.isArray(data['subcategories']) ? (data['subcategories'] as unknown[]) : [];
  const subFacets = new Map(
    stored.flatMap((raw) =>
      raw && typeof raw === 'object' ? [[(raw as Record<string, unknown>)['id'], (raw as Record<string, unknown>)['facets']] as const] : [],
    ),
  );
  const subcategories: SubcategoryInfo[] = info.subcategories.map((sub) => {
    const facets = readCategoryFacets(subFacets.get(sub.id));
    return facets ? { ...sub, facets } : sub;
  });
  const facets = readCategoryFacets(data['facets']);
  return { ...info, subcategories, attributes, ...(facets ? { facets } : {}) };
}

/** One category by slug, with its attributes and listing filter choices, or null. */
export async function fetchCategory(db: Firestore, slug: string): Promise<CategoryInfo | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const snapshot = await getDoc(doc(db, CATEGORIES, slug));
  const data = snapshot.data();
  return data ? toCategoryDetails(snapshot.id, data, { withFacets: true }) : null;
}

/** A subcategory by its id (`${categorySlug}--${subSlug}`), with its category. */
export async function fetchSubcategory(db: Firestore, id: string): Promise<{ category: CategoryInfo; subcategory: SubcategoryInfo } | null> {
  const categorySlug = id.split('--')[0] ?? '';
  if (!id.includes('--')) return null;
  const category = await fetchCategory(db, categorySlug);
  const subcategory = category?.subcategories.find((sub) => sub.id === id);
  return category && subcategory ? { category, subcategory } : null;
}

/** Every category in display order with its attribute definitions (the admin's category and product editors); throws when unreadable. */
export async function fetchCategoriesWithAttributes(db: Firestore): Promise<CategoryInfo[]> {
  const snapshot = await getDocs(collection(db, CATEGORIES));
  return snapshot.docs
    .map((document) => toCategoryDetails(document.id, document.data()))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'en'));
}
