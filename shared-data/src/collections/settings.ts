// `settings/site`: the shop's own texts and numbers, read with the demo shop's values as defaults
// so the chrome renders even before the document exists or when the backend is unreachable.
import type { Firestore } from 'firebase/firestore/lite';
import { lazyFirestore } from '../platform/firestore-sdk';
import { defaultSiteSettings, normalizeSiteSettings, type SiteSettings } from '../settings/site-settings';
import { SETTINGS, SITE_SETTINGS_ID } from './collection-names';

const { doc, getDoc } = lazyFirestore;

export { defaultSiteSettings, normalizeSiteSettings, type HomeContent, type HomePoint, type SiteSettings } from '../settings/site-settings';

export { SETTINGS, SITE_SETTINGS_ID } from './collection-names';

/** Reads `settings/site`; falls back to the defaults when it is missing or unreadable. */
export async function fetchSiteSettings(db: Firestore | null): Promise<{ settings: SiteSettings; source: 'stored' | 'default' }> {
  if (!db) return { settings: defaultSiteSettings, source: 'default' };
  try {
    const snapshot = await getDoc(doc(db, SETTINGS, SITE_SETTINGS_ID));
    if (!snapshot.exists()) return { settings: defaultSiteSettings, source: 'default' };
    return { settings: normalizeSiteSettings(snapshot.data()), source: 'stored' };
  } catch (error) {
    console.warn('Site settings unavailable, using defaults:', error instanceof Error ? error.message : error);
    return { settings: defaultSiteSettings, source: 'default' };
  }
}
