// Keeps `salesDaily/{day}` (shared-data sales-daily) in the transaction that changes an order's
// takings: placeOrder adds the order to its day, setOrderStatus takes it away when the order leaves
// the takings. Increments, so concurrent orders of one day never lose each other's figures.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { SALES_DAILY, type SalesDay } from '../../../shared-data/src/collections/sales-daily';

export function recordSales(transaction: Transaction, db: Firestore, day: string, change: Omit<SalesDay, 'day'>): void {
  const adding = change.orders > 0;
  const products = Object.fromEntries(
    Object.entries(change.products).map(([productId, sales]) => [
      productId,
      {
        // A removal leaves the title as the newest order wrote it.
        ...(adding ? { title: sales.title } : {}),
        quantity: FieldValue.increment(sales.quantity),
        takings: FieldValue.increment(sales.takings),
      },
    ]),
  );
  transaction.set(
    db.collection(SALES_DAILY).doc(day),
    { day, orders: FieldValue.increment(change.orders), takings: FieldValue.increment(change.takings), products, updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
}
