// The analytics roll-up (docs/product-spec.md §7): raw `events` of one day become one
// `analyticsDaily/{YYYY-MM-DD}` document (India's day), which is all the admin's Analytics page
// reads. Counts per dimension are kept as ranked lists of { key, count } (top ROLLUP_TOP), never as
// maps keyed by paths or search terms. Pure functions: the scheduled function, the local backend's
// timer and the tests run the same code. Several days add up with mergeDailyAnalytics.

export { ANALYTICS_DAILY } from '../collections/collection-names';
/** How many entries each ranked list keeps per day. */
export const ROLLUP_TOP = 50;

export interface RawEvent {
  name: string;
  params?: Record<string, unknown>;
  path?: string;
  sessionId?: string;
  /** The percentage of visits sampled when it was recorded (absent: 100); it counts 100 / sample times. */
  sample?: number;
}

export interface Ranked {
  key: string;
  label?: string;
  count: number;
}

export interface DailyAnalytics {
  day: string;
  events: number;
  pageViews: number;
  /** Distinct sessions seen that day. */
  visitors: number;
  pages: Ranked[];
  products: Ranked[];
  categories: Ranked[];
  sources: Ranked[];
  devices: Ranked[];
  /** Sessions that viewed an item, added to the cart, bought. */
  funnel: { viewItem: number; addToCart: number; purchase: number };
  enquiries: { whatsapp: number; videoCall: number };
  appDownloads: { ios: number; android: number };
  /** Blog posts read to 25/50/75/100 %. */
  scrollDepth: { p25: number; p50: number; p75: number; p100: number };
  searches: number;
  /** Search terms that found nothing, most asked first. */
  searchesNoResults: Ranked[];
}

export const emptyDailyAnalytics = (day: string): DailyAnalytics => ({
  day,
  events: 0,
  pageViews: 0,
  visitors: 0,
  pages: [],
  products: [],
  categories: [],
  sources: [],
  devices: [],
  funnel: { viewItem: 0, addToCart: 0, purchase: 0 },
  enquiries: { whatsapp: 0, videoCall: 0 },
  appDownloads: { ios: 0, android: 0 },
  scrollDepth: { p25: 0, p50: 0, p75: 0, p100: 0 },
  searches: 0,
  searchesNoResults: [],
});

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

class Counter {
  private readonly counts = new Map<string, { count: number; label?: string }>();
  add(key: string, label?: string, by = 1): void {
    if (!key) return;
    const entry = this.counts.get(key);
    if (entry) {
      entry.count += by;
      if (label && !entry.label) entry.label = label;
    } else this.counts.set(key, label ? { count: by, label } : { count: by });
  }
  top(limit = ROLLUP_TOP): Ranked[] {
    return [...this.counts]
      .map(([key, entry]) => ({ key, ...(entry.label ? { label: entry.label } : {}), count: Math.round(entry.count) }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
      .slice(0, limit);
  }
}

/** Distinct sessions, each counted with its weight (a sampled visit stands for 100 / sample visits). */
class Sessions {
  private readonly weights = new Map<string, number>();
  add(session: string, weight: number): void {
    if (!this.weights.has(session)) this.weights.set(session, weight);
  }
  get total(): number {
    let sum = 0;
    for (const weight of this.weights.values()) sum += weight;
    return Math.round(sum);
  }
}

/** An event's weight: 1, or 100 / its visit's sampling percentage (1–100; anything else counts once). */
const weightOf = (sample: unknown): number => (typeof sample === 'number' && Number.isInteger(sample) && sample >= 1 && sample < 100 ? 100 / sample : 1);

/**
 * The running state of one day's roll-up; feed it events in any number of batches. Counts are
 * weighted (see weightOf) and rounded to whole numbers in the result.
 */
export class DayRollup {
  private events = 0;
  private pageViews = 0;
  private searches = 0;
  private readonly sessions = new Sessions();
  private readonly funnel = { viewItem: new Sessions(), addToCart: new Sessions(), purchase: new Sessions() };
  private readonly enquiries = { whatsapp: 0, videoCall: 0 };
  private readonly appDownloads = { ios: 0, android: 0 };
  private readonly scrollDepth = { p25: 0, p50: 0, p75: 0, p100: 0 };
  private readonly pages = new Counter();
  private readonly products = new Counter();
  private readonly categories = new Counter();
  private readonly sources = new Counter();
  private readonly devices = new Counter();
  private readonly noResults = new Counter();

  constructor(readonly day: string) {}

  add(event: RawEvent): void {
    const params = event.params ?? {};
    const session = str(event.sessionId);
    const w = weightOf(event.sample);
    this.events += 1;
    if (session) this.sessions.add(session, w);
    const sessionKey = session || `event-${this.events}`;
    const items = Array.isArray(params['items']) ? (params['items'] as Array<Record<string, unknown>>) : [];
    switch (event.name) {
      case 'page_view': {
        this.pageViews += w;
        this.pages.add(str(params['page_path']) || str(event.path), undefined, w);
        this.sources.add(str(params['source']) || 'direct', undefined, w);
        this.devices.add(str(params['device']) || 'unknown', undefined, w);
        break;
      }
      case 'view_item':
        this.funnel.viewItem.add(sessionKey, w);
        for (const item of items) this.products.add(str(item['item_id']), str(item['item_name']) || undefined, w);
        break;
      case 'add_to_cart':
        this.funnel.addToCart.add(sessionKey, w);
        break;
      case 'purchase':
        this.funnel.purchase.add(sessionKey, w);
        break;
      case 'view_item_list':
        this.categories.add(str(params['item_list_id']), str(params['item_list_name']) || undefined, w);
        break;
      case 'search': {
        this.searches += w;
        const term = str(params['search_term']).trim().toLowerCase().slice(0, 100);
        if (term && Number(params['results']) === 0) this.noResults.add(term, undefined, w);
        break;
      }
      case 'app_download_click':
        if (params['platform'] === 'ios') this.appDownloads.ios += w;
        if (params['platform'] === 'android') this.appDownloads.android += w;
        break;
      case 'scroll_depth': {
        const percent = Number(params['percent']);
        if (percent === 25 || percent === 50 || percent === 75 || percent === 100) this.scrollDepth[`p${percent}`] += w;
        break;
      }
      case 'click': {
        const what = `${str(params['category'])} ${str(params['label'])}`.toLowerCase();
        if (what.includes('whatsapp')) this.enquiries.whatsapp += w;
        else if (what.includes('video_call')) this.enquiries.videoCall += w;
        break;
      }
      default:
        break;
    }
  }

  result(): DailyAnalytics {
    const whole = <T extends Record<string, number>>(counts: T): T =>
      Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, Math.round(value)])) as T;
    return {
      day: this.day,
      events: this.events,
      pageViews: Math.round(this.pageViews),
      visitors: this.sessions.total,
      pages: this.pages.top(),
      products: this.products.top(),
      categories: this.categories.top(),
      sources: this.sources.top(),
      devices: this.devices.top(),
      funnel: { viewItem: this.funnel.viewItem.total, addToCart: this.funnel.addToCart.total, purchase: this.funnel.purchase.total },
      enquiries: whole(this.enquiries),
      appDownloads: whole(this.appDownloads),
      scrollDepth: whole(this.scrollDepth),
      searches: Math.round(this.searches),
      searchesNoResults: this.noResults.top(),
    };
  }
}

