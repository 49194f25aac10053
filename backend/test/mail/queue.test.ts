// Queuing e-mails inside the caller's transaction or batch, against the local document server:
// the customer's order-updates preference decides, the profile's address is used, a repeated
// status change queues nothing more, and a queued e-mail reaches the local SMTP server.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL } from 'shared-data/contracts';
import { createMailTransport, processMailDocument } from '../../functions/src/mail/deliver-mail';
import { PENDING_GRACE_MS } from '../../functions/src/mail/mail-document';
import type { EmailOrder } from '../../functions/src/mail/order-email';
import { orderMailId, queueOrderEmail, queueSupportReply } from '../../functions/src/mail/queue-mail';
import { startLocalMail, type LocalMail } from '../../src/mail/start-local-mail';
import { createAdminFirestore } from '../../src/server/admin-client';
import { startDocumentServer, type DocumentServer } from '../../src/server/index';

let server: DocumentServer;
let db: Firestore;
let mail: LocalMail;

const NOW = new Date('2026-11-20T06:30:00Z');

let sequence = 0;
const emailOrder = (uid: string): EmailOrder => {
  sequence += 1;
  return {
    id: `order-${sequence}`,
    uid,
    number: `SO-2026-${String(sequence).padStart(6, '0')}`,
    items: [{ title: 'Temple necklace', sku: 'SLV-NCK-0003', price: 8450, quantity: 2, lineTotal: 16900 }],
    subtotal: 16900,
    shipping: 0,
    total: 16900,
    address: {
      fullName: 'Anita Desai',
      phone: '+91 90000 12345',
      line1: '5 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      postalCode: '700016',
      country: 'India',
    },
    note: '',
    placedAt: NOW,
  };
};

async function profile(uid: string, fields: Record<string, unknown>): Promise<void> {
  await db
    .collection('webusers')
    .doc(uid)
    .set({ uid, createdAt: FieldValue.serverTimestamp(), ...fields });
}

/** queueOrderEmail inside a real transaction that also writes the order, as placeOrder does. */
async function placeWithEmail(order: EmailOrder, options: Parameters<typeof queueOrderEmail>[4] = {}) {
  return db.runTransaction(async (transaction) => {
    const result = await queueOrderEmail(transaction, db, order, 'placed', { now: NOW, ...options });
    transaction.set(db.collection('orders').doc(order.id), { uid: order.uid, number: order.number });
    return result;
  });
}

const mailDoc = (id: string) => db.collection(MAIL).doc(id).get();

beforeAll(async () => {
  server = await startDocumentServer({ port: 0, inMemory: true, log: () => undefined });
  db = createAdminFirestore({ host: `127.0.0.1:${server.port}` });
  mail = await startLocalMail({ smtpPort: 0, webPort: 0, mailDir: null });
});

afterAll(async () => {
  await db?.terminate();
  await mail?.close();
  await server?.close();
});

