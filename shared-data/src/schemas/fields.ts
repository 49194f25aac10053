// The field checks every form, callable and document schema is built from (zod). Each mirrors the
// function of the same name in backend/firestore.rules (isEmail, isPhone, isSlug, …), so a value a
// form accepts is not refused by the database; schemas-vs-rules.test.ts feeds both the same values.
import { z } from '#zod';
import { lazySchema } from './lazy-schema';

/** Collapses runs of whitespace and trims, so stored text has no stray spaces. */
export function cleanText(value: unknown): string {
  return typeof value === 'string'
    ? value
        .replace(/[^\S\n]+/g, ' ')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : '';
}

/**
 * The e-mail pattern of the rules' isEmail: letters, digits and the symbols addresses use before
 * the @, a dotted host after it. No quote, angle bracket, slash or space, so an address is safe in
 * a mail header, an HTML attribute and a document id.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
/**
 * The rules' isLink and isHttpsLink, for every address a page turns into a link: a path of this shop
 * (one '/' not followed by '/' or a backslash, which browsers read as another site) or an https
 * address with a host; never whitespace, a backslash or a control character.
 */
// eslint-disable-next-line no-control-regex
export const HTTPS_LINK_PATTERN = /^https:\/\/[^/\\\s\u0000-\u001F\u007F-\u009F]+\.[^\\\s\u0000-\u001F\u007F-\u009F]+$/;
// eslint-disable-next-line no-control-regex
export const SHOP_PATH_PATTERN = /^\/([^/\\\s\u0000-\u001F\u007F-\u009F][^\\\s\u0000-\u001F\u007F-\u009F]*)?$/;
/** The rules' imageAddress (not empty): the media library's (/media/…) or an https address. */
export const IMAGE_ADDRESS_PATTERN =
  // eslint-disable-next-line no-control-regex
  /^(\/media\/[^\\\s\u0000-\u001F\u007F-\u009F]+|https:\/\/[^/\\\s\u0000-\u001F\u007F-\u009F]+\.[^\\\s\u0000-\u001F\u007F-\u009F]+)$/;
export const isShopLink = (value: string): boolean => value === '' || SHOP_PATH_PATTERN.test(value) || HTTPS_LINK_PATTERN.test(value);
export const isHttpsLink = (value: string): boolean => value === '' || HTTPS_LINK_PATTERN.test(value);
const PHONE_CHARACTERS = /^[+]?[0-9 ()-]+$/;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export function isValidEmail(value: string): boolean {
  return value.length >= 3 && value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** A phone number of 10 to 15 digits, written with an optional +, spaces, brackets or dashes. */
export function isValidPhone(value: string): boolean {
  if (value.length < 7 || value.length > 20 || !PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/** True when `value` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isIsoTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The calendar date `YYYY-MM-DD` of `date` in the browser's (or server's) time zone. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The time `HH:MM` of `date` in the local time zone. */
export function localIsoTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// ---- schema building blocks ----------------------------------------------------------------

interface TextMessages {
  /** When empty. */
  missing?: string;
  /** When shorter than `min`. */
  short?: string;
  /** When longer than `max`. */
  long?: string;
}

/** Text a person typed: cleaned, then required (at least `min` characters) and at most `max`. */
export function requiredText(label: string, max: number, { min = 1, ...messages }: TextMessages & { min?: number } = {}) {
  return z.preprocess(
    cleanText,
    z
      .string()
      .min(1, messages.missing ?? `Enter the ${label}.`)
      .min(min, messages.short ?? `Write at least ${min} characters for the ${label}.`)
      .max(max, messages.long ?? `Keep the ${label} under ${max} characters.`),
  );
}

/** Optional text a person typed: cleaned; empty is allowed; at most `max`. */
export function optionalText(label: string, max: number, messages: Pick<TextMessages, 'long'> = {}) {
  return z.preprocess(cleanText, z.string().max(max, messages.long ?? `Keep the ${label} under ${max} characters.`));
}

export const EMAIL_MESSAGE = 'This does not look like an e-mail address. Check it, for example name@example.com.';
export const PHONE_MESSAGE = 'Enter a phone number of 10 to 15 digits, for example +91 98765 43210.';

/** An e-mail address as the rules accept it, lower-cased. */
export function emailField(missing = 'Enter your e-mail address.') {
  return z.preprocess((value) => cleanText(value).toLowerCase(), z.string().min(1, missing).refine(isValidEmail, EMAIL_MESSAGE));
}

/** A phone number of 10 to 15 digits (the rules' isPhone checks the characters and length). */
export function phoneField(missing = 'Enter a phone number.') {
  return z.preprocess(cleanText, z.string().min(1, missing).refine(isValidPhone, PHONE_MESSAGE));
}

export const slugField = lazySchema(() =>
  z
    .string()
    .min(1, 'Enter a URL slug.')
    .max(120, 'Keep the slug under 121 characters.')
    .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens, for example "silver-ring".'),
);

export const pinCodeField = lazySchema(() =>
  z.preprocess(cleanText, z.string().min(1, 'Enter the 6-digit PIN code.').regex(PIN_CODE_PATTERN, 'A PIN code has 6 digits and does not start with 0.')),
);

/** A stored Firestore timestamp (the SDKs' Timestamp, or a Date in tests). */
export const timestampField = lazySchema(() =>
  z.custom<{ toDate(): Date } | Date>(
    (value) => value instanceof Date || (typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function'),
    'Expected a timestamp.',
  ),
);

/** A whole number within bounds (Firestore integers). */
export function intField(label: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z
    .number({ error: `Enter the ${label} as a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(max, `The ${label} must be at most ${max}.`);
}

/** An absolute https URL (links shown to shoppers). */
export const httpsUrlField = lazySchema(() =>
  z
    .string()
    .max(2048, 'Keep the link under 2049 characters.')
    .refine((value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    }, 'Enter a full link starting with https://.'),
);

// ---- stored values, exactly as the rules check them (document schemas) ------------------------

/** The rules' isEmail. */
export const storedEmail = lazySchema(() => z.string().min(3).max(254).regex(EMAIL_PATTERN));
/** The rules' isPhone (characters and length; forms also count the digits). */
export const storedPhone = lazySchema(() => z.string().min(7).max(20).regex(PHONE_CHARACTERS));
/** The rules' isSlug. */
export const storedSlug = lazySchema(() => z.string().min(1).max(120).regex(SLUG_PATTERN));
/** The rules' isAmount: rupees from 0 to 10 crore, finite. */
export const MAX_AMOUNT = 100_000_000;
export const storedAmount = () => z.number().min(0).max(MAX_AMOUNT);
/** One picture of a product as the rules' imageAt takes it. */
export const storedImage = lazySchema(() =>
  z.strictObject({
    src: z.string().max(500).regex(IMAGE_ADDRESS_PATTERN),
    alt: z.string().max(300).optional(),
    width: z.number().int().min(1).max(20_000).optional(),
    height: z.number().int().min(1).max(20_000).optional(),
    variants: z.array(z.unknown()).max(5).optional(),
  }),
);
/** The rules' isStr(v, min, max). */
export const storedText = (min: number, max: number) => z.string().min(min).max(max);
/** The rules' isStringList(v, maxItems, maxChars). */
export const storedStringList = (maxItems: number, maxChars: number) =>
  z
    .array(z.string())
    .max(maxItems)
    .refine((items) => items.join('').length <= maxItems * maxChars);

/** Field messages by field name (first message of each), for a form. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}
