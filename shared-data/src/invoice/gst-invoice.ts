// A GST tax invoice for an order (Indian conventions): each line's taxable value and tax at the
// rate in settings — backed out of the price when catalogue prices include GST, added on top when
// they do not — split into CGST + SGST when the place of supply is the seller's state and IGST
// otherwise, every amount rounded to the paisa; the total in words in Indian numbering (lakh,
// crore); the invoice number's financial year (April to March, India time). A discount lowers each
// line's value in proportion (as the law wants it on the invoice, before tax); shipping is a line of
// its own at the goods' rate (a composite supply follows its principal supply). Where a line's tax
// has an odd paisa, SGST and CGST take it in turn, SGST first, so the two halves of the whole invoice
// add up to its tax and never differ by more than one paisa (INTRA_STATE_SPLIT_NOTE says so on the
// page). No Firebase import: the functions and the admin page share it.
import type { SiteSettings } from '../settings/site-settings';
import { fromPaise, splitPaise, toPaise as toPaiseExact } from '../orders/money';
import type { PriceBreakup } from '../pricing/price-fields';

export type TaxSettings = SiteSettings['tax'];

export interface InvoiceLineInput {
  sku: string;
  title: string;
  /** Unit price as charged (INR). */
  price: number;
  quantity: number;
  /** The product's own HSN code (or its category's); the settings' code when absent or empty. */
  hsnCode?: string;
  /** Its GST rate in percent (its category's); the settings' rate when absent. */
  ratePercent?: number;
  /** A wholesale line: the list price per piece before its break (`price` is after it). */
  listPrice?: number;
  /** A metal-priced line: how one piece's list price was made (printed under the line, per piece). */
  breakup?: PriceBreakup;
}

export interface InvoiceLine extends InvoiceLineInput {
  hsnCode: string;
  ratePercent: number;
  /** The line's share of the order's discount (INR, 0 when none). */
  discount: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Taxable value plus its tax. */
  total: number;
}

