// Keeps `salesDaily/{day}` (shared-data sales-daily) in the transaction that changes an order's
// takings (order-figures.ts writes each change's difference). Increments, so concurrent orders of one day never lose each other's figures.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { SALES_DAILY, type SalesDay } from 'shared-data/contracts';

export function recordSales(transaction: Transaction, db: Firestore, day: string, change: Omit<SalesDay, 'day'>): void {
  const products = Object.fromEntries(
    Object.entries(change.products).map(([productId, sales]) => [
      productId,
      {
        // A removal leaves the title as the newest sale wrote it.
        ...(sales.quantity > 0 && sales.title ? { title: sales.title } : {}),
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
