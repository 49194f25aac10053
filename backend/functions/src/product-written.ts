// Keeps what is derived from a product in step when it is written (by the admin, a script or
// placeOrder): its `searchKeywords` (the catalogue's search index) and the product counts stored
// on the categories (by the write's difference, once per event). It runs as a Firestore trigger on
// `prod/{id}`, in production and on the local backend (whose document server delivers Firestore
// events to the Functions emulator).
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { buildSearchKeywords } from '../../../shared-data/src/search/search-keywords';
import { applyCountChangesOnce, countChanges } from './category-count-delta';
import { bumpPublicContentVersion, productChangeIsPublic } from './public-content';

export interface ProductWriteEffects {
  /** The keywords to store, when the stored ones are missing or out of date. */
  searchKeywords: string[] | null;
  /** Whether category counts may have changed (status, category or subcategory changed). */
  recountCategories: boolean;
}

const COUNTED = ['status', 'categorySlug', 'subCategoryId'] as const;

export function productWriteEffects(before: DocumentData | undefined, after: DocumentData | undefined): ProductWriteEffects {
  const recountCategories = COUNTED.some((field) => before?.[field] !== after?.[field]);
  if (!after || typeof after['title'] !== 'string' || typeof after['sku'] !== 'string') return { searchKeywords: null, recountCategories };
  const wanted = buildSearchKeywords({
    title: after['title'],
    sku: after['sku'],
    category: typeof after['category'] === 'string' ? after['category'] : '',
    subCategory: typeof after['subCategory'] === 'string' ? after['subCategory'] : null,
    tags: Array.isArray(after['tags']) ? after['tags'].filter((tag): tag is string => typeof tag === 'string') : [],
  });
  const stored = after['searchKeywords'];
  const same = Array.isArray(stored) && stored.length === wanted.length && stored.every((keyword, index) => keyword === wanted[index]);
  return { searchKeywords: same ? null : wanted, recountCategories };
}

/** Applies the effects; the keyword write fires the trigger once more, which then finds nothing to do. */
export async function onProductWritten(
  db: Firestore,
  id: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  eventId: string,
): Promise<void> {
  const effects = productWriteEffects(before, after);
  if (effects.searchKeywords) await db.collection('prod').doc(id).update({ searchKeywords: effects.searchKeywords });
  if (effects.recountCategories) await applyCountChangesOnce(db, eventId, countChanges(before, after));
  if (productChangeIsPublic(before, after)) await bumpPublicContentVersion(db, `prod/${id}`);
}
