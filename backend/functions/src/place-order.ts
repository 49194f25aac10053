// `placeOrder({ items: [{ productId, quantity }], addressId | address, note?, idempotencyKey })`:
// the only way an order is created. The client sends what it wants, never what it costs: prices,
// stock and minimum order quantities are read here, and the stock decrement and the order are
// written in one transaction, so a failure writes nothing and two customers racing for the last
// unit cannot both get it. The order id is derived from the caller and the idempotency key, so a
// retried or double-clicked request finds the order it already created instead of making another.
// The "order placed" e-mail is queued in the same transaction (unless the customer turned order
// updates off), so there is never an e-mail about an order that was not written, nor the reverse.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { OrderAddress } from '../../../shared-data/src/types/catalog';
import {
  placeOrderInputSchema,
  type OrderIssue,
  type OrderIssueReason,
  type PlaceOrderInput,
  type PlaceOrderResult,
} from '../../../shared-data/src/callables/place-order';
import { parseCallableInput } from './callable-input';
import { readSiteSettings } from './mail/mail-settings';
import { minimumOrderProblem, shippingFor } from '../../../shared-data/src/settings/order-charges';
import { orderEmailReads, queueOrderEmail } from './mail/queue-mail';
import { recordStockMovement } from './stock';
import { CUSTOMER_STATS } from '../../../shared-data/src/collections/customer-stats';
import { indianDay, salesChange } from '../../../shared-data/src/collections/sales-daily';
import { recordSales } from './sales-daily';

export const ORDERS = 'orders';
/** Order numbers count up per calendar year (India time): `counters/orders-2026`. */
export const COUNTERS = 'counters';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shipping address an order copies (the shape the apps read back, shared-data's OrderAddress). */
export type OrderAddressInput = OrderAddress;

/** Validates the callable's payload with the shared schema; anything but the documented fields is refused. */
export function parsePlaceOrderInput(data: unknown): PlaceOrderInput {
  return parseCallableInput(placeOrderInputSchema, data);
}

/** The same caller and key always name the same order document. */
export function orderIdFor(uid: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${uid}\n${idempotencyKey}`).digest('hex').slice(0, 24);
}

/**
 * What a request asks for, independent of line order and the key: the lines, the address (saved or
 * typed) and the note. Stored on the order, so a key reused for a different request is refused
 * instead of answered with the earlier order.
 */
export function orderRequestFingerprint(input: PlaceOrderInput): string {
  const lines = [...input.items].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0)).map((item) => [item.productId, item.quantity]);
  const address = input.address
    ? Object.entries(input.address)
        .filter(([, value]) => value !== undefined && value !== '')
        .sort(([a], [b]) => (a < b ? -1 : 1))
    : null;
  return createHash('sha256')
    .update(JSON.stringify({ lines, addressId: input.addressId ?? null, address, note: input.note }))
    .digest('hex');
}

/** The same key for the same request finds its order; for another request it is refused. */
function sameRequest(existing: DocumentSnapshot, input: PlaceOrderInput): boolean {
  const stored = existing.get('requestFingerprint');
  if (typeof stored === 'string') return stored === orderRequestFingerprint(input);
  // Orders placed before fingerprints were stored: compare their lines.
  const items = existing.get('items');
  if (!Array.isArray(items) || items.length !== input.items.length) return false;
  const storedLines = new Map(items.filter(isRecord).map((item) => [item['productId'], item['quantity']]));
  return input.items.every((item) => storedLines.get(item.productId) === item.quantity);
}

export function orderNumber(year: number, sequence: number): string {
  return `SO-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year in India, where the shop counts its orders. */
export function orderYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(now));
}

const inr = (amount: number): string =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);

