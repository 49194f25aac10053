// From order to money (issue 36) against the real local backend — callable host, document server,
// Auth emulator, local SMTP — with the web SDKs as the shop's pages and admin use them: shipping
// quoted on confirmation, payments and refunds (twenty racing payments record exactly what is due),
// buyer GSTINs and places of supply on frozen invoices, credit notes, the admin's edits and the
// orders the shop enters, and the shop's own notices.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../src/cli/start-backend';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { callError, callMessage, clientSession, closeClientSessions, type ClientSession } from '../support/client-session';
// asIsoDate: the admin's pages read `updatedAt` as shared-data does (to the millisecond, rounded down).
import { asIsoDate, defaultSiteSettings, gstinCheckCharacter, type PlaceOrderResult, type RecordPaymentResult, toTaxDocument } from 'shared-data/contracts';

let backend: RunningBackend;
let db: Firestore;
let admin: ClientSession;
let customer: ClientSession;
let keys = 0;

beforeAll(async () => {
  backend = await startBackend({ inMemory: true, schedules: false, ports: { firestore: 0, auth: 0, functions: 0, storage: 0, smtp: 0, mailWeb: 0 } });
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  admin = await clientSession(backend.endpoints, DEMO_ADMIN);
  customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
}, 240_000);

afterAll(async () => {
  await closeClientSessions();
  await db?.terminate();
  await backend?.close();
}, 60_000);

const GUJARAT_GSTIN = `24AAACS1234K1Z${gstinCheckCharacter('24AAACS1234K1Z')}`.slice(0, 15);
const validGstin = (first14: string) => first14 + gstinCheckCharacter(first14);
const MUMBAI = {
  fullName: 'Kavita Shah',
  phone: '+91 98200 12345',
  line1: '4 Zaveri Bazaar',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400002',
  country: 'India',
};

const orderOf = async (id: string) => (await db.doc(`orders/${id}`).get()).data() as DocumentData;
const stockOf = async (id: string) => Number((await db.doc(`prod/${id}`).get()).get('stock'));

/** Active products with plenty of stock, most first. */
async function products(count: number, skip = 0): Promise<Array<{ id: string; price: number; minOrderQty: number; title: string }>> {
  const snapshot = await db.collection('prod').where('status', '==', 'active').where('stock', '>=', 80).orderBy('stock', 'desc').get();
  return snapshot.docs
    .slice(skip, skip + count)
    .map((doc) => ({ id: doc.id, price: Number(doc.get('price')), minOrderQty: Number(doc.get('minOrderQty') ?? 1) || 1, title: String(doc.get('title')) }));
}

async function place(productId: string, quantity: number, extra: Record<string, unknown> = {}): Promise<PlaceOrderResult> {
  return customer.call<PlaceOrderResult>('placeOrder', {
    items: [{ productId, quantity }],
    addressId: 'demo-address-1',
    idempotencyKey: `order-money-${Date.now()}-${++keys}`,
    ...extra,
  });
}

const move = (orderId: string, expectedStatus: string, status: string, extra: Record<string, unknown> = {}) =>
  admin.call('setOrderStatus', { orderId, expectedStatus, status, ...extra });

async function withSettings(orders: Partial<typeof defaultSiteSettings.orders>, work: () => Promise<void>): Promise<void> {
  const settings = db.doc('settings/site');
  await settings.set({ orders: { ...defaultSiteSettings.orders, ...orders } }, { merge: true });
  try {
    await work();
  } finally {
    await settings.set({ orders: defaultSiteSettings.orders }, { merge: true });
  }
}

const pay = (orderId: string, amount: number | string, reference: string, kind: 'payment' | 'refund' = 'payment', method = 'bank_transfer') =>
  admin.call<RecordPaymentResult>('recordPayment', { orderId, kind, amount, method, reference, receivedOn: '2026-11-28', note: '' });

