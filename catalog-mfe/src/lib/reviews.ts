// A product's reviews: the published ones for the page (newest first, the query the rules allow
// shoppers: status == 'approved'), the signed-in customer's own in any state, and writing it
// through the submitReview function (the only writer; it decides "verified purchase").
import type { Firestore } from 'firebase/firestore/lite';
import { lazyFirestore } from 'shared-data';
import type { SubmitReviewInput, SubmitReviewResult } from 'shared-data/shopper';
import { authReady, callFunction } from 'shared-auth';
import { PRODUCTS, REVIEWS, toReview, type Review } from 'shared-data';

const { collection, doc, getDoc, getDocs, limit, orderBy, query, where } = lazyFirestore;

/** How many published reviews the product page shows. */
export const REVIEWS_SHOWN = 10;

export async function fetchPublishedReviews(db: Firestore, productId: string, max = REVIEWS_SHOWN): Promise<Review[]> {
  const snapshot = await getDocs(
    query(collection(db, PRODUCTS, productId, REVIEWS), where('status', '==', 'approved'), orderBy('createdAt', 'desc'), limit(max)),
  );
  return snapshot.docs.map((entry) => toReview(productId, entry.id, entry.data()));
}

export async function fetchOwnReview(db: Firestore, productId: string, uid: string): Promise<Review | null> {
  // The read must carry the user's ID token: the header knows the user from local storage before
  // Firebase Auth has restored the session, and an anonymous read of someone's review is refused.
  await authReady();
  const snapshot = await getDoc(doc(db, PRODUCTS, productId, REVIEWS, uid));
  return snapshot.exists() ? toReview(productId, uid, snapshot.data()) : null;
}

/** Sends the review; a refusal's message is for the customer as it is (the SDK's " [400]" dropped). */
export async function submitReview(input: SubmitReviewInput): Promise<SubmitReviewResult> {
  try {
    return await callFunction<SubmitReviewResult, SubmitReviewInput>('submitReview', input);
  } catch (error) {
    const raw = error as { code?: unknown; message?: unknown } | null;
    const code = typeof raw?.code === 'string' ? raw.code.replace(/^functions\//, '') : 'unknown';
    const message = typeof raw?.message === 'string' ? raw.message.replace(/\s*\[\d{3}\]$/, '') : '';
    if (!message || ['internal', 'unavailable', 'unknown', 'deadline-exceeded'].includes(code)) {
      throw new Error('We could not reach the shop, so your review was not sent. Check your connection and try again — what you wrote is still here.');
    }
    throw new Error(code === 'unauthenticated' ? 'Your session has ended. Sign in again to send your review.' : message);
  }
}
