// The part of `settings/site` that e-mails show: the brand's name and how to reach the shop, merged
// over the defaults by shared-data's own normalizeSiteSettings (a pure module the bundle includes).
import type { Firestore } from 'firebase-admin/firestore';
import { defaultSiteSettings, normalizeSiteSettings, SETTINGS, SITE_SETTINGS_ID, type SiteSettings } from 'shared-data/contracts';

export type MailSettings = Pick<SiteSettings, 'brand' | 'contact' | 'payments'>;

export const MAIL_SETTINGS_DEFAULTS: MailSettings = {
  brand: defaultSiteSettings.brand,
  contact: defaultSiteSettings.contact,
  payments: defaultSiteSettings.payments,
};

/** Brand and contact from a stored `settings/site` document (or its absence). */
export function mailSettingsFrom(stored: unknown): MailSettings {
  const { brand, contact, payments } = normalizeSiteSettings(stored);
  return { brand, contact, payments };
}

/**
 * Reads `settings/site` outside any transaction: the e-mail's footer and an order's charges need
 * not be read in the order's transaction, and a transactional read would lock the one document
 * every order reads.
 */
export async function readSiteSettings(db: Firestore): Promise<SiteSettings> {
  const snapshot = await db.collection(SETTINGS).doc(SITE_SETTINGS_ID).get();
  return normalizeSiteSettings(snapshot.exists ? snapshot.data() : undefined);
}

export async function readMailSettings(db: Firestore): Promise<MailSettings> {
  const { brand, contact, payments } = await readSiteSettings(db);
  return { brand, contact, payments };
}
