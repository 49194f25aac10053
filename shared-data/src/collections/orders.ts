// `orders/{id}`: orders, written only by functions (placeOrder and the admin's order callables);
// read by their customer and by admins. Documents become plain typed objects with ISO dates.
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
// From the package, not by a relative path: see shopper.ts.
import { lazyFirestore } from 'shared-data';
import type { Order, OrderAddress, OrderItem, OrderShipment, OrderStatus, OrderTaxDocumentRef } from '../types/catalog';
import { asImage, asIsoDate, asNumber, asString } from './field-readers';
import { isPermissionDenied } from './firebase-errors';
import { ORDERS } from './collection-names';

const { collection, doc, getDoc, getDocs, limit, orderBy, query, where } = lazyFirestore;

export { ORDERS } from './collection-names';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending_confirmation',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
  'refunded',
];
const asStatus = (value: unknown): OrderStatus => (ORDER_STATUSES.includes(value as OrderStatus) ? (value as OrderStatus) : 'pending_confirmation');

export function toOrder(id: string, data: Record<string, unknown>): Order {
  const items = Array.isArray(data['items']) ? (data['items'] as Record<string, unknown>[]) : [];
  const address = (typeof data['address'] === 'object' && data['address'] !== null ? data['address'] : {}) as Record<string, unknown>;
  const history = Array.isArray(data['statusHistory']) ? (data['statusHistory'] as Record<string, unknown>[]) : [];
  const orderAddress: OrderAddress = {
    fullName: asString(address['fullName']),
    phone: asString(address['phone']),
    line1: asString(address['line1']),
    city: asString(address['city']),
    state: asString(address['state']),
    postalCode: asString(address['postalCode']),
    country: asString(address['country']),
  };
  if (asString(address['label'])) orderAddress.label = asString(address['label']);
  if (asString(address['line2'])) orderAddress.line2 = asString(address['line2']);
  return {
    id,
    uid: asString(data['uid']),
    email: asString(data['email']),
    number: asString(data['number'], id),
    items: items.map((item): OrderItem => ({
      productId: asString(item['productId']),
      sku: asString(item['sku']),
      title: asString(item['title']),
      price: asNumber(item['price']),
      quantity: asNumber(item['quantity']),
      lineTotal: asNumber(item['lineTotal']),
      image: asImage(item['image']),
      hsnCode: asString(item['hsnCode']),
      ...(asString(item['variantSku']) ? { variantSku: asString(item['variantSku']), variantLabel: asString(item['variantLabel']) } : {}),
    })),
    subtotal: asNumber(data['subtotal']),
    discount: discountOf(data['discount']),
    shipping: asNumber(data['shipping']),
    shippingState: (['charged', 'to_quote', 'quoted'] as const).find((state) => state === data['shippingState']) ?? 'charged',
    total: asNumber(data['total']),
    currency: 'INR',
    address: orderAddress,
    buyer: buyerOf(data['buyer']),
    placeOfSupply: placeOf(data['placeOfSupply']),
    paymentPreference: asString(data['paymentPreference']),
    payment: paymentSummaryOf(data['payment'], asNumber(data['total'])),
    paymentLink: paymentLinkOf(data['paymentLink']),
    creditNotes: (Array.isArray(data['creditNotes']) ? data['creditNotes'] : [])
      .map(taxDocumentRefOf)
      .filter((ref): ref is OrderTaxDocumentRef => ref !== null),
    enteredBy: enteredByOf(data['enteredBy']),
    note: asString(data['note']),
    status: asStatus(data['status']),
    statusHistory: history.map((entry) => ({ status: asStatus(entry['status']), at: asIsoDate(entry['at']), by: asString(entry['by']) })),
    shipment: shipmentOf(data['shipment']),
    reason: asString((data['cancellation'] as Record<string, unknown> | undefined)?.['reason']),
    invoice: invoiceOf(data['invoice']),
    createdAt: asIsoDate(data['createdAt']),
    updatedAt: asIsoDate(data['updatedAt']),
  };
}

const recordOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function invoiceOf(value: unknown): Order['invoice'] {
  const invoice = recordOf(value);
  const number = asString(invoice?.['number']);
  if (!invoice || !number) return null;
  return {
    number,
    issuedAt: asIsoDate(invoice['issuedAt']),
    documentId: asString(invoice['documentId']) || null,
    cancelledBy: asString(invoice['cancelledBy']) || null,
  };
}

