// The review callables against the real local backend (document server, Auth and Functions
// emulators, the web SDK as the customers' and the admin's browsers): one review per customer per
// product, "verified purchase" from a delivered order, the product's figures counting approved
// reviews only through approve, edit, reject and delete, a stale moderation refused, every
// moderation audited, and the rules keeping pending reviews to their author and the admins.
import type { Firestore } from 'firebase-admin/firestore';
import { collection, collectionGroup, connectFirestoreEmulator, doc, getDoc, getDocs, getFirestore, query, where } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { asIsoDate, type ModerateReviewResult, type PlaceOrderResult, type SubmitReviewResult } from 'shared-data/contracts';
import { callError, callMessage, clientSession, closeClientSessions, type ClientSession } from '../support/client-session';
import { sharedBackend, type SharedBackend } from '../support/shared-backend';

let backend: SharedBackend;
let db: Firestore;
let admin: ClientSession;
let customer: ClientSession;
let other: ClientSession;

const figures = async (id: string) => {
  const product = await db.doc(`prod/${id}`).get();
  return { count: product.get('reviewCount') as number | undefined, sum: product.get('reviewSum') as number | undefined };
};
const reviewOf = async (id: string, uid: string) => (await db.doc(`prod/${id}/reviews/${uid}`).get()).data() ?? {};
/** The version an admin's screen sends: the stored update time as the shop reads it (asIsoDate). */
const updatedAtOf = async (id: string, uid: string) => asIsoDate((await db.doc(`prod/${id}/reviews/${uid}`).get()).get('updatedAt'));

async function activeProducts(count: number): Promise<string[]> {
  const snapshot = await db.collection('prod').where('status', '==', 'active').where('stock', '>=', 20).limit(count).get();
  return snapshot.docs.map((product) => product.id);
}

const moderate = async (id: string, uid: string, action: string, extra: Record<string, string> = {}) =>
  admin.call<ModerateReviewResult>('moderateReview', { productId: id, uid, action, expectedUpdatedAt: await updatedAtOf(id, uid), ...extra });

const review = (productId: string, rating: number, extra: Record<string, unknown> = {}) => ({
  productId,
  rating,
  title: 'Lovely finish',
  text: 'The polish is bright and the clasp feels sturdy.',
  ...extra,
});

beforeAll(async () => {
  backend = await sharedBackend();
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  admin = await clientSession(backend.endpoints, DEMO_ADMIN);
  customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
  other = await clientSession(backend.endpoints, { email: 'reviewer-two@example.com', password: 'Reviewer-two-1', create: true });
}, 240_000);

afterAll(async () => {
  await closeClientSessions();
  await db?.terminate();
}, 60_000);

