// An order's tax documents: its invoice and the credit notes that reduce or cancel it, each frozen
// when issued (`orders/{id}/taxDocuments/{docId}`, shared-data invoice/tax-document.ts) and never
// changed afterwards — a document already given to a buyer is only ever cancelled by a credit note.
//
// - issueInvoice: the invoice's number (the financial year's series) and its frozen copy, once; an
//   order whose invoice a credit note cancelled in full (say, to edit it) gets a new one.
// - issueCreditNote: a credit note against the invoice — the whole remaining balance, some lines,
//   or an amount — in its own financial-year series, with the same tax breakdown; lines may go back
//   in stock. setOrderStatus issues the full one itself when an invoiced order is cancelled or returned.
// Every change updates what the order counts for (order-figures.ts) and what is owed (payments).
import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  buildTaxDocument,
  COUNTERS,
  creditNoteNumber,
  financialYearOf,
  formatInr,
  fromPaise,
  INVOICEABLE_STATUSES,
  type InvoiceLineInput,
  invoiceNumber,
  type IssueCreditNoteInput,
  issueCreditNoteInputSchema,
  type IssueCreditNoteResult,
  issueInvoiceInputSchema,
  type IssueInvoiceResult,
  normalizeSiteSettings,
  type Order,
  ORDER_STATUS_LABELS,
  type OrderAddress,
  ORDERS,
  type OrderStatus,
  paymentOf,
  PRODUCTS,
  SETTINGS,
  SITE_SETTINGS_ID,
  type SiteSettings,
  TAX_DOCUMENTS,
  type TaxDocument,
  toPaise,
  toTaxDocument,
} from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import { parseCallableInput } from './callable-input';
import { requireAdmin, type AdminCaller } from './require-admin';
import { lineKeyOf, storedLines } from './order-pricing';
import { syncOrderFigures } from './order-figures';
import { recordStockMovement } from './stock';
import { stockWrite } from './variant-stock';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a tax document prints of the order: its number, the buyer's e-mail, address and business. */
function orderOf(id: string, data: DocumentData): Pick<Order, 'id' | 'number' | 'email' | 'address' | 'buyer'> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const address = isRecord(data['address']) ? data['address'] : {};
  const buyer = isRecord(data['buyer']) ? data['buyer'] : null;
  const orderAddress: OrderAddress = {
    fullName: text(address['fullName']),
    phone: text(address['phone']),
    line1: text(address['line1']),
    city: text(address['city']),
    state: text(address['state']),
    postalCode: text(address['postalCode']),
    country: text(address['country']),
    ...(text(address['line2']) ? { line2: text(address['line2']) } : {}),
  };
  return {
    id,
    number: text(data['number']) || id,
    email: text(data['email']),
    address: orderAddress,
    buyer: buyer && (text(buyer['businessName']) || text(buyer['gstin'])) ? { businessName: text(buyer['businessName']), gstin: text(buyer['gstin']) } : null,
  };
}

/** The document id of a number: "RS/2026-27/00042" → "RS-2026-27-00042". */
const documentIdOf = (number: string) => number.replace(/[^A-Za-z0-9]+/g, '-');

/** What credit notes have taken off the order's current invoice so far. */
export interface Credited {
  total: number;
  lines: Record<string, { quantity: number; amount: number }>;
  /** Shipping credited (only a full credit note credits it). */
  shipping: number;
}

export function creditedOf(data: DocumentData): Credited {
  const credited = isRecord(data['credited']) ? data['credited'] : {};
  const lines = isRecord(credited['lines']) ? credited['lines'] : {};
  return {
    total: Number(credited['total']) || 0,
    shipping: Number(credited['shipping']) || 0,
    lines: Object.fromEntries(
      Object.entries(lines).map(([productId, line]) => [
        productId,
        { quantity: Number((line as Record<string, unknown>)['quantity']) || 0, amount: Number((line as Record<string, unknown>)['amount']) || 0 },
      ]),
    ),
  };
}

// ---- the invoice ----------------------------------------------------------------------------------

