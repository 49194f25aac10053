// issueInvoice (shared-data/src/callables/invoice.ts): the order's tax invoice number, given once in
// a transaction with the financial year's counter and the audit entry; asking again returns the
// same number. The figures themselves are computed from the order and the GST settings when the
// invoice is shown (shared-data/src/invoice/gst-invoice.ts).
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { INVOICEABLE_STATUSES, issueInvoiceInputSchema, type IssueInvoiceResult } from '../../../shared-data/src/callables/invoice';
import { financialYearOf, invoiceNumber } from '../../../shared-data/src/invoice/gst-invoice';
import { normalizeSiteSettings } from '../../../shared-data/src/settings/site-settings';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared-data/src/types/catalog';
import { recordAdminChange } from './admin-audit';
import { parseCallableInput } from './callable-input';
import { requireAdmin } from './require-admin';

export async function issueInvoice(request: CallableRequest<unknown>, db: Firestore, auth: Auth, now: () => Date = () => new Date()): Promise<IssueInvoiceResult> {
  const actor = await requireAdmin(request, auth);
  const { orderId } = parseCallableInput(issueInvoiceInputSchema, request.data);
  const orderRef = db.collection('orders').doc(orderId);
  return db.runTransaction(async (transaction) => {
    const order = await transaction.get(orderRef);
    if (!order.exists) throw new HttpsError('not-found', 'There is no such order; it may have been removed.');
    const existing = order.get('invoice') as DocumentData | undefined;
    if (existing && typeof existing['number'] === 'string') {
      const issuedAt = existing['issuedAt'] instanceof Timestamp ? existing['issuedAt'].toDate().toISOString() : '';
      return { number: existing['number'], issuedAt, issued: false };
    }
    const status = order.get('status') as OrderStatus;
    if (!INVOICEABLE_STATUSES.includes(status)) {
      throw new HttpsError('failed-precondition', `An order that is "${ORDER_STATUS_LABELS[status] ?? status}" gets no invoice: confirm it first.`);
    }
    const at = now();
    const year = financialYearOf(at);
    const counterRef = db.collection('counters').doc(`invoices-${year}`);
    const [counter, settings] = await Promise.all([transaction.get(counterRef), transaction.get(db.collection('settings').doc('site'))]);
    const sequence = (counter.exists ? Number(counter.get('value')) || 0 : 0) + 1;
    const number = invoiceNumber(normalizeSiteSettings(settings.data()).tax.invoicePrefix, year, sequence);
    const auditId = recordAdminChange(transaction, db, actor, {
      action: 'order.invoice',
      target: `orders/${orderId}`,
      summary: `Issued invoice ${number} for order ${String(order.get('number') ?? orderId)}`,
    });
    transaction.set(counterRef, { value: sequence, updatedAt: FieldValue.serverTimestamp() });
    transaction.update(orderRef, {
      invoice: { number, issuedAt: Timestamp.fromDate(at), by: actor.uid },
      updatedAt: FieldValue.serverTimestamp(),
      lastAuditId: auditId,
    });
    return { number, issuedAt: at.toISOString(), issued: true };
  });
}
