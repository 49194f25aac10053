// What the order functions keep beside an order: its payments and refunds
// (`orders/{id}/payments/{paymentId}`) and its frozen tax invoices and credit notes
// (`orders/{id}/taxDocuments/{docId}`). Written only by functions; the order's customer and admins
// read them (the rules' ownsOrder). Documents become plain typed objects with ISO dates.
import type { Firestore } from 'firebase/firestore/lite';
// From the package, not by a relative path: see shopper.ts.
import { lazyFirestore } from 'shared-data';
import { asIsoDate, asNumber, asString } from './field-readers';
import { isPermissionDenied } from './firebase-errors';
import { TAX_DOCUMENTS, toTaxDocument, type TaxDocument } from '../invoice/tax-document';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../orders/payments';
import { ORDER_PAYMENTS, ORDERS } from './collection-names';

const { collection, doc, getDoc, getDocs } = lazyFirestore;

export { ORDER_PAYMENTS } from './collection-names';

/** Money received for an order, or given back (a refund), as recorded. */
export interface OrderPaymentRecord {
  id: string;
  kind: 'payment' | 'refund';
  /** Rupees. */
  amount: number;
  method: PaymentMethod;
  /** The UTR, UPI transaction id, cheque number… ('' for cash). */
  reference: string;
  /** The day the money moved, India's (YYYY-MM-DD). */
  receivedOn: string;
  note: string;
  recordedAt: string | null;
  by: string;
  byEmail: string;
  source: 'admin' | 'gateway';
}

const VALID_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function toOrderPaymentRecord(id: string, data: Record<string, unknown>): OrderPaymentRecord {
  const method = asString(data['method']);
  return {
    id,
    kind: data['kind'] === 'refund' ? 'refund' : 'payment',
    amount: asNumber(data['amount']),
    method: method in PAYMENT_METHOD_LABELS ? (method as PaymentMethod) : 'other',
    reference: asString(data['reference']),
    receivedOn: asString(data['receivedOn']),
    note: asString(data['note']),
    recordedAt: asIsoDate(data['recordedAt']),
    by: asString(data['by']),
    byEmail: asString(data['byEmail']),
    source: data['source'] === 'gateway' ? 'gateway' : 'admin',
  };
}

/** The order's payments and refunds, in the order the money moved (then as recorded). */
export async function fetchOrderPayments(db: Firestore, orderId: string): Promise<OrderPaymentRecord[]> {
  if (!VALID_ID.test(orderId)) return [];
  const snapshot = await getDocs(collection(db, ORDERS, orderId, ORDER_PAYMENTS));
  return snapshot.docs
    .map((document) => toOrderPaymentRecord(document.id, document.data()))
    .sort((a, b) => a.receivedOn.localeCompare(b.receivedOn) || (a.recordedAt ?? '').localeCompare(b.recordedAt ?? ''));
}

/** One tax invoice or credit note of the order, or null when it does not exist or this user may not read it (the same answer on purpose). */
export async function fetchTaxDocument(db: Firestore, orderId: string, documentId: string): Promise<TaxDocument | null> {
  if (!VALID_ID.test(orderId) || !VALID_ID.test(documentId)) return null;
  try {
    const snapshot = await getDoc(doc(db, ORDERS, orderId, TAX_DOCUMENTS, documentId));
    const data = snapshot.data();
    // A document is read under the order it names: never one of another order's.
    return data && asString(data['orderId'], orderId) === orderId ? toTaxDocument(snapshot.id, data) : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}