describe('queueOrderEmail', () => {
  it("queues the e-mail to the profile's address when order updates are on, in the Trigger Email shape", async () => {
    await profile('asha', { email: 'asha@shop-test.example', emailPreferences: { orderUpdates: true, promotions: false, newsletter: false } });
    const order = emailOrder('asha');
    const result = await placeWithEmail(order);
    expect(result).toEqual({ queued: true, mailId: orderMailId(order.id, 'placed'), to: 'asha@shop-test.example' });

    const stored = await mailDoc(orderMailId(order.id, 'placed'));
    expect(stored.data()).toMatchObject({
      to: 'asha@shop-test.example',
      from: '"Rajatmaya Silver" <wholesale@rajatmaya.example>',
      replyTo: 'wholesale@rajatmaya.example',
      kind: 'order-placed',
      orderId: order.id,
      uid: 'asha',
      message: { subject: `We have received your order ${order.number} · Rajatmaya Silver` },
      delivery: { state: 'PENDING', attempts: 0, leaseExpireTime: null, startTime: null, endTime: null, error: null, info: null },
    });
    expect(stored.get('message.html')).toContain('₹16,900.00');
    expect(stored.get('message.text')).toContain('Total: ₹16,900.00');
    expect(stored.get('createdAt')).toBeInstanceOf(Timestamp);
    expect((stored.get('delivery.nextAttemptAt') as Timestamp).toMillis()).toBe(NOW.getTime() + PENDING_GRACE_MS);
    // The order and its e-mail were written together.
    expect((await db.collection('orders').doc(order.id).get()).exists).toBe(true);
  });

  it('queues nothing when the customer turned order updates off, and the order is still written', async () => {
    await profile('bela', { email: 'bela@shop-test.example', emailPreferences: { orderUpdates: false, promotions: true, newsletter: true } });
    const order = emailOrder('bela');
    expect(await placeWithEmail(order)).toEqual({ queued: false, reason: 'opted-out' });
    expect((await mailDoc(orderMailId(order.id, 'placed'))).exists).toBe(false);
    expect((await db.collection('orders').doc(order.id).get()).exists).toBe(true);
    // Even with an address to fall back on.
    expect(await placeWithEmail(emailOrder('bela'), { fallbackEmail: 'bela@elsewhere.example' })).toEqual({ queued: false, reason: 'opted-out' });
  });

  it('treats missing preferences as on (the spec default)', async () => {
    await profile('chitra', { email: 'chitra@shop-test.example' });
    expect(await placeWithEmail(emailOrder('chitra'))).toMatchObject({ queued: true, to: 'chitra@shop-test.example' });
    await profile('devi', { email: 'devi@shop-test.example', emailPreferences: { promotions: false } });
    expect(await placeWithEmail(emailOrder('devi'))).toMatchObject({ queued: true, to: 'devi@shop-test.example' });
  });

  it('uses the fallback address without a profile, and queues nothing without any deliverable address', async () => {
    expect(await placeWithEmail(emailOrder('no-profile'), { fallbackEmail: 'token@shop-test.example' })).toMatchObject({
      queued: true,
      to: 'token@shop-test.example',
    });
    expect(await placeWithEmail(emailOrder('no-profile-2'))).toEqual({ queued: false, reason: 'no-address' });
    // The apps' placeholder for accounts without an e-mail reaches no one.
    await profile('phone-user', { email: 'phone-user@users.noreply.local' });
    const order = emailOrder('phone-user');
    expect(await placeWithEmail(order)).toEqual({ queued: false, reason: 'no-address' });
    expect((await mailDoc(orderMailId(order.id, 'placed'))).exists).toBe(false);
  });

  it('queues one e-mail per order and kind, however often the status is set', async () => {
    await profile('esha', { email: 'esha@shop-test.example' });
    const order = emailOrder('esha');
    const ship = () =>
      db.runTransaction(async (transaction) => {
        const result = await queueOrderEmail(transaction, db, { ...order, shipment: { courier: 'Blue Dart', trackingNumber: 'BD1' } }, 'shipped', { now: NOW });
        transaction.set(db.collection('orders').doc(order.id), { status: 'shipped' }, { merge: true });
        return result;
      });
    expect(await ship()).toMatchObject({ queued: true });
    expect(await ship()).toEqual({ queued: false, reason: 'already-queued' });
    const forOrder = await db.collection(MAIL).where('orderId', '==', order.id).get();
    expect(forOrder.docs.map((doc) => doc.get('kind'))).toEqual(['order-shipped']);
  });

  it('works with a write batch too, and takes the brand and contact from settings/site', async () => {
    await db
      .collection('settings')
      .doc('site')
      .set({ brand: { name: 'Chandi & Co' }, contact: { email: 'hello@chandi.example', phone: '+91 22 4000 0000' } });
    try {
      await profile('farah', { email: 'farah@shop-test.example' });
      const order = emailOrder('farah');
      const batch = db.batch();
      expect(await queueOrderEmail(batch, db, order, 'confirmed', { now: NOW })).toMatchObject({ queued: true });
      // Nothing is written until the batch commits.
      expect((await mailDoc(orderMailId(order.id, 'confirmed'))).exists).toBe(false);
      await batch.commit();
      const stored = await mailDoc(orderMailId(order.id, 'confirmed'));
      expect(stored.get('from')).toBe('"Chandi & Co" <hello@chandi.example>');
      expect(stored.get('message.subject')).toBe(`Your order ${order.number} is confirmed · Chandi & Co`);
      expect(stored.get('message.text')).toContain('+91 22 4000 0000');
    } finally {
      await db.collection('settings').doc('site').delete();
    }
  });

  it('writes nothing when the transaction fails after queuing', async () => {
    await profile('gita', { email: 'gita@shop-test.example' });
    const order = emailOrder('gita');
    await expect(
      db.runTransaction(async (transaction) => {
        await queueOrderEmail(transaction, db, order, 'placed', { now: NOW });
        throw new Error('out of stock');
      }),
    ).rejects.toThrow('out of stock');
    expect((await mailDoc(orderMailId(order.id, 'placed'))).exists).toBe(false);
  });

  it('hands a queued e-mail to the SMTP server, where the customer reads it', async () => {
    await profile('hema', { email: 'hema@shop-test.example' });
    const order = emailOrder('hema');
    const { queued } = await placeWithEmail(order);
    expect(queued).toBe(true);
    const result = await processMailDocument(db, orderMailId(order.id, 'placed'), createMailTransport(mail.smtpUrl), new Date());
    expect(result.outcome).toBe('sent');
    const response = await fetch(`${mail.webUrl}/api/messages?to=hema@shop-test.example`);
    const { messages } = (await response.json()) as { messages: { subject: string; text: string; html: string; from: string }[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe(`We have received your order ${order.number} · Rajatmaya Silver`);
    expect(messages[0]?.text).toContain('2 × Temple necklace (SLV-NCK-0003) at ₹8,450.00 = ₹16,900.00');
    expect(messages[0]?.html).toContain('Anita Desai');
  });
});

describe('queueSupportReply', () => {
  it("queues the admin's reply to the form's address, whatever the preferences, one document per reply", async () => {
    const input = {
      messageId: 'msg-1',
      to: 'rahul@shop-test.example',
      name: 'Rahul',
      subject: 'Bulk order',
      message: 'Can you supply 50 rings?',
      receivedAt: NOW,
      reply: 'Yes, by next week.',
    };
    const first = await db.runTransaction(async (transaction) => {
      const result = await queueSupportReply(transaction, db, input, { now: NOW });
      transaction.set(db.collection('messages').doc('msg-1'), { status: 'replied' }, { merge: true });
      return result;
    });
    const batch = db.batch();
    const second = await queueSupportReply(batch, db, { ...input, reply: 'And the invoice follows.' }, { now: NOW });
    await batch.commit();
    expect(first).toMatchObject({ queued: true, to: 'rahul@shop-test.example' });
    expect(second).toMatchObject({ queued: true });
    const replies = await db.collection(MAIL).where('supportMessageId', '==', 'msg-1').get();
    expect(replies.size).toBe(2);
    expect(replies.docs[0]?.data()).toMatchObject({
      kind: 'support-reply',
      to: 'rahul@shop-test.example',
      message: { subject: 'Re: Bulk order' },
      delivery: { state: 'PENDING' },
    });
    expect(await queueSupportReply(db.batch(), db, { ...input, to: 'not an address' })).toEqual({ queued: false, reason: 'no-address' });
  });
});