describe('shipping quoted by the shop', () => {
  it('places the order without shipping, asks for the charge on confirmation, and tells the customer the total and how to pay it', async () => {
    const [product] = await products(1);
    await withSettings({ shippingMethod: 'quoted' }, async () => {
      const placed = await place(product!.id, product!.minOrderQty);
      const order = await orderOf(placed.orderId);
      expect(order).toMatchObject({ shippingState: 'to_quote', shipping: 0, total: order['subtotal'], payment: { status: 'unpaid', due: order['subtotal'] } });
      // Paying before the quote, or confirming without one, is refused.
      expect(callMessage(await callError(pay(placed.orderId, 1, 'UTR-EARLY-1')))).toMatch(/shipping is not quoted yet/);
      const missing = await callError(move(placed.orderId, 'pending_confirmation', 'confirmed'));
      expect(missing.code).toBe('functions/invalid-argument');
      expect(callMessage(missing)).toBe('Enter the shipping charge to confirm this order (0 for free shipping).');
      await move(placed.orderId, 'pending_confirmation', 'confirmed', { shipping: '350' });
      const confirmed = await orderOf(placed.orderId);
      const total = Number(order['subtotal']) + 350;
      expect(confirmed).toMatchObject({ shippingState: 'quoted', shipping: 350, total, payment: { status: 'unpaid', due: total } });
      const mail = (await db.doc(`mail/order-${placed.orderId}-confirmed`).get()).data() as DocumentData;
      expect(mail['message']['text']).toContain('Shipping: ₹350.00');
      expect(mail['message']['text']).toContain(`am=${total.toFixed(2)}&cu=INR&tn=Order%20${encodeURIComponent(String(order['number']))}`);
      expect(mail['message']['attachments']).toEqual([expect.objectContaining({ cid: 'upi-qr', contentType: 'image/gif', encoding: 'base64' })]);
    });
    // A charge for an order that was charged when placed is refused (Edit order changes it).
    const charged = await place(product!.id, product!.minOrderQty);
    expect(callMessage(await callError(move(charged.orderId, 'pending_confirmation', 'confirmed', { shipping: 100 })))).toMatch(
      /charged when it was placed; change it with Edit order/,
    );
  }, 120_000);
});