export async function issueInvoice(
  request: CallableRequest<unknown>,
  db: Firestore,
  auth: Auth,
  now: () => Date = () => new Date(),
): Promise<IssueInvoiceResult> {
  const actor = await requireAdmin(request, auth);
  const { orderId } = parseCallableInput(issueInvoiceInputSchema, request.data);
  const orderRef = db.collection(ORDERS).doc(orderId);
  return db.runTransaction(async (transaction) => {
    const order = await transaction.get(orderRef);
    if (!order.exists) throw new HttpsError('not-found', 'There is no such order; it may have been removed.');
    const data = order.data() as DocumentData;
    const existing = isRecord(data['invoice']) ? data['invoice'] : null;
    if (existing && typeof existing['number'] === 'string' && !existing['cancelledBy']) {
      const issuedAt = existing['issuedAt'] instanceof Timestamp ? existing['issuedAt'].toDate().toISOString() : '';
      return { number: existing['number'], issuedAt, issued: false };
    }
    const status = data['status'] as OrderStatus;
    if (!INVOICEABLE_STATUSES.includes(status)) {
      throw new HttpsError('failed-precondition', `An order that is "${ORDER_STATUS_LABELS[status] ?? status}" gets no invoice: confirm it first.`);
    }
    if (data['shippingState'] === 'to_quote') throw new HttpsError('failed-precondition', 'Quote the shipping first: the invoice includes it.');
    const at = now();
    const year = financialYearOf(at);
    const counterRef = db.collection(COUNTERS).doc(`invoices-${year}`);
    const [counter, settingsDoc] = await Promise.all([transaction.get(counterRef), transaction.get(db.collection(SETTINGS).doc(SITE_SETTINGS_ID))]);
    const settings = normalizeSiteSettings(settingsDoc.data());
    const sequence = (counter.exists ? Number(counter.get('value')) || 0 : 0) + 1;
    const number = invoiceNumber(settings.tax.invoicePrefix, year, sequence);
    const document = buildTaxDocument(orderOf(orderId, data), settings.tax, {
      id: documentIdOf(number),
      kind: 'invoice',
      number,
      issuedAt: at,
      lines: storedLines(data['items']).map(invoiceLine),
      discount: Number((data['discount'] as Record<string, unknown> | null)?.['amount']) || 0,
      shipping: Number(data['shipping']) || 0,
    });
    if (toPaise(document.figures.grandTotal) !== toPaise(Number(data['total']) || 0)) {
      // Cannot happen while the order's figures and the invoice's come from the same lines.
      throw new HttpsError(
        'internal',
        `The invoice would total ${formatInr(document.figures.grandTotal)} but the order ${formatInr(Number(data['total']))}; nothing was issued.`,
      );
    }
    const auditId = recordAdminChange(transaction, db, actor, {
      action: 'order.invoice',
      target: `${ORDERS}/${orderId}`,
      summary: `Issued invoice ${number} for order ${String(data['number'] ?? orderId)}`,
    });
    transaction.set(counterRef, { value: sequence, updatedAt: FieldValue.serverTimestamp() });
    transaction.create(orderRef.collection(TAX_DOCUMENTS).doc(document.id), storedDocument(document, at, actor));
    transaction.update(orderRef, {
      invoice: { number, issuedAt: Timestamp.fromDate(at), by: actor.uid, documentId: document.id, cancelledBy: null, amount: document.figures.grandTotal },
      updatedAt: FieldValue.serverTimestamp(),
      lastAuditId: auditId,
    });
    return { number, issuedAt: at.toISOString(), issued: true };
  });
}

const invoiceLine = (line: ReturnType<typeof storedLines>[number]): InvoiceLineInput => ({
  sku: line.sku,
  // A variant is described with its option values (the SKU column names the variant).
  title: line.variantLabel ? `${line.title} (${line.variantLabel})` : line.title,
  price: line.price,
  quantity: line.quantity,
  ...(line.hsnCode ? { hsnCode: line.hsnCode } : {}),
  ...(line.gstRate !== undefined ? { ratePercent: line.gstRate } : {}),
  // How the unit price was made, printed under the line: the list price before a wholesale break, a
  // metal-priced piece's breakup at the rate the order locked.
  ...(line.listPrice !== undefined ? { listPrice: line.listPrice } : {}),
  ...(line.breakup ? { breakup: line.breakup } : {}),
});

function storedDocument(document: TaxDocument, at: Date, actor: AdminCaller): DocumentData {
  const { id: _id, issuedAt: _issuedAt, ...fields } = document;
  // Plain JSON values (the figures are numbers and strings), the issue time a Timestamp.
  return { ...(JSON.parse(JSON.stringify(fields)) as DocumentData), issuedAt: Timestamp.fromDate(at), by: actor.uid, byEmail: actor.email ?? '' };
}

// ---- credit notes ---------------------------------------------------------------------------------

/** What a credit note takes off: its lines, discount and shipping as printed, and its effect on the order. */
interface CreditPlan {
  lines: InvoiceLineInput[];
  discount: number;
  shipping: number;
  /** Prices of the lines include GST whatever the settings say (an amount credited is what the buyer gets back). */
  taxIncluded: boolean;
  creditedLines: Record<string, { quantity: number; amount: number }>;
  restock: Array<{ productId: string; variantSku?: string | undefined; quantity: number }>;
  reasonForLog: string;
}

