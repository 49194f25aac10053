// GST per category (issue 40) against the real local backend: saveCategory stores a category's HSN
// code and rate, placeOrder gives each new line its category's rate (and its HSN code unless the
// product has its own), and the invoice taxes each line at its rate, with freight at the rate of the
// line of most value and the tax summed by HSN code and rate. Two categories and two products of
// their own are made here (other tests' invoices stay at the shop's rate) and removed afterwards.
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import type { IssueInvoiceResult, PlaceOrderResult } from 'shared-data/contracts';
import { callError, callMessage, clientSession, closeClientSessions, type ClientSession } from '../support/client-session';
import { sharedBackend, type SharedBackend } from '../support/shared-backend';

let backend: SharedBackend;
let db: Firestore;
let admin: ClientSession;
let customer: ClientSession;
const RUN = Date.now();
const LIPSTICKS = `test-gst-lipsticks-${RUN}`;
const COMBS = `test-gst-combs-${RUN}`;
const LIPSTICK = `test-gst-lipstick-${RUN}`;
const COMB = `test-gst-comb-${RUN}`;

async function makeProduct(id: string, categorySlug: string, price: number, extra: Record<string, unknown> = {}) {
  await db.doc(`prod/${id}`).set({
    sku: id.toUpperCase(),
    slug: id,
    title: `Test ${id}`,
    category: categorySlug,
    categorySlug,
    price,
    stock: 50,
    minOrderQty: 1,
    status: 'active',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    ...extra,
  });
}

beforeAll(async () => {
  backend = await sharedBackend();
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  admin = await clientSession(backend.endpoints, DEMO_ADMIN);
  customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
  await makeProduct(LIPSTICK, LIPSTICKS, 5900);
  // A product with its own HSN code keeps it; the rate is still its category's.
  await makeProduct(COMB, COMBS, 2240, { hsnCode: '96151900' });
}, 240_000);

afterAll(async () => {
  for (const path of [`prod/${LIPSTICK}`, `prod/${COMB}`, `categories/${LIPSTICKS}`, `categories/${COMBS}`]) await db?.doc(path).delete();
  await closeClientSessions();
  await db?.terminate();
}, 60_000);

const saveCategory = (slug: string, tax: unknown) =>
  admin.call('saveCategory', { slug, name: `Test ${slug}`, description: '', image: null, subcategories: [], tax, expectedUpdatedAt: null });

describe('GST per category', () => {
  it('stores a category’s HSN code and rate, refusing a rate India does not levy', async () => {
    const refused = await callError(saveCategory(LIPSTICKS, { hsnCode: '3304', ratePercent: 15 }));
    expect(callMessage(refused)).toMatch(/Choose a GST rate: 0, 0.25, 3, 5, 12, 18, 28 %/);
    await saveCategory(LIPSTICKS, { hsnCode: '3304', ratePercent: 18 });
    await saveCategory(COMBS, { hsnCode: '9615', ratePercent: 12 });
    expect((await db.doc(`categories/${LIPSTICKS}`).get()).get('tax')).toEqual({ hsnCode: '3304', ratePercent: 18 });
  });

  it('orders each line at its category’s rate and invoices two rates, freight at the principal line’s', async () => {
    const placed = await customer.call<PlaceOrderResult>('placeOrder', {
      items: [
        { productId: LIPSTICK, quantity: 2 },
        { productId: COMB, quantity: 1 },
      ],
      addressId: 'demo-address-1',
      idempotencyKey: `gst-test-${RUN}`,
    });
    const order = (await db.doc(`orders/${placed.orderId}`).get()).data() ?? {};
    expect(order['items']).toEqual([
      expect.objectContaining({ productId: LIPSTICK, gstRate: 18, hsnCode: '3304' }),
      expect.objectContaining({ productId: COMB, gstRate: 12, hsnCode: '96151900' }),
    ]);
    await admin.call('setOrderStatus', { orderId: placed.orderId, expectedStatus: 'pending_confirmation', status: 'confirmed' });
    const issued = await admin.call<IssueInvoiceResult>('issueInvoice', { orderId: placed.orderId });
    const invoices = await db.collection(`orders/${placed.orderId}/taxDocuments`).where('number', '==', issued.number).get();
    const figures = invoices.docs[0]?.get('figures') as Record<string, unknown>;
    expect(figures['mixedRates']).toBe(true);
    const lines = figures['lines'] as Array<Record<string, unknown>>;
    expect(lines.map((line) => [line['hsnCode'], line['ratePercent']])).toEqual([
      ['3304', 18],
      ['96151900', 12],
      // The demo shop charges shipping below its free-shipping value: freight follows the lipsticks.
      ...(Number(order['shipping']) > 0 ? [['3304', 18]] : []),
    ]);
    // Prices include GST: 11,800 at 18 % is 10,000 taxable; 2,240 at 12 % is 2,000.
    expect(lines[0]).toMatchObject({ taxableValue: 10000 });
    expect(lines[1]).toMatchObject({ taxableValue: 2000 });
    const summary = figures['hsnSummary'] as Array<Record<string, unknown>>;
    expect(summary.map((entry) => [entry['hsnCode'], entry['ratePercent']])).toEqual([
      ['3304', 18],
      ['96151900', 12],
    ]);
    expect(figures['grandTotal']).toBe(order['total']);
  });
});