export function rollUpEvents(day: string, events: Iterable<RawEvent>): DailyAnalytics {
  const rollup = new DayRollup(day);
  for (const event of events) rollup.add(event);
  return rollup.result();
}

function mergeRanked(lists: Ranked[][], limit: number): Ranked[] {
  const counter = new Counter();
  for (const list of lists) for (const entry of list) counter.add(entry.key, entry.label, entry.count);
  return counter.top(limit);
}

/**
 * Several days as one (the range's totals). Visitors add up per day (a visitor on two days counts
 * twice): the roll-ups keep no identities.
 */
export function mergeDailyAnalytics(days: readonly DailyAnalytics[], limit = 20): Omit<DailyAnalytics, 'day'> {
  const total = emptyDailyAnalytics('');
  const sum = <T extends Record<string, number>>(pick: (day: DailyAnalytics) => T): T => {
    const out = { ...pick(total) };
    for (const day of days) for (const key of Object.keys(out) as Array<keyof T>) (out[key] as number) += pick(day)[key] ?? 0;
    return out;
  };
  const { day: _day, ...rest } = total;
  return {
    ...rest,
    events: days.reduce((n, day) => n + day.events, 0),
    pageViews: days.reduce((n, day) => n + day.pageViews, 0),
    visitors: days.reduce((n, day) => n + day.visitors, 0),
    searches: days.reduce((n, day) => n + day.searches, 0),
    pages: mergeRanked(
      days.map((day) => day.pages),
      limit,
    ),
    products: mergeRanked(
      days.map((day) => day.products),
      limit,
    ),
    categories: mergeRanked(
      days.map((day) => day.categories),
      limit,
    ),
    sources: mergeRanked(
      days.map((day) => day.sources),
      limit,
    ),
    devices: mergeRanked(
      days.map((day) => day.devices),
      limit,
    ),
    searchesNoResults: mergeRanked(
      days.map((day) => day.searchesNoResults),
      limit,
    ),
    funnel: sum((day) => day.funnel),
    enquiries: sum((day) => day.enquiries),
    appDownloads: sum((day) => day.appDownloads),
    scrollDepth: sum((day) => day.scrollDepth),
  };
}

/** A stored roll-up as a complete DailyAnalytics (missing parts empty). */
export function toDailyAnalytics(day: string, data: Record<string, unknown>): DailyAnalytics {
  const empty = emptyDailyAnalytics(day);
  const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const ranked = (value: unknown): Ranked[] =>
    Array.isArray(value)
      ? value.flatMap((entry) => {
          const item = (entry ?? {}) as Record<string, unknown>;
          const key = str(item['key']);
          if (!key) return [];
          const label = str(item['label']);
          return [label ? { key, label, count: num(item['count']) } : { key, count: num(item['count']) }];
        })
      : [];
  const numbers = <T extends Record<string, number>>(value: unknown, shape: T): T => {
    const source = (value ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.keys(shape).map((key) => [key, num(source[key])])) as T;
  };
  return {
    day,
    events: num(data['events']),
    pageViews: num(data['pageViews']),
    visitors: num(data['visitors']),
    pages: ranked(data['pages']),
    products: ranked(data['products']),
    categories: ranked(data['categories']),
    sources: ranked(data['sources']),
    devices: ranked(data['devices']),
    funnel: numbers(data['funnel'], empty.funnel),
    enquiries: numbers(data['enquiries'], empty.enquiries),
    appDownloads: numbers(data['appDownloads'], empty.appDownloads),
    scrollDepth: numbers(data['scrollDepth'], empty.scrollDepth),
    searches: num(data['searches']),
    searchesNoResults: ranked(data['searchesNoResults']),
  };
}
