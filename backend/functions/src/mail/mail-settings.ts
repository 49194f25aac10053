// The part of `settings/site` that e-mails show: the brand's name and how to reach the shop.
// shared-data's normalizeSiteSettings cannot be bundled into the functions (its module also
// imports firebase/firestore/lite, which esbuild keeps as a require the deployed functions lack),
// so this reads the two groups with the same rule (stored strings over the defaults), and
// test/mail/templates.test.ts checks that the defaults and the merge match shared-data's.
import type { Firestore } from 'firebase-admin/firestore';
import type { SiteSettings } from '../../../../shared-data/src/lib/site-settings';

export type MailSettings = Pick<SiteSettings, 'brand' | 'contact'>;

export const MAIL_SETTINGS_DEFAULTS: MailSettings = {
  brand: {
    name: 'Rajatmaya Silver',
    shortName: 'Rajatmaya',
    tagline: '925 hallmarked silver jewellery, wholesale from ready stock',
  },
  contact: {
    address: 'Unit 7, Second Floor, 12 Sample Lane, Kalbadevi, Mumbai 400002, Maharashtra, India',
    phone: '+91 98765 43210',
    email: 'wholesale@rajatmaya.example',
    whatsappNumber: '919876543210',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Kalbadevi%2C+Mumbai',
    hours: 'Monday to Saturday, 10:30 am – 7:00 pm IST',
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringsOver<T extends Record<string, string>>(defaults: T, stored: unknown): T {
  const result = { ...defaults };
  if (!isRecord(stored)) return result;
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = stored[key as string];
    if (typeof value === 'string') result[key] = value as T[keyof T];
  }
  return result;
}

/** Brand and contact from a stored `settings/site` document (or its absence). */
export function mailSettingsFrom(stored: unknown): MailSettings {
  const data = isRecord(stored) ? stored : {};
  return {
    brand: stringsOver(MAIL_SETTINGS_DEFAULTS.brand, data['brand']),
    contact: stringsOver(MAIL_SETTINGS_DEFAULTS.contact, data['contact']),
  };
}

/**
 * Reads `settings/site` outside any transaction: the e-mail's footer need not be consistent with
 * the order, and a transactional read would lock the one document every order reads.
 */
export async function readMailSettings(db: Firestore): Promise<MailSettings> {
  const snapshot = await db.collection('settings').doc('site').get();
  return mailSettingsFrom(snapshot.exists ? snapshot.data() : undefined);
}
