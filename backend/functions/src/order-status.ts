// The admin's order callables.
//
// - setOrderStatus: moves an order one allowed step (shared-data's ORDER_TRANSITIONS), in one
//   transaction with: the step in the order's history (who, when), the shipment's courier and
//   tracking for `shipped`, the stock of every line put back for `cancelled`/`returned` (exactly
//   once: the order's `stockRestoredAt` is set in the same transaction, and a repeated or
//   concurrent cancel finds the order cancelled already and is refused), the customer's e-mail
//   about it (unless they turned order updates off) and the audit entry.
// - addOrderNote: an internal note on the order (`orders/{id}/notes`, admins only), audited.
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  canMoveOrder,
  orderNoteInputSchema,
  RESTOCKING_STATUSES,
  setOrderStatusInputSchema,
  type SetOrderStatusResult,
} from '../../../shared-data/src/callables/order-status';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared-data/src/types/catalog';
import { recordAdminChange } from './admin-audit';
import { addAdminNote } from './admin-notes';
import { parseCallableInput } from './callable-input';
import { readMailSettings } from './mail/mail-settings';
import { orderEmailKindForStatus, toEmailOrder } from './mail/order-email';
import { queueOrderEmail } from './mail/queue-mail';
import { requireAdmin } from './require-admin';
import { recordStockMovement } from './stock';
import { CUSTOMER_STATS } from '../../../shared-data/src/collections/customer-stats';
import { indianDay, leavesTakings, salesChange } from '../../../shared-data/src/collections/sales-daily';
import { recordSales } from './sales-daily';

const ORDERS = 'orders';
const PRODUCTS = 'prod';

const statusLabel = (status: unknown): string => ORDER_STATUS_LABELS[status as OrderStatus] ?? String(status);

export async function setOrderStatus(request: CallableRequest<unknown>, db: Firestore, auth: Auth, now: () => Date = () => new Date()): Promise<SetOrderStatusResult> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(setOrderStatusInputSchema, request.data);
  const orderRef = db.collection(ORDERS).doc(input.orderId);
  const mailSettings = readMailSettings(db);
  mailSettings.catch(() => undefined);

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
      throw new HttpsError('failed-precondition', `An order that is "${statusLabel(current)}" cannot be marked "${statusLabel(input.status)}".`, { status: current });
    }

    // Reads first (a Firestore transaction reads before it writes): the products to restock…
    const items = (Array.isArray(order['items']) ? order['items'] : []) as DocumentData[];
    const restock = RESTOCKING_STATUSES.includes(input.status) && !order['stockRestoredAt'];
    const productSnaps: DocumentSnapshot[] = restock && items.length ? await transaction.getAll(...items.map((item) => db.collection(PRODUCTS).doc(String(item['productId'])))) : [];

    const at = now();
    const shipment = input.status === 'shipped' ? { courier: input.courier, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl } : undefined;
    const cancellation = input.status === 'cancelled' || input.status === 'returned' ? { reason: input.reason } : undefined;

    // …and the customer's e-mail preference (queueOrderEmail reads it, so it comes before writes).
    const kind = orderEmailKindForStatus(input.status);
    let emailQueued = false;
    if (kind) {
      const emailOrder = toEmailOrder(input.orderId, { ...order, ...(shipment ? { shipment } : {}), ...(cancellation ? { cancellation } : {}) }, at);
      if (input.status === 'refunded') emailOrder.refund = { amount: Number(order['total']) || 0 };
      const queued = await queueOrderEmail(transaction, db, emailOrder, kind, { settings: await mailSettings, now: at });
      emailQueued = queued.queued;
    }

    let restocked = 0;
    productSnaps.forEach((product, index) => {
      // A product deleted since the order has nothing to restock.
      if (!product.exists) return;
      const quantity = Number(items[index]?.['quantity']) || 0;
      if (quantity <= 0) return;
      restocked += quantity;
      transaction.update(product.ref, { stock: FieldValue.increment(quantity), updatedAt: FieldValue.serverTimestamp() });
      const stock = Number(product.get('stock'));
      recordStockMovement(transaction, product.ref, {
        change: quantity,
        stockAfter: Number.isFinite(stock) ? stock + quantity : null,
        reason: input.status === 'cancelled' ? 'order-cancelled' : 'order-returned',
        orderId: input.orderId,
        orderNumber: number,
        by: actor.uid,
        byEmail: actor.email ?? '',
      });
    });

    const auditId = recordAdminChange(transaction, db, actor, {
      action: 'order.status',
      target: `${ORDERS}/${input.orderId}`,
      summary:
        `Order ${number}: ${statusLabel(current)} → ${statusLabel(input.status)}` +
        (shipment ? ` (${shipment.courier} ${shipment.trackingNumber})` : '') +
        (restocked ? `; ${restocked} piece${restocked === 1 ? '' : 's'} back in stock` : ''),
      changes: { status: { from: current, to: input.status } },
    });
    // A cancelled or refunded order no longer counts in the customer's lifetime value (each of
    // those statuses is entered once: the transitions allow no way back).
    if ((input.status === 'cancelled' || input.status === 'refunded') && typeof order['uid'] === 'string' && order['uid']) {
      transaction.set(
        db.collection(CUSTOMER_STATS).doc(order['uid']),
        { lifetimeValue: FieldValue.increment(-(Number(order['total']) || 0)), updatedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    }
    // Leaving the takings (cancelled, returned, refunded after delivery) takes the order from its
    // day's figures, once: no transition leads back into the takings.
    if (leavesTakings(current, input.status)) {
      const created = order['createdAt'] as Timestamp | undefined;
      const day = typeof order['salesDay'] === 'string' ? order['salesDay'] : indianDay(created?.toDate?.() ?? at);
      recordSales(transaction, db, day, salesChange({ total: Number(order['total']) || 0, items: items.map(toSalesLine) }, -1));
    }
    const step = { status: input.status, at: Timestamp.fromDate(at), by: actor.uid, byEmail: actor.email ?? '' };
    transaction.update(orderRef, {
      status: input.status,
      statusHistory: FieldValue.arrayUnion(step),
      ...(shipment ? { shipment } : {}),
      ...(cancellation ? { cancellation } : {}),
      ...(restock ? { stockRestoredAt: FieldValue.serverTimestamp() } : {}),
      updatedAt: FieldValue.serverTimestamp(),
      lastAuditId: auditId,
    });
    return { orderId: input.orderId, status: input.status, restocked, emailQueued };
  });
}

const toSalesLine = (item: DocumentData) => ({
  productId: String(item['productId'] ?? ''),
  title: String(item['title'] ?? ''),
  quantity: Number(item['quantity']) || 0,
  lineTotal: Number(item['lineTotal']) || 0,
});

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
