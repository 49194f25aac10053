// Manage Customers' backend against the real local backend: the customerProfile trigger keeps a
// customer's name and phone searchable on customerStats as they edit their profile (and takes them
// away with the profile), and addCustomerNote adds an internal note with its audit entry, refused
// to customers and for empty notes.
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { doc as liteDoc, connectFirestoreEmulator, getDoc, getFirestore, setDoc, Timestamp } from 'firebase/firestore/lite';
import { afterSignInSecond, callError, callMessage, clientSession, closeClientSessions, type ClientSession } from '../support/client-session';
import { sharedBackend, type SharedBackend } from '../support/shared-backend';

let backend: SharedBackend;
let db: Firestore;
let admin: ClientSession;
let customer: ClientSession;

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
    const { noteId } = await admin.call<{ noteId: string }>('addCustomerNote', {
      uid: DEMO_CUSTOMER.uid,
      text: '  Wholesale buyer from Jaipur; call before shipping.  ',
    });
    const note = (await db.doc(`customerStats/${DEMO_CUSTOMER.uid}/notes/${noteId}`).get()).data() ?? {};
    expect(note).toMatchObject({ text: 'Wholesale buyer from Jaipur; call before shipping.', by: DEMO_ADMIN.uid, byEmail: DEMO_ADMIN.email });
    const audit = await db.collection('adminAudit').where('target', '==', `customerStats/${DEMO_CUSTOMER.uid}`).where('action', '==', 'customer.note').get();
    expect(audit.docs.map((entry) => entry.get('summary'))).toContain(`Note on ${DEMO_CUSTOMER.email}: Wholesale buyer from Jaipur; call before shipping.`);

    expect((await callError(customer.call('addCustomerNote', { uid: DEMO_CUSTOMER.uid, text: 'I am a VIP' }))).code).toBe('functions/permission-denied');
    expect(callMessage(await callError(admin.call('addCustomerNote', { uid: DEMO_CUSTOMER.uid, text: '   ' })))).toBe('Write the note.');
    expect((await callError(admin.call('addCustomerNote', { uid: 'no-such-account', text: 'Hello' }))).code).toBe('functions/not-found');
  });
});

describe('setCustomerDisabled', () => {
  it('stops the customer at once: every callable, their own documents, and their old session after sign-in is back on', async () => {
    const account = { email: `turned-off-${Date.now()}@example.com`, password: 'Buyer#2026' };
    const buyer = await clientSession(backend.endpoints, { ...account, create: true });
    const buyerDb = getFirestore(buyer.app);
    const [host, port] = backend.endpoints.firestore.host.split(':');
    connectFirestoreEmulator(buyerDb, host ?? '127.0.0.1', Number(port));
    const contact = { name: 'Held token', email: account.email, subject: 'Bulk order', message: 'Please send the wholesale price list.' };
    const cart = () =>
      setDoc(liteDoc(buyerDb, 'carts', buyer.uid), {
        items: [{ productId: 'slv-rng-0001', quantity: 2, addedPrice: 1200, addedAt: Timestamp.now() }],
        updatedAt: Timestamp.now(),
      });
    // Before: they may write, read and call.
    await expect(buyer.call('sendContactMessage', contact)).resolves.toMatchObject({ id: expect.any(String) });
    await cart();

    await afterSignInSecond(buyer);
    await admin.call('setCustomerDisabled', { uid: buyer.uid, disabled: true });
    expect((await db.doc(`disabledAccounts/${buyer.uid}`).get()).exists).toBe(true);

    // The ID token they still hold (valid for up to an hour) no longer works anywhere.
    for (const name of ['sendContactMessage', 'placeOrder', 'submitReview', 'subscribeNewsletter', 'requestVideoCall']) {
      const error = await callError(buyer.call(name, contact));
      expect(error.code, name).toBe('functions/permission-denied');
      expect(callMessage(error)).toBe('Your account has been turned off by the shop. Contact the shop if you think this is a mistake.');
    }
    await expect(cart()).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDoc(liteDoc(buyerDb, 'carts', buyer.uid))).rejects.toMatchObject({ code: 'permission-denied' });

    // On again: the flag goes, but the session held through the disable stays ended (its refresh
    // tokens were revoked); a new sign-in works.
    await admin.call('setCustomerDisabled', { uid: buyer.uid, disabled: false });
    expect((await db.doc(`disabledAccounts/${buyer.uid}`).get()).exists).toBe(false);
    const stale = await callError(buyer.call('sendContactMessage', contact));
    expect(stale.code).toBe('functions/unauthenticated');
    expect(callMessage(stale)).toBe('Your session has ended. Sign in again to continue.');
    const again = await clientSession(backend.endpoints, account);
    await expect(again.call('sendContactMessage', contact)).resolves.toMatchObject({ id: expect.any(String) });
  }, 120_000);
});
