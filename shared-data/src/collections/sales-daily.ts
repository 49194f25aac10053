// `salesDaily/{YYYY-MM-DD}`: the shop's takings per day in India (IST), kept as counters so the
// dashboard's 30-day charts and top products read 30 small documents instead of the orders:
//   { day, orders, takings, products: { [productId]: { title, quantity, takings } } }
// An order counts on the day it was placed (the order keeps that day as `salesDay`) once the shop
// confirms it, at its value less what credit notes took off; the functions that change an order
// (status, edits, credit notes) add the difference to that same day in the same transaction
// (takingsOf / salesDelta below). Admins read; nobody writes from a client. The same definition of
// takings as the dashboard's aggregation queries: confirmed orders, not cancelled.
import type { OrderStatus } from '../types/catalog';
import { asNumber, asString } from './field-readers';
import { cartLineKey } from '../cart/cart-items';

export { SALES_DAILY } from './collection-names';

/** The statuses whose orders count as takings. */
export const TAKING_STATUSES: readonly OrderStatus[] = ['confirmed', 'packed', 'shipped', 'delivered', 'returned', 'refunded'];

export const countsAsTakings = (status: OrderStatus): boolean => TAKING_STATUSES.includes(status);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
let dayFormatter: Intl.DateTimeFormat | undefined;
// Made on first use (a formatter with a time zone costs a few milliseconds to create).
const dayFormat = () => (dayFormatter ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The day in India (YYYY-MM-DD) at an instant: the shop's dates are India's. */
export const indianDay = (at: Date): string => dayFormat().format(at);

/** The start of a day in India (IST, +05:30) as a Date, or null for a malformed day. */
export const istDayStart = (day: string): Date | null => (DAY.test(day) ? new Date(`${day}T00:00:00+05:30`) : null);

/** The day `offset` days after `day` (negative: before). */
export function shiftDay(day: string, offset: number): string {
  const start = istDayStart(day);
  if (!start) throw new Error(`Not a day: ${day}`);
  // Noon keeps the arithmetic away from midnight (India has no daylight saving, but be plain).
  return indianDay(new Date(start.getTime() + (offset * 24 + 12) * 60 * 60 * 1000));
}

export interface ProductSales {
  title: string;
  quantity: number;
  /** INR */
  takings: number;
}

export interface SalesDay {
  day: string;
  orders: number;
  /** INR */
  takings: number;
  products: Record<string, ProductSales>;
}

const rupees = (value: number) => Math.round(value * 100) / 100;

export function toSalesDay(day: string, data: Record<string, unknown> | undefined): SalesDay {
  const products: Record<string, ProductSales> = {};
  const stored = data?.['products'];
  if (stored && typeof stored === 'object') {
    for (const [productId, value] of Object.entries(stored as Record<string, unknown>)) {
      const entry = (value ?? {}) as Record<string, unknown>;
      products[productId] = { title: asString(entry['title']), quantity: Math.round(asNumber(entry['quantity'])), takings: rupees(asNumber(entry['takings'])) };
    }
  }
  return { day, orders: Math.round(asNumber(data?.['orders'])), takings: rupees(asNumber(data?.['takings'])), products };
}

interface OrderForSales {
  total: number;
  items: ReadonlyArray<{ productId: string; title: string; quantity: number; lineTotal: number }>;
}

/** What one order adds to its day (`sign` -1: what leaving the takings takes away). */
export function salesChange(order: OrderForSales, sign: 1 | -1 = 1): Omit<SalesDay, 'day'> {
  const products: Record<string, ProductSales> = {};
  for (const item of order.items) {
    const entry = (products[item.productId] ??= { title: item.title, quantity: 0, takings: 0 });
    entry.quantity += sign * item.quantity;
    entry.takings = rupees(entry.takings + sign * item.lineTotal);
  }
  return { orders: sign, takings: rupees(sign * order.total), products };
}

/** Adds orders into per-day totals (the seed and the benchmarks build `salesDaily` with it). */
export function addToSalesDays(days: Map<string, SalesDay>, day: string, change: Omit<SalesDay, 'day'>): void {
  const target = days.get(day) ?? { day, orders: 0, takings: 0, products: {} };
  target.orders += change.orders;
  target.takings = rupees(target.takings + change.takings);
  for (const [productId, sales] of Object.entries(change.products)) {
    const entry = (target.products[productId] ??= { title: sales.title, quantity: 0, takings: 0 });
    entry.quantity += sales.quantity;
    entry.takings = rupees(entry.takings + sales.takings);
  }
  days.set(day, target);
}

export interface DailyPoint {
  day: string;
  orders: number;
  takings: number;
}

/** One point per day from `firstDay` for `count` days, days without sales at zero. */
export function dailySeries(days: readonly SalesDay[], firstDay: string, count: number): DailyPoint[] {
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  return Array.from({ length: count }, (_, index) => {
    const day = shiftDay(firstDay, index);
    const entry = byDay.get(day);
    return { day, orders: entry?.orders ?? 0, takings: entry?.takings ?? 0 };
  });
}

export interface TopProduct extends ProductSales {
  productId: string;
}

/** The products with the highest takings over the given days (ties: more pieces, then title). */
export function topProducts(days: readonly SalesDay[], limit: number): TopProduct[] {
  const totals = new Map<string, TopProduct>();
  for (const entry of days) {
    for (const [productId, sales] of Object.entries(entry.products)) {
      const total = totals.get(productId) ?? { productId, title: sales.title, quantity: 0, takings: 0 };
      total.quantity += sales.quantity;
      total.takings = rupees(total.takings + sales.takings);
      // The newest day's title wins (a product renamed since).
      if (sales.title) total.title = sales.title;
      totals.set(productId, total);
    }
  }
  return [...totals.values()]
    .filter((product) => product.takings > 0)
    .sort((a, b) => b.takings - a.takings || b.quantity - a.quantity || a.title.localeCompare(b.title))
    .slice(0, limit);
}

/** An order as its figures need it: its status, value, lines and what credit notes took off it. */
export interface OrderForFigures {
  status: OrderStatus;
  total: number;
  items: ReadonlyArray<{ productId: string; variantSku?: string | undefined; title: string; quantity: number; lineTotal: number }>;
  /** Rupees taken off by credit notes, in all and per line (pieces and value), by cartLineKey (product, and variant). */
  credited?: { total: number; lines: Record<string, { quantity: number; amount: number }> } | undefined;
}

/**
 * What an order counts for in the dashboard's takings: a sale once the shop confirmed it, until it
 * is cancelled, at its value less what credit notes took off (returns, adjustments). Refunds are
 * money going back for what a credit note already took off, so they change nothing here.
 */
export function takingsOf(order: OrderForFigures): Omit<SalesDay, 'day'> {
  if (!countsAsTakings(order.status)) return { orders: 0, takings: 0, products: {} };
  const products: Record<string, ProductSales> = {};
  for (const item of order.items) {
    const entry = (products[item.productId] ??= { title: item.title, quantity: 0, takings: 0 });
    // A product's variants count together in its sales; credits are kept per line.
    const credited = order.credited?.lines[cartLineKey(item)];
    entry.quantity += item.quantity - (credited?.quantity ?? 0);
    entry.takings = rupees(entry.takings + item.lineTotal - (credited?.amount ?? 0));
  }
  return { orders: 1, takings: rupees(order.total - (order.credited?.total ?? 0)), products };
}

/** The change from one counted state to another (what to add to the day so it holds `next`). */
export function salesDelta(previous: Omit<SalesDay, 'day'>, next: Omit<SalesDay, 'day'>): Omit<SalesDay, 'day'> {
  const products: Record<string, ProductSales> = {};
  for (const productId of new Set([...Object.keys(previous.products), ...Object.keys(next.products)])) {
    const before = previous.products[productId];
    const after = next.products[productId];
    const quantity = (after?.quantity ?? 0) - (before?.quantity ?? 0);
    const takings = rupees((after?.takings ?? 0) - (before?.takings ?? 0));
    if (quantity !== 0 || takings !== 0) products[productId] = { title: after?.title ?? before?.title ?? '', quantity, takings };
  }
  return { orders: next.orders - previous.orders, takings: rupees(next.takings - previous.takings), products };
}

/**
 * What an order counts for in its customer's figures (Manage Customers): one order and its value
 * less credits, unless it was cancelled — the order count and the lifetime value count the same orders.
 */
export function customerValueOf(order: Pick<OrderForFigures, 'status' | 'total' | 'credited'>): { orders: number; value: number } {
  if (order.status === 'cancelled') return { orders: 0, value: 0 };
  return { orders: 1, value: rupees(order.total - (order.credited?.total ?? 0)) };
}

/**
 * What an order stored before its figures were kept on it counted for, as the functions of the
 * time counted it: takings from placement until it was cancelled, returned or refunded; one order
 * in the customer's count always; its value unless cancelled or refunded.
 */
export function legacyCounted(order: OrderForFigures): { takings: Omit<SalesDay, 'day'>; customer: { orders: number; value: number } } {
  const counted = ['pending_confirmation', 'confirmed', 'packed', 'shipped', 'delivered'].includes(order.status);
  return {
    takings: counted ? salesChange(order) : { orders: 0, takings: 0, products: {} },
    customer: { orders: 1, value: order.status === 'cancelled' || order.status === 'refunded' ? 0 : rupees(order.total) },
  };
}
