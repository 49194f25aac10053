// Keeps the figures an order counts for — the dashboard's takings (`salesDaily/{day}`) and its
// customer's order count and lifetime value (`customerStats/{uid}`) — in step with the order, in the
// same transaction as every change to it. The order stores what it counts for now (`counted`); a
// change writes only the difference to what it should count for after (shared-data sales-daily:
// takingsOf, customerValueOf), so a repeated or partial change can never count twice.
import { FieldValue, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  CUSTOMER_STATS,
  customerValueOf,
  indianDay,
  legacyCounted,
  type OrderForFigures,
  type OrderStatus,
  type SalesDay,
  salesDelta,
  takingsOf,
} from 'shared-data/contracts';
import { recordSales } from './sales-daily';

export interface Counted {
  takings: Omit<SalesDay, 'day'>;
  customer: { orders: number; value: number };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The order's figures as its stored fields say (status, total, lines, credits). */
export function figuresInput(data: DocumentData): OrderForFigures {
  const credited = isRecord(data['credited']) ? data['credited'] : null;
  return {
    status: data['status'] as OrderStatus,
    total: Number(data['total']) || 0,
    items: (Array.isArray(data['items']) ? data['items'] : []).filter(isRecord).map((item) => ({
      productId: String(item['productId'] ?? ''),
      ...(typeof item['variantSku'] === 'string' && item['variantSku'] ? { variantSku: item['variantSku'] } : {}),
      title: String(item['title'] ?? ''),
      quantity: Number(item['quantity']) || 0,
      lineTotal: Number(item['lineTotal']) || 0,
    })),
    ...(credited
      ? {
          credited: {
            total: Number(credited['total']) || 0,
            lines: Object.fromEntries(
              Object.entries(isRecord(credited['lines']) ? credited['lines'] : {}).map(([productId, line]) => [
                productId,
                { quantity: Number((line as Record<string, unknown>)['quantity']) || 0, amount: Number((line as Record<string, unknown>)['amount']) || 0 },
              ]),
            ),
          },
        }
      : {}),
  };
}

/** What the order should count for now. */
export function countedFor(order: OrderForFigures): Counted {
  return { takings: takingsOf(order), customer: customerValueOf(order) };
}

/** What a stored order counts for today: its `counted` field, or what the functions of its time counted. */
export function storedCounted(data: DocumentData): Counted {
  const counted = data['counted'];
  if (isRecord(counted) && isRecord(counted['takings']) && isRecord(counted['customer'])) return counted as unknown as Counted;
  return legacyCounted(figuresInput(data));
}

/**
 * Writes to the order's day and its customer the difference between what the order counted for
 * (`before`, a stored document, or null for a new order) and what it counts for as `after`; returns
 * the `counted` value to store on the order in the same write.
 */
export function syncOrderFigures(transaction: Transaction, db: Firestore, before: DocumentData | null, after: DocumentData, now: Date): Counted {
  const previous: Counted = before ? storedCounted(before) : { takings: { orders: 0, takings: 0, products: {} }, customer: { orders: 0, value: 0 } };
  const next = countedFor(figuresInput(after));
  const sales = salesDelta(previous.takings, next.takings);
  if (sales.orders !== 0 || sales.takings !== 0 || Object.keys(sales.products).length > 0) {
    const day = typeof after['salesDay'] === 'string' ? after['salesDay'] : indianDay(now);
    recordSales(transaction, db, day, sales);
  }
  const orders = next.customer.orders - previous.customer.orders;
  const value = Math.round((next.customer.value - previous.customer.value) * 100) / 100;
  const uid = typeof after['uid'] === 'string' ? after['uid'] : '';
  if (uid && (orders !== 0 || value !== 0)) {
    transaction.set(
      db.collection(CUSTOMER_STATS).doc(uid),
      { uid, orderCount: FieldValue.increment(orders), lifetimeValue: FieldValue.increment(value), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  return next;
}