/** The invoice as issued (its frozen copy) or, for invoices from before copies were kept, as computed now. */
async function invoiceFigures(
  transaction: Transaction,
  orderRef: DocumentReference,
  data: DocumentData,
): Promise<{ number: string; date: string; grandTotal: number; documentId: string | null } | null> {
  const invoice = isRecord(data['invoice']) ? data['invoice'] : null;
  if (!invoice || typeof invoice['number'] !== 'string') return null;
  const date = invoice['issuedAt'] instanceof Timestamp ? invoice['issuedAt'].toDate().toISOString() : '';
  const documentId = typeof invoice['documentId'] === 'string' ? invoice['documentId'] : null;
  if (documentId) {
    const snapshot = await transaction.get(orderRef.collection(TAX_DOCUMENTS).doc(documentId));
    if (snapshot.exists)
      return { number: invoice['number'], date, grandTotal: toTaxDocument(snapshot.id, snapshot.data() ?? {}).figures.grandTotal, documentId };
  }
  return { number: invoice['number'], date, grandTotal: Number(invoice['amount']) || Number(data['total']) || 0, documentId };
}

function planCredit(
  input: Pick<IssueCreditNoteInput, 'scope' | 'lines' | 'amount' | 'restock'>,
  data: DocumentData,
  balance: number,
  credited: Credited,
  invoiceNumberText: string,
): CreditPlan {
  const orderLines = storedLines(data['items']);
  const goodsPaise = orderLines.reduce((sum, line) => sum + toPaise(line.lineTotal), 0);
  const discount = Number((data['discount'] as Record<string, unknown> | null)?.['amount']) || 0;
  if (input.scope === 'all') {
    if (credited.total === 0) {
      // Nothing credited yet: the credit note is the invoice, line for line.
      return {
        lines: orderLines.map(invoiceLine),
        discount,
        shipping: Number(data['shipping']) || 0,
        taxIncluded: false,
        creditedLines: Object.fromEntries(orderLines.map((line) => [lineKeyOf(line), { quantity: line.quantity, amount: line.lineTotal }])),
        restock: input.restock ? orderLines.map((line) => ({ productId: line.productId, variantSku: line.variantSku, quantity: line.quantity })) : [],
        reasonForLog: 'in full',
      };
    }
    // Part of it credited already: the rest, as one line of the balance.
    return {
      lines: [{ sku: '', title: `Balance of invoice ${invoiceNumberText}`, price: balance, quantity: 1 }],
      discount: 0,
      shipping: 0,
      taxIncluded: true,
      creditedLines: {},
      restock: [],
      reasonForLog: 'the balance',
    };
  }
  if (input.scope === 'amount') {
    const amount = input.amount ?? 0;
    if (toPaise(amount) > toPaise(balance))
      throw new HttpsError('failed-precondition', `At most ${formatInr(balance)} of invoice ${invoiceNumberText} is left to credit.`);
    return {
      lines: [{ sku: '', title: `Price adjustment against invoice ${invoiceNumberText}`, price: amount, quantity: 1 }],
      discount: 0,
      shipping: 0,
      taxIncluded: true,
      creditedLines: {},
      restock: [],
      reasonForLog: formatInr(amount),
    };
  }
  // Some lines: each credited piece at its invoiced price, less its share of the order's discount.
  const lines: InvoiceLineInput[] = [];
  const creditedLines: Record<string, { quantity: number; amount: number }> = {};
  let creditedGoodsPaise = 0;
  for (const request of input.lines ?? []) {
    // A product with options is named with its variant; a line of it named without one is its first.
    const line =
      orderLines.find((candidate) => lineKeyOf(candidate) === lineKeyOf(request)) ??
      (request.variantSku ? undefined : orderLines.find((candidate) => candidate.productId === request.productId));
    if (!line) throw new HttpsError('invalid-argument', `${request.variantSku ?? request.productId} is not on this order.`);
    const left = line.quantity - (credited.lines[lineKeyOf(line)]?.quantity ?? 0);
    if (request.quantity > left) {
      throw new HttpsError(
        'failed-precondition',
        left === 0 ? `Every piece of “${line.title}” is credited already.` : `Only ${left} of “${line.title}” ${left === 1 ? 'is' : 'are'} left to credit.`,
      );
    }
    lines.push({ ...invoiceLine(line), quantity: request.quantity });
    const value = toPaise(line.price * request.quantity);
    creditedGoodsPaise += value;
    creditedLines[lineKeyOf(line)] = { quantity: request.quantity, amount: fromPaise(value) };
  }
  const lineDiscount = goodsPaise > 0 ? fromPaise(Math.round((toPaise(discount) * creditedGoodsPaise) / goodsPaise)) : 0;
  return {
    lines,
    discount: lineDiscount,
    shipping: 0,
    taxIncluded: false,
    creditedLines,
    restock: input.restock ? restockOf(lines, input.lines ?? [], orderLines) : [],
    reasonForLog: lines.map((line) => `${line.quantity} × ${line.title}`).join(', '),
  };
}

