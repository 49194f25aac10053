// `orders/{id}`: orders, written only by functions (placeOrder and the admin's order callables);
// read by their customer and by admins. Documents become plain typed objects with ISO dates.
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
// From the package, not by a relative path: see shopper.ts.
import { lazyFirestore } from 'shared-data';
import type { Order, OrderAddress, OrderItem, OrderShipment, OrderStatus } from '../types/catalog';
import { asImage, asIsoDate, asNumber, asString } from './field-readers';
import { isPermissionDenied } from './firebase-errors';

const { collection, doc, getDoc, getDocs, limit, orderBy, query, where } = lazyFirestore;

export const ORDERS = 'orders';

export const ORDER_STATUSES: readonly OrderStatus[] = ['pending_confirmation', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded'];
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
    items: items.map(
      (item): OrderItem => ({
        productId: asString(item['productId']),
        sku: asString(item['sku']),
        title: asString(item['title']),
        price: asNumber(item['price']),
        quantity: asNumber(item['quantity']),
        lineTotal: asNumber(item['lineTotal']),
        image: asImage(item['image']),
        hsnCode: asString(item['hsnCode']),
      }),
    ),
    subtotal: asNumber(data['subtotal']),
    shipping: asNumber(data['shipping']),
    total: asNumber(data['total']),
    currency: 'INR',
    address: orderAddress,
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

function invoiceOf(value: unknown): Order['invoice'] {
  if (typeof value !== 'object' || value === null) return null;
  const number = asString((value as Record<string, unknown>)['number']);
  return number ? { number, issuedAt: asIsoDate((value as Record<string, unknown>)['issuedAt']) } : null;
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