function discountOf(value: unknown): Order['discount'] {
  const discount = recordOf(value);
  if (!discount || (discount['kind'] !== 'amount' && discount['kind'] !== 'percent')) return null;
  return { kind: discount['kind'], value: asNumber(discount['value']), reason: asString(discount['reason']), amount: asNumber(discount['amount']) };
}

function buyerOf(value: unknown): Order['buyer'] {
  const buyer = recordOf(value);
  if (!buyer) return null;
  const businessName = asString(buyer['businessName']);
  const gstin = asString(buyer['gstin']);
  return businessName || gstin ? { businessName, gstin } : null;
}

function placeOf(value: unknown): Order['placeOfSupply'] {
  const place = recordOf(value);
  return place && asString(place['code']) ? { code: asString(place['code']), name: asString(place['name']) } : null;
}

const PAYMENT_STATUSES = ['unpaid', 'partly_paid', 'paid', 'partly_refunded', 'refunded'] as const;
function paymentSummaryOf(value: unknown, total: number): Order['payment'] {
  const payment = recordOf(value);
  const status = PAYMENT_STATUSES.find((candidate) => candidate === payment?.['status']) ?? 'unpaid';
  return {
    status,
    paid: asNumber(payment?.['paid']),
    refunded: asNumber(payment?.['refunded']),
    credited: asNumber(payment?.['credited']),
    // Orders from before payments were kept owe their total.
    due: payment ? asNumber(payment['due']) : total,
    overpaid: asNumber(payment?.['overpaid']),
  };
}

function paymentLinkOf(value: unknown): Order['paymentLink'] {
  const link = recordOf(value);
  const url = asString(link?.['url']);
  return link && /^https:\/\//.test(url) ? { url, provider: asString(link['provider']) } : null;
}

function taxDocumentRefOf(value: unknown): OrderTaxDocumentRef | null {
  const ref = recordOf(value);
  if (!ref || !asString(ref['id']) || !asString(ref['number'])) return null;
  return { id: asString(ref['id']), number: asString(ref['number']), issuedAt: asIsoDate(ref['issuedAt']), amount: asNumber(ref['amount']) };
}

function enteredByOf(value: unknown): Order['enteredBy'] {
  const entered = recordOf(value);
  return entered && asString(entered['uid'])
    ? { uid: asString(entered['uid']), email: asString(entered['email']), channel: asString(entered['channel']) }
    : null;
}

function shipmentOf(value: unknown): OrderShipment | null {
  if (typeof value !== 'object' || value === null) return null;
  const shipment = value as Record<string, unknown>;
  const courier = asString(shipment['courier']);
  if (!courier) return null;
  const trackingUrl = asString(shipment['trackingUrl']);
  return { courier, trackingNumber: asString(shipment['trackingNumber']), trackingUrl: /^https:\/\//.test(trackingUrl) ? trackingUrl : '' };
}

/** The order, or null when it does not exist or this user may not read it (same answer on purpose). */
export async function fetchOrder(db: Firestore, orderId: string): Promise<Order | null> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(orderId)) return null;
  try {
    const snapshot = await getDoc(orderRef(db, orderId));
    return snapshot.data() ?? null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

export const orderConverter: FirestoreDataConverter<Order> = {
  toFirestore: (order) => order as unknown as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toOrder(snapshot.id, snapshot.data()),
};

export const ordersRef = (db: Firestore) => collection(db, ORDERS).withConverter(orderConverter);
export const orderRef = (db: Firestore, id: string) => doc(db, ORDERS, id).withConverter(orderConverter);

/** The customer's orders, newest first (the rules allow this query only for their own uid). */
export async function fetchCustomerOrders(db: Firestore, uid: string, max = 50): Promise<Order[]> {
  const snapshot = await getDocs(query(ordersRef(db), where('uid', '==', uid), orderBy('createdAt', 'desc'), limit(max)));
  return snapshot.docs.map((document) => document.data());
}

/** How many pieces an order holds. */
export const itemCountOf = (order: Pick<Order, 'items'>): number => order.items.reduce((sum, item) => sum + item.quantity, 0);
