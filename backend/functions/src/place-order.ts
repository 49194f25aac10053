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
import type { OrderIssue, OrderIssueReason, PlaceOrderLine, PlaceOrderResult } from '../../../shared-data/src/types/place-order';
import { readMailSettings } from './mail/mail-settings';
import { queueOrderEmail } from './mail/queue-mail';

export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 10_000;
export const MAX_NOTE_LENGTH = 1000;
export const ORDERS = 'orders';
/** Order numbers count up per calendar year (India time): `counters/orders-2026`. */
export const COUNTERS = 'counters';

/** The shipping address an order copies (the shape the apps read back, shared-data's OrderAddress). */
export type OrderAddressInput = OrderAddress;

export interface PlaceOrderInput {
  items: PlaceOrderLine[];
  addressId: string | null;
  address: OrderAddressInput | null;
  note: string;
  idempotencyKey: string;
}

const INPUT_KEYS = ['items', 'addressId', 'address', 'note', 'idempotencyKey'];
const LINE_KEYS = ['productId', 'quantity'];
const ADDRESS_KEYS = ['label', 'fullName', 'phone', 'line1', 'line2', 'city', 'state', 'postalCode', 'country'];
const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_:-]{8,128}$/;
const PIN = /^[1-9][0-9]{5}$/;
const PHONE = /^[+]?[0-9 ()-]{7,20}$/;

const invalid = (message: string): never => {
  throw new HttpsError('invalid-argument', message);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function refuseUnknownKeys(record: Record<string, unknown>, allowed: readonly string[], where: string, hint: string): void {
  const unknown = Object.keys(record).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) invalid(`Unexpected field(s) ${unknown.join(', ')} in ${where}; ${hint}`);
}

function parseAddress(raw: unknown): OrderAddressInput {
  if (!isRecord(raw)) return invalid('address must be an object with the delivery address fields.');
  refuseUnknownKeys(raw, ADDRESS_KEYS, 'address', `send only ${ADDRESS_KEYS.join(', ')}.`);
  const text = (key: string, label: string, max: number, required: boolean): string => {
    const value = raw[key];
    if (value === undefined || value === null || value === '') {
      if (required) invalid(`Enter the ${label} of the delivery address.`);
      return '';
    }
    if (typeof value !== 'string') return invalid(`The ${label} of the address must be text.`);
    const trimmed = value.trim();
    if (required && !trimmed) invalid(`Enter the ${label} of the delivery address.`);
    if (trimmed.length > max) invalid(`The ${label} of the address can be at most ${max} characters.`);
    return trimmed;
  };
  const address: OrderAddressInput = {
    fullName: text('fullName', 'full name', 100, true),
    phone: text('phone', 'phone number', 20, true),
    line1: text('line1', 'first line', 200, true),
    city: text('city', 'city', 100, true),
    state: text('state', 'state', 100, true),
    postalCode: text('postalCode', 'PIN code', 6, true),
    country: text('country', 'country', 60, true),
  };
  const label = text('label', 'label', 40, false);
  const line2 = text('line2', 'second line', 200, false);
  if (label) address.label = label;
  if (line2) address.line2 = line2;
  if (!PHONE.test(address.phone)) invalid('Enter a phone number with 7–20 digits for the delivery address.');
  if (!PIN.test(address.postalCode)) invalid('A PIN code has 6 digits and does not start with 0.');
  return address;
}

