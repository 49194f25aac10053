// Money and numbers as India writes them: ₹1,23,456 and ₹1,234.50, 12,34,567.891. The output is
// Intl.NumberFormat('en-IN')'s, character for character (format-money.test.ts compares the two on
// thousands of values), but written with plain arithmetic for the sizes a shop uses.
//
// Why not call Intl here: a page's first Intl object initialises the browser's ICU data, 22–47 ms on
// this machine's Chromium and four times that on the phone Lighthouse simulates, one task that no
// scheduler can split. Every price on a listing or product page is formatted again while the page
// hydrates, so that task used to sit on the way to interactive on every page with a price. With
// this, no public page uses Intl before a shopper acts. Numbers too large for exact decimal digits
// (1e15 and above), NaN and infinities still go through Intl.

const LIMIT = 1e15;

let intlFormats: Map<string, Intl.NumberFormat> | undefined;
function intl(kind: 'whole' | 'exact' | 'plain', minDecimals = 0): Intl.NumberFormat {
  intlFormats ??= new Map();
  const key = `${kind}${minDecimals}`;
  let format = intlFormats.get(key);
  if (!format) {
    const currency: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR' };
    format = new Intl.NumberFormat(
      'en-IN',
      kind === 'whole' ? { ...currency, maximumFractionDigits: 0 } : kind === 'exact' ? currency : { minimumFractionDigits: minDecimals },
    );
    intlFormats.set(key, format);
  }
  return format;
}

/** "1234567" → "12,34,567": the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/** The digits of a non-negative double's shortest decimal form ("1e-7" → ["0", "0000001"]). */
function decimalOf(value: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const shift = Number(exponent);
  if (shift === 0) return [whole, fraction];
  const digits = whole + fraction;
  const point = whole.length + shift;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** "1299" + 1 → "1300", on digit strings. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * `value` grouped, with `minFraction` to `maxFraction` decimals; the sign apart. Like Intl, it
 * rounds the shortest decimal that reads back as the double (1.0005 → 1.001), half away from zero.
 */
function digitsOf(value: number, maxFraction: number, minFraction: number): { negative: boolean; text: string } {
  const negative = value < 0 || Object.is(value, -0);
  let [whole, fraction] = decimalOf(Math.abs(value));
  if (fraction.length > maxFraction) {
    const roundUp = fraction.charCodeAt(maxFraction) >= 53; // '5'
    const kept = whole + fraction.slice(0, maxFraction);
    const rounded = roundUp ? increment(kept) : kept;
    whole = rounded.slice(0, rounded.length - maxFraction) || '0';
    fraction = rounded.slice(rounded.length - maxFraction);
  }
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(minFraction, '0');
  return { negative, text: groupIndian(whole) + (fraction ? `.${fraction}` : '') };
}

const exactly = (value: number): boolean => Number.isFinite(value) && Math.abs(value) < LIMIT;

/** ₹1,23,456 for whole rupees, ₹1,234.50 when there are paise. */
export function formatInr(amount: number): string {
  const whole = Number.isInteger(amount);
  if (!exactly(amount)) return intl(whole ? 'whole' : 'exact').format(amount);
  const { negative, text } = whole ? digitsOf(amount, 0, 0) : digitsOf(amount, 2, 2);
  return `${negative ? '-' : ''}₹${text}`;
}

/**
 * 12,34,567 and 1,234.568: up to three decimals (at least `minDecimals`, 0 to 3), as
 * Intl.NumberFormat('en-IN', { minimumFractionDigits: minDecimals }) writes a number.
 */
export function formatNumber(value: number, minDecimals: 0 | 1 | 2 | 3 = 0): string {
  if (!exactly(value)) return intl('plain', minDecimals).format(value);
  const { negative, text } = digitsOf(value, 3, minDecimals);
  return `${negative ? '-' : ''}${text}`;
}
