// The admin's order reads: one page of the order list for its status tab, search and date range,
// as Firestore queries with cursor paging and counts (never "read every order and filter here"),
// the counts behind the status tabs, and the order's internal notes.
import { collection, getCount, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore/lite';
import type { LiveQuery } from 'shared-auth';
import type { Order, OrderStatus } from 'shared-data';
import { ORDER_STATUSES, ordersRef, ORDERS, itemCountOf } from 'shared-data/shopper';
import { istDayStart } from 'shared-data/admin';
import { fetchCursorPage, readAllPages, type CursorPage } from './cursor-page';
import type { ListQuery } from './list-query';

export const ORDER_FILTERS = ['status', 'from', 'to'] as const;
export const ORDER_SORTS = ['createdAt', 'total'] as const;
export type OrderListQuery = ListQuery<(typeof ORDER_FILTERS)[number], (typeof ORDER_SORTS)[number]>;
export const ORDER_PAGE_SIZE = 25;

/** Every order's creation and status change sets updatedAt: the newest one tells of any change. */
export const ORDERS_LIVE: LiveQuery = { collection: ORDERS, orderBy: ['updatedAt', 'desc'], limit: 1 };

export interface OrderRow {
  id: string;
  number: string;
  customer: string;
  email: string;
  phone: string;
  items: number;
  total: number;
  status: OrderStatus;
  createdAt: string | null;
}

export function toOrderRow(order: Order): OrderRow {
  return {
    id: order.id,
    number: order.number,
    customer: order.address.fullName,
    email: order.email,
    phone: order.address.phone,
    items: itemCountOf(order),
    total: order.total,
    status: order.status,
    createdAt: order.createdAt,
  };
}

/** What the search box holds: an order number, a customer's e-mail or a phone number. */
export function orderSearchOf(q: string): { field: 'number' | 'email' | 'phoneDigits'; value: string } | null {
  const text = q.trim();
  if (!text) return null;
  if (text.includes('@')) return { field: 'email', value: text.toLowerCase() };
  if (/^so-/i.test(text)) return { field: 'number', value: text.toUpperCase() };
  // Orders keep the delivery phone's last ten digits (phoneDigits), so +91 98200 00000,
  // 098200-00000 and 9820000000 all find it.
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 10 && /^[\d\s()+-]+$/.test(text)) return { field: 'phoneDigits', value: digits.slice(-10) };
  return { field: 'number', value: text.toUpperCase() };
}

const nextDay = (date: Date) => new Date(date.getTime() + 24 * 60 * 60 * 1000);

/** The filters of a query (status, search, date range) without its order. */
export function orderFilterConstraints(listQuery: Pick<OrderListQuery, 'q' | 'filters'>, options: { ignoreStatus?: boolean } = {}): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  const status = listQuery.filters.status;
  if (!options.ignoreStatus && status && ORDER_STATUSES.includes(status as OrderStatus)) constraints.push(where('status', '==', status));
  const search = orderSearchOf(listQuery.q);
  if (search) constraints.push(where(search.field, '==', search.value));
  const from = istDayStart(listQuery.filters.from ?? '');
  const to = istDayStart(listQuery.filters.to ?? '');
  if (from) constraints.push(where('createdAt', '>=', from));
  if (to) constraints.push(where('createdAt', '<', nextDay(to)));
  return constraints;
}

export async function fetchOrderListPage(db: Firestore, listQuery: OrderListQuery): Promise<CursorPage<OrderRow>> {
  const ranged = Boolean(listQuery.filters.from || listQuery.filters.to);
  // A date range is a range on createdAt, which Firestore orders by first.
  const sort = ranged
    ? { key: 'createdAt' as const, direction: listQuery.sort.key === 'createdAt' ? listQuery.sort.direction : ('desc' as const) }
    : listQuery.sort;
  const page = await fetchCursorPage(
    ordersRef(db),
    [...orderFilterConstraints(listQuery), orderBy(sort.key, sort.direction), orderBy('__name__', sort.direction)],
    {
      after: listQuery.after,
      before: listQuery.before,
      size: ORDER_PAGE_SIZE,
    },
  );
  return { ...page, rows: page.rows.map(toOrderRow) };
}

/** How many orders each status tab holds for the current search and dates (aggregation counts). */
export async function fetchOrderStatusCounts(
  db: Firestore,
  listQuery: Pick<OrderListQuery, 'q' | 'filters'>,
): Promise<Record<OrderStatus | 'all', number | null>> {
  const base = orderFilterConstraints(listQuery, { ignoreStatus: true });
  const count = (extra: QueryConstraint[]) =>
    getCount(query(collection(db, ORDERS), ...base, ...extra))
      .then((snapshot) => snapshot.data().count)
      .catch(() => null);
  const [all, ...perStatus] = await Promise.all([count([]), ...ORDER_STATUSES.map((status) => count([where('status', '==', status)]))]);
  return Object.fromEntries([['all', all], ...ORDER_STATUSES.map((status, index) => [status, perStatus[index] ?? null])]) as Record<
    OrderStatus | 'all',
    number | null
  >;
}

/** Every order matching the list's status, search and dates, oldest first, read 500 at a time. */
export function fetchOrdersForExport(db: Firestore, listQuery: Pick<OrderListQuery, 'q' | 'filters'>, onProgress: (read: number) => void): Promise<Order[]> {
  return readAllPages(ordersRef(db), [...orderFilterConstraints(listQuery), orderBy('createdAt', 'asc'), orderBy('__name__', 'asc')], onProgress);
}
