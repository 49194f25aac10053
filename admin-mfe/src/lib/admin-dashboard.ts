// The dashboard's figures: orders and takings today, over the last 7 and 30 days and the 30 days
// before (for the change), orders by status, new customers in 30 days — all aggregation queries
// (count and sum, never a read of every order or account) — beside the 5 newest orders; the 30
// days' takings and orders per day and the top products from the `salesDaily` counters (30 small
// documents, shared-data sales-daily). Cancelled, returned and refunded orders do not count as
// takings.
import { collection, count, getAggregate, getDocs, limit, orderBy, query, sum, where, type Firestore } from 'firebase/firestore/lite';
import { WEBUSERS, type OrderStatus } from 'shared-data';
import { ORDER_STATUSES, ORDERS, ordersRef } from 'shared-data/shopper';
import { topProducts, type TopProduct } from 'shared-data/admin';
import { dailySeries, indianDay, istDayStart, SALES_DAILY, shiftDay, TAKING_STATUSES, toSalesDay, type DailyPoint } from 'shared-data/admin';
import { toOrderRow, type OrderRow } from './admin-orders';

/** How many products the dashboard ranks by takings. */
export const TOP_PRODUCTS = 10;

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
  /** The last 30 days, oldest first, days without orders at zero. */
  daily: DailyPoint[];
  /** The products with the highest takings in the last 30 days. */
  topProducts: TopProduct[];
}

/** The change from `before` to `now` in percent (null when there was nothing before). */
export const changePercent = (now: number, before: number): number | null => (before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : null);

async function figuresSince(db: Firestore, since: Date, until?: Date): Promise<PeriodFigures> {
  const range = until ? [where('createdAt', '>=', since), where('createdAt', '<', until)] : [where('createdAt', '>=', since)];
  const counted = query(collection(db, ORDERS), ...range, where('status', 'in', [...TAKING_STATUSES]));
  // What credit notes took off (returns, adjustments) in a query of its own: an aggregation over
  // several fields counts only the documents that have all of them, and most orders have no credit.
  // Takings are the orders' value less it, as the daily counters hold them (shared-data's takingsOf).
  const [figures, credits] = await Promise.all([
    getAggregate(counted, { orders: count(), takings: sum('total') }),
    getAggregate(counted, { credited: sum('credited.total') }),
  ]);
  const { orders, takings } = figures.data();
  return { orders, takings: Math.round(((Number(takings) || 0) - (Number(credits.data().credited) || 0)) * 100) / 100 };
}

export async function fetchDashboardFigures(db: Firestore, now: Date = new Date()): Promise<DashboardFigures> {
  const today = indianDay(now);
  const firstDay = shiftDay(today, -29);
  const todayStart = istDayStart(today) ?? now;
  const day = 24 * 60 * 60 * 1000;
  const weekStart = new Date(todayStart.getTime() - 6 * day);
  const monthStart = new Date(todayStart.getTime() - 29 * day);
  const previousStart = new Date(monthStart.getTime() - 30 * day);
  const countOf = (constraints: ReturnType<typeof where>[], collectionName: string) =>
    getAggregate(query(collection(db, collectionName), ...constraints), { n: count() }).then((snapshot) => snapshot.data().n);
  const [todayFigures, week, month, previousMonth, statusCounts, newCustomers, recent, days] = await Promise.all([
    figuresSince(db, todayStart),
    figuresSince(db, weekStart),
    figuresSince(db, monthStart),
    figuresSince(db, previousStart, monthStart),
    Promise.all(ORDER_STATUSES.map((status) => countOf([where('status', '==', status)], ORDERS))),
    countOf([where('createdAt', '>=', monthStart)], WEBUSERS),
    getDocs(query(ordersRef(db), orderBy('createdAt', 'desc'), limit(5))).then((snapshot) => snapshot.docs.map((document) => toOrderRow(document.data()))),
    // Oldest first, so a renamed product's newest title wins in topProducts.
    getDocs(query(collection(db, SALES_DAILY), where('day', '>=', firstDay), where('day', '<=', today), orderBy('day'))).then((snapshot) =>
      snapshot.docs.map((document) => toSalesDay(document.id, document.data())),
    ),
  ]);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status, index) => [status, statusCounts[index] ?? 0])) as Record<OrderStatus, number>;
  return {
    today: todayFigures,
    week,
    month,
    previousMonth,
    byStatus,
    newCustomers,
    recent,
    daily: dailySeries(days, firstDay, 30),
    topProducts: topProducts(days, TOP_PRODUCTS),
  };
}
