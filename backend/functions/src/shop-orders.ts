// createShopOrder: an order the shop enters for a buyer who phoned, wrote on WhatsApp or came in —
// most wholesale orders start that way. Priced, stocked, taxed and numbered exactly as placeOrder
// does (order-pricing.ts, newOrderFields), in one transaction with the stock, the e-mail to the
// buyer and the audit entry, and marked as entered by the shop. A buyer without an account gets one
// (their e-mail; no password: they set one with "Forgot password" when they want to sign in).
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  COUNTERS,
  createShopOrderInputSchema,
  type CreateShopOrderResult,
  CUSTOMER_STATS,
  formatInr,
  minimumOrderProblem,
  ORDER_CHANNELS,
  ORDERS,
  orderTotals,
  orderWeight,
  PRODUCTS,
  shippingQuote,
  WEBUSERS,
} from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import { parseCallableInput } from './callable-input';
import { requireAdmin } from './require-admin';
import { readSiteSettings } from './mail/mail-settings';
import { queueOrderEmail } from './mail/queue-mail';
import { catalogueLineOf, readCategoryTaxes, withCategoryTax, pricedNow, productRow, quantityIssues, type ProductRow } from './order-pricing';
import { currentRateRef, pricingContext } from './silver-rate';
import { syncOrderFigures } from './order-figures';
import { issueMessage, newOrderFields, orderIdFor, orderNumber, orderYear } from './place-order';
import { takeOrderedStock } from './stock';

