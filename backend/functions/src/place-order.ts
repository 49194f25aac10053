// `placeOrder({ items: [{ productId, quantity }], addressId | address, note?, idempotencyKey })`:
// the only way an order is created. The client sends what it wants, never what it costs: prices,
// stock and minimum order quantities are read here, and the stock decrement and the order are
// written in one transaction, so a failure writes nothing and two customers racing for the last
// unit cannot both get it. The order id is derived from the caller and the idempotency key, so a
// retried or double-clicked request finds the order it already created instead of making another.
// The "order placed" e-mail is queued in the same transaction (unless the customer turned order
// updates off), so there is never an e-mail about an order that was not written, nor the reverse;
// so is the shop's own notice of it. Shipping follows the settings' method (order-charges.ts: flat,
// by weight, by zone, or quoted by the shop when it confirms); the buyer's business and GSTIN and
// the place of supply (the delivery state) are copied for the tax invoice. Metal-priced products are
// priced from the silver rate in force, read in the transaction (silver-rate.ts), and every line gets
// the wholesale price break its quantity reaches (a line keeps its list price beside it).
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  ADDRESSES,
  CARTS,
  COUNTERS,
  CUSTOMER_STATS,
  indianDay,
  minimumOrderProblem,
  type OrderAddress,
  type OrderIssue,
  ORDERS,
  orderTotals,
  orderWeight,
  paymentOf,
  placeOfSupply,
  type PlaceOrderInput,
  placeOrderInputSchema,
  type PlaceOrderResult,
  PRODUCTS,
  shippingQuote,
  type ShippingQuote,
  type SiteSettings,
  WEBUSERS,
} from 'shared-data/contracts';
import { parseCallableInput } from './callable-input';
import { readSiteSettings } from './mail/mail-settings';
import { orderEmailReads, queueOrderEmail } from './mail/queue-mail';
import { takeOrderedStock } from './stock';
import {
  catalogueLineOf,
  readCategoryTaxes,
  withCategoryTax,
  lineKeyOf,
  pricedNow,
  productRow,
  quantityIssues,
  rowName,
  sortIssues,
  type OrderLine,
  type ProductRow,
} from './order-pricing';
import { currentRateRef, pricingContext } from './silver-rate';
import { syncOrderFigures } from './order-figures';
import { newOrderNotice, queueShopNotice } from './mail/shop-notices';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
  const lines = input.items.map((item) => [lineKeyOf(item), item.quantity] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const address = input.address
    ? Object.entries(input.address)
        .filter(([, value]) => value !== undefined && value !== '')
        .sort(([a], [b]) => (a < b ? -1 : 1))
    : null;
  return createHash('sha256')
    .update(
      JSON.stringify({
        lines,
        addressId: input.addressId ?? null,
        address,
        note: input.note,
        business: input.business ?? null,
        paymentPreference: input.paymentPreference ?? null,
      }),
    )
    .digest('hex');
}

/** The same key for the same request finds its order; for another request it is refused. */
function sameRequest(existing: DocumentSnapshot, input: PlaceOrderInput): boolean {
  const stored = existing.get('requestFingerprint');
  if (typeof stored === 'string') return stored === orderRequestFingerprint(input);
  // Orders placed before fingerprints were stored: compare their lines.
  const items = existing.get('items');
  if (!Array.isArray(items) || items.length !== input.items.length) return false;
  const storedLines = new Map(
    items
      .filter(isRecord)
      .map((item) => [
        lineKeyOf({ productId: String(item['productId']), variantSku: typeof item['variantSku'] === 'string' ? item['variantSku'] : undefined }),
        item['quantity'],
      ]),
  );
  return input.items.every((item) => storedLines.get(lineKeyOf(item)) === item.quantity);
}

