// Dates as the shop's readers in India read them. Loaders call these, so the text is computed once
// and the server's and the browser's renders agree. Kept apart from shared-data/dates (the admin's
// styles) on purpose: the shell's header carries formatDateTime on every storefront first view, and
// folding these two into dates/ist-formats.ts brought its style table with them (+0.35 KB gzip on
// the shell's main script, measured with the product page's budget, issue 39).

let longDate: Intl.DateTimeFormat | undefined;
// Made on first use: a formatter with a time zone costs a few milliseconds to create, at page start-up.
const LONG_DATE = () => (longDate ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }));

/** "22 November 2026" (India time); an empty string for a missing or invalid date. */
export function formatLongDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : LONG_DATE().format(date);
}

let dateTime: Intl.DateTimeFormat | undefined;
const DATE_TIME = () => (dateTime ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }));

/** "29 Nov 2026, 9:12 am" (India time); an empty string for a missing or invalid date. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME().format(date);
}