/** One line of the invoice's HSN summary: the lines of one HSN code and rate added up. */
export interface HsnSummaryLine {
  hsnCode: string;
  ratePercent: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceFigures {
  intraState: boolean;
  /** The rate of every line when they share one; the settings' rate when they do not (`mixedRates`). */
  ratePercent: number;
  /** Whether lines are taxed at different rates (each line then shows its own, and the summary splits them). */
  mixedRates: boolean;
  /** The taxable value and tax per HSN code and rate, in order of first appearance (GST invoices carry it). */
  hsnSummary: HsnSummaryLine[];
  lines: InvoiceLine[];
  /** The discount taken off the lines (INR). */
  discount: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  totalTax: number;
  grandTotal: number;
  grandTotalInWords: string;
}

export interface InvoiceOptions {
  /** A discount on the goods (INR), shared over the lines in proportion to their value. */
  discount?: number;
  /** The shipping charged (INR); a line of its own when above 0. */
  shipping?: number;
}

/** What an intra-state invoice says about the split of each line's tax. */
export const INTRA_STATE_SPLIT_NOTE =
  'Each line’s GST is split equally into CGST and SGST; where it has an odd paisa, SGST and CGST take it in turn, SGST first.';
export const SHIPPING_LINE_TITLE = 'Freight and handling';

const toPaise = toPaiseExact;
const rupees = fromPaise;

const sameState = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

export function computeInvoice(lines: readonly InvoiceLineInput[], deliveryState: string, tax: TaxSettings, options: InvoiceOptions = {}): InvoiceFigures {
  const intraState = sameState(deliveryState, tax.state);
  const rateOf = (input: InvoiceLineInput) => (typeof input.ratePercent === 'number' && input.ratePercent >= 0 ? input.ratePercent : tax.ratePercent);
  const goods = lines.map((line) => toPaise(line.price * line.quantity));
  const discounts = splitPaise(
    Math.min(
      toPaise(options.discount ?? 0),
      goods.reduce((a, b) => a + b, 0),
    ),
    goods,
  );
  const all: Array<{ input: InvoiceLineInput; charged: number; discount: number }> = lines.map((input, index) => ({
    input,
    charged: goods[index]! - discounts[index]!,
    discount: discounts[index]!,
  }));
  const shipping = toPaise(options.shipping ?? 0);
  // Freight follows the principal supply (a composite supply): the rate and HSN code of the line of most value.
  const principal = all.reduce<(typeof all)[number] | undefined>((best, line) => (!best || line.charged > best.charged ? line : best), undefined);
  if (shipping > 0) {
    all.push({
      input: { sku: '', title: SHIPPING_LINE_TITLE, price: rupees(shipping), quantity: 1, ...(principal ? { ratePercent: rateOf(principal.input) } : {}) },
      charged: shipping,
      discount: 0,
    });
  }
  let oddSplits = 0;
  const computed: InvoiceLine[] = all.map(({ input, charged, discount }) => {
    const rate = rateOf(input);
    // All in paise (integers) from here on.
    const taxable = tax.pricesIncludeTax ? Math.round((charged * 100) / (100 + rate)) : charged;
    const taxPaise = tax.pricesIncludeTax ? charged - taxable : Math.round((taxable * rate) / 100);
    let cgst = 0;
    let sgst = 0;
    if (intraState) {
      const half = Math.floor(taxPaise / 2);
      const odd = taxPaise - 2 * half;
      const toSgst = odd === 1 && oddSplits % 2 === 0;
      if (odd === 1) oddSplits += 1;
      cgst = half + (odd === 1 && !toSgst ? 1 : 0);
      sgst = half + (toSgst ? 1 : 0);
    }
    const igst = intraState ? 0 : taxPaise;
    return {
      ...input,
      hsnCode: input.hsnCode || (input.title === SHIPPING_LINE_TITLE && !input.sku ? principal?.input.hsnCode || tax.hsnCode : tax.hsnCode),
      ratePercent: rate,
      discount: rupees(discount),
      taxableValue: rupees(taxable),
      cgst: rupees(cgst),
      sgst: rupees(sgst),
      igst: rupees(igst),
      total: rupees(taxable + taxPaise),
    };
  });
  const sum = (pick: (line: InvoiceLine) => number) => rupees(computed.reduce((total, line) => total + toPaise(pick(line)), 0));
  const grandTotal = sum((line) => line.total);
  const rates = new Set(computed.map((line) => line.ratePercent));
  const summary = new Map<string, HsnSummaryLine>();
  for (const line of computed) {
    const key = `${line.hsnCode}|${line.ratePercent}`;
    const entry = summary.get(key) ?? { hsnCode: line.hsnCode, ratePercent: line.ratePercent, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
    entry.taxableValue = rupees(toPaise(entry.taxableValue) + toPaise(line.taxableValue));
    entry.cgst = rupees(toPaise(entry.cgst) + toPaise(line.cgst));
    entry.sgst = rupees(toPaise(entry.sgst) + toPaise(line.sgst));
    entry.igst = rupees(toPaise(entry.igst) + toPaise(line.igst));
    summary.set(key, entry);
  }
  return {
    intraState,
    ratePercent: rates.size === 1 ? [...rates][0]! : tax.ratePercent,
    mixedRates: rates.size > 1,
    hsnSummary: [...summary.values()],
    lines: computed,
    discount: sum((line) => line.discount),
    taxableValue: sum((line) => line.taxableValue),
    cgst: sum((line) => line.cgst),
    sgst: sum((line) => line.sgst),
    igst: sum((line) => line.igst),
    totalTax: sum((line) => line.cgst + line.sgst + line.igst),
    grandTotal,
    grandTotalInWords: amountInWords(grandTotal),
  };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words with the Indian grouping: crore, lakh, thousand, hundred. */
export function numberInIndianWords(value: number): string {
  let n = Math.floor(Math.abs(value));
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  n %= 10_000_000;
  if (crore) parts.push(`${numberInIndianWords(crore)} Crore`);
  const lakh = Math.floor(n / 100_000);
  n %= 100_000;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(n / 1000);
  n %= 1000;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (n) parts.push(belowThousand(n));
  return parts.join(' ');
}

/** "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only". */
export function amountInWords(amount: number): string {
  const paise = toPaise(amount);
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  return `Rupees ${numberInIndianWords(whole)}${fraction ? ` and ${belowHundred(fraction)} Paise` : ''} Only`;
}

/** The financial year (April–March, India time) of a date, as on invoice numbers: "2026-27". */
export function financialYearOf(date: Date): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
    .format(date)
    .split('-')
    .map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** <prefix>/<financial year>/<sequence of five digits>, e.g. RS/2026-27/00042. */
export const invoiceNumber = (prefix: string, financialYear: string, sequence: number) => `${prefix}/${financialYear}/${String(sequence).padStart(5, '0')}`;