/** One sentence per problem, naming the product, saying what to do. */
export function issueMessage(issue: OrderIssue): string {
  const name = issue.title ? `“${issue.title}”` : issue.productId;
  switch (issue.reason) {
    case 'unavailable':
      return `${name} is no longer available; remove it from your cart to continue.`;
    case 'below-minimum':
      return `${name} is sold in a minimum quantity of ${issue.minOrderQty}; raise the quantity to at least ${issue.minOrderQty}.`;
    case 'out-of-stock':
      return `${name} is out of stock; remove it from your cart to continue.`;
    case 'insufficient-stock':
      return `Only ${issue.available} of ${name} ${issue.available === 1 ? 'is' : 'are'} left in stock; reduce the quantity to ${issue.available} or fewer.`;
    case 'price-changed':
      return `The price of ${name} changed from ${inr(issue.previousPrice ?? 0)} to ${inr(issue.price ?? 0)} since you added it; review your cart and place the order again.`;
  }
}

interface ProductRow {
  id: string;
  sku: string;
  title: string;
  price: number;
  stock: number;
  minOrderQty: number;
  image: { src: string; alt: string; width: number; height: number } | null;
  hsnCode: string;
}

function productRow(snapshot: DocumentSnapshot): ProductRow | null {
  if (!snapshot.exists || snapshot.get('status') !== 'active') return null;
  const price = snapshot.get('price');
  const stock = snapshot.get('stock');
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0 || typeof stock !== 'number') return null;
  const images = snapshot.get('images');
  const cover = Array.isArray(images) && images.length > 0 && isRecord(images[0]) ? images[0] : null;
  const moq = snapshot.get('minOrderQty');
  return {
    id: snapshot.id,
    sku: String(snapshot.get('sku') ?? snapshot.id.toUpperCase()),
    title: String(snapshot.get('title') ?? snapshot.id),
    price,
    stock: Math.max(0, Math.floor(stock)),
    minOrderQty: typeof moq === 'number' && moq >= 1 ? Math.floor(moq) : 1,
    hsnCode: typeof snapshot.get('hsnCode') === 'string' ? String(snapshot.get('hsnCode')) : '',
    image:
      cover && typeof cover['src'] === 'string'
        ? {
            src: cover['src'],
            alt: typeof cover['alt'] === 'string' ? cover['alt'] : '',
            width: typeof cover['width'] === 'number' ? cover['width'] : 600,
            height: typeof cover['height'] === 'number' ? cover['height'] : 600,
          }
        : null,
  };
}

/** The prices the customer saw, from their own saved cart (`carts/{uid}.items[].addedPrice`). */
function seenPrices(cart: DocumentSnapshot): Map<string, number> {
  const prices = new Map<string, number>();
  const items = cart.exists ? cart.get('items') : null;
  if (!Array.isArray(items)) return prices;
  for (const item of items) {
    if (isRecord(item) && typeof item['productId'] === 'string' && typeof item['addedPrice'] === 'number') {
      prices.set(item['productId'], item['addedPrice']);
    }
  }
  return prices;
}