export interface CreditNoteOutcome extends IssueCreditNoteResult {
  /** The order's fields to write (merged by the caller into its own update). */
  orderUpdate: DocumentData;
  /** The order's data as it is after the credit note (for the caller's figures). */
  after: DocumentData;
  /** Writes the credit note, its counter and the restocked products; call after every read of the transaction. */
  write(): void;
}

/**
 * Prepares a credit note inside the caller's transaction: reads the invoice copy, the counter, the
 * settings and the products to restock, and computes the note. Firestore transactions read before
 * they write, so the caller does its own remaining reads, then calls `write()` with its own writes.
 */
export async function creditNoteInTransaction(
  transaction: Transaction,
  db: Firestore,
  actor: AdminCaller,
  orderRef: DocumentReference,
  data: DocumentData,
  input: Pick<IssueCreditNoteInput, 'scope' | 'lines' | 'amount' | 'restock' | 'reason'>,
  at: Date,
): Promise<CreditNoteOutcome> {
  const invoice = await invoiceFigures(transaction, orderRef, data);
  if (!invoice) throw new HttpsError('failed-precondition', 'This order has no invoice to credit. Change the order itself, or issue its invoice first.');
  const credited = creditedOf(data);
  const balance = fromPaise(toPaise(invoice.grandTotal) - toPaise(credited.total));
  if (balance <= 0) throw new HttpsError('failed-precondition', `Invoice ${invoice.number} is credited in full already.`);
  const plan = planCredit(input, data, balance, credited, invoice.number);
  const year = financialYearOf(at);
  const counterRef = db.collection(COUNTERS).doc(`credit-notes-${year}`);
  // One read per product: two variants of one product are two lines of one document.
  const restockIds = [...new Set(plan.restock.map((line) => line.productId))];
  const productRefs = restockIds.map((id) => db.collection(PRODUCTS).doc(id));
  const [counter, settingsDoc, ...products] = await transaction.getAll(counterRef, db.collection(SETTINGS).doc(SITE_SETTINGS_ID), ...productRefs);
  const settings: SiteSettings = normalizeSiteSettings(settingsDoc!.data());
  const sequence = (counter!.exists ? Number(counter!.get('value')) || 0 : 0) + 1;
  const number = creditNoteNumber(settings.tax.invoicePrefix, year, sequence);
  const orderId = orderRef.id;
  const tax = plan.taxIncluded ? { ...settings.tax, pricesIncludeTax: true } : settings.tax;
  const document = buildTaxDocument(orderOf(orderId, data), tax, {
    id: documentIdOf(number),
    kind: 'credit_note',
    number,
    issuedAt: at,
    lines: plan.lines,
    discount: plan.discount,
    shipping: plan.shipping,
    against: { invoiceNumber: invoice.number, invoiceDate: invoice.date },
    reason: input.reason,
  });
  const amount = document.figures.grandTotal;
  if (toPaise(amount) > toPaise(balance))
    throw new HttpsError(
      'failed-precondition',
      `The credit note would come to ${formatInr(amount)}, more than the ${formatInr(balance)} left of invoice ${invoice.number}.`,
    );
  // A double click, or the same credit twice: refused while the first is fresh.
  const recent = (Array.isArray(data['creditNotes']) ? data['creditNotes'] : [])
    .filter(isRecord)
    .find(
      (note) =>
        toPaise(Number(note['amount'])) === toPaise(amount) &&
        note['reason'] === input.reason &&
        note['issuedAt'] instanceof Timestamp &&
        at.getTime() - note['issuedAt'].toMillis() < 2 * 60_000,
    );
  if (recent)
    throw new HttpsError(
      'already-exists',
      `Credit note ${String(recent['number'])} for ${formatInr(amount)} with this reason was issued a moment ago; issue another only if it is a different credit.`,
    );

  const write = () => {
    transaction.set(counterRef, { value: sequence, updatedAt: FieldValue.serverTimestamp() });
    transaction.create(orderRef.collection(TAX_DOCUMENTS).doc(document.id), storedDocument(document, at, actor));
    products.forEach((product, index) => {
      const lines = plan.restock
        .filter((line) => line.productId === restockIds[index] && line.quantity > 0)
        .map((line) => ({ variantSku: line.variantSku, change: line.quantity }));
      if (!product!.exists || !lines.length) return;
      const stock = stockWrite(product!, lines);
      transaction.update(product!.ref, { ...stock.update, updatedAt: FieldValue.serverTimestamp() });
      lines.forEach((line, lineIndex) => {
        if (stock.missed.includes(lineIndex)) return;
        recordStockMovement(transaction, product!.ref, {
          change: line.change,
          stockAfter: stock.after[lineIndex]!,
          ...(line.variantSku ? { variantSku: line.variantSku } : {}),
          reason: 'order-credited',
          orderId,
          orderNumber: String(data['number'] ?? orderId),
          by: actor.uid,
          byEmail: actor.email ?? '',
          note: `Credit note ${number}`,
        });
      });
    });
  };

  const lines = { ...credited.lines };
  for (const [productId, line] of Object.entries(plan.creditedLines)) {
    const before = lines[productId] ?? { quantity: 0, amount: 0 };
    lines[productId] = { quantity: before.quantity + line.quantity, amount: fromPaise(toPaise(before.amount) + toPaise(line.amount)) };
  }
  const creditedAfter: Credited = {
    total: fromPaise(toPaise(credited.total) + toPaise(amount)),
    lines,
    shipping: fromPaise(toPaise(credited.shipping) + toPaise(plan.shipping)),
  };
  const paid = Number((data['payment'] as Record<string, unknown> | undefined)?.['paid']) || 0;
  const refunded = Number((data['payment'] as Record<string, unknown> | undefined)?.['refunded']) || 0;
  const payment = paymentOf(Number(data['total']) || 0, { paid, refunded, credited: creditedAfter.total });
  const cancelsInvoice = toPaise(creditedAfter.total) >= toPaise(invoice.grandTotal);
  const ref = { id: document.id, number, issuedAt: Timestamp.fromDate(at), amount, reason: input.reason };
  const orderUpdate: DocumentData = {
    credited: creditedAfter,
    payment,
    creditNotes: FieldValue.arrayUnion(ref),
    ...(cancelsInvoice ? { 'invoice.cancelledBy': number } : {}),
  };
  const after = {
    ...data,
    credited: creditedAfter,
    payment,
    invoice: { ...(data['invoice'] as DocumentData), ...(cancelsInvoice ? { cancelledBy: number } : {}) },
  };
  return { creditNoteId: document.id, number, amount, orderUpdate, after, write };
}

