// Orders: read one (owner or admin only — the rules deny everyone else, which the page shows as
// "not found"), and place one through the `placeOrder` function, the only writer of orders.
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { callFunction } from 'shared-auth';
import {
  asImage,
  asIsoDate,
  asNumber,
  asString,
  type Order,
  type OrderAddress,
  type OrderIssue,
  type OrderItem,
  type OrderStatus,
  type PlaceOrderResult,
} from 'shared-data';

const STATUSES: readonly OrderStatus[] = ['pending_confirmation', 'confirmed', 'shipped', 'delivered', 'cancelled'];
const asStatus = (value: unknown): OrderStatus => (STATUSES.includes(value as OrderStatus) ? (value as OrderStatus) : 'pending_confirmation');

function toOrder(id: string, data: Record<string, unknown>): Order {
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
    createdAt: asIsoDate(data['createdAt']),
    updatedAt: asIsoDate(data['updatedAt']),
  };
}

/** The order, or null when it does not exist or this user may not read it (same answer on purpose). */
export async function fetchOrder(db: Firestore, orderId: string): Promise<Order | null> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(orderId)) return null;
  try {
    const snapshot = await getDoc(doc(db, 'orders', orderId));
    return snapshot.exists() ? toOrder(snapshot.id, snapshot.data()) : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}

export interface PlaceOrderRequest {
  items: { productId: string; quantity: number }[];
  addressId: string;
  note: string;
  idempotencyKey: string;
}

export class PlaceOrderError extends Error {
  readonly code: string;
  readonly issues: OrderIssue[];
  constructor(code: string, message: string, issues: OrderIssue[]) {
    super(message);
    this.name = 'PlaceOrderError';
    this.code = code;
    this.issues = issues;
  }
}

/** What a failed call means to the customer (the SDK appends " [400]"-style statuses: dropped). */
export function toPlaceOrderError(error: unknown): PlaceOrderError {
  const raw = error as { code?: unknown; message?: unknown; details?: unknown } | null;
  const code = typeof raw?.code === 'string' ? raw.code.replace(/^functions\//, '') : 'unknown';
  const details = raw?.details as { issues?: unknown } | undefined;
  const issues = Array.isArray(details?.issues) ? (details.issues as OrderIssue[]) : [];
  const message = typeof raw?.message === 'string' ? raw.message.replace(/\s*\[\d{3}\]$/, '') : '';
  if (code === 'unavailable' || code === 'internal' || code === 'unknown' || code === 'deadline-exceeded' || !message) {
    return new PlaceOrderError(
      code,
      'We could not reach the shop to place your order. Check your connection and press Place order again — you will not be charged twice.',
      issues,
    );
  }
  if (code === 'unauthenticated') return new PlaceOrderError(code, 'Your session has ended. Sign in again to place the order.', issues);
  return new PlaceOrderError(code, message, issues);
}

export async function placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  try {
    return await callFunction<PlaceOrderResult, PlaceOrderRequest>('placeOrder', request);
  } catch (error) {
    throw toPlaceOrderError(error);
  }
}
