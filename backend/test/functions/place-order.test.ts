// placeOrder against the real local backend: the Functions emulator running backend/functions,
// the document server with the seeded catalogue, and the Firebase web clients signed in through
// the Auth emulator — no mocks. Pricing, stock, minimum quantities, idempotency, refusals that
// write nothing, two customers racing for the last unit, and the "order placed" e-mail reaching
// the local SMTP server.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, doc as liteDoc, getDoc as liteGetDoc, getFirestore as liteFirestore } from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type FunctionsError } from 'firebase/functions';
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { orderMailId } from '../../functions/src/mail/queue-mail';
import { DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { attachLocalAppCheck } from '../support/app-check';
import type { PlaceOrderResult } from 'shared-data/contracts';
import { sharedBackend, type SharedBackend } from '../support/shared-backend';

let backend: SharedBackend;
let db: Firestore;
const apps: FirebaseApp[] = [];

interface Session {
  app: FirebaseApp;
  auth: Auth;
  uid: string;
  placeOrder: (data: unknown) => Promise<PlaceOrderResult>;
}

/** A separate Firebase app per person, as two browsers would have. */
async function session(credentials?: { email: string; password: string; create?: boolean }): Promise<Session> {
  const { endpoints } = backend;
  const app = initializeApp({ projectId: endpoints.projectId, apiKey: 'demo-api-key' }, `order-test-${apps.length}-${Date.now()}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, endpoints.auth?.url ?? '', { disableWarnings: true });
  // The functions refuse calls without an App Check token (minted locally, as the shop's pages do).
  attachLocalAppCheck(app);
  const functions = getFunctions(app, endpoints.functions?.region);
  connectFunctionsEmulator(functions, '127.0.0.1', endpoints.functions?.port ?? 0);
  if (credentials?.create) await createUserWithEmailAndPassword(auth, credentials.email, credentials.password);
  else if (credentials) await signInWithEmailAndPassword(auth, credentials.email, credentials.password);
  const callable = httpsCallable<unknown, PlaceOrderResult>(functions, 'placeOrder');
  return { app, auth, uid: auth.currentUser?.uid ?? '', placeOrder: async (data) => (await callable(data)).data };
}

async function errorOf(promise: Promise<unknown>): Promise<FunctionsError> {
  try {
    await promise;
  } catch (error) {
    return error as FunctionsError;
  }
  throw new Error('expected the call to fail');
}

/** The web SDK appends the HTTP status (" [400]") to every callable error's message. */
const messageOf = (error: FunctionsError) => error.message.replace(/ \[\d{3}\]$/, '');
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let keySequence = 0;
const newKey = () => `test-key-${Date.now()}-${(keySequence += 1)}`;

interface SeededProduct {
  id: string;
  title: string;
  price: number;
  stock: number;
  minOrderQty: number;
}

const asProduct = (snapshot: DocumentSnapshot): SeededProduct => ({
  id: snapshot.id,
  title: snapshot.get('title') as string,
  price: snapshot.get('price') as number,
  stock: snapshot.get('stock') as number,
  minOrderQty: snapshot.get('minOrderQty') as number,
});

/** Active products with plenty of stock, from distinct parts of the catalogue. */
async function productsInStock(count: number, skip = 0): Promise<SeededProduct[]> {
  const snapshot = await db.collection('prod').where('status', '==', 'active').where('stock', '>=', 60).orderBy('stock', 'desc').get();
  return snapshot.docs.slice(skip, skip + count).map(asProduct);
}

const stockOf = async (id: string) => (await db.collection('prod').doc(id).get()).get('stock') as number;
const orderCount = async () => (await db.collection('orders').count().get()).data().count;

/** Runs `act`, then checks that no order was written and no stock changed. */
async function expectNothingWritten(productIds: string[], act: () => Promise<void>) {
  const before = await Promise.all(productIds.map(stockOf));
  const orders = await orderCount();
  await act();
  expect(await Promise.all(productIds.map(stockOf))).toEqual(before);
  expect(await orderCount()).toBe(orders);
}

beforeAll(async () => {
  backend = await sharedBackend();
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
}, 240_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await db?.terminate();
}, 60_000);

describe('placeOrder', () => {
  it('refuses anonymous callers', async () => {
    const visitor = await session();
    const error = await errorOf(visitor.placeOrder({ items: [{ productId: 'slv-rng-0001', quantity: 1 }], addressId: 'x', idempotencyKey: newKey() }));
    expect(error.code).toBe('functions/unauthenticated');
    expect(error.message).toMatch(/Sign in/);
  });

  it('prices the order from the catalogue, copies the address and decrements the stock', async () => {
    const customer = await session(DEMO_CUSTOMER);
    const [first, second] = await productsInStock(2);
    if (!first || !second) throw new Error('the seed has no products in stock');
    const quantities = [first.minOrderQty, second.minOrderQty + 1];
    const result = await customer.placeOrder({
      items: [
        { productId: first.id, quantity: quantities[0] },
        { productId: second.id, quantity: quantities[1] },
      ],
      addressId: 'demo-address-1',
      note: 'Please pack each piece separately.',
      idempotencyKey: newKey(),
    });
    expect(result).toMatchObject({ status: 'pending_confirmation', created: true });
    expect(result.number).toMatch(/^SO-\d{4}-\d{6}$/);

    const order = (await db.collection('orders').doc(result.orderId).get()).data() ?? {};
    const expectedSubtotal = first.price * quantities[0]! + second.price * quantities[1]!;
    expect(order).toMatchObject({
      uid: DEMO_CUSTOMER.uid,
      number: result.number,
      subtotal: expectedSubtotal,
      shipping: 0,
      total: expectedSubtotal,
      currency: 'INR',
      status: 'pending_confirmation',
      note: 'Please pack each piece separately.',
      address: { fullName: 'Priya Sharma', city: 'Ahmedabad', postalCode: '380009', country: 'India' },
    });
    expect(order['items']).toEqual([
      expect.objectContaining({
        productId: first.id,
        title: first.title,
        price: first.price,
        quantity: quantities[0],
        lineTotal: first.price * quantities[0]!,
      }),
      expect.objectContaining({ productId: second.id, price: second.price, quantity: quantities[1], lineTotal: second.price * quantities[1]! }),
    ]);
    expect(order['statusHistory']).toEqual([expect.objectContaining({ status: 'pending_confirmation', by: DEMO_CUSTOMER.uid })]);
    expect(result.total).toBe(expectedSubtotal);
    expect(await stockOf(first.id)).toBe(first.stock - quantities[0]!);
    expect(await stockOf(second.id)).toBe(second.stock - quantities[1]!);
  });

  it("charges the settings' shipping fee below the free-shipping value and refuses an order below the minimum", async () => {
    const customer = await session(DEMO_CUSTOMER);
    const [product] = await productsInStock(1, 3);
    if (!product) throw new Error('the seed has no products in stock');
    const subtotal = product.price * product.minOrderQty;
    const settings = db.doc('settings/site');
    // Put back what was there: other files of this worker's backend read the same settings.
    const ordersBefore: unknown = (await settings.get()).get('orders');
    const order = () =>
      customer.placeOrder({ items: [{ productId: product.id, quantity: product.minOrderQty }], addressId: 'demo-address-1', idempotencyKey: newKey() });
    try {
      // Below the minimum: refused, saying by how much, and nothing written.
      await settings.set({ orders: { shippingFee: 150, freeShippingAbove: subtotal + 1, minimumOrderValue: subtotal + 0.5 } }, { merge: true });
      await expectNothingWritten([product.id], async () => {
        const refused = await errorOf(order());
        expect(refused.code).toBe('functions/failed-precondition');
        expect(messageOf(refused)).toMatch(/^The smallest order the shop takes is ₹[\d,.]+; this one comes to ₹[\d,.]+\. Add ₹0\.50 more to order\.$/);
      });
      // Above the minimum, below the free-shipping value: the fee is added.
      await settings.set({ orders: { shippingFee: 150, freeShippingAbove: subtotal + 1, minimumOrderValue: subtotal } }, { merge: true });
      const charged = await order();
      expect(charged.total).toBe(subtotal + 150);
      expect((await db.doc(`orders/${charged.orderId}`).get()).data()).toMatchObject({ subtotal, shipping: 150, total: subtotal + 150 });
      // From the free-shipping value on: none.
      await settings.set({ orders: { shippingFee: 150, freeShippingAbove: subtotal, minimumOrderValue: 0 } }, { merge: true });
      expect((await order()).total).toBe(subtotal);
    } finally {
      await settings.update({ orders: ordersBefore ?? FieldValue.delete() });
    }
  });

  it('creates one order for one idempotency key, however often or concurrently it is sent', async () => {
    const customer = await session(DEMO_CUSTOMER);
    const [product] = await productsInStock(1, 2);
    if (!product) throw new Error('no product');
    const request = { items: [{ productId: product.id, quantity: product.minOrderQty }], addressId: 'demo-address-1', idempotencyKey: newKey() };
    const ordersBefore = await orderCount();
    const first = await customer.placeOrder(request);
    const again = await customer.placeOrder(request);
    expect(again).toEqual({ ...first, created: false });
    // A double click: both requests in flight at once.
    const concurrentKey = newKey();
    const both = await Promise.all([
      customer.placeOrder({ ...request, idempotencyKey: concurrentKey }),
      customer.placeOrder({ ...request, idempotencyKey: concurrentKey }),
    ]);
    expect(both[0].orderId).toBe(both[1].orderId);
    expect(both.filter((result) => result.created)).toHaveLength(1);
    expect(await orderCount()).toBe(ordersBefore + 2);
    expect(await stockOf(product.id)).toBe(product.stock - 2 * product.minOrderQty);
  });

  it('refuses an idempotency key reused for different lines, address or note, and writes nothing', async () => {
    const customer = await session(DEMO_CUSTOMER);
    const [product, other] = await productsInStock(2, 4);
    if (!product || !other) throw new Error('no product');
    const request = { items: [{ productId: product.id, quantity: product.minOrderQty }], addressId: 'demo-address-1', idempotencyKey: newKey() };
    const first = await customer.placeOrder(request);
    const changed = [
      { ...request, items: [{ productId: product.id, quantity: product.minOrderQty + 1 }] },
      { ...request, items: [...request.items, { productId: other.id, quantity: other.minOrderQty }] },
      { ...request, items: [{ productId: other.id, quantity: other.minOrderQty }] },
      { ...request, note: 'Please deliver after 6 pm' },
    ];
    await expectNothingWritten([product.id, other.id], async () => {
      for (const data of changed) {
        const error = await errorOf(customer.placeOrder(data));
        expect(error.code).toBe('functions/already-exists');
        expect(messageOf(error)).toBe(
          `This checkout already placed order ${first.number} with other items, address or note; reload the checkout to place a new order.`,
        );
      }
    });
    // The same request with the same key still answers with its order.
    expect(await customer.placeOrder(request)).toEqual({ ...first, created: false });
  });

  it('refuses a tampered request carrying prices or totals, and writes nothing', async () => {
    const customer = await session(DEMO_CUSTOMER);
    const [product] = await productsInStock(1, 3);
    if (!product) throw new Error('no product');
    await expectNothingWritten([product.id], async () => {
      const withPrice = await errorOf(
        customer.placeOrder({
          items: [{ productId: product.id, quantity: product.minOrderQty, price: 1 }],
          addressId: 'demo-address-1',
          idempotencyKey: newKey(),
        }),
      );
      expect(withPrice.code).toBe('functions/invalid-argument');
      expect(withPrice.message).toMatch(/Unexpected field\(s\) price/);
      const withTotal = await errorOf(
        customer.placeOrder({
          items: [{ productId: product.id, quantity: product.minOrderQty }],
          total: 1,
          addressId: 'demo-address-1',
          idempotencyKey: newKey(),
        }),
      );
      expect(withTotal.code).toBe('functions/invalid-argument');
    });
  });

  it('refuses more than the stock, naming the product, and writes nothing', async () => {
    const customer = await session(DEMO_CUSTOMER);
    const [product, other] = await productsInStock(2, 4);
    if (!product || !other) throw new Error('no product');
    await expectNothingWritten([product.id, other.id], async () => {
      const error = await errorOf(
        customer.placeOrder({
          items: [
            { productId: other.id, quantity: other.minOrderQty },
            { productId: product.id, quantity: product.stock + 1 },
          ],
          addressId: 'demo-address-1',
          idempotencyKey: newKey(),
        }),
      );
      expect(error.code).toBe('functions/failed-precondition');
      expect(messageOf(error)).toBe(`Only ${product.stock} of “${product.title}” are left in stock; reduce the quantity to ${product.stock} or fewer.`);
      expect(error.details).toMatchObject({ reason: 'insufficient-stock', issues: [{ productId: product.id, available: product.stock }] });
    });
  });

  it('refuses an out-of-stock or inactive product and a quantity below the minimum, and writes nothing', async () => {
    const customer = await session(DEMO_CUSTOMER);
    const soldOut = (await db.collection('prod').where('status', '==', 'active').where('stock', '==', 0).limit(1).get()).docs[0];
    const draft = (await db.collection('prod').where('status', '==', 'draft').limit(1).get()).docs[0];
    const withMinimum = (await db.collection('prod').where('status', '==', 'active').where('minOrderQty', '>=', 3).limit(1).get()).docs[0];
    if (!soldOut || !draft || !withMinimum) throw new Error('the seed lacks a sold-out, draft or minimum-quantity product');
    await expectNothingWritten([soldOut.id, draft.id, withMinimum.id], async () => {
      const outOfStock = await errorOf(
        customer.placeOrder({
          items: [{ productId: soldOut.id, quantity: soldOut.get('minOrderQty') }],
          addressId: 'demo-address-1',
          idempotencyKey: newKey(),
        }),
      );
      expect(outOfStock.code).toBe('functions/failed-precondition');
      expect(messageOf(outOfStock)).toBe(`“${soldOut.get('title')}” is out of stock; remove it from your cart to continue.`);

      const inactive = await errorOf(
        customer.placeOrder({ items: [{ productId: draft.id, quantity: 10 }], addressId: 'demo-address-1', idempotencyKey: newKey() }),
      );
      expect(inactive.code).toBe('functions/failed-precondition');
      expect(inactive.message).toMatch(/no longer available/);

      const minimum = withMinimum.get('minOrderQty') as number;
      const belowMinimum = await errorOf(
        customer.placeOrder({ items: [{ productId: withMinimum.id, quantity: minimum - 1 }], addressId: 'demo-address-1', idempotencyKey: newKey() }),
      );
      expect(belowMinimum.code).toBe('functions/invalid-argument');
      expect(belowMinimum.message).toMatch(new RegExp(`minimum quantity of ${minimum}`));

      const noAddress = await errorOf(
        customer.placeOrder({ items: [{ productId: withMinimum.id, quantity: minimum }], addressId: 'no-such-address', idempotencyKey: newKey() }),
      );
      expect(noAddress.code).toBe('functions/not-found');
    });
  });

  it('refuses when a price changed since the customer added the product to the saved cart', async () => {
    const customer = await session(DEMO_CUSTOMER);
    const [product] = await productsInStock(1, 6);
    if (!product) throw new Error('no product');
    const cartRef = db.collection('carts').doc(DEMO_CUSTOMER.uid);
    const cartLine = (addedPrice: number) => ({ productId: product.id, quantity: product.minOrderQty, addedPrice, addedAt: new Date() });
    await cartRef.set({
      items: [cartLine(product.price - 50), { productId: 'slv-other', quantity: 1, addedPrice: 10, addedAt: new Date() }],
      updatedAt: new Date(),
    });
    const request = { items: [{ productId: product.id, quantity: product.minOrderQty }], addressId: 'demo-address-1', idempotencyKey: newKey() };
    await expectNothingWritten([product.id], async () => {
      const error = await errorOf(customer.placeOrder(request));
      expect(error.code).toBe('functions/failed-precondition');
      expect(messageOf(error)).toMatch(new RegExp(`The price of “${escapeRegExp(product.title)}” changed from ₹[\\d,]+ to ₹[\\d,]+ since you added it`));
      expect(error.details).toMatchObject({ reason: 'price-changed', issues: [{ previousPrice: product.price - 50, price: product.price }] });
    });
    // The customer reviews the new price (the cart records it) and places the same order.
    await cartRef.set({
      items: [cartLine(product.price), { productId: 'slv-other', quantity: 1, addedPrice: 10, addedAt: new Date() }],
      updatedAt: new Date(),
    });
    const placed = await customer.placeOrder(request);
    expect(placed.created).toBe(true);
    // The ordered line left the saved cart; the rest stayed.
    expect(((await cartRef.get()).get('items') as { productId: string }[]).map((item) => item.productId)).toEqual(['slv-other']);
    await cartRef.delete();
  });

  it('lets exactly one of two customers racing for the last unit get it', async () => {
    const [product] = await productsInStock(1, 7);
    if (!product) throw new Error('no product');
    await db.collection('prod').doc(product.id).update({ stock: 1, minOrderQty: 1 });
    const stamp = Date.now();
    const racers = await Promise.all([
      session({ email: `racer-a-${stamp}@example.com`, password: 'Racer#2026', create: true }),
      session({ email: `racer-b-${stamp}@example.com`, password: 'Racer#2026', create: true }),
    ]);
    const address = {
      fullName: 'Racer',
      phone: '+91 90000 00001',
      line1: '1 Fast Lane',
      city: 'Mumbai',
      state: 'Maharashtra',
      postalCode: '400001',
      country: 'India',
    };
    const results = await Promise.allSettled(
      racers.map((racer) => racer.placeOrder({ items: [{ productId: product.id, quantity: 1 }], address, idempotencyKey: newKey() })),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0]?.reason as FunctionsError).code).toBe('functions/failed-precondition');
    expect((lost[0]?.reason as FunctionsError).message).toMatch(/out of stock/);
    expect(await stockOf(product.id)).toBe(0);
    const orders = await db
      .collection('orders')
      .where(
        'uid',
        'in',
        racers.map((racer) => racer.uid),
      )
      .get();
    expect(orders.size).toBe(1);
  });

  it('lets the owner read the order and nobody else, through the security rules', async () => {
    const customer = await session(DEMO_CUSTOMER);
    const [product] = await productsInStock(1, 8);
    if (!product) throw new Error('no product');
    const { orderId } = await customer.placeOrder({
      items: [{ productId: product.id, quantity: product.minOrderQty }],
      addressId: 'demo-address-1',
      idempotencyKey: newKey(),
    });
    const stranger = await session({ email: `stranger-${Date.now()}@example.com`, password: 'Stranger#2026', create: true });
    const read = async (person: Session) => {
      const firestore = liteFirestore(person.app);
      connectFirestoreEmulator(firestore, '127.0.0.1', backend.endpoints.firestore.port);
      return liteGetDoc(liteDoc(firestore, 'orders', orderId));
    };
    expect((await read(customer)).get('uid')).toBe(DEMO_CUSTOMER.uid);
    await expect(read(stranger)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('queues the "order placed" e-mail with the order, which reaches the customer, and none when order updates are off', async () => {
    const customer = await session(DEMO_CUSTOMER);
    const [product] = await productsInStock(1, 9);
    if (!product) throw new Error('no product');
    const placed = await customer.placeOrder({
      items: [{ productId: product.id, quantity: product.minOrderQty }],
      addressId: 'demo-address-1',
      idempotencyKey: newKey(),
    });
    const mailRef = db.collection('mail').doc(orderMailId(placed.orderId, 'placed'));
    const queued = await mailRef.get();
    expect(queued.data()).toMatchObject({
      to: DEMO_CUSTOMER.email,
      kind: 'order-placed',
      orderId: placed.orderId,
      uid: DEMO_CUSTOMER.uid,
      message: { subject: `We have received your order ${placed.number} · Rajatmaya Silver` },
    });
    expect(queued.get('message.text')).toContain(product.title);

    // The sendMail trigger sends it, locally as in production.
    const inbox = async () => {
      const response = await fetch(`${backend.endpoints.mail.webUrl}/api/messages?to=${encodeURIComponent(DEMO_CUSTOMER.email)}`);
      return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages.filter((message) =>
        message.subject.includes(placed.number),
      );
    };
    await expect.poll(async () => (await mailRef.get()).get('delivery.state'), { timeout: 30_000 }).toBe('SUCCESS');
    const received = await inbox();
    expect(received).toHaveLength(1);
    // Shipping quoted by the shop (the settings' fee is 0 after the test above) shows as still to come.
    const label = (await db.doc(`orders/${placed.orderId}`).get()).get('shippingState') === 'to_quote' ? 'Total before shipping' : 'Total';
    expect(received[0]?.text).toContain(`${label}: ${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(placed.total)}`);

    const profile = db.collection('webusers').doc(DEMO_CUSTOMER.uid);
    await profile.update({ 'emailPreferences.orderUpdates': false });
    try {
      const quiet = await customer.placeOrder({
        items: [{ productId: product.id, quantity: product.minOrderQty }],
        addressId: 'demo-address-1',
        idempotencyKey: newKey(),
      });
      expect(quiet.created).toBe(true);
      expect((await db.collection('mail').doc(orderMailId(quiet.orderId, 'placed')).get()).exists).toBe(false);
    } finally {
      await profile.update({ 'emailPreferences.orderUpdates': true });
    }
  });
});