/** The buyer's account: the one named, the one their e-mail already has, or a new one. */
async function buyerAccount(
  auth: Auth,
  db: Firestore,
  customer: { uid: string } | { email: string; name: string; phone: string },
): Promise<{ user: UserRecord; created: boolean; phone: string }> {
  if ('uid' in customer) {
    const user = await auth.getUser(customer.uid).catch(() => null);
    if (!user) throw new HttpsError('not-found', 'There is no such customer; they may have been deleted. Choose another or enter a new one.');
    const profile = await db.collection(WEBUSERS).doc(customer.uid).get();
    return { user, created: false, phone: typeof profile.get('phone') === 'string' ? String(profile.get('phone')) : '' };
  }
  const existing = await auth.getUserByEmail(customer.email).catch(() => null);
  if (existing) return { user: existing, created: false, phone: customer.phone };
  const user = await auth.createUser({ email: customer.email, displayName: customer.name, emailVerified: false });
  const [firstName, ...rest] = customer.name.split(' ');
  await db
    .collection(WEBUSERS)
    .doc(user.uid)
    .set(
      {
        uid: user.uid,
        email: customer.email,
        displayName: customer.name,
        firstName: firstName ?? customer.name,
        lastName: rest.join(' ') || null,
        phone: customer.phone,
        emailVerified: false,
        emailPreferences: { orderUpdates: true, promotions: false, newsletter: false },
        createdAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  return { user, created: true, phone: customer.phone };
}

export async function createShopOrder(
  request: CallableRequest<unknown>,
  db: Firestore,
  auth: Auth,
  now: () => Date = () => new Date(),
): Promise<CreateShopOrderResult> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(createShopOrderInputSchema, request.data);
  const { user, created } = await buyerAccount(auth, db, input.customer);
  if (user.disabled)
    throw new HttpsError(
      'failed-precondition',
      `${user.email ?? 'This customer'}’s sign-in is turned off; turn it back on in Manage Customers before taking an order for them.`,
    );
  const uid = user.uid;
  const email = (user.email ?? '').toLowerCase();
  // One entry form, one order: the same key from the same admin finds the order it made.
  const orderId = orderIdFor(`shop:${actor.uid}`, input.idempotencyKey);
  const orderRef = db.collection(ORDERS).doc(orderId);
  // One read per product: two variants of one product are two lines of one document.
  const productIds = [...new Set(input.items.map((item) => item.productId))];
  const productRefs = productIds.map((id) => db.collection(PRODUCTS).doc(id));
  const siteSettings = readSiteSettings(db);
  siteSettings.catch(() => undefined);
  // Each category's GST (issue 40), read alongside: new lines take their category's rate and HSN code.
  const categoryTaxes = readCategoryTaxes(db);
  categoryTaxes.catch(() => undefined);

  return db.runTransaction(async (transaction) => {
    const placedAt = now();
    const year = orderYear(placedAt);
    const counterRef = db.collection(COUNTERS).doc(`orders-${year}`);
    const [existing, counter, silverRate, ...products] = (await transaction.getAll(
      orderRef,
      counterRef,
      currentRateRef(db),
      ...productRefs,
    )) as DocumentSnapshot[];
    if (existing!.exists) {
      return { orderId, number: String(existing!.get('number')), uid: String(existing!.get('uid')), newCustomer: false, total: Number(existing!.get('total')) };
    }
    const settings = await siteSettings;
    // Priced as placeOrder prices: metal lines at the silver rate in force, wholesale breaks by quantity.
    const pricing = pricingContext(silverRate!, settings);
    const taxes = await categoryTaxes;
    const rows = input.items.map((item) =>
      withCategoryTax(pricedNow(productRow(products[productIds.indexOf(item.productId)]!, item.variantSku), pricing), taxes),
    );
    const issues = quantityIssues(input.items, rows);
    if (issues.length) throw new HttpsError('failed-precondition', issues.map(issueMessage).join(' '), { issues });
    const lines = input.items.map((item, index) => catalogueLineOf(rows[index] as ProductRow, item.quantity));
    const subtotal = orderTotals(lines, null, null).subtotal;
    const tooSmall = minimumOrderProblem(subtotal, settings.orders);
    if (tooSmall) throw new HttpsError('failed-precondition', tooSmall, { reason: 'below-minimum-order' });
    const sequence = (counter!.exists ? Number(counter!.get('value')) || 0 : 0) + 1;
    const number = orderNumber(year, sequence);
    const order = newOrderFields({
      uid,
      email,
      number,
      lines,
      address: input.address,
      note: input.note,
      quote: shippingQuote({ subtotal, weightGrams: orderWeight(lines), state: input.address.state }, settings.orders),
      shippingOverride: input.shipping,
      discount: input.discount ?? null,
      business: input.business && (input.business.businessName || input.business.gstin) ? input.business : null,
      paymentPreference: null,
      placedAt,
      by: actor.uid,
    });
    const enteredBy = { uid: actor.uid, email: actor.email ?? '', channel: input.channel };
    await queueOrderEmail(
      transaction,
      db,
      {
        id: orderId,
        uid,
        number,
        items: lines,
        subtotal: order.subtotal,
        shipping: order.shipping,
        shippingState: order.shippingState,
        total: order.total,
        due: order.total,
        address: input.address,
        note: input.note,
        placedAt,
      },
      'placed',
      { fallbackEmail: email, settings, now: placedAt },
    );

    // Every read is done: the writes.
    takeOrderedStock(transaction, { productIds, products: products as DocumentSnapshot[] }, input.items, rows, {
      orderId,
      orderNumber: number,
      by: actor.uid,
      byEmail: actor.email ?? '',
    });
    transaction.set(counterRef, { value: sequence, updatedAt: FieldValue.serverTimestamp() });
    transaction.set(db.collection(CUSTOMER_STATS).doc(uid), { uid, email, lastOrderAt: Timestamp.fromDate(placedAt) }, { merge: true });
    const counted = syncOrderFigures(transaction, db, null, order, placedAt);
    const auditId = recordAdminChange(transaction, db, actor, {
      action: 'order.create',
      target: `${ORDERS}/${orderId}`,
      summary: `Entered order ${number} for ${email} (${ORDER_CHANNELS[input.channel]}), ${formatInr(order.total)}${created ? '; made their account' : ''}`,
    });
    transaction.create(orderRef, { ...order, counted, enteredBy, idempotencyKey: input.idempotencyKey, lastAuditId: auditId });
    return { orderId, number, uid, newCustomer: created, total: order.total };
  });
}
