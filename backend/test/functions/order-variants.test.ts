// Orders of a product with options (issue 40) against the real local backend: placeOrder prices and
// counts stock per variant in its transaction, refuses a variant that is gone, draft or not named
// and writes nothing then, and a cancellation puts each variant's pieces back. The product is made
// here from a seeded one and deleted afterwards.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import type { AdjustStockResult, PlaceOrderResult, SetOrderStatusResult } from 'shared-data/contracts';
import { callError, callMessage, clientSession, closeClientSessions, type ClientSession } from '../support/client-session';
import { sharedBackend, type SharedBackend } from '../support/shared-backend';

let backend: SharedBackend;
let db: Firestore;
let admin: ClientSession;
let customer: ClientSession;
let keys = 0;
const ID = `test-variants-${Date.now()}`;
const SKU = ID.toUpperCase();

const variants = [
  { sku: `${SKU}-7-RH`, options: { Size: '7', Plating: 'Rhodium' }, price: 5200, stock: 5, status: 'active' },
  { sku: `${SKU}-8-RH`, options: { Size: '8', Plating: 'Rhodium' }, price: 5400, stock: 3, status: 'active' },
  { sku: `${SKU}-7-GD`, options: { Size: '7', Plating: 'Gold' }, price: 6100, stock: 2, status: 'active' },
  { sku: `${SKU}-8-GD`, options: { Size: '8', Plating: 'Gold' }, price: 6300, stock: 9, status: 'draft' },
];

const product = async (): Promise<DocumentData> => (await db.doc(`prod/${ID}`).get()).data() ?? {};
const variantStocks = async () => ((await product())['variants'] as Array<{ sku: string; stock: number }>).map((variant) => variant.stock);

const placeOrder = (items: unknown[]) =>
  customer.call<PlaceOrderResult>('placeOrder', { items, addressId: 'demo-address-1', idempotencyKey: `variants-test-${Date.now()}-${++keys}` });

beforeAll(async () => {
  backend = await sharedBackend();
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  admin = await clientSession(backend.endpoints, DEMO_ADMIN);
  customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
  // A seeded product's category and pictures, with two options and four variants (one draft).
  const seeded = (await db.collection('prod').where('status', '==', 'active').limit(1).get()).docs[0];
  if (!seeded) throw new Error('the seed has no active product');
  const base = seeded.data();
  await db.doc(`prod/${ID}`).set({
    sku: SKU,
    slug: ID,
    title: 'Test ring with sizes',
    category: base['category'],
    categorySlug: base['categorySlug'] ?? '',
    status: 'active',
    images: base['images'] ?? [],
    minOrderQty: 1,
    options: [
      { name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }] },
      {
        name: 'Plating',
        kind: 'colour',
        values: [
          { value: 'Rhodium', swatch: '#D8D8D8' },
          { value: 'Gold', swatch: '#D4AF37' },
        ],
      },
    ],
    variants,
    price: 5200,
    stock: 10,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
}, 240_000);

afterAll(async () => {
  await db?.doc(`prod/${ID}`).delete();
  await closeClientSessions();
  await db?.terminate();
}, 60_000);

