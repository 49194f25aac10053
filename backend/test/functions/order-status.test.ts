// The admin's order callables against the real local backend (document server, Auth and Functions
// emulators, the web SDK as the admin's browser): only allowed steps, a shipment needs its courier
// and tracking, cancelling puts the stock back exactly once however many cancels race, a stale
// status is refused, each step queues the customer's e-mail and leaves its audit entry; stock
// adjustments and the movements orders leave (prod/{id}/stockMovements).
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { orderMailId } from '../../functions/src/mail/queue-mail';
import type { IssueInvoiceResult, PlaceOrderResult, SetOrderStatusResult } from 'shared-data/contracts';
import { callError, callMessage, clientSession, closeClientSessions, type ClientSession } from '../support/client-session';
import { sharedBackend, type SharedBackend } from '../support/shared-backend';

let backend: SharedBackend;
let db: Firestore;
let admin: ClientSession;
let customer: ClientSession;
let keys = 0;

const stockOf = async (id: string) => Number((await db.doc(`prod/${id}`).get()).get('stock'));

/** A product with plenty in stock and the quantity to order of it. */
async function aProduct(skip = 0): Promise<{ id: string; quantity: number }> {
  const snapshot = await db
    .collection('prod')
    .where('status', '==', 'active')
    .where('stock', '>=', 20)
    .limit(skip + 1)
    .get();
  const product = snapshot.docs[skip];
  if (!product) throw new Error('the seed has no product with 20 in stock');
  return { id: product.id, quantity: Math.max(1, Number(product.get('minOrderQty')) || 1) };
}

async function placeOrder(productId: string, quantity: number): Promise<PlaceOrderResult> {
  return customer.call<PlaceOrderResult>('placeOrder', {
    items: [{ productId, quantity }],
    addressId: 'demo-address-1',
    idempotencyKey: `order-status-test-${Date.now()}-${++keys}`,
  });
}

const move = (orderId: string, expectedStatus: string, status: string, extra: Record<string, string> = {}) =>
  admin.call<SetOrderStatusResult>('setOrderStatus', { orderId, expectedStatus, status, ...extra });

beforeAll(async () => {
  backend = await sharedBackend();
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  admin = await clientSession(backend.endpoints, DEMO_ADMIN);
  customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
}, 240_000);

afterAll(async () => {
  await closeClientSessions();
  await db?.terminate();
}, 60_000);

