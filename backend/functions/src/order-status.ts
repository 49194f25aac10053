// The admin's order callables.
//
// - setOrderStatus: moves an order one allowed step (shared-data's ORDER_TRANSITIONS), in one
//   transaction with: the step in the order's history (who, when), the shipment's courier and
//   tracking for `shipped`, the stock of every line put back for `cancelled`/`returned` (exactly
//   once: the order's `stockRestoredAt` is set in the same transaction, and a repeated or
//   concurrent cancel finds the order cancelled already and is refused), the customer's e-mail
//   about it (unless they turned order updates off) and the audit entry. Confirming an order whose
//   shipping the shop quotes sets the quote (the total and what is due follow); cancelling or
//   returning an invoiced order issues its credit note in full; the takings and the customer's
//   figures follow the order (order-figures.ts).
// - addOrderNote: an internal note on the order (`orders/{id}/notes`, admins only), audited.
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  canMoveOrder,
  formatInr,
  ORDER_STATUS_LABELS,
  orderNoteInputSchema,
  ORDERS,
  type OrderStatus,
  orderTotals,
  paymentOf,
  PRODUCTS,
  RESTOCKING_STATUSES,
  setOrderStatusInputSchema,
  type SetOrderStatusResult,
  toPaise,
} from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import { addAdminNote } from './admin-notes';
import { parseCallableInput } from './callable-input';
import { readMailSettings, readSiteSettings } from './mail/mail-settings';
import { configuredGateway, type PaymentGateway } from './payment-gateway/razorpay';
import { paymentLinkFor, type OrderPaymentLink } from './payment-gateway/payment-link';
import { orderEmailKindForStatus, toEmailOrder } from './mail/order-email';
import { queueOrderEmail } from './mail/queue-mail';
import { requireAdmin } from './require-admin';
import { recordStockMovement } from './stock';
import { stockWrite } from './variant-stock';
import { storedLines } from './order-pricing';
import { syncOrderFigures } from './order-figures';
import { creditNoteInTransaction } from './tax-documents';
import { moneyOf } from './payments';

const statusLabel = (status: unknown): string => ORDER_STATUS_LABELS[status as OrderStatus] ?? String(status);