describe('payments', () => {
  it('goes unpaid → partly paid → paid, never beyond what is due, each reference once, refunds at most what was paid', async () => {
    const [product] = await products(1, 1);
    const placed = await place(product!.id, product!.minOrderQty);
    await move(placed.orderId, 'pending_confirmation', 'confirmed');
    const { total } = await orderOf(placed.orderId);
    const half = Math.round(total * 50) / 100;
    expect(await pay(placed.orderId, half, 'UTR 4432 1001')).toMatchObject({ status: 'partly_paid', paid: half, due: Math.round((total - half) * 100) / 100 });
    // The same UTR again (however it is written) is refused, naming the order it is on.
    const again = await callError(pay(placed.orderId, 1, 'utr-44321001'));
    expect(again.code).toBe('functions/already-exists');
    expect(callMessage(again)).toContain(String((await orderOf(placed.orderId))['number']));
    const tooMuch = await callError(pay(placed.orderId, total, 'UTR-4432-1002'));
    expect(callMessage(tooMuch)).toMatch(/^Only ₹[\d,.]+ is due on order SO-/);
    const rest = Math.round((total - half) * 100) / 100;
    expect(await pay(placed.orderId, rest, 'UTR-4432-1003', 'payment', 'upi')).toMatchObject({ status: 'paid', due: 0 });
    expect(callMessage(await callError(pay(placed.orderId, 1, 'UTR-4432-1004')))).toMatch(/paid in full/);
    // Money back: at most what was paid.
    expect(callMessage(await callError(pay(placed.orderId, total + 1, 'RF-1', 'refund')))).toMatch(/^At most ₹[\d,.]+ can be refunded/);
    expect(await pay(placed.orderId, 100, 'RF-2', 'refund')).toMatchObject({ status: 'partly_refunded' });
    const payments = (await db.collection(`orders/${placed.orderId}/payments`).get()).docs.map((doc) => doc.data());
    expect(payments.map((entry) => [entry['kind'], entry['amount']]).sort()).toEqual(
      [
        ['payment', half],
        ['payment', rest],
        ['refund', 100],
      ].sort(),
    );
    const audit = (await db.collection('adminAudit').where('target', '==', `orders/${placed.orderId}`).get()).docs.map((doc) => doc.get('action'));
    expect(audit.filter((action) => action === 'order.payment')).toHaveLength(2);
    // Nothing from a customer, nothing on an order that is not there.
    expect(
      (
        await callError(
          customer.call('recordPayment', {
            orderId: placed.orderId,
            kind: 'payment',
            amount: 1,
            method: 'cash',
            reference: '',
            receivedOn: '2026-11-28',
            note: '',
          }),
        )
      ).code,
    ).toBe('functions/permission-denied');
    for (const [amount, message] of [
      [-5, /in rupees/],
      ['12.345', /at most two decimals/],
      [0, /more than ₹0/],
    ] as const) {
      expect(callMessage(await callError(pay(placed.orderId, amount, `UTR-BAD-${String(amount)}`)))).toMatch(message);
    }
  }, 120_000);

  it('records exactly what is due when twenty payments race that together exceed it', async () => {
    const [product] = await products(1, 2);
    const quantity = product!.minOrderQty;
    // A total that ten equal payments make exactly: shipping rounds the order up to a whole thousand.
    const subtotal = product!.price * quantity;
    const shipping = Math.round(((1000 - (subtotal % 1000)) % 1000) * 100) / 100 + 1000;
    await withSettings({ shippingMethod: 'quoted' }, async () => {
      const placed = await place(product!.id, quantity);
      await move(placed.orderId, 'pending_confirmation', 'confirmed', { shipping });
      const { total } = await orderOf(placed.orderId);
      const share = total / 10;
      const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => pay(placed.orderId, share, `UTR-RACE-${placed.orderId}-${i}`)));
      const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      expect(accepted).toHaveLength(10);
      for (const outcome of outcomes) if (outcome.status === 'rejected') expect(callMessage(outcome.reason as never)).toMatch(/is due|paid in full/);
      const order = await orderOf(placed.orderId);
      expect(order['payment']).toMatchObject({ status: 'paid', paid: total, due: 0 });
      expect((await db.collection(`orders/${placed.orderId}/payments`).get()).size).toBe(10);
    });
  }, 180_000);

  it('refuses a payment on a cancelled order, and sends a payment reminder only while money is due', async () => {
    const [product] = await products(1, 3);
    const placed = await place(product!.id, product!.minOrderQty);
    expect(callMessage(await callError(admin.call('sendPaymentReminder', { orderId: placed.orderId })))).toMatch(/Confirm order SO-.* first/);
    await move(placed.orderId, 'pending_confirmation', 'confirmed');
    expect(await admin.call('sendPaymentReminder', { orderId: placed.orderId })).toEqual({ queued: true, to: DEMO_CUSTOMER.email });
    const reminders = (await db.collection('mail').where('orderId', '==', placed.orderId).where('kind', '==', 'order-payment-reminder').get()).docs;
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.get('message.text')).toMatch(/is still due for your order/);
    expect(callMessage(await callError(admin.call('sendPaymentReminder', { orderId: placed.orderId })))).toMatch(/A reminder went to the customer/);
    await move(placed.orderId, 'confirmed', 'cancelled', { reason: 'Customer changed their mind' });
    expect(callMessage(await callError(pay(placed.orderId, 10, `UTR-CANCELLED-${placed.orderId}`)))).toMatch(/is cancelled: no payment can be recorded/);
  }, 120_000);
});

