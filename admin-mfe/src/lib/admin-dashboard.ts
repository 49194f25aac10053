// The dashboard's figures: orders and takings today, over the last 7 and 30 days and the 30 days
// before (for the change), orders by status, new customers in 30 days — all aggregation queries
// (count and sum, never a read of every order or account) — beside the 5 newest orders. Cancelled,
// returned and refunded orders do not count as takings.
import { collection, count, getAggregate, getDocs, limit, orderBy, query, sum, where, type Firestore } from 'firebase/firestore/lite';
import { ORDER_STATUSES, ORDERS, ordersRef, WEBUSERS, type OrderStatus } from 'shared-data';
import { istDayStart, toOrderRow, type OrderRow } from './admin-orders';

const TAKING_STATUSES = ['pending_confirmation', 'confirmed', 'packed', 'shipped', 'delivered'];

export interface PeriodFigures {
  orders: number;
  takings: number;
}

export interface DashboardFigures {
  today: PeriodFigures;
  week: PeriodFigures;
  /** The last 30 days, and the 30 days before them. */
  month: PeriodFigures;
  previousMonth: PeriodFigures;
  /** Every order by its current status (all time). */
  byStatus: Record<OrderStatus, number>;
  /** Accounts created in the last 30 days. */
  newCustomers: number;
  recent: OrderRow[];
}

/** The change from `before` to `now` in percent (null when there was nothing before). */
export const changePercent = (now: number, before: number): number | null => (before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : null);

/** Today's date in India, YYYY-MM-DD. */
export const indianDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

async function figuresSince(db: Firestore, since: Date, until?: Date): Promise<PeriodFigures> {
  const range = until ? [where('createdAt', '>=', since), where('createdAt', '<', until)] : [where('createdAt', '>=', since)];
  const snapshot = await getAggregate(query(collection(db, ORDERS), ...range, where('status', 'in', TAKING_STATUSES)), {
    orders: count(),
    takings: sum('total'),
  });
  const data = snapshot.data();
  return { orders: data.orders, takings: Number(data.takings) || 0 };
}

export async function fetchDashboardFigures(db: Firestore, now: Date = new Date()): Promise<DashboardFigures> {
  const todayStart = istDayStart(indianDay(now)) ?? now;
  const day = 24 * 60 * 60 * 1000;
  const weekStart = new Date(todayStart.getTime() - 6 * day);
  const monthStart = new Date(todayStart.getTime() - 29 * day);
  const previousStart = new Date(monthStart.getTime() - 30 * day);
  const countOf = (constraints: ReturnType<typeof where>[], collectionName: string) =>
    getAggregate(query(collection(db, collectionName), ...constraints), { n: count() }).then((snapshot) => snapshot.data().n);
  const [today, week, month, previousMonth, statusCounts, newCustomers, recent] = await Promise.all([
    figuresSince(db, todayStart),
    figuresSince(db, weekStart),
    figuresSince(db, monthStart),
    figuresSince(db, previousStart, monthStart),
    Promise.all(ORDER_STATUSES.map((status) => countOf([where('status', '==', status)], ORDERS))),
    countOf([where('createdAt', '>=', monthStart)], WEBUSERS),
    getDocs(query(ordersRef(db), orderBy('createdAt', 'desc'), limit(5))).then((snapshot) => snapshot.docs.map((document) => toOrderRow(document.data()))),
  ]);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status, index) => [status, statusCounts[index] ?? 0])) as Record<OrderStatus, number>;
  return { today, week, month, previousMonth, byStatus, newCustomers, recent };
}
