// Reviews Management's reads: every product's reviews in one queue (a collection group query on
// `reviews`), by status — waiting for approval first — newest first, paged by time, with the count
// of each status from aggregation queries.
import { collectionGroup, getCount, getDocs, limit, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore/lite';
import type { LiveQuery } from 'shared-auth';
import { REVIEW_STATUSES, REVIEWS, toReview, type Review, type ReviewStatus } from 'shared-data';
import { routeHref } from 'shared-data/routes';

export const REVIEWS_PAGE_SIZE = 20;

/** Every review's creation and moderation sets updatedAt: the newest one tells of any change. */
export const REVIEWS_LIVE: LiveQuery = { collection: REVIEWS, group: true, orderBy: ['updatedAt', 'desc'], limit: 1 };

export interface ReviewQueueQuery {
  status: ReviewStatus;
  /** Reviews written before this ISO time (the next page), or null for the newest. */
  before: string | null;
}

export function readReviewQueueQuery(url: URL): ReviewQueueQuery {
  const status = url.searchParams.get('status');
  const before = url.searchParams.get('before');
  return {
    status: REVIEW_STATUSES.includes(status as ReviewStatus) ? (status as ReviewStatus) : 'pending',
    before: before && !Number.isNaN(Date.parse(before)) ? new Date(before).toISOString() : null,
  };
}

export function reviewQueueHref(current: ReviewQueueQuery, change: Partial<ReviewQueueQuery>): string {
  const next = { ...current, before: null, ...change };
  const params = new URLSearchParams();
  if (next.status !== 'pending') params.set('status', next.status);
  if (next.before) params.set('before', next.before);
  const search = params.toString();
  return routeHref('admin-reviews', {}, search);
}

export async function fetchReviewQueue(db: Firestore, queue: ReviewQueueQuery): Promise<{ reviews: Review[]; nextBefore: string | null }> {
  const constraints: QueryConstraint[] = [where('status', '==', queue.status)];
  if (queue.before) constraints.push(where('createdAt', '<', new Date(queue.before)));
  const snapshot = await getDocs(query(collectionGroup(db, REVIEWS), ...constraints, orderBy('createdAt', 'desc'), limit(REVIEWS_PAGE_SIZE + 1)));
  const all = snapshot.docs.map((entry) => toReview(entry.ref.parent.parent?.id ?? '', entry.id, entry.data()));
  const reviews = all.slice(0, REVIEWS_PAGE_SIZE);
  const last = reviews.at(-1);
  return { reviews, nextBefore: all.length > REVIEWS_PAGE_SIZE && last?.createdAt ? last.createdAt : null };
}

export async function fetchReviewCounts(db: Firestore): Promise<Record<ReviewStatus, number | null>> {
  const values = await Promise.all(
    REVIEW_STATUSES.map((status) =>
      getCount(query(collectionGroup(db, REVIEWS), where('status', '==', status)))
        .then((snapshot) => snapshot.data().count)
        .catch(() => null),
    ),
  );
  return Object.fromEntries(REVIEW_STATUSES.map((status, index) => [status, values[index] ?? null])) as Record<ReviewStatus, number | null>;
}
