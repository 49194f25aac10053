// The analytics of the large data set: `events` storefront events over the last `days` days
// (500,000 over 90 by default), made up visit by visit as shoppers would send them — page views
// of the catalogue's pages, product views with a long tail of popular products, lists, searches
// (some finding nothing), carts, purchases, enquiries, app-download clicks and blog reading — and
// rolled up day by day with the same DayRollup the scheduled function runs. Only the day documents
// (`analyticsDaily/{day}`) are stored: they are all the Analytics page reads, and half a million raw
// event documents would make the benchmark's backend spend minutes and gigabytes on data nothing
// reads (the ingestion and the roll-up of stored events are measured by `npm run bench:analytics`).
// Deterministic: a seeded generator, dates relative to `now`.
import { Timestamp } from 'firebase-admin/firestore';
import { ANALYTICS_DAILY, type DailyAnalytics, DayRollup, indianDay, type RawEvent, shiftDay } from 'shared-data/contracts';
import { createRandom, type Random } from './prng';

export interface LargeAnalyticsSize {
  events: number;
  days: number;
  /** How many products the events name (the large set's SKUs SCL-00000…). */
  products: number;
  categories: number;
}

const SOURCES = ['direct', 'google.com', 'instagram.com', 'facebook.com', 'whatsapp', 'bing.com', 'youtube.com'];
const DEVICES = ['mobile', 'mobile', 'mobile', 'desktop', 'desktop', 'tablet'];
const SEARCHES = ['jhumka', 'toe ring', 'payal', 'silver chain', 'bangle', 'oxidised earrings', 'kada', 'nose pin', 'mangalsutra', 'bichiya'];
const MISSING = ['gold plated anklet', 'moissanite ring', 'rose gold chain', 'kundan set', 'men bracelet', 'platinum band', 'temple necklace'];
const BLOG_POSTS = Array.from({ length: 40 }, (_, i) => `/blogs/scale-post-${i}`);

/** A product index with a long tail: a few products get most of the views. */
const popularProduct = (random: Random, products: number) => Math.min(products - 1, Math.floor(products * random.next() ** 3));
const sku = (index: number) => `SCL-${String(index).padStart(5, '0')}`;

/** One visit's events, 1 to 12 of them. */
function visit(random: Random, sessionId: string, size: LargeAnalyticsSize, room: number): RawEvent[] {
  const source = random.pick(SOURCES);
  const device = random.pick(DEVICES);
  const length = Math.min(room, random.int(1, 12));
  const events: RawEvent[] = [];
  let product = popularProduct(random, size.products);
  const page = (path: string) => events.push({ name: 'page_view', sessionId, params: { page_path: path, page_title: path, source, device } });
  page(random.chance(0.4) ? '/' : `/product/${sku(product)}`);
  while (events.length < length) {
    const roll = random.next();
    if (roll < 0.3) {
      page(random.chance(0.5) ? '/products' : `/category/scale-cat-${random.int(0, size.categories - 1)}`);
    } else if (roll < 0.55) {
      product = popularProduct(random, size.products);
      page(`/product/${sku(product)}`);
      if (events.length < length)
        events.push({
          name: 'view_item',
          sessionId,
          params: { currency: 'INR', value: 1000, items: [{ item_id: sku(product), item_name: `Scale product ${product}` }] },
        });
    } else if (roll < 0.65) {
      const category = random.int(0, size.categories - 1);
      events.push({
        name: 'view_item_list',
        sessionId,
        params: { item_list_id: `category:scale-cat-${category}`, item_list_name: `Scale category ${category}`, item_count: 24 },
      });
    } else if (roll < 0.73) {
      const missing = random.chance(0.2);
      events.push({
        name: 'search',
        sessionId,
        params: { search_term: missing ? random.pick(MISSING) : random.pick(SEARCHES), results: missing ? 0 : random.int(1, 80) },
      });
    } else if (roll < 0.8) {
      events.push({ name: 'add_to_cart', sessionId, params: { currency: 'INR', value: 1000, items: [{ item_id: sku(product), quantity: 1 }] } });
    } else if (roll < 0.82) {
      events.push({ name: 'purchase', sessionId, params: { currency: 'INR', value: 5000, transaction_id: `${sessionId}-order` } });
    } else if (roll < 0.88) {
      events.push({
        name: 'click',
        sessionId,
        params: { category: random.chance(0.8) ? 'whatsapp_enquiry' : 'engagement', label: random.chance(0.8) ? sku(product) : 'home_hero_video_call' },
      });
    } else if (roll < 0.9) {
      events.push({ name: 'app_download_click', sessionId, params: { platform: random.chance(0.6) ? 'android' : 'ios', source: 'footer' } });
    } else {
      const post = random.pick(BLOG_POSTS);
      page(post);
      if (events.length < length) events.push({ name: 'scroll_depth', sessionId, params: { percent: random.pick([25, 50, 75, 100]), page_path: post } });
    }
  }
  return events;
}

/** The roll-ups of `size.events` events spread evenly over the `size.days` days up to `now`'s day. */
export function buildLargeAnalytics(size: LargeAnalyticsSize, now: Date): DailyAnalytics[] {
  const random = createRandom(23);
  const today = indianDay(now);
  const results: DailyAnalytics[] = [];
  for (let index = 0; index < size.days; index += 1) {
    const day = shiftDay(today, index - size.days + 1);
    const rollup = new DayRollup(day);
    // Spread the remainder over the first days so the total is exact.
    let left = Math.floor(size.events / size.days) + (index < size.events % size.days ? 1 : 0);
    for (let session = 0; left > 0; session += 1) {
      const events = visit(random, `scale-${day}-${session}`, size, left);
      for (const event of events) rollup.add(event);
      left -= events.length;
    }
    results.push(rollup.result());
  }
  return results;
}

/** The day documents as the roll-up function stores them. */
export function largeAnalyticsDocuments(size: LargeAnalyticsSize, now: Date): Array<{ path: string; data: Record<string, unknown> }> {
  return buildLargeAnalytics(size, now).map((day) => ({ path: `${ANALYTICS_DAILY}/${day.day}`, data: { ...day, rolledUpAt: Timestamp.fromDate(now) } }));
}
