import { describe, expect, it } from 'vitest';
import { mergeDailyAnalytics, rollUpEvents, toDailyAnalytics, type RawEvent } from './rollup';

const page = (sessionId: string, path: string, extra: Record<string, unknown> = {}): RawEvent => ({
  name: 'page_view',
  sessionId,
  params: { page_path: path, page_title: 'x', ...extra },
});
const item = (id: string, name: string) => ({ items: [{ item_id: id, item_name: name }] });

describe('rollUpEvents', () => {
  const day = rollUpEvents('2026-11-25', [
    page('s1', '/', { source: 'google.com', device: 'mobile' }),
    page('s1', '/products', { source: 'google.com', device: 'mobile' }),
    page('s2', '/', { device: 'desktop' }),
    { name: 'view_item', sessionId: 's1', params: item('SLV-1', 'Payal') },
    { name: 'view_item', sessionId: 's1', params: item('SLV-1', 'Payal') },
    { name: 'view_item', sessionId: 's2', params: item('SLV-2', 'Ring') },
    { name: 'add_to_cart', sessionId: 's1', params: item('SLV-1', 'Payal') },
    { name: 'purchase', sessionId: 's1', params: { transaction_id: 'o1', value: 10 } },
    { name: 'view_item_list', sessionId: 's2', params: { item_list_id: 'category:rings', item_list_name: 'Rings' } },
    { name: 'search', sessionId: 's2', params: { search_term: 'Toe Ring ', results: 0 } },
    { name: 'search', sessionId: 's1', params: { search_term: 'toe ring', results: 0 } },
    { name: 'search', sessionId: 's1', params: { search_term: 'payal', results: 12 } },
    { name: 'click', sessionId: 's1', params: { category: 'whatsapp_enquiry', label: 'Payal' } },
    { name: 'click', sessionId: 's2', params: { category: 'engagement', label: 'home_hero_video_call' } },
    { name: 'click', sessionId: 's2', params: { category: 'share', label: 'copy_link' } },
    { name: 'app_download_click', sessionId: 's2', params: { platform: 'android', source: 'footer' } },
    { name: 'scroll_depth', sessionId: 's2', params: { percent: 50, page_path: '/blogs/a' } },
    { name: 'scroll_depth', sessionId: 's2', params: { percent: 33, page_path: '/blogs/a' } },
  ]);

  it('counts views, visitors, pages, sources and devices', () => {
    expect(day).toMatchObject({ events: 18, pageViews: 3, visitors: 2 });
    expect(day.pages).toEqual([
      { key: '/', count: 2 },
      { key: '/products', count: 1 },
    ]);
    expect(day.sources).toEqual([
      { key: 'google.com', count: 2 },
      { key: 'direct', count: 1 },
    ]);
    expect(day.devices).toEqual([
      { key: 'mobile', count: 2 },
      { key: 'desktop', count: 1 },
    ]);
  });

  it('counts the funnel in sessions, and products and categories viewed', () => {
    expect(day.funnel).toEqual({ viewItem: 2, addToCart: 1, purchase: 1 });
    expect(day.products).toEqual([
      { key: 'SLV-1', label: 'Payal', count: 2 },
      { key: 'SLV-2', label: 'Ring', count: 1 },
    ]);
    expect(day.categories).toEqual([{ key: 'category:rings', label: 'Rings', count: 1 }]);
  });

  it('keeps searches with no results by term, enquiries, downloads and scroll depth', () => {
    expect(day.searches).toBe(3);
    expect(day.searchesNoResults).toEqual([{ key: 'toe ring', count: 2 }]);
    expect(day.enquiries).toEqual({ whatsapp: 1, videoCall: 1 });
    expect(day.appDownloads).toEqual({ ios: 0, android: 1 });
    expect(day.scrollDepth).toEqual({ p25: 0, p50: 1, p75: 0, p100: 0 });
  });

  it('adds days up and reads stored documents back', () => {
    const stored = toDailyAnalytics('2026-11-25', JSON.parse(JSON.stringify(day)) as Record<string, unknown>);
    expect(stored).toEqual(day);
    const two = mergeDailyAnalytics([
      day,
      rollUpEvents('2026-11-26', [page('s9', '/products'), { name: 'search', params: { search_term: 'toe ring', results: 0 } }]),
    ]);
    expect(two).toMatchObject({ pageViews: 4, visitors: 3, funnel: { viewItem: 2 } });
    expect(two.pages).toEqual([
      { key: '/', count: 2 },
      { key: '/products', count: 2 },
    ]);
    expect(two.searchesNoResults).toEqual([{ key: 'toe ring', count: 3 }]);
  });

  it('weighs the events of a sampled visit by 100 / sample, and keeps the stored count as it is', () => {
    // Two visits sampled at 10 % stand for twenty; one unsampled visit for one.
    const sampled = (sessionId: string): RawEvent[] => [
      { ...page(sessionId, '/products'), sample: 10 },
      { name: 'view_item', sessionId, sample: 10, params: item('SLV-1', 'Payal') },
      { name: 'search', sessionId, sample: 10, params: { search_term: 'anklet', results: 0 } },
    ];
    const weighed = rollUpEvents('2026-11-27', [...sampled('a'), ...sampled('b'), page('c', '/products'), { ...page('d', '/'), sample: 0 }]);
    expect(weighed).toMatchObject({ events: 8, pageViews: 22, visitors: 22, searches: 20, funnel: { viewItem: 20, addToCart: 0, purchase: 0 } });
    expect(weighed.pages).toEqual([
      { key: '/products', count: 21 },
      { key: '/', count: 1 },
    ]);
    expect(weighed.products).toEqual([{ key: 'SLV-1', label: 'Payal', count: 20 }]);
    expect(weighed.searchesNoResults).toEqual([{ key: 'anklet', count: 20 }]);
    // A third of the visits: each counts 3.03…, and the day's figures are whole numbers.
    const third = rollUpEvents(
      '2026-11-28',
      ['x', 'y', 'z'].map((id) => ({ ...page(id, '/'), sample: 33 })),
    );
    expect(third).toMatchObject({ pageViews: 9, visitors: 9 });
  });
});
