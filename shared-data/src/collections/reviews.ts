// `prod/{productId}/reviews/{uid}`: a customer's review of a product (docs/data-model.md). The
// document id is the author's uid, so a customer has at most one review per product; they edit it
// in place. Only the submitReview and moderateReview functions write reviews, in one transaction
// with the product's `reviewCount` and `reviewSum` (approved reviews only), so the average on cards,
// pages and in JSON-LD is always the approved reviews' average. Shoppers read approved reviews, the
// author reads their own in any state, admins read all (with a collection group query for the queue).
import type { ProductRating } from '../types/catalog';
import { formatNumber } from './format-money';
import { asIsoDate, asNumber, asString } from './field-readers';

export { REVIEWS } from './collection-names';
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Waiting for approval', approved: 'Published', rejected: 'Rejected' };

/** Limits shared by the form, the callable and the rules' reader. */
export const REVIEW_LIMITS = { title: 100, textMin: 10, text: 2000, reason: 300, reply: 1000, authorName: 60 } as const;

export interface Review {
  /** The author's uid (the document id). */
  uid: string;
  productId: string;
  /** The product's title when the review was written (the admin queue shows it without reading the product). */
  productTitle: string;
  /** First name and the last name's initial ("Priya S."), never the e-mail. */
  authorName: string;
  rating: number;
  title: string;
  text: string;
  status: ReviewStatus;
  /** The author had a delivered order containing the product when they wrote or last edited it. */
  verifiedPurchase: boolean;
  /** Why an admin rejected it (shown to the author only). */
  rejectionReason: string;
  /** The shop's public reply. */
  reply: string;
  repliedAt: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

const asReviewStatus = (value: unknown): ReviewStatus => (REVIEW_STATUSES.includes(value as ReviewStatus) ? (value as ReviewStatus) : 'pending');

export function toReview(productId: string, uid: string, data: Record<string, unknown>): Review {
  return {
    uid,
    productId,
    productTitle: asString(data['productTitle']),
    authorName: asString(data['authorName'], 'Customer'),
    rating: Math.min(5, Math.max(1, Math.round(asNumber(data['rating'], 1)))),
    title: asString(data['title']),
    text: asString(data['text']),
    status: asReviewStatus(data['status']),
    verifiedPurchase: data['verifiedPurchase'] === true,
    rejectionReason: asString(data['rejectionReason']),
    reply: asString(data['reply']),
    repliedAt: asIsoDate(data['repliedAt']),
    createdAt: asIsoDate(data['createdAt']),
    updatedAt: asIsoDate(data['updatedAt']),
  };
}

/** The product's rating from its stored `reviewCount` and `reviewSum`; null when nothing is approved. */
export function productRatingOf(data: Record<string, unknown>): ProductRating | null {
  const count = Math.floor(asNumber(data['reviewCount']));
  const sum = asNumber(data['reviewSum']);
  if (!(count > 0) || !(sum >= count)) return null;
  return { average: Math.round((sum / count) * 10) / 10, count };
}

/** What a review's author is called in public: first name and the initial of the last ("Priya S."). */
export function reviewAuthorName(displayName: string | null | undefined): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Customer';
  const first = words[0]!.slice(0, REVIEW_LIMITS.authorName - 3);
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** "4.5 out of 5 stars from 12 reviews" — the accessible name of a rating. */
export function ratingLabel(rating: ProductRating): string {
  return `Rated ${formatNumber(rating.average)} out of 5 from ${formatNumber(rating.count)} ${rating.count === 1 ? 'review' : 'reviews'}`;
}
