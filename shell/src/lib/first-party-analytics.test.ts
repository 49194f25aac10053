import { describe, expect, it } from 'vitest';
import { createFirstPartyAnalytics, GTAG_SCRIPT, sampleBucket, slimParams } from './first-party-analytics';

describe('slimParams', () => {
  it('drops the full address and keeps ten items of known fields', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ item_id: `SLV-${i}`, item_name: 'Ring', price: 10, secret: 'x' }));
    const slim = slimParams('add_to_cart', { currency: 'INR', value: 10, items, page_location: 'https://shop.example/?email=a@b.c' });
    expect(slim).not.toHaveProperty('page_location');
    expect(slim['items']).toHaveLength(10);
    expect((slim['items'] as Array<Record<string, unknown>>)[0]).toEqual({ item_id: 'SLV-0', item_name: 'Ring', price: 10 });
  });

  it('counts a list instead of sending its items', () => {
    expect(slimParams('view_item_list', { item_list_id: 'category:rings', item_list_name: 'Rings', items: [{}, {}] })).toEqual({
      item_list_id: 'category:rings',
      item_list_name: 'Rings',
      item_count: 2,
    });
  });
});

describe('createFirstPartyAnalytics', () => {
  const sent: Array<{ sessionId: string; events: Array<{ name: string; params: Record<string, unknown> }> }> = [];
  const beacon = (_url: string | URL, data?: BodyInit | null) => {
    void (data as Blob).text().then((text) => sent.push(JSON.parse(text) as (typeof sent)[number]));
    return true;
  };
  const record = (name: 'page_view' | 'search', params: Record<string, unknown>) => ({ kind: 'event' as const, name, params: params as never });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('holds events until the visitor allows analytics, then sends them with the device and source', async () => {
    sent.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const analytics = createFirstPartyAnalytics(null);
    analytics.sink(record('page_view', { page_path: '/', page_title: 'Home', page_location: 'https://shop.example/?e=a@b.c' }));
    analytics.flush();
    await settle();
    expect(sent).toEqual([]);
    analytics.setConsent('granted');
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events[0]?.name).toBe('page_view');
    expect(sent[0]?.events[0]?.params).toMatchObject({ page_path: '/', device: expect.any(String), source: 'direct' });
    expect(sent[0]?.events[0]?.params).not.toHaveProperty('page_location');
  });

  it('drops everything once the visitor says no', async () => {
    sent.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const analytics = createFirstPartyAnalytics(null);
    analytics.sink(record('search', { search_term: 'toe ring', results: 0 }));
    analytics.setConsent('denied');
    analytics.sink(record('search', { search_term: 'payal', results: 3 }));
    analytics.flush();
    await settle();
    expect(sent).toEqual([]);
  });

  /** A session id whose bucket is below (or at least) `limit`, stored as this tab's visit. */
  const visitIn = (wantInside: boolean, limit: number) => {
    for (let index = 0; ; index += 1) {
      const id = `visit-${index}-abcdefgh`;
      if (sampleBucket(id) < limit === wantInside) {
        sessionStorage.setItem('shop.analytics.session', id);
        return id;
      }
    }
  };

  it('puts each visit in one of 100 buckets, the same one every time, spread evenly', () => {
    expect(sampleBucket('abcdefgh-1234')).toBe(sampleBucket('abcdefgh-1234'));
    const counts = new Array<number>(10).fill(0);
    for (let index = 0; index < 10_000; index += 1) counts[Math.floor(sampleBucket(crypto.randomUUID()) / 10)]! += 1;
    // Ten deciles of 1,000 visits each, within 20 %.
    for (const count of counts) expect(count).toBeGreaterThan(800);
    for (const count of counts) expect(count).toBeLessThan(1200);
  });

  it('sends the events of a sampled visit with its sampling percentage, and nothing for a visit outside the sample', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    sent.length = 0;
    const inside = visitIn(true, 25);
    const counted = createFirstPartyAnalytics('granted', { samplePercent: 25, ga4MeasurementId: '' });
    counted.sink(record('search', { search_term: 'toe ring', results: 0 }));
    counted.flush();
    await settle();
    expect(sent).toEqual([expect.objectContaining({ sessionId: inside, sample: 25 })]);

    sent.length = 0;
    visitIn(false, 25);
    const skipped = createFirstPartyAnalytics('granted', { samplePercent: 25, ga4MeasurementId: '' });
    skipped.sink(record('search', { search_term: 'toe ring', results: 0 }));
    skipped.flush();
    await settle();
    expect(sent).toEqual([]);
    sessionStorage.clear();
  });

  it('loads gtag.js only after consent when a GA4 id is set, and gives it every event, sampled or not', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    sent.length = 0;
    visitIn(false, 10);
    const gtagScript = () => document.head.querySelector(`script[src^="${GTAG_SCRIPT}"]`);
    // The shop's default sink (shared-data's dataLayerSink) fills window.dataLayer whenever a page
    // tracks, and an earlier file in this worker may have rendered one and moved to another path:
    // start without it, at the home page.
    delete window.dataLayer;
    window.history.replaceState(null, '', '/');
    const analytics = createFirstPartyAnalytics(null, { samplePercent: 10, ga4MeasurementId: 'G-AB12CD34EF' });
    analytics.sink(record('page_view', { page_path: '/products', page_title: 'Products' }));
    analytics.flush();
    expect(gtagScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();

    analytics.setConsent('granted');
    await settle();
    expect(gtagScript()?.getAttribute('src')).toBe(`${GTAG_SCRIPT}?id=G-AB12CD34EF`);
    const calls = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls).toContainEqual(['config', 'G-AB12CD34EF', { send_page_view: false }]);
    expect(calls).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/products', page_location: `${window.location.origin}/` })]);
    // Outside the 10 % sample: GA4 has the event, the shop's endpoint does not.
    expect(sent).toEqual([]);
    sessionStorage.clear();
  });
});
