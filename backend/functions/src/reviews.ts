// submitReview and moderateReview (shared-data callables/reviews.ts): the only writers of
// `prod/{productId}/reviews/{uid}`. Each change is one transaction that reads the review and the
// product and writes both, so the product's `reviewCount`/`reviewSum` always add up the approved
// reviews: a review counts while it is approved, and leaves the figures when it is edited (it waits
// for approval again), rejected or deleted.
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  asIsoDate,
  moderateReviewInputSchema,
  type ModerateReviewResult,
  ORDERS,
  productRatingOf,
  PRODUCTS,
  reviewAuthorName,
  REVIEWS,
  type ReviewStatus,
  submitReviewInputSchema,
  type SubmitReviewResult,
  WEBUSERS,
} from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import { parseCallableInput } from './callable-input';
import { requireAdmin } from './require-admin';

interface Figures {
  reviewCount: number;
  reviewSum: number;
}

function figuresOf(product: DocumentSnapshot): Figures {
  const count = Number(product.get('reviewCount'));
  const sum = Number(product.get('reviewSum'));
  return { reviewCount: Number.isInteger(count) && count > 0 ? count : 0, reviewSum: Number.isInteger(sum) && sum > 0 ? sum : 0 };
}

/** The figures after a review's counted stars change from `before` to `after` (0 = not counted). */
function adjust(figures: Figures, before: number, after: number): Figures {
  const reviewCount = Math.max(0, figures.reviewCount - (before ? 1 : 0) + (after ? 1 : 0));
  return { reviewCount, reviewSum: reviewCount === 0 ? 0 : Math.max(0, figures.reviewSum - before + after) };
}

/** The stars a stored review adds to its product's figures: its rating while approved, else 0. */
const countedStars = (review: DocumentSnapshot): number => (review.exists && review.get('status') === 'approved' ? Number(review.get('rating')) || 0 : 0);

function writeFigures(transaction: Transaction, product: DocumentSnapshot, next: Figures): void {
  // A write to the product also tells the shop servers to drop their cached reads (publicContent).
  transaction.update(product.ref, { ...next, reviewsChangedAt: FieldValue.serverTimestamp() });
}

/** Whether the customer has a delivered order that contains the product. */
async function hasDeliveredOrder(db: Firestore, uid: string, productId: string): Promise<boolean> {
  const delivered = await db.collection(ORDERS).where('uid', '==', uid).where('status', '==', 'delivered').get();
  return delivered.docs.some((order) => {
    const items = order.get('items');
    return Array.isArray(items) && items.some((item: { productId?: unknown }) => item?.productId === productId);
  });
}

export async function submitReview(request: CallableRequest<unknown>, db: Firestore, auth: Auth): Promise<SubmitReviewResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to write a review.');
  const input = parseCallableInput(submitReviewInputSchema, request.data);
  const user = await auth.getUser(uid).catch(() => null);
  if (!user || user.disabled) throw new HttpsError('permission-denied', 'Your account cannot write reviews. Contact the shop if you think this is a mistake.');
  const verifiedPurchase = await hasDeliveredOrder(db, uid, input.productId);
  const profile = await db.collection(WEBUSERS).doc(uid).get();
  const authorName = reviewAuthorName((profile.get('displayName') as string | undefined) || user.displayName);
  const productRef = db.collection(PRODUCTS).doc(input.productId);
  const reviewRef = productRef.collection(REVIEWS).doc(uid);

  return db.runTransaction(async (transaction) => {
    const [product, review] = await transaction.getAll(productRef, reviewRef);
    if (!product!.exists || product!.get('status') !== 'active') {
      throw new HttpsError('not-found', 'This product is not in the shop any more, so it cannot be reviewed.');
    }
    const before = countedStars(review!);
    if (before) writeFigures(transaction, product!, adjust(figuresOf(product!), before, 0));
    const now = FieldValue.serverTimestamp();
    transaction.set(
      reviewRef,
      {
        uid,
        productId: input.productId,
        productTitle: String(product!.get('title') ?? ''),
        authorName,
        rating: input.rating,
        title: input.title,
        text: input.text,
        status: 'pending' satisfies ReviewStatus,
        verifiedPurchase,
        // An edit keeps the shop's reply and the first time it was written; a new rejection reason comes with a new rejection.
        ...(review!.exists ? {} : { createdAt: now }),
        rejectionReason: FieldValue.delete(),
        updatedAt: now,
      },
      { merge: true },
    );
    return { status: 'pending' as const, verifiedPurchase };
  });
}

