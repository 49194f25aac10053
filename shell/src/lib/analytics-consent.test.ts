import { describe, expect, it, vi } from 'vitest';
import { track } from 'shared-data';
import { installFirstPartyAnalytics, setAnalyticsConsent } from './analytics-consent';

describe('installFirstPartyAnalytics', () => {
  it('keeps what is tracked before the page is interactive and sends it, with its own page, once the code has loaded', async () => {
    const sent: Array<{ events: Array<{ name: string; path: string; params: Record<string, unknown> }> }> = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string | URL, data?: BodyInit | null) => {
        void (data as Blob).text().then((text) => sent.push(JSON.parse(text) as (typeof sent)[number]));
        return true;
      },
    });
    let interactive!: () => void;
    window.history.replaceState(null, '', '/products');
    installFirstPartyAnalytics({ samplePercent: 100, ga4MeasurementId: '' }, new Promise<void>((resolve) => (interactive = resolve)));
    track('page_view', { page_path: '/products', page_title: 'All Products', page_location: 'http://localhost/products' });
    // The visitor moves on and allows analytics before the analytics code has arrived.
    window.history.replaceState(null, '', '/search');
    track('search', { search_term: 'payal', results: 3 });
    setAnalyticsConsent('granted');
    // Nothing leaves before the page is interactive, however long that takes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);

    interactive();
    await vi.waitFor(
      () =>
        expect(sent.flatMap((batch) => batch.events).map(({ name, path }) => [name, path])).toEqual([
          ['page_view', '/products'],
          ['search', '/search'],
        ]),
      { timeout: 10_000 },
    );
  });
});
