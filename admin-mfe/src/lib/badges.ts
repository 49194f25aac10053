// The sidebar's badges: what waits for the shop's staff (orders to confirm, confirmed orders not
// fully paid, new messages and video-call requests, products low on stock, reviews to approve),
// counted with aggregation queries, never by reading the documents. Equality and `in` filters only,
// so Firestore needs no composite index for them.
import { collection, collectionGroup, getCount, query, where, type Firestore } from 'firebase/firestore/lite';
import { PRODUCTS, REVIEWS } from 'shared-data';
import { MESSAGES, ORDERS, VIDEO_CALL_REQUESTS } from 'shared-data/shopper';

export interface AdminBadges {
  pendingOrders: number;
  /** Confirmed (up to delivered) orders whose payment is unpaid or partly paid. */
  unpaidOrders: number;
  newMessages: number;
  lowStock: number;
  /** Reviews waiting for approval (every product's, one collection group count). */
  pendingReviews: number;
}

/** The statuses in which an order is owed its money. */
export const OWED_STATUSES = ['confirmed', 'packed', 'shipped', 'delivered'] as const;

const count = (db: Firestore, name: string, ...filters: Parameters<typeof where>[]) =>
  getCount(query(collection(db, name), ...filters.map((filter) => where(...filter))))
    .then((snapshot) => snapshot.data().count)
    .catch(() => 0);

export async function fetchAdminBadges(db: Firestore, lowStockThreshold: number): Promise<AdminBadges> {
  const [pendingOrders, unpaid, partlyPaid, messages, videoCalls, lowStock, pendingReviews] = await Promise.all([
    count(db, ORDERS, ['status', '==', 'pending_confirmation']),
    // One `in` per query (two in one query are refused by older SDKs): unpaid and partly paid apart.
    count(db, ORDERS, ['status', 'in', [...OWED_STATUSES]], ['payment.status', '==', 'unpaid']),
    count(db, ORDERS, ['status', 'in', [...OWED_STATUSES]], ['payment.status', '==', 'partly_paid']),
    count(db, MESSAGES, ['status', '==', 'new']),
    count(db, VIDEO_CALL_REQUESTS, ['status', '==', 'new']),
    count(db, PRODUCTS, ['status', '==', 'active'], ['stock', '<=', lowStockThreshold]),
    getCount(query(collectionGroup(db, REVIEWS), where('status', '==', 'pending')))
      .then((snapshot) => snapshot.data().count)
      .catch(() => 0),
  ]);
  return { pendingOrders, unpaidOrders: unpaid + partlyPaid, newMessages: messages + videoCalls, lowStock, pendingReviews };
}