export async function issueCreditNote(
  request: CallableRequest<unknown>,
  db: Firestore,
  auth: Auth,
  now: () => Date = () => new Date(),
): Promise<IssueCreditNoteResult> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(issueCreditNoteInputSchema, request.data);
  const orderRef = db.collection(ORDERS).doc(input.orderId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(orderRef);
    if (!snapshot.exists) throw new HttpsError('not-found', 'There is no such order; it may have been removed.');
    const data = snapshot.data() as DocumentData;
    const at = now();
    const outcome = await creditNoteInTransaction(transaction, db, actor, orderRef, data, input, at);
    outcome.write();
    const counted = syncOrderFigures(transaction, db, data, outcome.after, at);
    const auditId = recordAdminChange(transaction, db, actor, {
      action: 'order.credit-note',
      target: `${ORDERS}/${input.orderId}`,
      summary: `Issued credit note ${outcome.number} for ${formatInr(outcome.amount)} on order ${String(data['number'] ?? input.orderId)}: ${input.reason}`,
    });
    transaction.update(orderRef, { ...outcome.orderUpdate, counted, updatedAt: FieldValue.serverTimestamp(), lastAuditId: auditId });
    return { creditNoteId: outcome.creditNoteId, number: outcome.number, amount: outcome.amount };
  });
}

/** The pieces a partial credit note puts back, each with the variant of the order line it credits. */
function restockOf(
  lines: readonly InvoiceLineInput[],
  requests: ReadonlyArray<{ productId: string; variantSku?: string | undefined }>,
  orderLines: ReadonlyArray<{ productId: string; variantSku?: string | undefined }>,
): Array<{ productId: string; variantSku?: string | undefined; quantity: number }> {
  return lines.map((line, index) => {
    const request = requests[index]!;
    const ordered =
      orderLines.find((candidate) => lineKeyOf(candidate) === lineKeyOf(request)) ?? orderLines.find((candidate) => candidate.productId === request.productId);
    return { productId: request.productId, variantSku: ordered?.variantSku, quantity: line.quantity };
  });
}
