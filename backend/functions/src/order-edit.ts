// editOrder: the admin changes an order before it ships — quantities, lines added or removed, a
// discount with its reason, the shipping charge — in one transaction with the stock of every line
// that changed (and its movement record), the totals, what is due, the takings and the customer's
// figures, the customer's e-mail with the new total, and the audit entry. Lines already on the
// order keep the price they were ordered at; added lines take today's catalogue price. An order
// with a live tax invoice must first be credited (a document given to a buyer never changes); once
// a credit note has cancelled it, the edited order is invoiced afresh.
import { FieldValue, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  asIsoDate,
  editOrderInputSchema,
  type EditOrderResult,
  formatInr,
  ORDER_STATUS_LABELS,
  type OrderIssue,
  ORDERS,
  type OrderStatus,
  orderTotals,
  paymentOf,
  PRODUCTS,
} from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import { parseCallableInput } from './callable-input';
import { requireAdmin } from './require-admin';
import { readSiteSettings } from './mail/mail-settings';
import { toEmailOrder } from './mail/order-email';
import { queueOrderEmail } from './mail/queue-mail';
import {
  catalogueLineOf,
  readCategoryTaxes,
  withCategoryTax,
  keptLineOf,
  lineKeyOf,
  pricedNow,
  productRow,
  quantityIssues,
  storedLines,
  type OrderLine,
} from './order-pricing';
import { stockWrite } from './variant-stock';
import { currentRateRef, pricingContext } from './silver-rate';
import { syncOrderFigures } from './order-figures';
import { moneyOf } from './payments';
import { issueMessage } from './place-order';
import { recordStockMovement } from './stock';

