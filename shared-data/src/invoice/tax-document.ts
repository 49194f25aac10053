// A tax invoice or credit note as issued: everything printed on it, frozen when it is issued
// (`orders/{id}/taxDocuments/{docId}`), so a later change of the shop's GST settings, address or
// the order itself never changes a document already given to a buyer. The functions build it;
// the admin's and the customer's pages print it. No Firebase import.
import type { Order, OrderAddress } from '../types/catalog';
import { GST_STATE_CODES, placeOfSupply } from '../tax/gstin';
import { asIsoDate, asNumber, asString } from '../collections/field-readers';
import { readPriceBreakup } from '../pricing/price-fields';
import { computeInvoice, type InvoiceFigures, type InvoiceLineInput, type TaxSettings } from './gst-invoice';

export { TAX_DOCUMENTS } from '../collections/collection-names';

export type TaxDocumentKind = 'invoice' | 'credit_note';

export interface TaxDocument {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  /** ISO date */
  issuedAt: string;
  orderId: string;
  orderNumber: string;
  seller: { legalName: string; gstin: string; address: string; state: string; stateCode: string };
  buyer: { name: string; businessName: string; gstin: string; address: string; phone: string; email: string };
  /** The state the goods are delivered to (decides CGST + SGST or IGST); null when GST does not know it. */
  placeOfSupply: { code: string; name: string } | null;
  figures: InvoiceFigures;
  /** A credit note: the invoice it reduces, and why. */
  against: { invoiceNumber: string; invoiceDate: string } | null;
  reason: string;
}

export const addressLine = (address: OrderAddress): string =>
  [address.line1, address.line2, `${address.city}, ${address.state} ${address.postalCode}`, address.country].filter(Boolean).join(', ');

export interface TaxDocumentInput {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
  /** The lines to print (an invoice: the order's; a credit note: what it credits). */
  lines: InvoiceLineInput[];
  discount: number;
  shipping: number;
  against?: { invoiceNumber: string; invoiceDate: string };
  reason?: string;
}

/** The document for an order under the shop's GST settings as they are now. */
export function buildTaxDocument(order: Pick<Order, 'id' | 'number' | 'email' | 'address' | 'buyer'>, tax: TaxSettings, input: TaxDocumentInput): TaxDocument {
  const place = placeOfSupply(order.address.state);
  return {
    id: input.id,
    kind: input.kind,
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    orderId: order.id,
    orderNumber: order.number,
    seller: { legalName: tax.legalName, gstin: tax.gstin, address: tax.address, state: tax.state, stateCode: GST_STATE_CODES[tax.state] ?? '' },
    buyer: {
      name: order.address.fullName,
      businessName: order.buyer?.businessName ?? '',
      gstin: order.buyer?.gstin ?? '',
      address: addressLine(order.address),
      phone: order.address.phone,
      email: order.email,
    },
    placeOfSupply: place,
    figures: computeInvoice(input.lines, place?.name ?? order.address.state, tax, { discount: input.discount, shipping: input.shipping }),
    against: input.against ?? null,
    reason: input.reason ?? '',
  };
}

/** A stored document back as a plain object (the figures are stored as computed). */
export function toTaxDocument(id: string, data: Record<string, unknown>): TaxDocument {
  const record = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
  const seller = record(data['seller']);
  const buyer = record(data['buyer']);
  const place = record(data['placeOfSupply']);
  const against = record(data['against']);
  return {
    id,
    kind: data['kind'] === 'credit_note' ? 'credit_note' : 'invoice',
    number: asString(data['number']),
    issuedAt: asIsoDate(data['issuedAt']) ?? '',
    orderId: asString(data['orderId']),
    orderNumber: asString(data['orderNumber']),
    seller: {
      legalName: asString(seller['legalName']),
      gstin: asString(seller['gstin']),
      address: asString(seller['address']),
      state: asString(seller['state']),
      stateCode: asString(seller['stateCode']),
    },
    buyer: {
      name: asString(buyer['name']),
      businessName: asString(buyer['businessName']),
      gstin: asString(buyer['gstin']),
      address: asString(buyer['address']),
      phone: asString(buyer['phone']),
      email: asString(buyer['email']),
    },
    placeOfSupply: asString(place['code']) ? { code: asString(place['code']), name: asString(place['name']) } : null,
    figures: figuresOf(record(data['figures'])),
    against: asString(against['invoiceNumber']) ? { invoiceNumber: asString(against['invoiceNumber']), invoiceDate: asString(against['invoiceDate']) } : null,
    reason: asString(data['reason']),
  };
}

function figuresOf(figures: Record<string, unknown>): InvoiceFigures {
  const lines = Array.isArray(figures['lines']) ? (figures['lines'] as Array<Record<string, unknown>>) : [];
  // Documents issued before rates per line (issue 40) have one rate for every line.
  const ratePercent = asNumber(figures['ratePercent']);
  const readLines = lines.map((line) => ({
    sku: asString(line['sku']),
    title: asString(line['title']),
    price: asNumber(line['price']),
    quantity: asNumber(line['quantity']),
    hsnCode: asString(line['hsnCode']),
    ratePercent: asNumber(line['ratePercent'], ratePercent),
    discount: asNumber(line['discount']),
    taxableValue: asNumber(line['taxableValue']),
    cgst: asNumber(line['cgst']),
    sgst: asNumber(line['sgst']),
    igst: asNumber(line['igst']),
    total: asNumber(line['total']),
    ...pricingOf(line),
  }));
  const summary = Array.isArray(figures['hsnSummary']) ? (figures['hsnSummary'] as Array<Record<string, unknown>>) : [];
  return {
    intraState: figures['intraState'] === true,
    ratePercent,
    mixedRates: figures['mixedRates'] === true,
    hsnSummary: summary.map((entry) => ({
      hsnCode: asString(entry['hsnCode']),
      ratePercent: asNumber(entry['ratePercent']),
      taxableValue: asNumber(entry['taxableValue']),
      cgst: asNumber(entry['cgst']),
      sgst: asNumber(entry['sgst']),
      igst: asNumber(entry['igst']),
    })),
    lines: readLines,
    discount: asNumber(figures['discount']),
    taxableValue: asNumber(figures['taxableValue']),
    cgst: asNumber(figures['cgst']),
    sgst: asNumber(figures['sgst']),
    igst: asNumber(figures['igst']),
    totalTax: asNumber(figures['totalTax']),
    grandTotal: asNumber(figures['grandTotal']),
    grandTotalInWords: asString(figures['grandTotalInWords']),
  };
}

/** How a line's price was made, where it was printed: a wholesale break's list price, a metal breakup. */
function pricingOf(line: Record<string, unknown>): Pick<InvoiceLineInput, 'listPrice' | 'breakup'> {
  const listPrice = line['listPrice'];
  const breakup = readPriceBreakup(line['breakup']);
  return {
    ...(typeof listPrice === 'number' && Number.isFinite(listPrice) && listPrice > 0 ? { listPrice } : {}),
    ...(breakup ? { breakup } : {}),
  };
}

/** "CN/2026-27/00007": credit notes have their own series per financial year. */
export const creditNoteNumber = (prefix: string, financialYear: string, sequence: number) =>
  `${prefix}CN/${financialYear}/${String(sequence).padStart(5, '0')}`;
