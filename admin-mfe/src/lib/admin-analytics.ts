// The Analytics page's data: the daily roll-ups (analyticsDaily, never the raw events) of the chosen
// range and of the period before it, and the revenue per day from the orders' day counters
// (salesDaily). Ranges: the last 7, 30 or 90 days, or custom dates (at most MAX_RANGE_DAYS).
import { collection, getDocs, orderBy, query, where, type Firestore } from 'firebase/firestore/lite';
import { isIsoDate } from 'shared-data';
import {
  ANALYTICS_DAILY,
  emptyDailyAnalytics,
  indianDay,
  mergeDailyAnalytics,
  SALES_DAILY,
  shiftDay,
  toDailyAnalytics,
  toSalesDay,
  type DailyAnalytics,
} from 'shared-data/admin';

export const RANGE_PRESETS = [7, 30, 90] as const;
export const MAX_RANGE_DAYS = 366;

export interface AnalyticsRange {
  /** '7', '30', '90' or 'custom'. */
  preset: string;
  first: string;
  last: string;
  days: number;
  previousFirst: string;
  previousLast: string;
  /** Why custom dates were not used, if they were not. */
  problem: string | null;
}

const daysBetween = (first: string, last: string) => Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;

export function analyticsRangeOf(params: URLSearchParams, now: Date): AnalyticsRange {
  const today = indianDay(now);
  const preset = params.get('range') ?? '30';
  const make = (first: string, last: string, chosen: string, problem: string | null = null): AnalyticsRange => {
    const days = daysBetween(first, last);
    return { preset: chosen, first, last, days, previousFirst: shiftDay(first, -days), previousLast: shiftDay(first, -1), problem };
  };
  if (preset === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const fallback = (problem: string) => make(shiftDay(today, -29), today, '30', problem);
    if (!isIsoDate(from) || !isIsoDate(to)) return fallback('Choose both dates of the custom range. Showing the last 30 days.');
    if (from > to) return fallback('The custom range starts after it ends. Showing the last 30 days.');
    if (daysBetween(from, to) > MAX_RANGE_DAYS) return fallback(`A custom range is at most ${MAX_RANGE_DAYS} days. Showing the last 30 days.`);
    return make(from, to, 'custom');
  }
  const length = RANGE_PRESETS.find((days) => String(days) === preset) ?? 30;
  return make(shiftDay(today, -(length - 1)), today, String(length));
}

export interface AnalyticsReport {
  range: AnalyticsRange;
  /** One entry per day of the range (zero-filled). */
  days: DailyAnalytics[];
  revenue: Array<{ day: string; value: number }>;
  totals: ReturnType<typeof mergeDailyAnalytics>;
  previous: ReturnType<typeof mergeDailyAnalytics>;
  revenueTotal: number;
  previousRevenue: number;
  /** The orders behind the revenue (the same day counters), so the two figures always agree. */
  ordersTotal: number;
  previousOrders: number;
  /** The period before, day for day: the figures its charts draw (not whole roll-ups, to keep the page light). */
  previousDays: Array<{ day: string; pageViews: number; visitors: number; enquiries: number; revenue: number }>;
}

function series(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftDay(first, index));
}

export async function fetchAnalyticsReport(db: Firestore, range: AnalyticsRange): Promise<AnalyticsReport> {
  const between = (name: string) =>
    getDocs(query(collection(db, name), where('day', '>=', range.previousFirst), where('day', '<=', range.last), orderBy('day')));
  const [rollups, sales] = await Promise.all([between(ANALYTICS_DAILY), between(SALES_DAILY)]);
  const byDay = new Map(rollups.docs.map((document) => [document.id, toDailyAnalytics(document.id, document.data())]));
  const salesDays = new Map(sales.docs.map((document) => [document.id, toSalesDay(document.id, document.data())]));
  const takings = new Map([...salesDays].map(([day, sales]) => [day, sales.takings]));
  const ordersOn = (day: string) => salesDays.get(day)?.orders ?? 0;
  const current = series(range.first, range.days);
  const before = series(range.previousFirst, range.days);
  const days = current.map((day) => byDay.get(day) ?? emptyDailyAnalytics(day));
  const previousDays = before.map((day) => byDay.get(day) ?? emptyDailyAnalytics(day));
  const revenue = current.map((day) => ({ day, value: takings.get(day) ?? 0 }));
  return {
    range,
    days,
    revenue,
    totals: mergeDailyAnalytics(days),
    previous: mergeDailyAnalytics(previousDays),
    revenueTotal: revenue.reduce((sum, point) => sum + point.value, 0),
    previousRevenue: before.reduce((sum, day) => sum + (takings.get(day) ?? 0), 0),
    ordersTotal: current.reduce((sum, day) => sum + ordersOn(day), 0),
    previousOrders: before.reduce((sum, day) => sum + ordersOn(day), 0),
    previousDays: previousDays.map((day) => ({
      day: day.day,
      pageViews: day.pageViews,
      visitors: day.visitors,
      enquiries: day.enquiries.whatsapp + day.enquiries.videoCall,
      revenue: takings.get(day.day) ?? 0,
    })),
  };
}

/** A share as a percentage with one decimal, or null when there is nothing to divide by. */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
