import { describe, expect, it } from 'vitest';
import { createFirstPartyAnalytics, slimParams } from './first-party-analytics';

describe('slimParams', () => {
  it('drops the full address and keeps ten items of known fields', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ item_id: `SLV-${i}`, item_name: 'Ring', price: 10, secret: 'x' }));
    const slim = slimParams('add_to_cart', { currency: 'INR', value: 10, items, page_location: 'https://shop.example/?email=a@b.c' });
    expect(slim).not.toHaveProperty('page_location');
    expect(slim['items']).toHaveLength(10);
    expect((slim['items'] as Array<Record<string, unknown>>)[0]).toEqual({ item_id: 'SLV-0', item_name: 'Ring', price: 10 });
  });

  it('counts a list instead of sending its items', () => {
    expect(slimParams('view_item_list', { item_list_id: 'category:rings', item_list_name: 'Rings', items: [{}, {}] })).toEqual({ item_list_id: 'category:rings', item_list_name: 'Rings', item_count: 2 });
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
});
