// The signed-in customer's orders, newest first (the rules allow this query only for their uid).
import { collection, getDocs, limit, orderBy, query, where, type Firestore, type Timestamp } from 'firebase/firestore/lite';

export interface OrderSummary {
  id: string;
  number: string;
  status: string;
  total: number;
  itemCount: number;
  /** ISO string */
  createdAt: string | null;
}

export async function listOrders(db: Firestore, uid: string, max = 50): Promise<OrderSummary[]> {
  const snapshot = await getDocs(query(collection(db, 'orders'), where('uid', '==', uid), orderBy('createdAt', 'desc'), limit(max)));
  return snapshot.docs.map((document) => {
    const data = document.data();
    const items = Array.isArray(data['items']) ? (data['items'] as Array<{ quantity?: unknown }>) : [];
    return {
      id: document.id,
      number: typeof data['number'] === 'string' ? data['number'] : document.id,
      status: typeof data['status'] === 'string' ? data['status'] : 'pending_confirmation',
      total: typeof data['total'] === 'number' ? data['total'] : 0,
      itemCount: items.reduce((sum, item) => sum + (typeof item.quantity === 'number' ? item.quantity : 1), 0),
      createdAt: (data['createdAt'] as Timestamp | undefined)?.toDate?.().toISOString() ?? null,
    };
  });
}