describe('setOrderStatus', () => {
  it('is for admins only', async () => {
    const { id, quantity } = await aProduct();
    const placed = await placeOrder(id, quantity);
    const error = await callError(customer.call('setOrderStatus', { orderId: placed.orderId, expectedStatus: 'pending_confirmation', status: 'confirmed' }));
    expect(error.code).toBe('functions/permission-denied');
    expect((await db.doc(`orders/${placed.orderId}`).get()).get('status')).toBe('pending_confirmation');
  });

  it('confirms, packs, ships with tracking and delivers, recording each step, its e-mail and its audit entry', async () => {
    const { id, quantity } = await aProduct();
    const placed = await placeOrder(id, quantity);
    await move(placed.orderId, 'pending_confirmation', 'confirmed');
    await move(placed.orderId, 'confirmed', 'packed');
    const noTracking = await callError(move(placed.orderId, 'packed', 'shipped', { courier: 'Blue Dart' }));
    expect(callMessage(noTracking)).toBe('Enter the tracking number of the parcel.');
    const badLink = await callError(
      move(placed.orderId, 'packed', 'shipped', { courier: 'Blue Dart', trackingNumber: 'BD123', trackingUrl: 'javascript:alert(1)' }),
    );
    expect(callMessage(badLink)).toMatch(/https:\/\//);
    await move(placed.orderId, 'packed', 'shipped', {
      courier: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
      trackingUrl: 'https://www.bluedart.com/track?n=BD123456789IN',
    });
    const delivered = await move(placed.orderId, 'shipped', 'delivered');
    expect(delivered).toEqual({ orderId: placed.orderId, status: 'delivered', restocked: 0, emailQueued: true });

    const order = (await db.doc(`orders/${placed.orderId}`).get()).data() ?? {};
    expect(order['status']).toBe('delivered');
    expect(order['shipment']).toEqual({ courier: 'Blue Dart', trackingNumber: 'BD123456789IN', trackingUrl: 'https://www.bluedart.com/track?n=BD123456789IN' });
    const steps = (order['statusHistory'] as Array<{ status: string; by: string }>).map((step) => [step.status, step.by]);
    expect(steps).toEqual([
      ['pending_confirmation', DEMO_CUSTOMER.uid],
      ['confirmed', DEMO_ADMIN.uid],
      ['packed', DEMO_ADMIN.uid],
      ['shipped', DEMO_ADMIN.uid],
      ['delivered', DEMO_ADMIN.uid],
    ]);
    for (const kind of ['confirmed', 'packed', 'shipped', 'delivered'] as const) {
      expect((await db.doc(`mail/${orderMailId(placed.orderId, kind)}`).get()).exists, kind).toBe(true);
    }
    const shippedMail = (await db.doc(`mail/${orderMailId(placed.orderId, 'shipped')}`).get()).data() ?? {};
    expect(JSON.stringify(shippedMail['message'])).toContain('BD123456789IN');
    const audit = (await db.doc(`adminAudit/${String(order['lastAuditId'])}`).get()).data() ?? {};
    expect(audit).toMatchObject({
      action: 'order.status',
      target: `orders/${placed.orderId}`,
      byEmail: DEMO_ADMIN.email,
      changes: { status: { from: 'shipped', to: 'delivered' } },
    });
  });

  it('refuses a step the order cannot take, and a status someone else changed meanwhile', async () => {
    const { id, quantity } = await aProduct();
    const placed = await placeOrder(id, quantity);
    const skip = await callError(move(placed.orderId, 'pending_confirmation', 'shipped', { courier: 'India Post', trackingNumber: 'EE1' }));
    expect(callMessage(skip)).toBe('An order that is "Pending confirmation" cannot be marked "Shipped".');
    await move(placed.orderId, 'pending_confirmation', 'confirmed');
    const stale = await callError(move(placed.orderId, 'pending_confirmation', 'cancelled'));
    expect(stale.code).toBe('functions/failed-precondition');
    expect(callMessage(stale)).toMatch(/is now "Confirmed".*someone else changed it/);
    const unknown = await callError(move('no-such-order', 'confirmed', 'packed'));
    expect(unknown.code).toBe('functions/not-found');
    const extra = await callError(admin.call('setOrderStatus', { orderId: placed.orderId, expectedStatus: 'confirmed', status: 'packed', total: 1 }));
    expect(callMessage(extra)).toMatch(/Unexpected field\(s\) total/);
    expect((await db.doc(`orders/${placed.orderId}`).get()).get('status')).toBe('confirmed');
  });

  it('puts the stock back exactly once when twenty cancels of one order race', async () => {
    const { id, quantity } = await aProduct(1);
    const before = await stockOf(id);
    const placed = await placeOrder(id, quantity);
    expect(await stockOf(id)).toBe(before - quantity);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => move(placed.orderId, 'pending_confirmation', 'cancelled', { reason: 'Customer asked to cancel.' })),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    expect(succeeded).toHaveLength(1);
    expect((succeeded[0] as PromiseFulfilledResult<SetOrderStatusResult>).value.restocked).toBe(quantity);
    expect(await stockOf(id)).toBe(before);
    const order = (await db.doc(`orders/${placed.orderId}`).get()).data() ?? {};
    expect(order['status']).toBe('cancelled');
    expect(order['cancellation']).toEqual({ reason: 'Customer asked to cancel.' });
    expect(order['stockRestoredAt']).toBeTruthy();
    expect((await db.collection('adminAudit').where('target', '==', `orders/${placed.orderId}`).get()).size).toBe(1);
    // The order's movements: the pieces it took and the one restock, each with its order number.
    const movements = (await db.collection(`prod/${id}/stockMovements`).where('orderId', '==', placed.orderId).get()).docs.map((doc) => doc.data());
    expect(movements.map((movement) => [movement['reason'], movement['change']]).sort()).toEqual([
      ['order', -quantity],
      ['order-cancelled', quantity],
    ]);
    expect(movements.every((movement) => movement['orderNumber'] === order['number'])).toBe(true);
  }, 300_000);

  it('puts a returned order back in stock, and not again when it is refunded', async () => {
    const { id, quantity } = await aProduct(2);
    const placed = await placeOrder(id, quantity);
    const afterOrder = await stockOf(id);
    await move(placed.orderId, 'pending_confirmation', 'confirmed');
    await move(placed.orderId, 'confirmed', 'packed');
    await move(placed.orderId, 'packed', 'shipped', { courier: 'Delhivery', trackingNumber: 'DL1' });
    await move(placed.orderId, 'shipped', 'delivered');
    const cancelLate = await callError(move(placed.orderId, 'delivered', 'cancelled'));
    expect(callMessage(cancelLate)).toMatch(/cannot be marked "Cancelled"/);
    expect((await move(placed.orderId, 'delivered', 'returned', { reason: 'Wrong size.' })).restocked).toBe(quantity);
    expect(await stockOf(id)).toBe(afterOrder + quantity);
    expect((await move(placed.orderId, 'returned', 'refunded')).restocked).toBe(0);
    expect(await stockOf(id)).toBe(afterOrder + quantity);
  }, 120_000);
});