/** Statuses in which an order may still be changed: nothing has left the shop. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['pending_confirmation', 'confirmed', 'packed'];

export async function editOrder(request: CallableRequest<unknown>, db: Firestore, auth: Auth, now: () => Date = () => new Date()): Promise<EditOrderResult> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(editOrderInputSchema, request.data);
  const orderRef = db.collection(ORDERS).doc(input.orderId);
  const siteSettings = readSiteSettings(db);
  siteSettings.catch(() => undefined);
  // Each category's GST (issue 40), read alongside: new lines take their category's rate and HSN code.
  const categoryTaxes = readCategoryTaxes(db);
  categoryTaxes.catch(() => undefined);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(orderRef);
    if (!snapshot.exists) throw new HttpsError('not-found', 'There is no such order; it may have been removed.');
    const order = snapshot.data() as DocumentData;
    const number = String(order['number'] ?? input.orderId);
    const status = order['status'] as OrderStatus;
    if (asIsoDate(order['updatedAt']) !== input.expectedUpdatedAt) {
      throw new HttpsError(
        'failed-precondition',
        `Order ${number} changed since you opened it (someone else edited it, or it moved on). Reload it to see it as it is now, then edit again.`,
        { conflict: true },
      );
    }
    if (!EDITABLE_STATUSES.includes(status)) {
      throw new HttpsError(
        'failed-precondition',
        `An order that is "${ORDER_STATUS_LABELS[status] ?? status}" cannot be changed: it has left the shop (or was cancelled). Issue a credit note for returns or adjustments.`,
      );
    }
    const invoice = order['invoice'] as DocumentData | null | undefined;
    if (invoice && typeof invoice['number'] === 'string' && !invoice['cancelledBy']) {
      throw new HttpsError(
        'failed-precondition',
        `Order ${number} has invoice ${invoice['number']}: issue a credit note for it first (a tax invoice is never changed), then edit the order.`,
        { reason: 'invoiced' },
      );
    }

    const before = storedLines(order['items']);
    // Lines are told apart by product and variant (two shades of one lipstick are two lines).
    const held = new Map(before.map((line) => [lineKeyOf(line), line.quantity]));
    const keys = new Set(input.items.map(lineKeyOf));
    // Products that leave the order give their pieces back too.
    const removed = before.filter((line) => !keys.has(lineKeyOf(line)));
    // One read per product, for the lines kept, added and removed.
    const productIds = [...new Set([...input.items, ...removed].map((line) => line.productId))];
    const [silverRate, ...snapshots] = (await transaction.getAll(
      currentRateRef(db),
      ...productIds.map((id) => db.collection(PRODUCTS).doc(id)),
    )) as DocumentSnapshot[];
    const snapshotOf = (productId: string) => snapshots[productIds.indexOf(productId)]!;
    // A line added now is priced as placeOrder prices it (the rate in force, its wholesale break).
    const pricing = pricingContext(silverRate!, await siteSettings);
    const taxes = await categoryTaxes;
    const rows = input.items.map((item) => {
      const product = snapshotOf(item.productId);
      const line = before.find((candidate) => lineKeyOf(candidate) === lineKeyOf(item));
      // A variant already on the order is read as the line names it.
      const row = withCategoryTax(pricedNow(productRow(product, item.variantSku ?? line?.variantSku), pricing), taxes);
      // A product (or variant) on the order that was archived since keeps its line: the shop already sold it.
      if (row || !line || !product.exists) return row;
      return {
        id: line.productId,
        sku: line.sku,
        ...(line.variantSku ? { variantSku: line.variantSku, variantLabel: line.variantLabel ?? '' } : {}),
        title: line.title,
        price: line.price,
        stock: 0,
        minOrderQty: 1,
        image: line.image,
        hsnCode: line.hsnCode ?? '',
        weightGrams: line.weightGrams ?? null,
        pricing: null,
        tiers: [],
      };
    });
    // Stock must cover only the pieces added beyond what the order holds already.
    const issues: OrderIssue[] = quantityIssues(input.items, rows, { held, checkMinimum: false });
    if (issues.length) throw new HttpsError('failed-precondition', issues.map(issueMessage).join(' '), { issues });

    const lines: OrderLine[] = input.items.map((item, index) => {
      const row = rows[index]!;
      const existing = before.find((line) => lineKeyOf(line) === lineKeyOf(item));
      return existing ? keptLineOf(row, item.quantity, existing) : catalogueLineOf(row, item.quantity);
    });
    const toQuote = order['shippingState'] === 'to_quote';
    const shipping = input.shipping ?? (toQuote ? null : Number(order['shipping']) || 0);
    const totals = orderTotals(lines, input.discount, shipping);
    const money = moneyOf(order);
    // A cancelled invoice stays in the order's history (its credit note refers to it); the edited
    // order owes its new total and gets a new invoice.
    const reinvoice = Boolean(invoice && invoice['cancelledBy']);
    const credited = reinvoice ? 0 : money.credited;
    const payment = paymentOf(totals.total, { paid: money.paid, refunded: money.refunded, credited });
    const at = now();
    const after: DocumentData = {
      ...order,
      items: lines,
      subtotal: totals.subtotal,
      discount: input.discount ? { ...input.discount, amount: totals.discount } : null,
      shipping: shipping ?? 0,
      shippingState: shipping === null ? 'to_quote' : input.shipping !== null ? 'quoted' : (order['shippingState'] ?? 'charged'),
      total: totals.total,
      payment,
      ...(reinvoice ? { invoice: null, previousInvoices: FieldValue.arrayUnion(invoice), credited: { total: 0, lines: {}, shipping: 0 } } : {}),
    };

    const queued = await queueOrderEmail(transaction, db, { ...toEmailOrder(input.orderId, after, at), due: payment.due }, 'updated', {
      settings: await siteSettings,
      now: at,
      suffix: String(at.getTime()),
    });

    // Every read is done: the writes. Stock follows each line's change.
    let stockChange = 0;
    const changes = [
      ...lines.map((line) => ({ line, change: line.quantity - (held.get(lineKeyOf(line)) ?? 0) })),
      ...removed.map((line) => ({ line, change: -line.quantity })),
    ].filter(({ change }) => change !== 0);
    productIds.forEach((productId) => {
      const product = snapshotOf(productId);
      const mine = changes.filter(({ line }) => line.productId === productId);
      if (!mine.length || !product.exists) return;
      const write = stockWrite(
        product,
        mine.map(({ line, change }) => ({ variantSku: line.variantSku, change: -change })),
      );
      transaction.update(product.ref, { ...write.update, updatedAt: FieldValue.serverTimestamp() });
      mine.forEach(({ line, change }, index) => {
        if (write.missed.includes(index)) return;
        stockChange += change;
        recordStockMovement(transaction, product.ref, {
          change: -change,
          stockAfter: write.after[index]!,
          ...(line.variantSku ? { variantSku: line.variantSku } : {}),
          reason: 'order-edited',
          orderId: input.orderId,
          orderNumber: number,
          by: actor.uid,
          byEmail: actor.email ?? '',
        });
      });
    });
    const auditId = recordAdminChange(transaction, db, actor, {
      action: 'order.edit',
      target: `${ORDERS}/${input.orderId}`,
      summary: `Changed order ${number}: total ${formatInr(Number(order['total']) || 0)} → ${formatInr(totals.total)}${input.discount ? ` (discount ${formatInr(totals.discount)}: ${input.discount.reason})` : ''}`,
      changes: {
        total: { from: Number(order['total']) || 0, to: totals.total },
        ...(stockChange
          ? { pieces: { from: before.reduce((sum, line) => sum + line.quantity, 0), to: lines.reduce((sum, line) => sum + line.quantity, 0) } }
          : {}),
      },
    });
    const counted = syncOrderFigures(transaction, db, order, after, at);
    transaction.update(orderRef, {
      items: lines,
      subtotal: totals.subtotal,
      discount: after['discount'],
      shipping: after['shipping'],
      shippingState: after['shippingState'],
      total: totals.total,
      payment,
      ...(reinvoice ? { invoice: null, previousInvoices: FieldValue.arrayUnion(invoice), credited: { total: 0, lines: {}, shipping: 0 } } : {}),
      counted,
      editedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      lastAuditId: auditId,
    });
    return { orderId: input.orderId, total: totals.total, stockChange, emailQueued: queued.queued };
  });
}
