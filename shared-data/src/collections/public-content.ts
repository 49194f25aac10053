// `meta/publicContent`: a counter that goes up whenever content every shopper sees changes (site
// settings, SEO, categories, pages, posts, careers, the silver rate, a product's public fields).
// Functions bump it;
// the shop server reads it at most about once a second and drops its shared reads when it moved,
// so an admin's change is live on the next render instead of after the cache's time to live.
import type { Firestore } from 'firebase/firestore/lite';
import { lazyFirestore } from '../platform/firestore-sdk';
import { PUBLIC_CONTENT_PATH } from './collection-names';

const { doc, getDoc } = lazyFirestore;

export { PUBLIC_CONTENT_PATH } from './collection-names';

/** The current version (0 before the first change), or null when it cannot be read. */
export async function fetchPublicContentVersion(db: Firestore | null): Promise<number | null> {
  if (!db) return null;
  try {
    const version = (await getDoc(doc(db, ...PUBLIC_CONTENT_PATH))).get('version');
    return typeof version === 'number' ? version : 0;
  } catch {
    return null;
  }
}