describe('GST invoices and credit notes', () => {
  it('invoices a buyer in another state with IGST, their GSTIN and the place of supply, frozen as issued', async () => {
    const [product] = await products(1, 4);
    const placed = await place(product!.id, product!.minOrderQty, { business: { businessName: 'Shree Ambica Jewellers', gstin: GUJARAT_GSTIN.toLowerCase() } });
    const order = await orderOf(placed.orderId);
    expect(order).toMatchObject({ buyer: { businessName: 'Shree Ambica Jewellers', gstin: GUJARAT_GSTIN }, placeOfSupply: { code: '24', name: 'Gujarat' } });
    await move(placed.orderId, 'pending_confirmation', 'confirmed');
    const { number } = await admin.call<{ number: string }>('issueInvoice', { orderId: placed.orderId });
    const stored = await orderOf(placed.orderId);
    const document = toTaxDocument(
      stored['invoice']['documentId'],
      (await db.doc(`orders/${placed.orderId}/taxDocuments/${stored['invoice']['documentId']}`).get()).data() ?? {},
    );
    expect(document).toMatchObject({
      kind: 'invoice',
      number,
      buyer: { businessName: 'Shree Ambica Jewellers', gstin: GUJARAT_GSTIN },
      placeOfSupply: { code: '24', name: 'Gujarat' },
      seller: { gstin: '27AABCR1234F1ZS', stateCode: '27' },
    });
    expect(document.figures.intraState).toBe(false);
    expect(document.figures.igst).toBeGreaterThan(0);
    expect(document.figures.cgst + document.figures.sgst).toBe(0);
    expect(document.figures.grandTotal).toBe(stored['total']);
    // Frozen: a change of the shop's GST settings does not touch it.
    await db.doc('settings/site').set({ tax: { legalName: 'Another Name Pvt Ltd' } }, { merge: true });
    try {
      expect((await db.doc(`orders/${placed.orderId}/taxDocuments/${document.id}`).get()).get('seller.legalName')).toBe(defaultSiteSettings.tax.legalName);
    } finally {
      await db.doc('settings/site').set({ tax: { legalName: defaultSiteSettings.tax.legalName } }, { merge: true });
    }
  }, 120_000);

  it('splits the tax of a buyer in the shop’s state into CGST and SGST halves that add up, a paisa apart at most', async () => {
    const [a, b] = await products(2, 5);
    const placed = await customer.call<PlaceOrderResult>('placeOrder', {
      items: [
        { productId: a!.id, quantity: a!.minOrderQty + 1 },
        { productId: b!.id, quantity: b!.minOrderQty + 2 },
      ],
      address: MUMBAI,
      business: { businessName: 'Kavita Gems', gstin: validGstin('27AAFCK5678M1Z') },
      idempotencyKey: `order-money-mumbai-${Date.now()}`,
    });
    await move(placed.orderId, 'pending_confirmation', 'confirmed');
    await admin.call('issueInvoice', { orderId: placed.orderId });
    const stored = await orderOf(placed.orderId);
    const figures = toTaxDocument('x', (await db.doc(`orders/${placed.orderId}/taxDocuments/${stored['invoice']['documentId']}`).get()).data() ?? {}).figures;
    expect(figures.intraState).toBe(true);
    expect(Math.round((figures.cgst + figures.sgst) * 100)).toBe(Math.round(figures.totalTax * 100));
    expect(Math.abs(Math.round(figures.cgst * 100) - Math.round(figures.sgst * 100))).toBeLessThanOrEqual(1);
    expect(figures.igst).toBe(0);
  }, 120_000);

  it('credits some lines, then the rest on a return: credit notes of their own series, the invoice marked cancelled, owed and takings following', async () => {
    const [product] = await products(1, 6);
    const quantity = product!.minOrderQty + 3;
    const placed = await place(product!.id, quantity);
    await move(placed.orderId, 'pending_confirmation', 'confirmed');
    const { number: invoiceNumber } = await admin.call<{ number: string }>('issueInvoice', { orderId: placed.orderId });
    const order = await orderOf(placed.orderId);
    await pay(placed.orderId, order['total'], `UTR-CN-${placed.orderId}`);
    const stockBefore = await stockOf(product!.id);

    // Two pieces came back damaged: credited and back in stock.
    const partial = await admin.call<{ number: string; amount: number; creditNoteId: string }>('issueCreditNote', {
      orderId: placed.orderId,
      scope: 'lines',
      lines: [{ productId: product!.id, quantity: 2 }],
      reason: 'Two pieces tarnished',
      restock: true,
    });
    expect(partial.number).toMatch(/^RSCN\/\d{4}-\d{2}\/\d{5}$/);
    expect(await stockOf(product!.id)).toBe(stockBefore + 2);
    const note = toTaxDocument(partial.creditNoteId, (await db.doc(`orders/${placed.orderId}/taxDocuments/${partial.creditNoteId}`).get()).data() ?? {});
    expect(note).toMatchObject({ kind: 'credit_note', against: { invoiceNumber }, reason: 'Two pieces tarnished' });
    expect(note.figures.lines).toEqual([expect.objectContaining({ quantity: 2, sku: expect.any(String) })]);
    const afterPartial = await orderOf(placed.orderId);
    expect(afterPartial['payment']).toMatchObject({ credited: partial.amount, overpaid: partial.amount, due: 0 });
    expect(afterPartial['invoice']['cancelledBy']).toBeNull();
    // The same credit twice (a double click) is refused.
    expect(
      (
        await callError(
          admin.call('issueCreditNote', {
            orderId: placed.orderId,
            scope: 'lines',
            lines: [{ productId: product!.id, quantity: 2 }],
            reason: 'Two pieces tarnished',
            restock: true,
          }),
        )
      ).code,
    ).toBe('functions/already-exists');

    // The rest comes back: the return issues the balance's credit note and cancels the invoice.
    await move(placed.orderId, 'confirmed', 'packed');
    await move(placed.orderId, 'packed', 'shipped', { courier: 'Blue Dart', trackingNumber: 'BD555' });
    await move(placed.orderId, 'shipped', 'delivered');
    await move(placed.orderId, 'delivered', 'returned', { reason: 'Wrong design' });
    const returned = await orderOf(placed.orderId);
    expect(returned['creditNotes']).toHaveLength(2);
    expect(returned['invoice']['cancelledBy']).toBe(returned['creditNotes'][1]['number']);
    expect(returned['credited']['total']).toBe(returned['total']);
    expect(returned['payment']).toMatchObject({ due: 0, overpaid: returned['total'] });
    expect(returned['counted']['takings']['takings']).toBe(0);
    // Nothing left to credit.
    expect(callMessage(await callError(admin.call('issueCreditNote', { orderId: placed.orderId, scope: 'amount', amount: 1, reason: 'Goodwill' })))).toMatch(
      /credited in full already/,
    );
    // The money goes back: a refund of what was paid.
    expect(await pay(placed.orderId, returned['total'], `RF-CN-${placed.orderId}`, 'refund')).toMatchObject({ status: 'refunded' });
  }, 180_000);
});

