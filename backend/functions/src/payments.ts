// Money against an order (shared-data orders/payments.ts):
//
// - recordPayment: the admin records money received (a bank transfer's UTR, a UPI transaction, a
//   cheque, cash) or given back (a refund), in one transaction with the payment record
//   (`orders/{id}/payments`), the order's payment status and the audit entry. A payment never
//   exceeds what is due, a refund never exceeds what was paid and not yet given back, and the same
//   reference is never recorded twice (`paymentReferences/{method}-{reference}`, created in the same
//   commit). Concurrent payments on one order serialize on the order document: exactly what is due
//   can be recorded, never more.
// - sendPaymentReminder: the customer's reminder e-mail with the amount due and how to pay it.
// The payment gateway's webhook records its payments through the same transaction (payment-gateway.ts).
import { FieldValue, Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  formatInr,
  fromPaise,
  normalizePaymentReference,
  ORDER_PAYMENTS,
  orderOnlyInputSchema,
  ORDERS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_REFERENCES,
  type PaymentMethod,
  paymentOf,
  type RecordPaymentInput,
  recordPaymentInputSchema,
  type RecordPaymentResult,
  toPaise,
} from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import { parseCallableInput } from './callable-input';
import { requireAdmin, type AdminCaller } from './require-admin';
import { readMailSettings } from './mail/mail-settings';
import { toEmailOrder } from './mail/order-email';
import { queueOrderEmail } from './mail/queue-mail';

/** Concurrent payments on one order retry on contention; each attempt lets one through. */
const MAX_ATTEMPTS = 30;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface PaymentEntry {
  kind: 'payment' | 'refund';
  amount: number;
  method: PaymentMethod;
  reference: string;
  receivedOn: string;
  note: string;
  source: 'admin' | 'gateway';
}

/** The order's money as stored (orders from before payments were kept owe their total). */
export function moneyOf(data: DocumentData): { total: number; paid: number; refunded: number; credited: number } {
  const payment = isRecord(data['payment']) ? data['payment'] : {};
  return {
    total: Number(data['total']) || 0,
    paid: Number(payment['paid']) || 0,
    refunded: Number(payment['refunded']) || 0,
    credited: Number((isRecord(data['credited']) ? data['credited'] : {})['total']) || 0,
  };
}

const referenceId = (method: PaymentMethod, reference: string) => `${method}-${normalizePaymentReference(reference)}`;

/**
 * Records a payment or refund inside `transaction` (the order read in it already): checks it
 * against what is due or refundable and the reference against those recorded, then writes the
 * record, the reference and the order's new payment figures. Returns the new figures and the order update.
 */
export async function paymentInTransaction(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
  data: DocumentData,
  entry: PaymentEntry,
  by: { uid: string; email: string },
  at: Date,
): Promise<{ paymentId: string; update: DocumentData; result: Omit<RecordPaymentResult, 'paymentId'> }> {
  const number = String(data['number'] ?? orderId);
  // Money the gateway took has arrived whatever the order's state: it is recorded, and any excess
  // shows as overpaid for the shop to give back. The admin's records are checked.
  const checked = entry.source === 'admin';
  if (checked && data['status'] === 'cancelled' && entry.kind === 'payment') {
    throw new HttpsError(
      'failed-precondition',
      `Order ${number} is cancelled: no payment can be recorded against it. Record a refund if money has to go back.`,
    );
  }
  if (checked && entry.kind === 'payment' && data['shippingState'] === 'to_quote') {
    throw new HttpsError(
      'failed-precondition',
      `Order ${number}'s shipping is not quoted yet: confirm the order with its shipping charge first, so the amount due is known.`,
    );
  }
  const money = moneyOf(data);
  const before = paymentOf(money.total, money);
  const amountPaise = toPaise(entry.amount);
  if (checked && entry.kind === 'payment' && amountPaise > toPaise(before.due)) {
    throw new HttpsError(
      'failed-precondition',
      before.due === 0 ? `Order ${number} is paid in full: nothing is due.` : `Only ${formatInr(before.due)} is due on order ${number}; record at most that.`,
      { reason: 'more-than-due', due: before.due },
    );
  }
  const refundable = fromPaise(toPaise(money.paid) - toPaise(money.refunded));
  if (entry.kind === 'refund' && amountPaise > toPaise(refundable)) {
    throw new HttpsError(
      'failed-precondition',
      refundable <= 0
        ? `Nothing has been paid on order ${number}, so nothing can be refunded.`
        : `At most ${formatInr(refundable)} can be refunded on order ${number}: what was paid and not yet given back.`,
      {
        reason: 'more-than-paid',
        refundable,
      },
    );
  }
  let referenceRef = null;
  if (entry.reference) {
    referenceRef = db.collection(PAYMENT_REFERENCES).doc(referenceId(entry.method, entry.reference));
    const seen = await transaction.get(referenceRef);
    if (seen.exists) {
      const other = String(seen.get('orderNumber') ?? '');
      throw new HttpsError(
        'already-exists',
        `The ${PAYMENT_METHOD_LABELS[entry.method]} reference ${entry.reference} is recorded already${other ? `, against order ${other}` : ''}. Check the reference, or find that payment there.`,
        {
          reason: 'duplicate-reference',
          orderId: seen.get('orderId'),
        },
      );
    }
  }
  const paid = fromPaise(toPaise(money.paid) + (entry.kind === 'payment' ? amountPaise : 0));
  const refunded = fromPaise(toPaise(money.refunded) + (entry.kind === 'refund' ? amountPaise : 0));
  const payment = paymentOf(money.total, { paid, refunded, credited: money.credited });
  const orderRef = db.collection(ORDERS).doc(orderId);
  const paymentRef = orderRef.collection(ORDER_PAYMENTS).doc();
  transaction.create(paymentRef, { ...entry, recordedAt: Timestamp.fromDate(at), by: by.uid, byEmail: by.email });
  if (referenceRef)
    transaction.create(referenceRef, {
      orderId,
      orderNumber: number,
      paymentId: paymentRef.id,
      method: entry.method,
      reference: entry.reference,
      at: Timestamp.fromDate(at),
    });
  return {
    paymentId: paymentRef.id,
    update: { payment, ...(entry.kind === 'payment' ? { lastPaidAt: Timestamp.fromDate(at) } : {}) },
    result: { status: payment.status, paid: payment.paid, refunded: payment.refunded, due: payment.due },
  };
}

