// Reviews Management's reads: every product's reviews in one queue (a collection group query on
// `reviews`), by status — waiting for approval first — newest first, paged by time, with the count
// of each status from aggregation queries.
import { collectionGroup, getCount, getDocs, limit, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore/lite';
import type { LiveQuery } from 'shared-auth';
import { REVIEW_STATUSES, REVIEWS, toReview, type Review, type ReviewStatus } from 'shared-data';
import { validTime, type ListQuery } from './list-query';

export const REVIEWS_PAGE_SIZE = 20;

/** Every review's creation and moderation sets updatedAt: the newest one tells of any change. */
export const REVIEWS_LIVE: LiveQuery = { collection: REVIEWS, group: true, orderBy: ['updatedAt', 'desc'], limit: 1 };

export interface ReviewQueueQuery {
  status: ReviewStatus;
  /** Reviews written before this ISO time (the next page), or null for the newest. */
  before: string | null;
}

/** The queue in the address: the status tab (waiting for approval when absent), older pages by time (`after`). */
export const REVIEW_QUEUE_SHAPE = {
  filters: ['status'] as const,
  sorts: ['createdAt'] as const,
  defaultSort: { key: 'createdAt', direction: 'desc' } as const,
};

export function reviewQueueOf(list: ListQuery<'status', string>): ReviewQueueQuery {
  const status = list.filters.status;
  return { status: REVIEW_STATUSES.includes(status as ReviewStatus) ? (status as ReviewStatus) : 'pending', before: validTime(list.after) };
}

export async function fetchReviewQueue(db: Firestore, queue: ReviewQueueQuery): Promise<{ rows: Review[]; nextAfter: string | null }> {
  const constraints: QueryConstraint[] = [where('status', '==', queue.status)];
  if (queue.before) constraints.push(where('createdAt', '<', new Date(queue.before)));
  const snapshot = await getDocs(query(collectionGroup(db, REVIEWS), ...constraints, orderBy('createdAt', 'desc'), limit(REVIEWS_PAGE_SIZE + 1)));
  const all = snapshot.docs.map((entry) => toReview(entry.ref.parent.parent?.id ?? '', entry.id, entry.data()));
  const rows = all.slice(0, REVIEWS_PAGE_SIZE);
  const last = rows.at(-1);
  return { rows, nextAfter: all.length > REVIEWS_PAGE_SIZE && last?.createdAt ? last.createdAt : null };
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
