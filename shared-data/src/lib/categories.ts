// Reads the small `categories` collection (one document per category, kept in step with the
// products by the admin and by a function), so start-up never reads the catalogue itself.
import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';
import type { CategoryInfo, SubcategoryInfo } from '../types/catalog';
import { asImage, asIsoDate, asNumber, asString } from './firestore-values';

export function toCategoryInfo(id: string, data: Record<string, unknown>): CategoryInfo {
  const subs = Array.isArray(data['subcategories']) ? (data['subcategories'] as unknown[]) : [];
  const subcategories: SubcategoryInfo[] = subs.flatMap((raw) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const sub = raw as Record<string, unknown>;
    const subId = asString(sub['id']);
    const name = asString(sub['name']);
    if (!subId || !name) return [];
    return [{ id: subId, slug: asString(sub['slug']), name, productCount: Math.max(0, Math.round(asNumber(sub['productCount']))) }];
  });
  return {
    slug: asString(data['slug'], id) || id,
    name: asString(data['name'], id),
    order: asNumber(data['order'], 0),
    description: asString(data['description']),
    image: asImage(data['image']),
    productCount: Math.max(0, Math.round(asNumber(data['productCount']))),
    subcategories,
    updatedAt: asIsoDate(data['updatedAt']),
  };
}

/** Every category in display order; throws when the database cannot be read. */
export async function fetchCategories(db: Firestore | null): Promise<CategoryInfo[]> {
  if (!db) throw new Error('The catalogue is not connected right now. Please try again later.');
  // Sorted here rather than with orderBy('order'): a category saved without `order` still shows.
  const snapshot = await getDocs(collection(db, 'categories'));
  return snapshot.docs
    .map((document) => toCategoryInfo(document.id, document.data()))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'en'));
}