export async function recordPayment(
  request: CallableRequest<unknown>,
  db: Firestore,
  auth: Auth,
  now: () => Date = () => new Date(),
): Promise<RecordPaymentResult> {
  const actor = await requireAdmin(request, auth);
  const input: RecordPaymentInput = parseCallableInput(recordPaymentInputSchema, request.data);
  const orderRef = db.collection(ORDERS).doc(input.orderId);
  return db.runTransaction(
    async (transaction) => {
      const snapshot = await transaction.get(orderRef);
      if (!snapshot.exists) throw new HttpsError('not-found', 'There is no such order; it may have been removed.');
      const data = snapshot.data() as DocumentData;
      const at = now();
      const { paymentId, update, result } = await paymentInTransaction(
        transaction,
        db,
        input.orderId,
        data,
        {
          kind: input.kind,
          amount: input.amount,
          method: input.method,
          reference: input.reference,
          receivedOn: input.receivedOn,
          note: input.note,
          source: 'admin',
        },
        { uid: actor.uid, email: actor.email ?? '' },
        at,
      );
      const number = String(data['number'] ?? input.orderId);
      const auditId = recordAdminChange(transaction, db, actor, {
        action: input.kind === 'payment' ? 'order.payment' : 'order.refund',
        target: `${ORDERS}/${input.orderId}`,
        summary: `${input.kind === 'payment' ? 'Recorded a payment' : 'Recorded a refund'} of ${formatInr(input.amount)} on order ${number} (${PAYMENT_METHOD_LABELS[input.method]}${input.reference ? ` ${input.reference}` : ''}, ${input.receivedOn})`,
        changes: { paymentStatus: { from: String((data['payment'] as DocumentData | undefined)?.['status'] ?? 'unpaid'), to: result.status } },
      });
      transaction.update(orderRef, { ...update, updatedAt: FieldValue.serverTimestamp(), lastAuditId: auditId });
      return { paymentId, ...result };
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}

/** How soon a second reminder may follow the first. */
export const REMINDER_INTERVAL_MS = 10 * 60_000;

export async function sendPaymentReminder(
  request: CallableRequest<unknown>,
  db: Firestore,
  auth: Auth,
  now: () => Date = () => new Date(),
): Promise<{ queued: boolean; to: string | null }> {
  const actor: AdminCaller = await requireAdmin(request, auth);
  const { orderId } = parseCallableInput(orderOnlyInputSchema, request.data);
  const orderRef = db.collection(ORDERS).doc(orderId);
  const mailSettings = readMailSettings(db);
  mailSettings.catch(() => undefined);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(orderRef);
    if (!snapshot.exists) throw new HttpsError('not-found', 'There is no such order; it may have been removed.');
    const data = snapshot.data() as DocumentData;
    const number = String(data['number'] ?? orderId);
    if (data['status'] === 'cancelled' || data['status'] === 'pending_confirmation') {
      throw new HttpsError(
        'failed-precondition',
        data['status'] === 'cancelled'
          ? `Order ${number} is cancelled: nothing is due.`
          : `Confirm order ${number} first: the customer pays once it is confirmed.`,
      );
    }
    const money = moneyOf(data);
    const due = paymentOf(money.total, money).due;
    if (due <= 0) throw new HttpsError('failed-precondition', `Order ${number} is paid in full: there is nothing to remind the customer of.`);
    const at = now();
    const last = data['lastReminderAt'] instanceof Timestamp ? data['lastReminderAt'].toDate() : null;
    if (last && at.getTime() - last.getTime() < REMINDER_INTERVAL_MS) {
      throw new HttpsError(
        'failed-precondition',
        `A reminder went to the customer ${Math.max(1, Math.round((at.getTime() - last.getTime()) / 60_000))} minutes ago; wait a little before sending another.`,
      );
    }
    const queued = await queueOrderEmail(transaction, db, { ...toEmailOrder(orderId, data, at), due }, 'payment-reminder', {
      settings: await mailSettings,
      now: at,
      suffix: String(at.getTime()),
    });
    if (!queued.queued) {
      throw new HttpsError(
        'failed-precondition',
        queued.reason === 'opted-out'
          ? 'The customer turned order e-mails off; remind them another way (phone or WhatsApp).'
          : 'The customer has no e-mail address we can write to.',
      );
    }
    const auditId = recordAdminChange(transaction, db, actor, {
      action: 'order.payment-reminder',
      target: `${ORDERS}/${orderId}`,
      summary: `Sent a payment reminder for ${formatInr(due)} on order ${number} to ${queued.to}`,
    });
    transaction.update(orderRef, { lastReminderAt: Timestamp.fromDate(at), updatedAt: FieldValue.serverTimestamp(), lastAuditId: auditId });
    return { queued: true, to: queued.to };
  });
}
