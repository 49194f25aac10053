// A GST tax invoice for an order (Indian conventions): each line's taxable value and tax at the
// rate in settings — backed out of the price when catalogue prices include GST, added on top when
// they do not — split into CGST + SGST when the goods are delivered in the seller's state and IGST
// otherwise, every amount rounded to the paisa with the halves of an intra-state tax summing
// exactly; the total in words in Indian numbering (lakh, crore); the invoice number's financial
// year (April to March, India time). No Firebase import: the function and the admin page share it.
import type { SiteSettings } from '../settings/site-settings';

export type TaxSettings = SiteSettings['tax'];

export interface InvoiceLineInput {
  sku: string;
  title: string;
  /** Unit price as charged (INR). */
  price: number;
  quantity: number;
  /** The product's own HSN code; the settings' code when absent or empty. */
  hsnCode?: string;
}

export interface InvoiceLine extends InvoiceLineInput {
  hsnCode: string;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Taxable value plus its tax. */
  total: number;
}

export interface InvoiceFigures {
  intraState: boolean;
  ratePercent: number;
  lines: InvoiceLine[];
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  totalTax: number;
  grandTotal: number;
  grandTotalInWords: string;
}

/** Rounds to the paisa (half away from zero), free of binary floating-point drift. */
export const toPaise = (amount: number): number => Math.round(Math.abs(amount) * 100 + 1e-6) * Math.sign(amount);
const rupees = (paise: number) => paise / 100;

const sameState = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

export function computeInvoice(lines: readonly InvoiceLineInput[], deliveryState: string, tax: TaxSettings): InvoiceFigures {
  const intraState = sameState(deliveryState, tax.state);
  const rate = tax.ratePercent;
  const computed: InvoiceLine[] = lines.map((line) => {
    const charged = toPaise(line.price * line.quantity);
    // All in paise (integers) from here on.
    const taxable = tax.pricesIncludeTax ? Math.round((charged * 100) / (100 + rate)) : charged;
    const taxPaise = tax.pricesIncludeTax ? charged - taxable : Math.round((taxable * rate) / 100);
    const cgst = intraState ? Math.round(taxPaise / 2) : 0;
    const sgst = intraState ? taxPaise - cgst : 0;
    const igst = intraState ? 0 : taxPaise;
    return { ...line, hsnCode: line.hsnCode || tax.hsnCode, taxableValue: rupees(taxable), cgst: rupees(cgst), sgst: rupees(sgst), igst: rupees(igst), total: rupees(taxable + taxPaise) };
  });
  const sum = (pick: (line: InvoiceLine) => number) => rupees(computed.reduce((total, line) => total + toPaise(pick(line)), 0));
  const grandTotal = sum((line) => line.total);
  return {
    intraState,
    ratePercent: rate,
    lines: computed,
    taxableValue: sum((line) => line.taxableValue),
    cgst: sum((line) => line.cgst),
    sgst: sum((line) => line.sgst),
    igst: sum((line) => line.igst),
    totalTax: sum((line) => line.cgst + line.sgst + line.igst),
    grandTotal,
    grandTotalInWords: amountInWords(grandTotal),
  };
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
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
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(date).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** <prefix>/<financial year>/<sequence of five digits>, e.g. RS/2026-27/00042. */
export const invoiceNumber = (prefix: string, financialYear: string, sequence: number) => `${prefix}/${financialYear}/${String(sequence).padStart(5, '0')}`;
