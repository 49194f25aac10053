// The stored site settings for the Settings screen: the values (merged over the defaults, as the
// shop shows them) and the version the form starts from (`updatedAt`), so a save over someone
// else's newer change is refused instead of silently undoing it.
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { asIsoDate, normalizeSiteSettings, SETTINGS, SITE_SETTINGS_ID, type SiteSettings } from 'shared-data';

export interface StoredSettings {
  settings: SiteSettings;
  /** Null when no settings document exists yet (the shop runs on the defaults). */
  updatedAt: string | null;
  exists: boolean;
}

export async function fetchStoredSettings(db: Firestore): Promise<StoredSettings> {
  const snapshot = await getDoc(doc(db, SETTINGS, SITE_SETTINGS_ID));
  const data = snapshot.exists() ? snapshot.data() : undefined;
  return { settings: normalizeSiteSettings(data), updatedAt: asIsoDate(data?.['updatedAt']), exists: snapshot.exists() };
}