describe('the admin’s edits', () => {
  it('changes quantities, lines and a discount before shipping: stock, totals, what is due and the customer’s e-mail follow', async () => {
    const [first, second] = await products(2, 8);
    const placed = await place(first!.id, first!.minOrderQty + 2);
    const before = await orderOf(placed.orderId);
    const stock = { first: await stockOf(first!.id), second: await stockOf(second!.id) };
    const edit = (extra: Record<string, unknown> = {}) => ({
      orderId: placed.orderId,
      items: [
        { productId: first!.id, quantity: first!.minOrderQty },
        { productId: second!.id, quantity: second!.minOrderQty },
      ],
      discount: { kind: 'percent', value: '5', reason: 'Festive order' },
      shipping: null,
      ...extra,
    });
    // Opened before someone else's change: refused.
    expect(callMessage(await callError(admin.call('editOrder', edit({ expectedUpdatedAt: '2020-01-01T00:00:00.000Z' }))))).toMatch(
      /changed since you opened it/,
    );
    const updatedAt = asIsoDate(before['updatedAt']);
    const result = await admin.call<{ total: number; stockChange: number; emailQueued: boolean }>('editOrder', edit({ expectedUpdatedAt: updatedAt }));
    expect(result.emailQueued).toBe(true);
    expect(await stockOf(first!.id)).toBe(stock.first + 2);
    expect(await stockOf(second!.id)).toBe(stock.second - second!.minOrderQty);
    const edited = await orderOf(placed.orderId);
    const subtotal = Math.round((first!.price * first!.minOrderQty + second!.price * second!.minOrderQty) * 100) / 100;
    const discount = Math.round(subtotal * 5) / 100;
    expect(edited).toMatchObject({ subtotal, discount: { kind: 'percent', value: 5, reason: 'Festive order', amount: discount } });
    expect(edited['total']).toBeCloseTo(subtotal - discount + Number(edited['shipping']), 2);
    expect(edited['payment']['due']).toBe(edited['total']);
    const movements = (await db.collection(`prod/${second!.id}/stockMovements`).where('orderId', '==', placed.orderId).get()).docs.map((doc) => [
      doc.get('reason'),
      doc.get('change'),
    ]);
    expect(movements).toEqual([['order-edited', -second!.minOrderQty]]);
    expect((await db.collection('mail').where('orderId', '==', placed.orderId).where('kind', '==', 'order-updated').get()).size).toBe(1);

    // Invoiced: refused until credited.
    await move(placed.orderId, 'pending_confirmation', 'confirmed');
    await admin.call('issueInvoice', { orderId: placed.orderId });
    const invoiced = await orderOf(placed.orderId);
    const refused = await callError(admin.call('editOrder', edit({ expectedUpdatedAt: asIsoDate(invoiced['updatedAt']) })));
    expect(callMessage(refused)).toMatch(/issue a credit note for it first/);
    // Credited in full, it may change, and is invoiced afresh.
    await admin.call('issueCreditNote', { orderId: placed.orderId, scope: 'all', reason: 'Order to be changed' });
    const credited = await orderOf(placed.orderId);
    await admin.call('editOrder', edit({ expectedUpdatedAt: asIsoDate(credited['updatedAt']), discount: null }));
    const reinvoiced = await admin.call<{ number: string; issued: boolean }>('issueInvoice', { orderId: placed.orderId });
    expect(reinvoiced.issued).toBe(true);
    expect(reinvoiced.number).not.toBe(invoiced['invoice']['number']);
  }, 180_000);
});