describe('orders of a product with options', () => {
  it('prices two variants of one product each at its own price, takes each from its own stock, and keeps the product total', async () => {
    const placed = await placeOrder([
      { productId: ID, variantSku: variants[0]!.sku, quantity: 2 },
      { productId: ID, variantSku: variants[2]!.sku.toLowerCase(), quantity: 1 },
    ]);
    expect(placed.created).toBe(true);
    const order = (await db.doc(`orders/${placed.orderId}`).get()).data() ?? {};
    expect(order['subtotal']).toBe(2 * 5200 + 6100);
    expect(order['items']).toEqual([
      expect.objectContaining({ productId: ID, sku: variants[0]!.sku, variantSku: variants[0]!.sku, variantLabel: '7 / Rhodium', price: 5200, quantity: 2 }),
      expect.objectContaining({ productId: ID, sku: variants[2]!.sku, variantSku: variants[2]!.sku, variantLabel: '7 / Gold', price: 6100, quantity: 1 }),
    ]);
    expect(await variantStocks()).toEqual([3, 3, 1, 9]);
    // The product's own stock is its variants on sale added up (the draft's 9 not counted).
    expect((await product())['stock']).toBe(7);
    const movements = await db.collection(`prod/${ID}/stockMovements`).where('orderId', '==', placed.orderId).get();
    expect(movements.docs.map((movement) => [movement.get('variantSku'), movement.get('change'), movement.get('stockAfter')]).sort()).toEqual(
      [
        [variants[0]!.sku, -2, 3],
        [variants[2]!.sku, -1, 1],
      ].sort(),
    );

    // Cancelled: each variant gets its own pieces back.
    const cancelled = await admin.call<SetOrderStatusResult>('setOrderStatus', {
      orderId: placed.orderId,
      expectedStatus: 'pending_confirmation',
      status: 'cancelled',
      reason: 'Customer changed their mind',
    });
    expect(cancelled.restocked).toBe(3);
    expect(await variantStocks()).toEqual([5, 3, 2, 9]);
    expect((await product())['stock']).toBe(10);
  });

  it('refuses a variant that is gone, a draft one, a line without a variant and more than a variant has, and writes nothing', async () => {
    const before = await variantStocks();
    const gone = await callError(placeOrder([{ productId: ID, variantSku: `${SKU}-9-RH`, quantity: 1 }]));
    expect(gone.code).toBe('functions/failed-precondition');
    expect(gone.details).toMatchObject({ reason: 'unavailable', issues: [{ productId: ID, variantSku: `${SKU}-9-RH` }] });
    const draft = await callError(placeOrder([{ productId: ID, variantSku: variants[3]!.sku, quantity: 1 }]));
    expect(draft.details).toMatchObject({ reason: 'unavailable', issues: [{ productId: ID, variantSku: variants[3]!.sku }] });
    const unnamed = await callError(placeOrder([{ productId: ID, quantity: 1 }]));
    expect(unnamed.details).toMatchObject({ reason: 'unavailable', issues: [{ productId: ID }] });
    const tooMany = await callError(placeOrder([{ productId: ID, variantSku: variants[1]!.sku, quantity: 4 }]));
    expect(callMessage(tooMany)).toBe('Only 3 of “Test ring with sizes (8 / Rhodium)” are left in stock; reduce the quantity to 3 or fewer.');
    expect(tooMany.details).toMatchObject({ reason: 'insufficient-stock', issues: [{ productId: ID, variantSku: variants[1]!.sku, available: 3 }] });
    const twice = await callError(
      placeOrder([
        { productId: ID, variantSku: variants[0]!.sku, quantity: 1 },
        { productId: ID, variantSku: variants[0]!.sku.toLowerCase(), quantity: 1 },
      ]),
    );
    expect(callMessage(twice)).toMatch(/appears twice/);
    expect(await variantStocks()).toEqual(before);
  });

  it("adjusts one variant's stock, against the variant's figure, and refuses a change that names no variant", async () => {
    const before = await variantStocks();
    const unnamed = await callError(admin.call('adjustStock', { productId: ID, change: 2, reason: 'received', expectedStock: (await product())['stock'] }));
    expect(callMessage(unnamed)).toBe('Test ring with sizes has variants: choose the one whose stock changes.');
    const stale = await callError(
      admin.call('adjustStock', { productId: ID, variantSku: variants[1]!.sku, change: 2, reason: 'received', expectedStock: before[1]! + 1 }),
    );
    expect(stale.details).toMatchObject({ conflict: true, stock: before[1] });
    const adjusted = await admin.call<AdjustStockResult>('adjustStock', {
      productId: ID,
      variantSku: variants[1]!.sku,
      change: 4,
      reason: 'received',
      note: 'New lot',
      expectedStock: before[1],
    });
    expect(adjusted).toMatchObject({ productId: ID, variantSku: variants[1]!.sku, stock: before[1]! + 4 });
    expect(await variantStocks()).toEqual([before[0], before[1]! + 4, before[2], before[3]]);
    expect((await product())['stock']).toBe(before[0]! + before[1]! + 4 + before[2]!);
    const movement = (await db.doc(`prod/${ID}/stockMovements/${adjusted.movementId}`).get()).data();
    expect(movement).toMatchObject({ variantSku: variants[1]!.sku, change: 4, stockAfter: before[1]! + 4, reason: 'received' });
  });
});