function addressFromDocument(snapshot: DocumentSnapshot): OrderAddressInput {
  const data = snapshot.data() ?? {};
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const address: OrderAddressInput = {
    fullName: text('fullName'),
    phone: text('phone'),
    line1: text('line1'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postalCode'),
    country: text('country') || 'India',
  };
  if (text('label')) address.label = text('label');
  if (text('line2')) address.line2 = text('line2');
  return address;
}

function failWith(issues: OrderIssue[]): never {
  const first = issues[0] as OrderIssue;
  const code = first.reason === 'below-minimum' ? 'invalid-argument' : 'failed-precondition';
  throw new HttpsError(code, issues.map(issueMessage).join(' '), { reason: first.reason, issues });
}

export async function placeOrder(request: CallableRequest<unknown>, db: Firestore, now: () => Date = () => new Date()): Promise<PlaceOrderResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to place an order.');
  const input = parsePlaceOrderInput(request.data);
  const orderId = orderIdFor(uid, input.idempotencyKey);
  const orderRef = db.collection(ORDERS).doc(orderId);
  const cartRef = db.collection('carts').doc(uid);
  const addressRef = input.addressId ? db.collection('webusers').doc(uid).collection('addresses').doc(input.addressId) : null;
  const productRefs = input.items.map((item) => db.collection('prod').doc(item.productId));
  // The shop's order rules (shipping, minimum) and the e-mail's brand and contact, read while the
  // transaction starts (not part of it).
  const siteSettings = readSiteSettings(db);
  siteSettings.catch(() => undefined);
  const mailSettings = siteSettings.then(({ brand, contact }) => ({ brand, contact }));
  mailSettings.catch(() => undefined);

  return db.runTransaction(async (transaction) => {
    const placedAt = now();
    const year = orderYear(placedAt);
    const counterRef = db.collection(COUNTERS).doc(`orders-${year}`);
    const [profileRef, mailRef] = orderEmailReads(db, uid, orderId, 'placed');
    // Every read in one round trip: the order counter is a lock all orders queue on (as in
    // Firestore), so the fewer round trips between reading it and the commit, the more orders a
    // second (npm run bench:callables).
    const [existing, cart, counter, profile, mailDoc, ...rest] = (await transaction.getAll(
      orderRef,
      cartRef,
      counterRef,
      profileRef,
      mailRef,
      ...productRefs,
      ...(addressRef ? [addressRef] : []),
    )) as [DocumentSnapshot, DocumentSnapshot, DocumentSnapshot, DocumentSnapshot, DocumentSnapshot, ...DocumentSnapshot[]];
    if (existing.exists) {
      if (!sameRequest(existing, input)) {
        throw new HttpsError(
          'already-exists',
          `This checkout already placed order ${String(existing.get('number'))} with other items, address or note; reload the checkout to place a new order.`,
          { reason: 'idempotency-key-reused', orderId },
        );
      }
      return {
        orderId,
        number: String(existing.get('number')),
        total: Number(existing.get('total')),
        status: 'pending_confirmation' as const,
        created: false,
      };
    }
    const productSnaps = rest.slice(0, productRefs.length);
    const addressSnap = addressRef ? rest[productRefs.length] : undefined;

    let address = input.address;
    if (addressSnap) {
      if (!addressSnap.exists) throw new HttpsError('not-found', 'That delivery address no longer exists in your account; choose or add another.');
      address = addressFromDocument(addressSnap);
    }

    const prices = seenPrices(cart as DocumentSnapshot);
    const issues: OrderIssue[] = [];
    const rows = input.items.map((item, index) => {
      const row = productRow(productSnaps[index] as DocumentSnapshot);
      if (!row) {
        issues.push({ reason: 'unavailable', productId: item.productId });
        return null;
      }
      if (item.quantity < row.minOrderQty) {
        issues.push({ reason: 'below-minimum', productId: row.id, title: row.title, minOrderQty: row.minOrderQty });
      } else if (row.stock === 0) {
        issues.push({ reason: 'out-of-stock', productId: row.id, title: row.title, available: 0 });
      } else if (row.stock < item.quantity) {
        issues.push({ reason: 'insufficient-stock', productId: row.id, title: row.title, available: row.stock });
      }
      const seen = prices.get(row.id);
      if (seen !== undefined && seen !== row.price) {
        issues.push({ reason: 'price-changed', productId: row.id, title: row.title, previousPrice: seen, price: row.price });
      }
      return row;
    });
    // Availability and quantity problems first: they need the customer to change the cart.
    const order: OrderIssueReason[] = ['unavailable', 'below-minimum', 'out-of-stock', 'insufficient-stock', 'price-changed'];
    if (issues.length > 0) failWith(issues.sort((a, b) => order.indexOf(a.reason) - order.indexOf(b.reason)));

    const lines = input.items.map((item, index) => {
      const row = rows[index] as ProductRow;
      return {
        productId: row.id,
        sku: row.sku,
        title: row.title,
        price: row.price,
        quantity: item.quantity,
        lineTotal: row.price * item.quantity,
        image: row.image,
        // The invoice prints it as it was when ordered.
        ...(row.hsnCode ? { hsnCode: row.hsnCode } : {}),
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    // The settings' order rules (shared-data order-charges, which the checkout shows too): the
    // smallest order taken, and the flat shipping fee unless the order ships free. With no fee set,
    // shipping is quoted by the shop when it confirms the order (payment is on confirmation too).
    const orderRules = (await siteSettings).orders;
    const tooSmall = minimumOrderProblem(subtotal, orderRules);
    if (tooSmall) throw new HttpsError('failed-precondition', tooSmall, { reason: 'below-minimum-order', minimumOrderValue: orderRules.minimumOrderValue, subtotal });
    const shipping = shippingFor(subtotal, orderRules);
    const previous = (counter as DocumentSnapshot).exists ? Number((counter as DocumentSnapshot).get('value')) || 0 : 0;
    const sequence = previous + 1;
    const number = orderNumber(year, sequence);
    if (!address) throw new HttpsError('invalid-argument', 'Choose one delivery address: send either addressId or address.');

    await queueOrderEmail(
      transaction,
      db,
      { id: orderId, uid, number, items: lines, subtotal, shipping, total: subtotal + shipping, address, note: input.note, placedAt },
      'placed',
      {
        fallbackEmail: typeof request.auth?.token.email === 'string' ? request.auth.token.email : null,
        settings: await mailSettings,
        now: placedAt,
        read: { profile, existing: mailDoc },
      },
    );

    input.items.forEach((item, index) => {
      const row = rows[index] as ProductRow;
      transaction.update(productRefs[index]!, { stock: row.stock - item.quantity, updatedAt: FieldValue.serverTimestamp() });
      recordStockMovement(transaction, productRefs[index]!, { change: -item.quantity, stockAfter: row.stock - item.quantity, reason: 'order', orderId, orderNumber: number, by: uid, byEmail: typeof request.auth?.token.email === 'string' ? request.auth.token.email : '' });
    });
    transaction.set(counterRef, { value: sequence, updatedAt: FieldValue.serverTimestamp() });
    // Manage Customers' figures for this customer, in the same commit (shared-data customer-stats).
    transaction.set(
      db.collection(CUSTOMER_STATS).doc(uid),
      {
        uid,
        email: typeof request.auth?.token.email === 'string' ? request.auth.token.email.toLowerCase() : '',
        orderCount: FieldValue.increment(1),
        lifetimeValue: FieldValue.increment(subtotal + shipping),
        lastOrderAt: Timestamp.fromDate(placedAt),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    // The dashboard's day figures and top products, in the same commit (shared-data sales-daily);
    // the order keeps its day so a cancellation takes it from the same day.
    const salesDay = indianDay(placedAt);
    recordSales(transaction, db, salesDay, salesChange({ total: subtotal + shipping, items: lines }));
    transaction.create(orderRef, {
      uid,
      // Kept so the shop can find a customer's orders by e-mail (Manage Orders' search).
      email: typeof request.auth?.token.email === 'string' ? request.auth.token.email.toLowerCase() : '',
      number,
      // The delivery phone's last ten digits, however it was written (Manage Orders' phone search).
      phoneDigits: address.phone.replace(/\D/g, '').slice(-10),
      items: lines,
      subtotal,
      shipping,
      total: subtotal + shipping,
      currency: 'INR',
      address,
      note: input.note,
      status: 'pending_confirmation',
      salesDay,
      statusHistory: [{ status: 'pending_confirmation', at: Timestamp.fromDate(placedAt), by: uid }],
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: orderRequestFingerprint(input),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    // The ordered lines leave the saved cart in the same transaction.
    if ((cart as DocumentSnapshot).exists) {
      const ordered = new Set(input.items.map((item) => item.productId));
      const remaining = ((cart as DocumentSnapshot).get('items') as unknown[] | undefined ?? []).filter(
        (item) => !(isRecord(item) && typeof item['productId'] === 'string' && ordered.has(item['productId'])),
      );
      transaction.set(cartRef, { items: remaining, updatedAt: FieldValue.serverTimestamp() });
    }
    return { orderId, number, total: subtotal + shipping, status: 'pending_confirmation' as const, created: true };
  });
}