export function orderNumber(year: number, sequence: number): string {
  return `SO-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year in India, where the shop counts its orders (`counters/orders-2026`). */
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

/** The prices the customer saw, from their own saved cart (`carts/{uid}.items[].addedPrice`). */
function seenPrices(cart: DocumentSnapshot): Map<string, number> {
  const prices = new Map<string, number>();
  const items = cart.exists ? cart.get('items') : null;
  if (!Array.isArray(items)) return prices;
  for (const item of items) {
    if (isRecord(item) && typeof item['productId'] === 'string' && typeof item['addedPrice'] === 'number') {
      const variantSku = typeof item['variantSku'] === 'string' ? item['variantSku'] : undefined;
      prices.set(lineKeyOf({ productId: item['productId'], variantSku }), item['addedPrice']);
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

/** The shipping an order is charged when placed, and how it stands. */
export function shippingOf(quote: ShippingQuote): { shipping: number; shippingState: 'charged' | 'to_quote' } {
  return quote.kind === 'charged' ? { shipping: quote.amount, shippingState: 'charged' } : { shipping: 0, shippingState: 'to_quote' };
}

/** Why the buyer cannot pay the way they chose, or null (the settings say which ways the shop takes). */
export function paymentPreferenceProblem(preference: PlaceOrderInput['paymentPreference'], total: number, payments: SiteSettings['payments']): string | null {
  switch (preference) {
    case null:
      return null;
    case 'bank_transfer':
      return payments.bankTransfer.enabled ? null : 'The shop does not take bank transfers; choose another way to pay.';
    case 'upi':
      return payments.upi.enabled ? null : 'The shop does not take UPI payments; choose another way to pay.';
    case 'cash_on_delivery':
      if (!payments.cashOnDelivery.enabled) return 'The shop does not take cash on delivery; choose another way to pay.';
      return payments.cashOnDelivery.limit > 0 && total > payments.cashOnDelivery.limit
        ? `Cash on delivery is for orders up to ${inr(payments.cashOnDelivery.limit)}; choose another way to pay this one.`
        : null;
    case 'online':
      return payments.gateway.provider !== 'none' ? null : 'The shop does not take online payments; choose another way to pay.';
  }
}

/** What a new order document holds besides its lines: shared by placeOrder and createShopOrder. */
export function newOrderFields(order: {
  uid: string;
  email: string;
  number: string;
  lines: OrderLine[];
  address: OrderAddressInput;
  note: string;
  quote: ShippingQuote;
  /** A shipping charge the shop set itself (a shop-entered order), instead of the settings' rule. */
  shippingOverride?: number | undefined;
  discount?: { kind: 'amount' | 'percent'; value: number; reason: string } | null | undefined;
  business: { businessName: string; gstin: string } | null;
  paymentPreference: string | null;
  placedAt: Date;
  by: string;
}) {
  const { shipping, shippingState } =
    order.shippingOverride !== undefined ? { shipping: order.shippingOverride, shippingState: 'quoted' as const } : shippingOf(order.quote);
  const totals = orderTotals(order.lines, order.discount ?? null, shippingState === 'to_quote' ? null : shipping);
  return {
    uid: order.uid,
    // Kept so the shop can find a customer's orders by e-mail (Manage Orders' search).
    email: order.email,
    number: order.number,
    // The delivery phone's last ten digits, however it was written (Manage Orders' phone search).
    phoneDigits: order.address.phone.replace(/\D/g, '').slice(-10),
    items: order.lines,
    subtotal: totals.subtotal,
    discount: order.discount ? { ...order.discount, amount: totals.discount } : null,
    shipping,
    shippingState,
    ...(order.quote.kind === 'charged' ? { shippingRule: order.quote.rule } : {}),
    total: totals.total,
    currency: 'INR',
    address: order.address,
    buyer: order.business,
    placeOfSupply: placeOfSupply(order.address.state),
    paymentPreference: order.paymentPreference ?? '',
    payment: paymentOf(totals.total, {}),
    creditNotes: [],
    note: order.note,
    status: 'pending_confirmation',
    salesDay: indianDay(order.placedAt),
    statusHistory: [{ status: 'pending_confirmation', at: Timestamp.fromDate(order.placedAt), by: order.by }],
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

export async function placeOrder(request: CallableRequest<unknown>, db: Firestore, now: () => Date = () => new Date()): Promise<PlaceOrderResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to place an order.');
  const input = parsePlaceOrderInput(request.data);
  const orderId = orderIdFor(uid, input.idempotencyKey);
  const orderRef = db.collection(ORDERS).doc(orderId);
  const cartRef = db.collection(CARTS).doc(uid);
  const addressRef = input.addressId ? db.collection(WEBUSERS).doc(uid).collection(ADDRESSES).doc(input.addressId) : null;
  // One read per product: two variants of one product are two lines of one document.
  const productIds = [...new Set(input.items.map((item) => item.productId))];
  const productRefs = productIds.map((id) => db.collection(PRODUCTS).doc(id));
  const email = typeof request.auth?.token.email === 'string' ? request.auth.token.email : '';
  // The shop's order rules (shipping, minimum, payment ways, notices) and the e-mail's brand and
  // contact, read while the transaction starts (not part of it).
  const siteSettings = readSiteSettings(db);
  siteSettings.catch(() => undefined);
  // Each category's GST (issue 40), read alongside: new lines take their category's rate and HSN code.
  const categoryTaxes = readCategoryTaxes(db);
  categoryTaxes.catch(() => undefined);

  return db.runTransaction(async (transaction) => {
    const placedAt = now();
    const year = orderYear(placedAt);
    const counterRef = db.collection(COUNTERS).doc(`orders-${year}`);
    const [profileRef, mailRef] = orderEmailReads(db, uid, orderId, 'placed');
    // Every read in one round trip: the order counter is a lock all orders queue on (as in
    // Firestore), so the fewer round trips between reading it and the commit, the more orders a
    // second (npm run bench:callables).
    const [existing, cart, counter, profile, mailDoc, silverRate, ...rest] = (await transaction.getAll(
      orderRef,
      cartRef,
      counterRef,
      profileRef,
      mailRef,
      // The silver rate in force: metal-priced lines are priced from it, all at one rate.
      currentRateRef(db),
      ...productRefs,
      ...(addressRef ? [addressRef] : []),
    )) as [DocumentSnapshot, DocumentSnapshot, DocumentSnapshot, DocumentSnapshot, DocumentSnapshot, DocumentSnapshot, ...DocumentSnapshot[]];
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
    const settings = await siteSettings;
    const pricing = pricingContext(silverRate, settings);
    const snapshotOf = (productId: string) => productSnaps[productIds.indexOf(productId)] as DocumentSnapshot;
    const taxes = await categoryTaxes;
    const rows = input.items.map((item) => withCategoryTax(pricedNow(productRow(snapshotOf(item.productId), item.variantSku), pricing), taxes));
    // A retail shop has no minimum quantities (settings.mode); a wholesaler's products keep theirs.
    const issues: OrderIssue[] = quantityIssues(input.items, rows, { checkMinimum: settings.mode !== 'retail' });
    rows.forEach((row, index) => {
      const seen = row ? prices.get(lineKeyOf(input.items[index]!)) : undefined;
      if (row && seen !== undefined && seen !== row.price) {
        const variant = row.variantSku ? { variantSku: row.variantSku } : {};
        issues.push({ reason: 'price-changed', productId: row.id, ...variant, title: rowName(row), previousPrice: seen, price: row.price });
      }
    });
    if (issues.length > 0) failWith(sortIssues(issues));

    const lines = input.items.map((item, index) => catalogueLineOf(rows[index] as ProductRow, item.quantity));
    const subtotal = orderTotals(lines, null, null).subtotal;
    const tooSmall = minimumOrderProblem(subtotal, settings.orders);
    if (tooSmall)
      throw new HttpsError('failed-precondition', tooSmall, { reason: 'below-minimum-order', minimumOrderValue: settings.orders.minimumOrderValue, subtotal });
    if (!address) throw new HttpsError('invalid-argument', 'Choose one delivery address: send either addressId or address.');
    const quote = shippingQuote({ subtotal, weightGrams: orderWeight(lines), state: address.state }, settings.orders);
    const previous = (counter as DocumentSnapshot).exists ? Number((counter as DocumentSnapshot).get('value')) || 0 : 0;
    const sequence = previous + 1;
    const number = orderNumber(year, sequence);
    const order = newOrderFields({
      uid,
      email: email.toLowerCase(),
      number,
      lines,
      address,
      note: input.note,
      quote,
      business: input.business,
      paymentPreference: input.paymentPreference,
      placedAt,
      by: uid,
    });
    const preferenceProblem = paymentPreferenceProblem(input.paymentPreference, order.total, settings.payments);
    if (preferenceProblem) throw new HttpsError('failed-precondition', preferenceProblem, { reason: 'payment-preference' });

    await queueOrderEmail(
      transaction,
      db,
      {
        id: orderId,
        uid,
        number,
        items: lines,
        subtotal,
        shipping: order.shipping,
        shippingState: order.shippingState,
        total: order.total,
        due: order.total,
        address,
        note: input.note,
        placedAt,
      },
      'placed',
      { fallbackEmail: email || null, settings, now: placedAt, read: { profile, existing: mailDoc } },
    );

    takeOrderedStock(transaction, { productIds, products: productSnaps as DocumentSnapshot[] }, input.items, rows, {
      orderId,
      orderNumber: number,
      by: uid,
      byEmail: email,
    });
    transaction.set(counterRef, { value: sequence, updatedAt: FieldValue.serverTimestamp() });
    // Manage Customers' figures and the dashboard's takings for this order, in the same commit
    // (order-figures.ts: an order counts for its customer at once, in the takings once confirmed).
    transaction.set(db.collection(CUSTOMER_STATS).doc(uid), { uid, email: email.toLowerCase(), lastOrderAt: Timestamp.fromDate(placedAt) }, { merge: true });
    const counted = syncOrderFigures(transaction, db, null, order, placedAt);
    queueShopNotice(
      transaction,
      db,
      settings,
      newOrderNotice({
        id: orderId,
        number,
        total: order.total,
        shippingToQuote: order.shippingState === 'to_quote',
        customer: address.fullName,
        email,
        lines: lines.length,
        pieces: lines.reduce((sum, line) => sum + line.quantity, 0),
        state: `${address.city}, ${address.state}`,
      }),
      placedAt,
    );
    transaction.create(orderRef, {
      ...order,
      counted,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: orderRequestFingerprint(input),
    });
    // The ordered lines leave the saved cart in the same transaction.
    if ((cart as DocumentSnapshot).exists) {
      const ordered = new Set(input.items.map(lineKeyOf));
      const remaining = (((cart as DocumentSnapshot).get('items') as unknown[] | undefined) ?? []).filter(
        (item) =>
          !(
            isRecord(item) &&
            typeof item['productId'] === 'string' &&
            ordered.has(lineKeyOf({ productId: item['productId'], variantSku: typeof item['variantSku'] === 'string' ? item['variantSku'] : undefined }))
          ),
      );
      transaction.set(cartRef, { items: remaining, updatedAt: FieldValue.serverTimestamp() });
    }
    return { orderId, number, total: order.total, status: 'pending_confirmation' as const, created: true };
  });
}