describe("the customer's figures (customerStats)", () => {
  it('counts each order and its value, and takes a cancelled order’s value away once', async () => {
    const statsOf = async () => (await db.doc(`customerStats/${DEMO_CUSTOMER.uid}`).get()).data() ?? { orderCount: 0, lifetimeValue: 0 };
    const { id, quantity } = await aProduct(5);
    const before = await statsOf();
    const placed = await placeOrder(id, quantity);
    const total = Number((await db.doc(`orders/${placed.orderId}`).get()).get('total'));
    const after = await statsOf();
    expect(after['orderCount']).toBe(Number(before['orderCount'] ?? 0) + 1);
    expect(after['lifetimeValue']).toBeCloseTo(Number(before['lifetimeValue'] ?? 0) + total, 2);
    expect(after['lastOrderAt']).toBeTruthy();
    await move(placed.orderId, 'pending_confirmation', 'cancelled');
    // The order count and the lifetime value count the same orders: a cancelled one in neither.
    expect((await statsOf())['lifetimeValue']).toBeCloseTo(Number(before['lifetimeValue'] ?? 0), 2);
    expect((await statsOf())['orderCount']).toBe(Number(before['orderCount'] ?? 0));
  });
});

describe("the dashboard's day figures (salesDaily)", () => {
  it('counts an order on the day it was placed once the shop confirms it, per product, and takes it away once when it is cancelled or returned', async () => {
    const dayOf = async (day: string) => (await db.doc(`salesDaily/${day}`).get()).data() ?? {};
    type Line = { title?: string; quantity: number; takings: number };
    const lineOf = (data: Record<string, unknown>, productId: string): Line =>
      (data['products'] as Record<string, Line> | undefined)?.[productId] ?? { quantity: 0, takings: 0 };
    const { id, quantity } = await aProduct(6);
    const first = await placeOrder(id, quantity);
    const stored = (await db.doc(`orders/${first.orderId}`).get()).data() ?? {};
    const day = String(stored['salesDay']);
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const start = await dayOf(day);
    const second = await placeOrder(id, quantity);
    // Placed, not confirmed: not takings yet.
    expect(await dayOf(day)).toMatchObject({ orders: start['orders'] ?? 0, takings: start['takings'] ?? 0 });
    await move(first.orderId, 'pending_confirmation', 'confirmed');
    await move(second.orderId, 'pending_confirmation', 'confirmed');
    const afterConfirm = await dayOf(day);
    expect(afterConfirm['orders']).toBe(Number(start['orders'] ?? 0) + 2);
    expect(afterConfirm['takings']).toBeCloseTo(Number(start['takings'] ?? 0) + first.total + second.total, 2);
    expect(lineOf(afterConfirm, id).quantity).toBe(lineOf(start, id).quantity + 2 * quantity);
    expect(lineOf(afterConfirm, id).title).toBe(stored['items'][0].title);

    // Cancelled: out of the day's figures.
    await move(first.orderId, 'confirmed', 'cancelled');
    const afterCancel = await dayOf(day);
    expect(afterCancel['orders']).toBe(Number(afterConfirm['orders']) - 1);
    expect(afterCancel['takings']).toBeCloseTo(Number(afterConfirm['takings']) - first.total, 2);
    expect(lineOf(afterCancel, id).quantity).toBe(lineOf(afterConfirm, id).quantity - quantity);

    // Delivered, then returned (never invoiced): taken off on the return, and not again when refunded.
    await move(second.orderId, 'confirmed', 'packed');
    await move(second.orderId, 'packed', 'shipped', { courier: 'Blue Dart', trackingNumber: 'BD123456' });
    await move(second.orderId, 'shipped', 'delivered');
    expect((await dayOf(day))['takings']).toBeCloseTo(Number(afterCancel['takings']), 2);
    await move(second.orderId, 'delivered', 'returned', { reason: 'Wrong size' });
    await move(second.orderId, 'returned', 'refunded');
    const afterRefund = await dayOf(day);
    expect(afterRefund['takings']).toBeCloseTo(Number(afterCancel['takings']) - second.total, 2);
    expect(lineOf(afterRefund, id).quantity).toBe(lineOf(start, id).quantity);
  }, 120_000);
});

