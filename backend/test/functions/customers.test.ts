// Manage Customers' backend against the real local backend: the customerProfile trigger keeps a
// customer's name and phone searchable on customerStats as they edit their profile (and takes them
// away with the profile), and addCustomerNote adds an internal note with its audit entry, refused
// to customers and for empty notes.
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../src/cli/start-backend';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { callError, callMessage, clientSession, closeClientSessions, type ClientSession } from '../support/client-session';

let backend: RunningBackend;
let db: Firestore;
let admin: ClientSession;
let customer: ClientSession;

beforeAll(async () => {
  backend = await startBackend({ inMemory: true, ports: { firestore: 0, auth: 0, functions: 0, storage: 0, smtp: 0, mailWeb: 0 } });
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  admin = await clientSession(backend.endpoints, DEMO_ADMIN);
  customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
}, 240_000);

afterAll(async () => {
  await closeClientSessions();
  await db?.terminate();
  await backend?.close();
}, 60_000);

const statsOf = async (uid: string) => (await db.doc(`customerStats/${uid}`).get()).data() ?? {};

/** Waits (on the stored document, up to 60 s) until `check` holds. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the trigger did not write in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('customerProfile trigger', () => {
  it('keeps the name and phone searchable as the profile changes, and removes them with it', async () => {
    const uid = 'search-customer-1';
    await db.doc(`customerStats/${uid}`).set({ uid, orderCount: 3, lifetimeValue: 4500 });
    await db.doc(`webusers/${uid}`).set({ uid, email: 'Meera.Iyer@example.com', displayName: 'Meera Iyer', phone: '+91 99887 76655', createdAt: new Date() });
    await until(async () => (await statsOf(uid))['name'] === 'Meera Iyer');
    const stats = await statsOf(uid);
    expect(stats).toMatchObject({ email: 'meera.iyer@example.com', phoneDigits: '9988776655', orderCount: 3, lifetimeValue: 4500 });
    expect(stats['searchKeywords']).toEqual(expect.arrayContaining(['me', 'mee', 'meera', 'iy', 'iyer', '998', '9988776655']));

    await db.doc(`webusers/${uid}`).update({ displayName: 'Meera Krishnan' });
    await until(async () => (await statsOf(uid))['name'] === 'Meera Krishnan');
    expect((await statsOf(uid))['searchKeywords']).not.toContain('iyer');

    await db.doc(`webusers/${uid}`).delete();
    await until(async () => !('name' in (await statsOf(uid))));
    expect(await statsOf(uid)).toEqual({ uid, email: 'meera.iyer@example.com', orderCount: 3, lifetimeValue: 4500 });
  });
});

describe('addCustomerNote', () => {
  it('adds an internal note with its audit entry, for admins only', async () => {
    const { noteId } = await admin.call<{ noteId: string }>('addCustomerNote', { uid: DEMO_CUSTOMER.uid, text: '  Wholesale buyer from Jaipur; call before shipping.  ' });
    const note = (await db.doc(`customerStats/${DEMO_CUSTOMER.uid}/notes/${noteId}`).get()).data() ?? {};
    expect(note).toMatchObject({ text: 'Wholesale buyer from Jaipur; call before shipping.', by: DEMO_ADMIN.uid, byEmail: DEMO_ADMIN.email });
    const audit = await db.collection('adminAudit').where('target', '==', `customerStats/${DEMO_CUSTOMER.uid}`).where('action', '==', 'customer.note').get();
    expect(audit.docs.map((entry) => entry.get('summary'))).toContain(`Note on ${DEMO_CUSTOMER.email}: Wholesale buyer from Jaipur; call before shipping.`);

    expect((await callError(customer.call('addCustomerNote', { uid: DEMO_CUSTOMER.uid, text: 'I am a VIP' }))).code).toBe('functions/permission-denied');
    expect(callMessage(await callError(admin.call('addCustomerNote', { uid: DEMO_CUSTOMER.uid, text: '   ' })))).toBe('Write the note.');
    expect((await callError(admin.call('addCustomerNote', { uid: 'no-such-account', text: 'Hello' }))).code).toBe('functions/not-found');
  });
});