describe('orders the shop enters', () => {
  it('enters a phone order for an existing customer and a WhatsApp order for a new one, priced and stocked as placeOrder does', async () => {
    const [product] = await products(1, 10);
    const stock = await stockOf(product!.id);
    const existing = await admin.call<{ orderId: string; uid: string; newCustomer: boolean; total: number }>('createShopOrder', {
      customer: { uid: DEMO_CUSTOMER.uid },
      items: [{ productId: product!.id, quantity: product!.minOrderQty }],
      address: MUMBAI,
      channel: 'phone',
      note: 'Called at 11:30',
      idempotencyKey: `shop-order-${Date.now()}-a`,
    });
    expect(existing).toMatchObject({ uid: DEMO_CUSTOMER.uid, newCustomer: false });
    expect(await orderOf(existing.orderId)).toMatchObject({
      uid: DEMO_CUSTOMER.uid,
      enteredBy: { uid: DEMO_ADMIN.uid, channel: 'phone' },
      status: 'pending_confirmation',
      items: [expect.objectContaining({ price: product!.price })],
    });
    expect(await stockOf(product!.id)).toBe(stock - product!.minOrderQty);

    const email = `whatsapp-buyer-${Date.now()}@example.com`;
    const fresh = await admin.call<{ orderId: string; uid: string; newCustomer: boolean }>('createShopOrder', {
      customer: { email, name: 'Ramesh Soni', phone: '+91 94140 55555' },
      items: [{ productId: product!.id, quantity: product!.minOrderQty }],
      address: { ...MUMBAI, fullName: 'Ramesh Soni', city: 'Jaipur', state: 'Rajasthan', postalCode: '302003' },
      channel: 'whatsapp',
      business: { businessName: 'Soni Silver House', gstin: validGstin('08ABCPS1234Q1Z') },
      shipping: 0,
      note: '',
      idempotencyKey: `shop-order-${Date.now()}-b`,
    });
    expect(fresh.newCustomer).toBe(true);
    expect(await orderOf(fresh.orderId)).toMatchObject({
      email,
      shippingState: 'quoted',
      shipping: 0,
      buyer: { gstin: expect.stringMatching(/^08/) },
      placeOfSupply: { code: '08', name: 'Rajasthan' },
    });
    expect((await db.doc(`webusers/${fresh.uid}`).get()).data()).toMatchObject({ email, displayName: 'Ramesh Soni', phone: '+91 94140 55555' });
    expect(
      (
        await callError(
          customer.call('createShopOrder', {
            customer: { uid: DEMO_CUSTOMER.uid },
            items: [],
            address: MUMBAI,
            channel: 'phone',
            note: '',
            idempotencyKey: 'x'.repeat(10),
          }),
        )
      ).code,
    ).toBe('functions/permission-denied');
  }, 120_000);
});