export async function setOrderStatus(
  request: CallableRequest<unknown>,
  db: Firestore,
  auth: Auth,
  now: () => Date = () => new Date(),
  gateway: PaymentGateway | null = configuredGateway(),
): Promise<SetOrderStatusResult> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(setOrderStatusInputSchema, request.data);
  const orderRef = db.collection(ORDERS).doc(input.orderId);
  const mailSettings = readMailSettings(db);
  mailSettings.catch(() => undefined);
  // Confirming: the online payment link for what will be due (payment-link.ts), made before the transaction.
  const link = input.status === 'confirmed' && gateway ? await linkForConfirmation(db, gateway, input.orderId, input.shipping) : null;

  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(orderRef);
    if (!snapshot.exists) throw new HttpsError('not-found', 'There is no such order; it may have been removed.');
    const order = snapshot.data() as DocumentData;
    const current = order['status'] as OrderStatus;
    const number = String(order['number'] ?? input.orderId);
    if (current !== input.expectedStatus) {
      throw new HttpsError(
        'failed-precondition',
        `Order ${number} is now "${statusLabel(current)}" (it was "${statusLabel(input.expectedStatus)}" when you opened it): someone else changed it. Reload to see its current state.`,
        { conflict: true, status: current },
      );
    }
    if (!canMoveOrder(current, input.status)) {
      throw new HttpsError('failed-precondition', `An order that is "${statusLabel(current)}" cannot be marked "${statusLabel(input.status)}".`, {
        status: current,
      });
    }
    // Confirming an order whose shipping the shop quotes needs the quote (0 said explicitly).
    const toQuote = order['shippingState'] === 'to_quote';
    let quoted: { shipping: number; total: number } | null = null;
    if (input.status === 'confirmed' && toQuote) {
      if (input.shipping === null)
        throw new HttpsError('invalid-argument', 'Enter the shipping charge to confirm this order (0 for free shipping).', { reason: 'shipping-to-quote' });
      const totals = orderTotals(storedLines(order['items']), discountOf(order), input.shipping);
      quoted = { shipping: input.shipping, total: totals.total };
    } else if (input.shipping !== null) {
      throw new HttpsError(
        'failed-precondition',
        toQuote
          ? 'The shipping charge is given when the order is confirmed.'
          : `Order ${number}'s shipping (${formatInr(Number(order['shipping']) || 0)}) was charged when it was placed; change it with Edit order.`,
      );
    }

    // Reads first (a Firestore transaction reads before it writes): the products to restock…
    const items = (Array.isArray(order['items']) ? order['items'] : []) as DocumentData[];
    const restock = RESTOCKING_STATUSES.includes(input.status) && !order['stockRestoredAt'];
    // (one read per product: two variants of one product are two lines of one document).
    const restockIds = restock ? [...new Set(items.map((item) => String(item['productId'])))] : [];
    const productSnaps: DocumentSnapshot[] = restockIds.length ? await transaction.getAll(...restockIds.map((id) => db.collection(PRODUCTS).doc(id))) : [];

    const at = now();
    const shipment = input.status === 'shipped' ? { courier: input.courier, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl } : undefined;
    const cancellation = input.status === 'cancelled' || input.status === 'returned' ? { reason: input.reason } : undefined;

    // …the invoice a cancellation or a return credits in full (its copy, the counter, the settings)…
    const invoice = (order['invoice'] ?? null) as DocumentData | null;
    const credit =
      (input.status === 'cancelled' || input.status === 'returned') && invoice && typeof invoice['number'] === 'string' && !invoice['cancelledBy']
        ? await creditNoteInTransaction(
            transaction,
            db,
            actor,
            orderRef,
            order,
            { scope: 'all', restock: false, reason: input.reason || (input.status === 'cancelled' ? 'Order cancelled' : 'Goods returned') },
            at,
          )
        : null;

    // Cancelled or returned with no invoice to credit: the whole order is taken off what is owed
    // (and off the takings and the customer's value), with no tax document to issue.
    const uninvoicedCredit =
      (input.status === 'cancelled' || input.status === 'returned') && !credit && !(invoice && typeof invoice['number'] === 'string')
        ? fullCredit(order)
        : null;
    let after: DocumentData = { ...order, ...(credit ? credit.after : {}), ...(uninvoicedCredit ?? {}), status: input.status };
    if (quoted) {
      const money = moneyOf(after);
      after = {
        ...after,
        shipping: quoted.shipping,
        shippingState: 'quoted',
        total: quoted.total,
        payment: paymentOf(quoted.total, { paid: money.paid, refunded: money.refunded, credited: money.credited }),
      };
    }
    const due = Number((after['payment'] as DocumentData | undefined)?.['due'] ?? after['total']);
    const paymentLink = link && toPaise(link.amount) === toPaise(due) ? link : null;
    if (paymentLink) after = { ...after, paymentLink };

    // …and the customer's e-mail preference (queueOrderEmail reads it, so it comes before writes).
    const kind = orderEmailKindForStatus(input.status);
    let emailQueued = false;
    if (kind) {
      const emailOrder = toEmailOrder(input.orderId, { ...after, ...(shipment ? { shipment } : {}), ...(cancellation ? { cancellation } : {}) }, at);
      if (input.status === 'refunded')
        emailOrder.refund = { amount: Number((after['payment'] as DocumentData | undefined)?.['refunded']) || Number(order['total']) || 0 };
      const queued = await queueOrderEmail(transaction, db, emailOrder, kind, { settings: await mailSettings, now: at });
      emailQueued = queued.queued;
    }

    // Every read is done: the writes.
    credit?.write();
    let restocked = 0;
    productSnaps.forEach((product, index) => {
      // A product deleted since the order has nothing to restock.
      if (!product.exists) return;
      const lines = items
        .filter((item) => String(item['productId']) === restockIds[index] && (Number(item['quantity']) || 0) > 0)
        .map((item) => ({ variantSku: typeof item['variantSku'] === 'string' ? item['variantSku'] : undefined, change: Number(item['quantity']) }));
      if (!lines.length) return;
      const write = stockWrite(product, lines);
      transaction.update(product.ref, { ...write.update, updatedAt: FieldValue.serverTimestamp() });
      lines.forEach((line, lineIndex) => {
        // A variant the product no longer has has no stock to put back.
        if (write.missed.includes(lineIndex)) return;
        restocked += line.change;
        recordStockMovement(transaction, product.ref, {
          change: line.change,
          stockAfter: write.after[lineIndex]!,
          ...(line.variantSku ? { variantSku: line.variantSku } : {}),
          reason: input.status === 'cancelled' ? 'order-cancelled' : 'order-returned',
          orderId: input.orderId,
          orderNumber: number,
          by: actor.uid,
          byEmail: actor.email ?? '',
        });
      });
    });

    const auditId = recordAdminChange(transaction, db, actor, {
      action: 'order.status',
      target: `${ORDERS}/${input.orderId}`,
      summary:
        `Order ${number}: ${statusLabel(current)} → ${statusLabel(input.status)}` +
        (quoted ? ` with shipping ${formatInr(quoted.shipping)}` : '') +
        (shipment ? ` (${shipment.courier} ${shipment.trackingNumber})` : '') +
        (restocked ? `; ${restocked} piece${restocked === 1 ? '' : 's'} back in stock` : '') +
        (credit ? `; credit note ${credit.number} for ${formatInr(credit.amount)}` : ''),
      changes: { status: { from: current, to: input.status }, ...(quoted ? { shipping: { from: null, to: quoted.shipping } } : {}) },
    });
    // The dashboard's takings and the customer's figures follow the order (order-figures.ts).
    const counted = syncOrderFigures(transaction, db, order, after, at);
    const step = { status: input.status, at: Timestamp.fromDate(at), by: actor.uid, byEmail: actor.email ?? '' };
    transaction.update(orderRef, {
      ...(credit ? credit.orderUpdate : {}),
      ...(uninvoicedCredit ?? {}),
      status: input.status,
      statusHistory: FieldValue.arrayUnion(step),
      ...(quoted ? { shipping: quoted.shipping, shippingState: 'quoted', total: quoted.total, payment: after['payment'] } : {}),
      ...(paymentLink ? { paymentLink } : {}),
      ...(shipment ? { shipment } : {}),
      ...(cancellation ? { cancellation } : {}),
      ...(restock ? { stockRestoredAt: FieldValue.serverTimestamp() } : {}),
      counted,
      updatedAt: FieldValue.serverTimestamp(),
      lastAuditId: auditId,
    });
    return { orderId: input.orderId, status: input.status, restocked, emailQueued };
  });
}