describe('submitReview and moderateReview', () => {
  it('keeps one review per customer, counts it only while approved, and marks a delivered purchase as verified', async () => {
    const [bought, notBought] = await activeProducts(2);
    const quantity = Math.max(1, Number((await db.doc(`prod/${bought}`).get()).get('minOrderQty')) || 1);
    const placed = await customer.call<PlaceOrderResult>('placeOrder', {
      items: [{ productId: bought, quantity }],
      addressId: 'demo-address-1',
      idempotencyKey: `reviews-${Date.now()}`,
    });
    for (const [from, to, extra] of [
      ['pending_confirmation', 'confirmed', {}],
      ['confirmed', 'packed', {}],
      ['packed', 'shipped', { courier: 'Blue Dart', trackingNumber: 'BD1' }],
      ['shipped', 'delivered', {}],
    ] as const) {
      await admin.call('setOrderStatus', { orderId: placed.orderId, expectedStatus: from, status: to, ...extra });
    }

    expect(await customer.call<SubmitReviewResult>('submitReview', review(bought!, 4))).toEqual({ status: 'pending', verifiedPurchase: true });
    expect(await other.call<SubmitReviewResult>('submitReview', review(bought!, 2))).toEqual({ status: 'pending', verifiedPurchase: false });
    expect(await customer.call<SubmitReviewResult>('submitReview', review(notBought!, 5))).toEqual({ status: 'pending', verifiedPurchase: false });
    expect(await figures(bought!)).toEqual({ count: undefined, sum: undefined });
    expect(await reviewOf(bought!, customer.uid)).toMatchObject({
      rating: 4,
      status: 'pending',
      verifiedPurchase: true,
      authorName: 'Priya S.',
      productId: bought,
    });

    expect(await moderate(bought!, customer.uid, 'approve')).toEqual({ status: 'approved', rating: { average: 4, count: 1 } });
    expect(await moderate(bought!, other.uid, 'approve')).toEqual({ status: 'approved', rating: { average: 3, count: 2 } });
    expect(await figures(bought!)).toEqual({ count: 2, sum: 6 });

    // An edit is the same document (one review per customer), out of the figures until approved again.
    await customer.call('submitReview', review(bought!, 5, { title: 'Even better after a month' }));
    expect(await figures(bought!)).toEqual({ count: 1, sum: 2 });
    expect(await reviewOf(bought!, customer.uid)).toMatchObject({ rating: 5, status: 'pending', title: 'Even better after a month' });
    await moderate(bought!, customer.uid, 'approve');
    expect(await figures(bought!)).toEqual({ count: 2, sum: 7 });

    const rejected = await moderate(bought!, other.uid, 'reject', { reason: 'Mentions another shop.' });
    expect(rejected).toEqual({ status: 'rejected', rating: { average: 5, count: 1 } });
    expect(await reviewOf(bought!, other.uid)).toMatchObject({ status: 'rejected', rejectionReason: 'Mentions another shop.' });
    await moderate(bought!, customer.uid, 'reply', { reply: 'Thank you, Priya!' });
    expect(await reviewOf(bought!, customer.uid)).toMatchObject({ status: 'approved', reply: 'Thank you, Priya!' });
    expect(await moderate(bought!, customer.uid, 'delete')).toEqual({ status: 'deleted', rating: null });
    expect(await figures(bought!)).toEqual({ count: 0, sum: 0 });
    expect((await db.doc(`prod/${bought}/reviews/${customer.uid}`).get()).exists).toBe(false);

    const audit = await db.collection('adminAudit').where('target', '==', `prod/${bought}/reviews/${customer.uid}`).get();
    expect(audit.docs.map((entry) => entry.get('action')).sort()).toEqual(['review.approve', 'review.approve', 'review.delete', 'review.reply']);
    const rejection = await db
      .collection('adminAudit')
      .where('target', '==', `prod/${bought}/reviews/${other.uid}`)
      .where('action', '==', 'review.reject')
      .get();
    expect(rejection.docs[0]?.get('summary')).toMatch(/Rejected the 2-star review "Lovely finish" of .*: Mentions another shop\./);
  });

  it('refuses bad input, unknown products, non-admins and a stale moderation', async () => {
    const [id] = await activeProducts(3).then((ids) => ids.slice(2));
    expect(callMessage(await callError(customer.call('submitReview', review(id!, 6))))).toBe('Choose a rating from 1 to 5 stars.');
    expect(callMessage(await callError(customer.call('submitReview', review(id!, 4, { text: 'Nice' }))))).toBe(
      'Write at least 10 characters about the product.',
    );
    expect(callMessage(await callError(customer.call('submitReview', review(id!, 4, { verifiedPurchase: true }))))).toMatch(
      /Unexpected field\(s\) verifiedPurchase/,
    );
    expect((await callError(customer.call('submitReview', review('no-such-product', 4)))).code).toBe('functions/not-found');
    const anonymous = await clientSession(backend.endpoints);
    expect((await callError(anonymous.call('submitReview', review(id!, 4)))).code).toBe('functions/unauthenticated');

    await customer.call('submitReview', review(id!, 3));
    const seen = await updatedAtOf(id!, customer.uid);
    expect((await callError(customer.call('moderateReview', { productId: id, uid: customer.uid, action: 'approve', expectedUpdatedAt: seen }))).code).toBe(
      'functions/permission-denied',
    );
    expect(callMessage(await callError(admin.call('moderateReview', { productId: id, uid: customer.uid, action: 'reject', expectedUpdatedAt: seen })))).toBe(
      'Say why the review is rejected; its author reads it.',
    );
    // The author edits it while the admin has the old version open: the admin's approval is refused.
    await customer.call('submitReview', review(id!, 1, { text: 'Changed my mind about the clasp.' }));
    const stale = await callError(admin.call('moderateReview', { productId: id, uid: customer.uid, action: 'approve', expectedUpdatedAt: seen }));
    expect(stale.code).toBe('functions/failed-precondition');
    expect(callMessage(stale)).toMatch(/changed since you opened it/);
    expect(await figures(id!)).toEqual({ count: undefined, sum: undefined });
  });

  it('lets shoppers read published reviews only; the author reads their own, admins the whole queue', async () => {
    const [id] = await activeProducts(4).then((ids) => ids.slice(3));
    await other.call('submitReview', review(id!, 5));
    await customer.call('submitReview', review(id!, 4));
    await moderate(id!, customer.uid, 'approve');
    const firestoreOf = (session: ClientSession) => {
      const firestore = getFirestore(session.app);
      connectFirestoreEmulator(firestore, '127.0.0.1', backend.endpoints.firestore.port);
      return firestore;
    };
    const anonymous = await clientSession(backend.endpoints);
    const [asAnonymous, asCustomer, asOther, asAdmin] = [anonymous, customer, other, admin].map(firestoreOf);
    const pendingPath = `prod/${id}/reviews/${other.uid}`;

    await expect(getDoc(doc(asAnonymous!, pendingPath))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDoc(doc(asCustomer!, pendingPath))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDoc(doc(asOther!, pendingPath))).get('status')).toBe('pending');
    expect((await getDoc(doc(asAdmin!, pendingPath))).get('status')).toBe('pending');
    expect((await getDoc(doc(asAnonymous!, `prod/${id}/reviews/${customer.uid}`))).get('rating')).toBe(4);

    const published = query(collection(asAnonymous!, `prod/${id}/reviews`), where('status', '==', 'approved'));
    expect((await getDocs(published)).docs.map((entry) => entry.id)).toEqual([customer.uid]);
    await expect(getDocs(collection(asAnonymous!, `prod/${id}/reviews`))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDocs(query(collectionGroup(asCustomer!, 'reviews'), where('status', '==', 'pending')))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const queue = await getDocs(query(collectionGroup(asAdmin!, 'reviews'), where('status', '==', 'pending')));
    expect(queue.docs.map((entry) => entry.ref.path)).toContain(pendingPath);

    // The admin's screen approves with the version its browser read (the web SDK's timestamp).
    const seen = queue.docs.find((entry) => entry.ref.path === pendingPath)!;
    const version = asIsoDate(seen.get('updatedAt'));
    expect(version).toBe(await updatedAtOf(id!, other.uid));
    expect(await admin.call('moderateReview', { productId: id, uid: other.uid, action: 'approve', expectedUpdatedAt: version })).toEqual({
      status: 'approved',
      rating: { average: 4.5, count: 2 },
    });
  });
});
