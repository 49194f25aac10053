// How values appear in the shop's e-mails: escaped for HTML, money in rupees with Indian digit
// grouping, dates in India's time zone, and only https links. Every template goes through these,
// so a customer's name or a product title can never become markup.

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an HTML element body or a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Escaped text whose line breaks survive as `<br>` (customer messages, replies, addresses). */
export function escapeMultiline(value: string): string {
  return escapeHtml(value.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>');
}

/** ₹1,23,456.50: rupees with the lakh/crore grouping customers read. */
export function formatInr(amount: number): string {
  return INR.format(amount);
}

/** 15 November 2026 — the calendar day in India. */
export function formatIndianDate(date: Date): string {
  return DATE.format(date);
}

/** 15 November 2026 at 3:30 pm — India time, which is what the shop and its customers keep. */
export function formatIndianDateTime(date: Date): string {
  return DATE_TIME.format(date);
}

/**
 * The URL if it is an absolute https address without credentials, else null: a tracking link typed
 * by an admin or returned by a courier must not become `javascript:` or a plain-http page.
 */
export function httpsUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return null;
  return url.href;
}

/** One line of a header such as Subject: no line breaks or control characters, bounded length. */
export function headerText(value: string, max = 200): string {
  const flat = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
