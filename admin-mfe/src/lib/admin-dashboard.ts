// The dashboard's figures: orders and takings today and over the last 7 days (aggregation queries:
// count and sum, never a read of every order), beside the 5 newest orders. Cancelled, returned and
// refunded orders do not count as takings.
import { collection, count, getAggregate, getDocs, limit, orderBy, query, sum, where, type Firestore } from 'firebase/firestore/lite';
import { ORDERS, ordersRef } from 'shared-data';
import { istDayStart, toOrderRow, type OrderRow } from './admin-orders';

const TAKING_STATUSES = ['pending_confirmation', 'confirmed', 'packed', 'shipped', 'delivered'];

export interface PeriodFigures {
  orders: number;
  takings: number;
}

export interface DashboardFigures {
  today: PeriodFigures;
  week: PeriodFigures;
  recent: OrderRow[];
}

/** Today's date in India, YYYY-MM-DD. */
export const indianDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

async function figuresSince(db: Firestore, since: Date): Promise<PeriodFigures> {
  const snapshot = await getAggregate(query(collection(db, ORDERS), where('createdAt', '>=', since), where('status', 'in', TAKING_STATUSES)), {
    orders: count(),
    takings: sum('total'),
  });
  const data = snapshot.data();
  return { orders: data.orders, takings: Number(data.takings) || 0 };
}

export async function fetchDashboardFigures(db: Firestore, now: Date = new Date()): Promise<DashboardFigures> {
  const todayStart = istDayStart(indianDay(now)) ?? now;
  const weekStart = new Date(todayStart.getTime() - 6 * 24 * 60 * 60 * 1000);
  const [today, week, recent] = await Promise.all([
    figuresSince(db, todayStart),
    figuresSince(db, weekStart),
    getDocs(query(ordersRef(db), orderBy('createdAt', 'desc'), limit(5))).then((snapshot) => snapshot.docs.map((document) => toOrderRow(document.data()))),
  ]);
  return { today, week, recent };
}