/** Validates the callable's payload; anything but the documented fields is refused. */
export function parsePlaceOrderInput(data: unknown): PlaceOrderInput {
  if (!isRecord(data)) {
    return invalid('Send an object { items: [{ productId, quantity }], addressId or address, note?, idempotencyKey }.');
  }
  refuseUnknownKeys(data, INPUT_KEYS, 'the order', 'the shop prices orders itself: send only items, addressId or address, note and idempotencyKey.');

  const rawItems = data['items'];
  if (!Array.isArray(rawItems) || rawItems.length === 0) invalid('Your order has no items: add products to your cart first.');
  const lines = rawItems as unknown[];
  if (lines.length > MAX_ORDER_LINES) invalid(`An order can hold at most ${MAX_ORDER_LINES} products.`);
  const seen = new Set<string>();
  const items = lines.map((raw, index): PlaceOrderLine => {
    if (!isRecord(raw)) return invalid(`items[${index}] must be { productId, quantity }.`);
    refuseUnknownKeys(raw, LINE_KEYS, `items[${index}]`, 'send only productId and quantity: prices are read from the catalogue.');
    const { productId, quantity } = raw;
    if (typeof productId !== 'string' || !PRODUCT_ID.test(productId)) return invalid(`items[${index}].productId is not a product id.`);
    if (seen.has(productId)) invalid(`${productId} appears twice; send each product once with its total quantity.`);
    seen.add(productId);
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      invalid(`The quantity of ${productId} must be a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString('en-IN')}.`);
    }
    return { productId, quantity: quantity as number };
  });

  const hasId = data['addressId'] !== undefined && data['addressId'] !== null;
  const hasAddress = data['address'] !== undefined && data['address'] !== null;
  if (hasId === hasAddress) invalid('Choose one delivery address: send either addressId or address.');
  let addressId: string | null = null;
  if (hasId) {
    if (typeof data['addressId'] !== 'string' || !DOCUMENT_ID.test(data['addressId'])) invalid('addressId is not an address id.');
    addressId = data['addressId'] as string;
  }
  const address = hasAddress ? parseAddress(data['address']) : null;

  const rawNote = data['note'];
  if (rawNote !== undefined && rawNote !== null && typeof rawNote !== 'string') invalid('The note must be text.');
  const note = typeof rawNote === 'string' ? rawNote.trim() : '';
  if (note.length > MAX_NOTE_LENGTH) invalid(`The note can be at most ${MAX_NOTE_LENGTH} characters.`);

  const key = data['idempotencyKey'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    invalid('idempotencyKey must be 8–128 letters, digits, "-", "_" or ":" (one per checkout, reused on retries).');
  }
  return { items, addressId, address, note, idempotencyKey: key as string };
}

/** The same caller and key always name the same order document. */
export function orderIdFor(uid: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${uid}\n${idempotencyKey}`).digest('hex').slice(0, 24);
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
  // The e-mail's brand and contact, read while the transaction starts (not part of it).
  const mailSettings = readMailSettings(db);
  mailSettings.catch(() => undefined);

  return db.runTransaction(async (transaction) => {
    const existing = await transaction.get(orderRef);
    if (existing.exists) {
      return {
        orderId,
        number: String(existing.get('number')),
        total: Number(existing.get('total')),
        status: 'pending_confirmation' as const,
        created: false,
      };
    }
    const placedAt = now();
    const year = orderYear(placedAt);
    const counterRef = db.collection(COUNTERS).doc(`orders-${year}`);
    const [cart, counter, ...rest] = await transaction.getAll(cartRef, counterRef, ...productRefs, ...(addressRef ? [addressRef] : []));
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
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    // Shipping is quoted by the shop when it confirms the order (payment is on confirmation too).
    const shipping = 0;
    const previous = (counter as DocumentSnapshot).exists ? Number((counter as DocumentSnapshot).get('value')) || 0 : 0;
    const sequence = previous + 1;
    const number = orderNumber(year, sequence);
    if (!address) throw new HttpsError('invalid-argument', 'Choose one delivery address: send either addressId or address.');

    // Reads the customer's e-mail preference in this transaction, so it comes before any write.
    await queueOrderEmail(
      transaction,
      db,
      { id: orderId, uid, number, items: lines, subtotal, shipping, total: subtotal + shipping, address, note: input.note, placedAt },
      'placed',
      { fallbackEmail: typeof request.auth?.token.email === 'string' ? request.auth.token.email : null, settings: await mailSettings, now: placedAt },
    );

    input.items.forEach((item, index) => {
      const row = rows[index] as ProductRow;
      transaction.update(productRefs[index]!, { stock: row.stock - item.quantity, updatedAt: FieldValue.serverTimestamp() });
    });
    transaction.set(counterRef, { value: sequence, updatedAt: FieldValue.serverTimestamp() });
    transaction.create(orderRef, {
      uid,
      number,
      items: lines,
      subtotal,
      shipping,
      total: subtotal + shipping,
      currency: 'INR',
      address,
      note: input.note,
      status: 'pending_confirmation',
      statusHistory: [{ status: 'pending_confirmation', at: Timestamp.fromDate(placedAt), by: uid }],
      idempotencyKey: input.idempotencyKey,
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