describe('setCustomerDisabled', () => {
  it('turns a customer’s sign-in off and on again, for admins only, never for an admin', async () => {
    const email = `disable-${Date.now()}@example.com`;
    const victim = await clientSession(backend.endpoints, { email, password: 'Secret#2026', create: true });
    expect((await callError(customer.call('setCustomerDisabled', { uid: victim.uid, disabled: true }))).code).toBe('functions/permission-denied');
    expect(await admin.call('setCustomerDisabled', { uid: victim.uid, disabled: true })).toEqual({ uid: victim.uid, disabled: true });
    const refused = await clientSession(backend.endpoints, { email, password: 'Secret#2026' }).then(
      () => 'signed in',
      (error: { code?: string }) => error.code,
    );
    expect(refused).toBe('auth/user-disabled');
    expect((await db.doc(`customerStats/${victim.uid}`).get()).get('disabled')).toBe(true);
    await admin.call('setCustomerDisabled', { uid: victim.uid, disabled: false });
    expect((await clientSession(backend.endpoints, { email, password: 'Secret#2026' })).uid).toBe(victim.uid);
    expect(callMessage(await callError(admin.call('setCustomerDisabled', { uid: DEMO_ADMIN.uid, disabled: true })))).toMatch(/your own sign-in/);
    const audit = await db.collection('adminAudit').where('target', '==', `users/${victim.uid}`).get();
    expect(audit.docs.map((entry) => entry.get('action')).sort()).toEqual(['customer.disable', 'customer.enable']);
  });
});

describe('issueInvoice', () => {
  it('numbers an accepted order once, in the financial year sequence, for admins only', async () => {
    const { id, quantity } = await aProduct(4);
    const first = await placeOrder(id, quantity);
    const second = await placeOrder(id, quantity);
    expect(callMessage(await callError(admin.call('issueInvoice', { orderId: first.orderId })))).toMatch(/"Pending confirmation" gets no invoice/);
    await move(first.orderId, 'pending_confirmation', 'confirmed');
    await move(second.orderId, 'pending_confirmation', 'confirmed');
    expect((await callError(customer.call('issueInvoice', { orderId: first.orderId }))).code).toBe('functions/permission-denied');

    const issued = await admin.call<IssueInvoiceResult>('issueInvoice', { orderId: first.orderId });
    expect(issued).toMatchObject({ issued: true, number: expect.stringMatching(/^RS\/\d{4}-\d{2}\/\d{5}$/) });
    const again = await admin.call<IssueInvoiceResult>('issueInvoice', { orderId: first.orderId });
    expect(again).toMatchObject({ issued: false, number: issued.number });
    const next = await admin.call<IssueInvoiceResult>('issueInvoice', { orderId: second.orderId });
    const sequence = (number: string) => Number(number.split('/').at(-1));
    expect(sequence(next.number)).toBe(sequence(issued.number) + 1);
    const order = (await db.doc(`orders/${first.orderId}`).get()).data() ?? {};
    expect(order['invoice']).toMatchObject({ number: issued.number, by: DEMO_ADMIN.uid });
    expect((await db.doc(`adminAudit/${String(order['lastAuditId'])}`).get()).get('action')).toBe('order.invoice');
  });
});