// The version as the admin's browser reads it (whole milliseconds, rounded down: Timestamp.toDate()
// rounds, so a write at .9935 ms would never match).
const isoOf = asIsoDate;

export async function moderateReview(request: CallableRequest<unknown>, db: Firestore, auth: Auth): Promise<ModerateReviewResult> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(moderateReviewInputSchema, request.data);
  const productRef = db.collection(PRODUCTS).doc(input.productId);
  const reviewRef = productRef.collection(REVIEWS).doc(input.uid);

  return db.runTransaction(async (transaction) => {
    const [product, review] = await transaction.getAll(productRef, reviewRef);
    if (!review!.exists) throw new HttpsError('not-found', 'This review no longer exists: its author or another admin deleted it.');
    if (isoOf(review!.get('updatedAt')) !== input.expectedUpdatedAt) {
      throw new HttpsError(
        'failed-precondition',
        'This review changed since you opened it (its author edited it or another admin moderated it). Reload to see it now.',
        { conflict: true },
      );
    }
    const status = review!.get('status') as ReviewStatus;
    const rating = Number(review!.get('rating')) || 0;
    const title = String(review!.get('title') ?? '');
    const label = `${rating}-star review "${title.length > 60 ? `${title.slice(0, 59)}…` : title}" of ${String(review!.get('productTitle') || input.productId)}`;
    const target = `${PRODUCTS}/${input.productId}/${REVIEWS}/${input.uid}`;
    const before = countedStars(review!);
    let after = before;
    let nextStatus: ReviewStatus | 'deleted' = status;
    const now = FieldValue.serverTimestamp();

    if (input.action === 'approve') {
      if (status === 'approved') throw new HttpsError('failed-precondition', 'This review is already published.');
      after = rating;
      nextStatus = 'approved';
      transaction.update(reviewRef, { status: 'approved', rejectionReason: FieldValue.delete(), moderatedBy: actor.uid, moderatedAt: now, updatedAt: now });
      recordAdminChange(transaction, db, actor, {
        action: 'review.approve',
        target,
        summary: `Published the ${label}`,
        changes: { status: { from: status, to: 'approved' } },
      });
    } else if (input.action === 'reject') {
      if (status === 'rejected') throw new HttpsError('failed-precondition', 'This review is already rejected.');
      after = 0;
      nextStatus = 'rejected';
      transaction.update(reviewRef, { status: 'rejected', rejectionReason: input.reason, moderatedBy: actor.uid, moderatedAt: now, updatedAt: now });
      recordAdminChange(transaction, db, actor, {
        action: 'review.reject',
        target,
        summary: `Rejected the ${label}: ${input.reason}`,
        changes: { status: { from: status, to: 'rejected' } },
      });
    } else if (input.action === 'reply') {
      const previous = String(review!.get('reply') ?? '');
      transaction.update(
        reviewRef,
        input.reply
          ? { reply: input.reply, repliedAt: now, repliedBy: actor.uid, updatedAt: now }
          : { reply: FieldValue.delete(), repliedAt: FieldValue.delete(), repliedBy: FieldValue.delete(), updatedAt: now },
      );
      recordAdminChange(transaction, db, actor, {
        action: 'review.reply',
        target,
        summary: input.reply ? `Replied to the ${label}` : `Took away the reply to the ${label}`,
        changes: { reply: { from: previous, to: input.reply } },
      });
    } else {
      after = 0;
      nextStatus = 'deleted';
      transaction.delete(reviewRef);
      recordAdminChange(transaction, db, actor, {
        action: 'review.delete',
        target,
        summary: `Deleted the ${label} by ${String(review!.get('authorName') ?? '')}`,
      });
    }

    const figures = figuresOf(product!);
    const next = adjust(figures, before, after);
    // The product page shows the reply too: a reply to a published review refreshes it as well.
    if (product!.exists && (before !== after || (input.action === 'reply' && status === 'approved'))) writeFigures(transaction, product!, next);
    return { status: nextStatus, rating: product!.exists ? productRatingOf(next as unknown as Record<string, unknown>) : null };
  });
}
