// The admin's order reads: one page of the order list for its status tab, search (order number or
// its digits, e-mail, phone, customer name) and date range,
// as Firestore queries with cursor paging and counts (never "read every order and filter here"),
// the counts behind the status tabs, and the order's internal notes.
import { collection, getCount, getDocs, limit, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore/lite';
import type { LiveQuery } from 'shared-auth';
import type { Order, OrderStatus } from 'shared-data';
import { ORDER_STATUSES, ordersRef, ORDERS, itemCountOf } from 'shared-data/shopper';
import { CUSTOMER_STATS, customerSearchKey, indianDay, istDayStart } from 'shared-data/admin';
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

/** How many years back a bare sequence number ("000016", "16") is looked for (SO-<year>-000016). */
export const ORDER_NUMBER_YEARS = 5;
/** How many of the customers a name matches have their orders listed (Firestore's `in` allows 30). */
export const NAME_MATCH_LIMIT = 30;

/**
 * What the search box holds, and how it is looked up:
 * - an e-mail (has an @);
 * - a phone number (ten digits or more; orders keep the delivery phone's last ten, so +91 98200 00000,
 *   098200-00000 and 9820000000 all find it);
 * - the digits of an order number ("000016", "16": SO-<year>-000016 of this year and the four before);
 * - a whole order number (letters and digits: SO-2026-000016);
 * - otherwise a customer's name (its longest word, as Manage Customers looks it up).
 */
export type OrderSearch =
  { kind: 'field'; field: 'number' | 'email' | 'phoneDigits'; value: string } | { kind: 'numbers'; values: string[] } | { kind: 'customer'; keyword: string };

export function orderSearchOf(q: string, now = new Date()): OrderSearch | null {
  const text = q.trim();
  if (!text) return null;
  if (text.includes('@')) return { kind: 'field', field: 'email', value: text.toLowerCase() };
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 10 && /^[\d\s()+-]+$/.test(text)) return { kind: 'field', field: 'phoneDigits', value: digits.slice(-10) };
  if (/^\d{1,6}$/.test(text) && Number(text) > 0) {
    const year = Number(indianDay(now).slice(0, 4));
    const sequence = String(Number(text)).padStart(6, '0');
    return { kind: 'numbers', values: Array.from({ length: ORDER_NUMBER_YEARS }, (_, back) => `SO-${year - back}-${sequence}`) };
  }
  if (/\d/.test(text)) return { kind: 'field', field: 'number', value: text.toUpperCase() };
  const keyword = customerSearchKey(text);
  return keyword ? { kind: 'customer', keyword } : null;
}

/** A search as a query constraint; a name is first looked up among the customers (null: nobody matches). */
export async function orderSearchConstraint(db: Firestore, q: string): Promise<QueryConstraint | 'none' | null> {
  const search = orderSearchOf(q);
  if (!search) return q.trim() ? 'none' : null;
  if (search.kind === 'field') return where(search.field, '==', search.value);
  if (search.kind === 'numbers') return where('number', 'in', search.values);
  const customers = await getDocs(
    query(collection(db, CUSTOMER_STATS), where('searchKeywords', 'array-contains', search.keyword), orderBy('lastOrderAt', 'desc'), limit(NAME_MATCH_LIMIT)),
  );
  return customers.empty
    ? 'none'
    : where(
        'uid',
        'in',
        customers.docs.map((customer) => customer.id),
      );
}

const nextDay = (date: Date) => new Date(date.getTime() + 24 * 60 * 60 * 1000);

/** The filters of a query (status, the resolved search, date range) without its order. */
export function orderFilterConstraints(
  listQuery: Pick<OrderListQuery, 'filters'>,
  search: QueryConstraint | null,
  options: { ignoreStatus?: boolean } = {},
): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  const status = listQuery.filters.status;
  if (!options.ignoreStatus && status && ORDER_STATUSES.includes(status as OrderStatus)) constraints.push(where('status', '==', status));
  if (search) constraints.push(search);
  const from = istDayStart(listQuery.filters.from ?? '');
  const to = istDayStart(listQuery.filters.to ?? '');
  if (from) constraints.push(where('createdAt', '>=', from));
  if (to) constraints.push(where('createdAt', '<', nextDay(to)));
  return constraints;
}

const NOTHING: CursorPage<OrderRow> = { rows: [], total: 0, firstId: null, lastId: null, hasNext: false, hasPrevious: false, cursorLost: false };

export async function fetchOrderListPage(db: Firestore, listQuery: OrderListQuery): Promise<CursorPage<OrderRow>> {
  const search = await orderSearchConstraint(db, listQuery.q);
  if (search === 'none') return NOTHING;
  const ranged = Boolean(listQuery.filters.from || listQuery.filters.to);
  // A date range is a range on createdAt, which Firestore orders by first.
  const sort = ranged
    ? { key: 'createdAt' as const, direction: listQuery.sort.key === 'createdAt' ? listQuery.sort.direction : ('desc' as const) }
    : listQuery.sort;
  const page = await fetchCursorPage(
    ordersRef(db),
    [...orderFilterConstraints(listQuery, search), orderBy(sort.key, sort.direction), orderBy('__name__', sort.direction)],
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
  const search = await orderSearchConstraint(db, listQuery.q);
  if (search === 'none') return Object.fromEntries([['all', 0], ...ORDER_STATUSES.map((status) => [status, 0])]) as Record<OrderStatus | 'all', number>;
  const base = orderFilterConstraints(listQuery, search, { ignoreStatus: true });
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
export async function fetchOrdersForExport(
  db: Firestore,
  listQuery: Pick<OrderListQuery, 'q' | 'filters'>,
  onProgress: (read: number) => void,
): Promise<Order[]> {
  const search = await orderSearchConstraint(db, listQuery.q);
  if (search === 'none') return [];
  return readAllPages(ordersRef(db), [...orderFilterConstraints(listQuery, search), orderBy('createdAt', 'asc'), orderBy('__name__', 'asc')], onProgress);
}
