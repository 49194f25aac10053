// `customerStats/{uid}`: what Manage Customers sorts and shows per customer without reading their
// orders — the number of orders placed, their lifetime value (orders placed less those cancelled or
// refunded) and the last order's time. Kept by the functions in the transactions that change them
// (placeOrder adds, setOrderStatus takes a cancelled or refunded order's total away, once: those
// statuses are entered once). Admins read; nobody writes from a client. Not on `webusers`, whose
// owner-write rule allows only the profile's own fields.
import { normalizeText, prefixes, searchTokens } from '../search/search-keywords';
import { asIsoDate, asNumber, asString } from './field-readers';

export { CUSTOMER_STATS, DISABLED_ACCOUNTS } from './collection-names';

export interface CustomerStats {
  uid: string;
  email: string;
  orderCount: number;
  /** INR */
  lifetimeValue: number;
  lastOrderAt: string | null;
  /** Sign-in turned off by an admin (setCustomerDisabled). */
  disabled: boolean;
}

export function toCustomerStats(uid: string, data: Record<string, unknown> | undefined): CustomerStats {
  return {
    uid,
    email: asString(data?.['email']),
    orderCount: Math.max(0, Math.round(asNumber(data?.['orderCount']))),
    lifetimeValue: Math.max(0, Math.round(asNumber(data?.['lifetimeValue']) * 100) / 100),
    lastOrderAt: asIsoDate(data?.['lastOrderAt']),
    disabled: data?.['disabled'] === true,
  };
}

/** The shortest phone prefix Manage Customers searches by. */
export const PHONE_PREFIX_MIN = 3;

/** A phone number's national digits: "+91 98765 43211" and "098765 43211" are "9876543211". */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * What Manage Customers searches a customer by, kept on `customerStats/{uid}` from their profile
 * (the customerProfile trigger; the seed writes the demo accounts'): the name to show, the phone's
 * national digits, and the prefixes of every word of the name and of those digits, for one
 * `array-contains` query.
 */
export function customerSearchFields(profile: { displayName?: unknown; firstName?: unknown; lastName?: unknown; phone?: unknown }): {
  name: string;
  phoneDigits: string;
  searchKeywords: string[];
} {
  const first = asString(profile.firstName).trim();
  const last = asString(profile.lastName).trim();
  const name = asString(profile.displayName).trim() || [first, last].filter(Boolean).join(' ');
  const phoneDigits = nationalDigits(asString(profile.phone));
  const keywords = new Set<string>();
  for (const token of searchTokens([name, first, last].join(' '))) for (const prefix of prefixes(token)) keywords.add(prefix);
  for (let end = PHONE_PREFIX_MIN; end <= phoneDigits.length; end += 1) keywords.add(phoneDigits.slice(0, end));
  return { name, phoneDigits, searchKeywords: [...keywords].sort() };
}

/** The keyword a Manage Customers search looks up: the phone's digits, or the name's longest word. */
export function customerSearchKey(q: string): string | null {
  const text = q.trim();
  if (/^[+\d\s()-]+$/.test(text)) {
    const digits = nationalDigits(text);
    return digits.length >= PHONE_PREFIX_MIN ? digits : null;
  }
  const words = searchTokens(normalizeText(text));
  return words.sort((a, b) => b.length - a.length)[0] ?? null;
}
