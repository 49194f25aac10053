// The sidebar's badges: what waits for the shop's staff (orders to confirm, new messages and
// video-call requests, products low on stock), counted with aggregation queries, never by reading
// the documents.
import { collection, getCount, query, where, type Firestore } from 'firebase/firestore/lite';
import { MESSAGES, ORDERS, PRODUCTS, VIDEO_CALL_REQUESTS } from 'shared-data';

export interface AdminBadges {
  pendingOrders: number;
  newMessages: number;
  lowStock: number;
}

const count = (db: Firestore, name: string, ...filters: Parameters<typeof where>[]) =>
  getCount(query(collection(db, name), ...filters.map((filter) => where(...filter))))
    .then((snapshot) => snapshot.data().count)
    .catch(() => 0);

export async function fetchAdminBadges(db: Firestore, lowStockThreshold: number): Promise<AdminBadges> {
  const [pendingOrders, messages, videoCalls, lowStock] = await Promise.all([
    count(db, ORDERS, ['status', '==', 'pending_confirmation']),
    count(db, MESSAGES, ['status', '==', 'new']),
    count(db, VIDEO_CALL_REQUESTS, ['status', '==', 'new']),
    count(db, PRODUCTS, ['status', '==', 'active'], ['stock', '<=', lowStockThreshold]),
  ]);
  return { pendingOrders, newMessages: messages + videoCalls, lowStock };
}
