// The support inbox's replies (issue 39): an admin answers a contact message from the admin area;
// the reply is an e-mail through the mail pipeline and stays in the message's thread, with its audit
// entry. Driven by the real web SDKs against the local backend (callable host + document server).
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { supportSearchKeywords } from 'shared-data/contracts';
import { callError, callMessage, clientSession, closeClientSessions, type ClientSession } from '../support/client-session';
import { sharedBackend, type SharedBackend } from '../support/shared-backend';

let backend: SharedBackend;
let db: Firestore;
let admin: ClientSession;

beforeAll(async () => {
  backend = await sharedBackend();
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  admin = await clientSession(backend.endpoints, DEMO_ADMIN);
}, 180_000);

afterAll(async () => {
  await closeClientSessions();
  await db?.terminate();
});

async function sendMessage(run: string): Promise<string> {
  // A signed-in sender of its own: anonymous messages share one per-address allowance, which
  // inbox.test.ts uses up on purpose when it runs first.
  const visitor = await clientSession(backend.endpoints, { email: `priya-${run}@example.com`, password: 'Priya#2026', create: true });
  const { id } = await visitor.call<{ id: string }>('sendContactMessage', {
    name: `Priya Sharma ${run}`,
    email: `priya-${run}@example.com`,
    phone: '+91 98201 23456',
    subject: 'Wholesale price list',
    message: 'Please send your wholesale price list for toe rings.',
  });
  return id;
}

describe('replyToSupportMessage', () => {
  it('sends the reply by e-mail, keeps it in the thread, takes a new message in hand and audits it', async () => {
    const run = Date.now().toString(36);
    const id = await sendMessage(run);
    const stored = await db.collection('messages').doc(id).get();
    // Found by name, either word of it, e-mail and phone digits.
    expect(stored.get('searchKeywords')).toEqual(
      expect.arrayContaining([`priya sharma ${run}`, 'priya', 'sharma', `priya-${run}@example.com`, `priya-${run}`, '9820123456']),
    );
    expect(stored.get('searchKeywords')).toEqual(
      supportSearchKeywords({ name: `Priya Sharma ${run}`, email: `priya-${run}@example.com`, phone: '+91 98201 23456' }),
    );

    const result = await admin.call<{ mailId: string; to: string }>('replyToSupportMessage', {
      messageId: id,
      reply: '  Thank you, Priya.\n\nThe price list is attached.  ',
    });
    expect(result.to).toBe(`priya-${run}@example.com`);
    const mail = await db.collection('mail').doc(result.mailId).get();
    expect(mail.get('kind')).toBe('support-reply');
    expect(mail.get('supportMessageId')).toBe(id);
    expect(mail.get('to')).toBe(`priya-${run}@example.com`);
    expect(mail.get('message.subject')).toMatch(/^Re: Wholesale price list/);
    expect(mail.get('message.text')).toContain('The price list is attached.');
    expect(mail.get('message.text')).toContain('Please send your wholesale price list for toe rings.');

    const after = (await db.collection('messages').doc(id).get()).data() ?? {};
    expect(after['replies']).toEqual([
      { text: 'Thank you, Priya.\n\nThe price list is attached.', by: admin.uid, byEmail: DEMO_ADMIN.email, at: expect.any(String), mailId: result.mailId },
    ]);
    expect(after['status']).toBe('in_progress');
    expect(after['assignedEmail']).toBe(DEMO_ADMIN.email);
    const audit = await db.collection('adminAudit').doc(String(after['lastAuditId'])).get();
    expect(audit.data()).toMatchObject({
      action: 'support.reply',
      target: `messages/${id}`,
      byEmail: DEMO_ADMIN.email,
      summary: `Replied to the message from Priya Sharma ${run}`,
    });

    // A second reply joins the thread; the status the staff set stays.
    await db.collection('messages').doc(id).update({ status: 'done' });
    await admin.call('replyToSupportMessage', { messageId: id, reply: 'One more thing: the list is valid till 31 December.' });
    const again = (await db.collection('messages').doc(id).get()).data() ?? {};
    expect((again['replies'] as unknown[]).length).toBe(2);
    expect(again['status']).toBe('done');
  }, 120_000);

  it('refuses a customer, an empty reply and a message that does not exist, and sends nothing', async () => {
    const run = `${Date.now().toString(36)}b`;
    const id = await sendMessage(run);
    const customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
    const denied = await callError(customer.call('replyToSupportMessage', { messageId: id, reply: 'Hello' }));
    expect(denied.code).toBe('functions/permission-denied');
    const empty = await callError(admin.call('replyToSupportMessage', { messageId: id, reply: '   ' }));
    expect(empty.code).toBe('functions/invalid-argument');
    expect(callMessage(empty)).toMatch(/Write the reply/);
    const missing = await callError(admin.call('replyToSupportMessage', { messageId: `gone-${run}`, reply: 'Hello' }));
    expect(missing.code).toBe('functions/not-found');
    expect((await db.collection('mail').where('supportMessageId', '==', id).get()).size).toBe(0);
    expect((await db.collection('messages').doc(id).get()).get('replies')).toBeUndefined();
  }, 120_000);
});