describe('a customer’s business details', () => {
  it('are corrected by an admin, audited, with the GSTIN checked as the GST portal does', async () => {
    const gstin = validGstin('24AAACS1234K1Z');
    expect(await admin.call('setCustomerBusiness', { uid: DEMO_CUSTOMER.uid, businessName: 'Priya Jewels LLP', gstin: ` ${gstin.toLowerCase()} ` })).toEqual({
      uid: DEMO_CUSTOMER.uid,
      businessName: 'Priya Jewels LLP',
      gstin,
    });
    expect((await db.doc(`webusers/${DEMO_CUSTOMER.uid}`).get()).data()).toMatchObject({ businessName: 'Priya Jewels LLP', gstin });
    const audit = (await db.collection('adminAudit').where('target', '==', `webusers/${DEMO_CUSTOMER.uid}`).get()).docs.map((doc) => doc.get('action'));
    expect(audit).toContain('customer.business');
    for (const [bad, message] of [
      ['24AAACS1234K1Z', /15 characters; this one has 14/],
      [`${gstin.slice(0, 14)}${gstin[14] === 'A' ? 'B' : 'A'}`, /last character does not match/],
      [validGstin('99AAACS1234K1Z'), /no state's code/],
    ] as const) {
      expect(callMessage(await callError(admin.call('setCustomerBusiness', { uid: DEMO_CUSTOMER.uid, businessName: 'Priya Jewels LLP', gstin: bad })))).toMatch(
        message,
      );
    }
  }, 60_000);
});

describe('notices to the shop', () => {
  it('e-mails the shop about a new order and a contact message, unless the notice is switched off', async () => {
    const [product] = await products(1, 11);
    const placed = await place(product!.id, product!.minOrderQty);
    const notice = (await db.doc(`mail/shop-new-order-${placed.orderId}`).get()).data() as DocumentData;
    expect(notice).toMatchObject({ to: defaultSiteSettings.contact.email, kind: 'shop-new-order' });
    expect(notice['message']['subject']).toContain(`New order ${String((await orderOf(placed.orderId))['number'])}`);
    expect(notice['message']['text']).toContain(`/admin/orders/${placed.orderId}`);

    const { id } = await customer.call<{ id: string }>('sendContactMessage', {
      name: 'Priya',
      email: DEMO_CUSTOMER.email,
      subject: 'Bulk price list',
      message: 'Please send the wholesale price list for anklets.',
    });
    expect((await db.doc(`mail/shop-contact-message-${id}`).get()).get('message.text')).toContain('Please send the wholesale price list for anklets.');

    await db
      .doc('settings/site')
      .set({ notifications: { ...defaultSiteSettings.notifications, newOrder: false, email: 'orders-desk@rajatmaya.example' } }, { merge: true });
    try {
      const quiet = await place(product!.id, product!.minOrderQty);
      expect((await db.doc(`mail/shop-new-order-${quiet.orderId}`).get()).exists).toBe(false);
      const { id: second } = await customer.call<{ id: string }>('sendContactMessage', {
        name: 'Priya',
        email: DEMO_CUSTOMER.email,
        subject: 'Samples',
        message: 'Can you send two samples of the payal?',
      });
      expect((await db.doc(`mail/shop-contact-message-${second}`).get()).get('to')).toBe('orders-desk@rajatmaya.example');
    } finally {
      await db.doc('settings/site').set({ notifications: defaultSiteSettings.notifications }, { merge: true });
    }
  }, 120_000);
});