/** A payment link for what the order will owe once confirmed (with the quoted shipping, if any). */
async function linkForConfirmation(db: Firestore, gateway: PaymentGateway, orderId: string, shipping: number | null): Promise<OrderPaymentLink | null> {
  const [snapshot, settings] = await Promise.all([db.collection(ORDERS).doc(orderId).get(), readSiteSettings(db)]);
  if (!snapshot.exists) return null;
  const order = snapshot.data() as DocumentData;
  const total =
    order['shippingState'] === 'to_quote' && shipping !== null
      ? orderTotals(storedLines(order['items']), discountOf(order), shipping).total
      : Number(order['total']) || 0;
  const money = moneyOf(order);
  const address = (order['address'] ?? {}) as DocumentData;
  return paymentLinkFor(gateway, settings, {
    id: orderId,
    number: String(order['number'] ?? orderId),
    due: paymentOf(total, { paid: money.paid, refunded: money.refunded, credited: money.credited }).due,
    customer: { name: String(address['fullName'] ?? ''), email: String(order['email'] ?? ''), phone: String(address['phone'] ?? '') },
  });
}

/** The order's `credited` and `payment` when all of it is taken back (a cancellation, a return). */
function fullCredit(order: DocumentData): DocumentData {
  const lines = storedLines(order['items']);
  const total = Number(order['total']) || 0;
  const money = moneyOf(order);
  return {
    credited: {
      total,
      shipping: Number(order['shipping']) || 0,
      lines: Object.fromEntries(lines.map((line) => [line.productId, { quantity: line.quantity, amount: line.lineTotal }])),
    },
    payment: paymentOf(total, { paid: money.paid, refunded: money.refunded, credited: total }),
  };
}

function discountOf(order: DocumentData): { kind: 'amount' | 'percent'; value: number; reason: string } | null {
  const discount = order['discount'] as DocumentData | null | undefined;
  return discount && (discount['kind'] === 'amount' || discount['kind'] === 'percent')
    ? { kind: discount['kind'], value: Number(discount['value']) || 0, reason: String(discount['reason'] ?? '') }
    : null;
}

export async function addOrderNote(request: CallableRequest<unknown>, db: Firestore, auth: Auth): Promise<{ noteId: string }> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(orderNoteInputSchema, request.data);
  return addAdminNote(
    db,
    actor,
    {
      parent: db.collection(ORDERS).doc(input.orderId),
      missing: 'There is no such order; it may have been removed.',
      action: 'order.note',
      about: (order) => `Note on order ${String(order.get('number') ?? input.orderId)}`,
    },
    input.text,
  );
}
