// The shop's own texts and numbers (`settings/site`), with the demo shop's values as defaults so
// the chrome renders even before the document exists or when the backend is unreachable.
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';

export interface SiteSettings {
  mode: 'wholesale' | 'retail';
  brand: { name: string; shortName: string; tagline: string };
  hero: { headline: string; subheadline: string };
  contact: { address: string; phone: string; email: string; whatsappNumber: string; mapUrl: string; hours: string };
  whatsapp: { defaultMessage: string };
  appLinks: { ios: string; android: string };
  social: Partial<Record<'instagram' | 'facebook' | 'youtube' | 'x' | 'linkedin', string>>;
  counters: { jewellers: number; smallBusinesses: number; years: number };
  claims: { jewellersServed: number; yearsInBusiness: number; importsFrom: string[]; dispatch: string };
}

export const defaultSiteSettings: SiteSettings = {
  mode: 'wholesale',
  brand: {
    name: 'Silver Nest',
    shortName: 'Silver Nest',
    tagline: '925 hallmarked silver jewellery, imported and wholesaled across India',
  },
  hero: {
    headline: 'Importer and wholesale supplier of 925 hallmarked silver jewellery',
    subheadline: 'Ready stock for jewellers, brands and small businesses, dispatched across India.',
  },
  contact: {
    address: 'Shop 12, Example Market, Zaveri Bazaar, Mumbai 400002, India',
    phone: '+91 90000 00000',
    email: 'hello@example.com',
    whatsappNumber: '919000000000',
    mapUrl: 'https://maps.google.com/?q=Zaveri+Bazaar+Mumbai',
    hours: 'Mon–Sat, 10:00–19:00 IST',
  },
  whatsapp: { defaultMessage: "Hello! I'd like to know more about your silver jewellery catalogue." },
  appLinks: {
    ios: 'https://apps.apple.com/app/id0000000000',
    android: 'https://play.google.com/store/apps/details?id=com.example.silvernest',
  },
  social: {
    instagram: 'https://www.instagram.com/example',
    facebook: 'https://www.facebook.com/example',
    youtube: 'https://www.youtube.com/@example',
  },
  counters: { jewellers: 300, smallBusinesses: 800, years: 15 },
  claims: {
    jewellersServed: 1000,
    yearsInBusiness: 15,
    importsFrom: ['Italy', 'Turkey', 'Hong Kong'],
    dispatch: 'Dispatch from ready stock',
  },
};

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges stored values over the defaults, keeping only values of the default's type. */
function mergeOver<T>(defaults: T, stored: unknown): T {
  if (!isPlain(defaults) || !isPlain(stored)) {
    if (Array.isArray(defaults)) return (Array.isArray(stored) ? stored : defaults) as T;
    return (typeof stored === typeof defaults ? stored : defaults) as T;
  }
  const result: Plain = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    if (key in defaults) result[key] = mergeOver((defaults as Plain)[key], value);
    else if (typeof value === 'string') result[key] = value; // optional links such as social.x
  }
  return result as T;
}

export function normalizeSiteSettings(stored: unknown): SiteSettings {
  return mergeOver(defaultSiteSettings, stored);
}

/** Reads `settings/site`; falls back to the defaults when it is missing or unreadable. */
export async function fetchSiteSettings(db: Firestore | null): Promise<{ settings: SiteSettings; source: 'stored' | 'default' }> {
  if (!db) return { settings: defaultSiteSettings, source: 'default' };
  try {
    const snapshot = await getDoc(doc(db, 'settings', 'site'));
    if (!snapshot.exists()) return { settings: defaultSiteSettings, source: 'default' };
    return { settings: normalizeSiteSettings(snapshot.data()), source: 'stored' };
  } catch (error) {
    console.warn('Site settings unavailable, using defaults:', error instanceof Error ? error.message : error);
    return { settings: defaultSiteSettings, source: 'default' };
  }
}
