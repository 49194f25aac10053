// The sidebar's badges: what waits for the shop's staff (orders to confirm, new messages and
// video-call requests, products low on stock, reviews to approve), counted with aggregation queries, never by reading
// the documents.
import { collection, collectionGroup, getCount, query, where, type Firestore } from 'firebase/firestore/lite';
import { PRODUCTS, REVIEWS } from 'shared-data';
import { MESSAGES, ORDERS, VIDEO_CALL_REQUESTS } from 'shared-data/shopper';

export interface AdminBadges {
  pendingOrders: number;
  newMessages: number;
  lowStock: number;
  /** Reviews waiting for approval (every product's, one collection group count). */
  pendingReviews: number;
}

const count = (db: Firestore, name: string, ...filters: Parameters<typeof where>[]) =>
  getCount(query(collection(db, name), ...filters.map((filter) => where(...filter))))
    .then((snapshot) => snapshot.data().count)
    .catch(() => 0);

export async function fetchAdminBadges(db: Firestore, lowStockThreshold: number): Promise<AdminBadges> {
  const [pendingOrders, messages, videoCalls, lowStock, pendingReviews] = await Promise.all([
    count(db, ORDERS, ['status', '==', 'pending_confirmation']),
    count(db, MESSAGES, ['status', '==', 'new']),
    count(db, VIDEO_CALL_REQUESTS, ['status', '==', 'new']),
    count(db, PRODUCTS, ['status', '==', 'active'], ['stock', '<=', lowStockThreshold]),
    getCount(query(collectionGroup(db, REVIEWS), where('status', '==', 'pending')))
      .then((snapshot) => snapshot.data().count)
      .catch(() => 0),
  ]);
  return { pendingOrders, newMessages: messages + videoCalls, lowStock, pendingReviews };
}