describe('adjustStock', () => {
  it('changes the stock with a reason, recording the movement and the audit entry in one commit', async () => {
    const { id } = await aProduct(3);
    const before = await stockOf(id);
    const result = await admin.call<{ stock: number; movementId: string }>('adjustStock', {
      productId: id,
      change: 5,
      reason: 'received',
      note: ' Karigar batch 12 ',
      expectedStock: before,
    });
    expect(result.stock).toBe(before + 5);
    expect(await stockOf(id)).toBe(before + 5);
    const movement = (await db.doc(`prod/${id}/stockMovements/${result.movementId}`).get()).data();
    expect(movement).toMatchObject({
      change: 5,
      stockAfter: before + 5,
      reason: 'received',
      note: 'Karigar batch 12',
      by: DEMO_ADMIN.uid,
      byEmail: DEMO_ADMIN.email,
    });
    const product = (await db.doc(`prod/${id}`).get()).data() ?? {};
    expect((await db.doc(`adminAudit/${String(product['lastAuditId'])}`).get()).data()).toMatchObject({
      action: 'inventory.adjust',
      target: `prod/${id}`,
      changes: { stock: { from: before, to: before + 5 } },
    });
    await admin.call('adjustStock', { productId: id, change: -5, reason: 'correction', expectedStock: before + 5 });
    expect(await stockOf(id)).toBe(before);
  });

  it('refuses customers, a stale figure, stock below zero and a change against its reason', async () => {
    const { id } = await aProduct(3);
    const stock = await stockOf(id);
    expect((await callError(customer.call('adjustStock', { productId: id, change: 1, reason: 'received', expectedStock: stock }))).code).toBe(
      'functions/permission-denied',
    );
    const stale = await callError(admin.call('adjustStock', { productId: id, change: 1, reason: 'received', expectedStock: stock + 1 }));
    expect(callMessage(stale)).toMatch(new RegExp(`is now ${stock} \\(it was ${stock + 1}`));
    expect(callMessage(await callError(admin.call('adjustStock', { productId: id, change: -(stock + 1), reason: 'damaged', expectedStock: stock })))).toMatch(
      /cannot take away/,
    );
    expect(callMessage(await callError(admin.call('adjustStock', { productId: id, change: -1, reason: 'received', expectedStock: stock })))).toMatch(
      /positive number/,
    );
    expect(callMessage(await callError(admin.call('adjustStock', { productId: id, change: 0, reason: 'correction', expectedStock: stock })))).toMatch(/not 0/);
    expect(callMessage(await callError(admin.call('adjustStock', { productId: id, change: 1, reason: 'received', expectedStock: stock, price: 1 })))).toMatch(
      /Unexpected field\(s\) price/,
    );
    expect(await stockOf(id)).toBe(stock);
    expect((await db.collection(`prod/${id}/stockMovements`).where('reason', '==', 'damaged').get()).size).toBe(0);
  });
});

describe('addOrderNote', () => {
  it('keeps an internal note with its author, for admins only', async () => {
    const { id, quantity } = await aProduct();
    const placed = await placeOrder(id, quantity);
    await admin.call('addOrderNote', { orderId: placed.orderId, text: '  Called the customer; ships Monday. ' });
    const notes = await db.collection(`orders/${placed.orderId}/notes`).get();
    expect(notes.docs.map((note) => note.data())).toEqual([
      expect.objectContaining({ text: 'Called the customer; ships Monday.', by: DEMO_ADMIN.uid, byEmail: DEMO_ADMIN.email }),
    ]);
    expect((await callError(customer.call('addOrderNote', { orderId: placed.orderId, text: 'x' }))).code).toBe('functions/permission-denied');
    expect(callMessage(await callError(admin.call('addOrderNote', { orderId: placed.orderId, text: '   ' })))).toBe('Write the note.');
  });
});
