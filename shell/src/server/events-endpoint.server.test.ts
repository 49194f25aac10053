// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, eventBatchSchema, type EventBatch } from 'shared-data';
import type { EventStore } from './event-store.server';
import { ADDRESS_BATCHES_PER_MINUTE, BatchLimiter, createEventsEndpoint, OTHER_PAGE, OUTCOME_HEADER, SessionAllowance } from './events-endpoint.server';

describe('BatchLimiter', () => {
  it('lets each visitor send so many batches a minute, then again in the next minute', () => {
    let now = 0;
    const limiter = new BatchLimiter(2, () => now);
    expect([limiter.allow('a'), limiter.allow('a'), limiter.allow('a'), limiter.allow('b')]).toEqual([true, true, false, true]);
    now = 60_000;
    expect(limiter.allow('a')).toBe(true);
  });

  it('forgets its table when it grows past its size, so invented keys cannot grow it without end', () => {
    const limiter = new BatchLimiter(1, () => 0, 3);
    expect(['a', 'b', 'c'].map((key) => limiter.allow(key))).toEqual([true, true, true]);
    expect(limiter.allow('a')).toBe(true);
  });
});

describe('eventBatchSchema', () => {
  const batch = (events: unknown[]) => ({ sessionId: 'abcdefgh-1234', events });
  it('accepts the storefront events', () => {
    expect(
      eventBatchSchema.safeParse(
        batch([
          { name: 'page_view', params: { page_path: '/', device: 'mobile' }, path: '/' },
          { name: 'view_item', params: { items: [{ item_id: 'SLV-1', price: 99 }] } },
        ]),
      ).success,
    ).toBe(true);
  });
  it.each([
    ['an unknown event', [{ name: 'login_attempt', params: {} }]],
    ['a nested object', [{ name: 'click', params: { category: { html: '<b>' } } }]],
    ['26 parameters', [{ name: 'click', params: Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`k${i}`, i])) }]],
    ['51 events', Array.from({ length: 51 }, () => ({ name: 'click', params: {} }))],
    ['an extra field', [{ name: 'click', params: {}, email: 'a@b.c' }]],
  ])('refuses %s', (_name, events) => {
    expect(eventBatchSchema.safeParse(batch(events)).success).toBe(false);
  });
});

describe('POST /__events', () => {
  const ORIGIN = 'http://127.0.0.1:3000';
  const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

  async function endpoint(options: { trustedHops: number; samplePercent?: number; perHour?: number; perAddress?: number; perSession?: number }) {
    const stored: Array<{ batch: EventBatch; uid: string | null }> = [];
    const store: EventStore = { write: async (batch, uid) => void stored.push({ batch, uid }) };
    const settings = { ...defaultSiteSettings, analytics: { ...defaultSiteSettings.analytics, samplePercent: options.samplePercent ?? 100 } };
    const handler = createEventsEndpoint(
      { origin: ORIGIN, requestContext: async () => ({ user: null, db: null }), shared: (async () => settings) as never, db: () => null },
      store,
      {
        trustedHops: options.trustedHops,
        ...(options.perHour ? { allowance: new SessionAllowance(options.perHour) } : {}),
        ...(options.perAddress ? { addressLimiter: new BatchLimiter(options.perAddress) } : {}),
        ...(options.perSession ? { sessionLimiter: new BatchLimiter(options.perSession) } : {}),
      },
    );
    const server = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (body: unknown, forwardedFor?: string, userAgent = BROWSER) =>
      fetch(`http://127.0.0.1:${port}/__events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': userAgent, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        body: JSON.stringify(body),
      });
    const post = async (body: unknown, forwardedFor?: string) => (await send(body, forwardedFor)).status;
    return { stored, post, send, close: () => new Promise((resolve) => server.close(resolve)) };
  }
  const views = (n: number, path = '/products') => Array.from({ length: n }, () => ({ name: 'page_view' as const, params: { page_path: path }, path }));

  it('counts a visitor who rotates X-Forwarded-For and session ids as one address, directly and behind a proxy', async () => {
    // The shop's ceiling is ADDRESS_BATCHES_PER_MINUTE; a smaller one here keeps the test short.
    const perAddress = 40;
    expect(ADDRESS_BATCHES_PER_MINUTE).toBeGreaterThan(perAddress);
    for (const trustedHops of [0, 1]) {
      const site = await endpoint({ trustedHops, perAddress });
      const statuses = [];
      for (let i = 0; i < perAddress + 5; i += 1)
        statuses.push(await site.post({ sessionId: `session-${i}-abc`, events: views(1) }, `10.0.${i % 250}.${i % 7}, 203.0.113.7`));
      expect(
        statuses.filter((status) => status === 204),
        `${trustedHops} trusted hops`,
      ).toHaveLength(perAddress);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
      await site.close();
    }
  });

  it("holds one session to its own batches a minute, and leaves the others behind the same address theirs (a carrier's NAT)", async () => {
    const site = await endpoint({ trustedHops: 1, perSession: 3 });
    const send = (sessionId: string) => site.post({ sessionId, events: views(1) }, '203.0.113.7');
    const busy = [];
    for (let i = 0; i < 5; i += 1) busy.push(await send('busy-session-1'));
    expect(busy).toEqual([204, 204, 204, 429, 429]);
    // The shopper next door, on the same public address, is counted: their first visit is not lost.
    expect(await send('first-visit-1')).toBe(204);
    expect(site.stored.map(({ batch }) => batch.sessionId)).toEqual(['busy-session-1', 'busy-session-1', 'busy-session-1', 'first-visit-1']);
    await site.close();
  });

  it("weighs events by the settings' sample, not the batch's own claim", async () => {
    const site = await endpoint({ trustedHops: 0, samplePercent: 100 });
    expect(await site.post({ sessionId: 'inflated-1', sample: 1, events: views(50) })).toBe(204);
    expect(site.stored[0]?.batch.sample).toBeUndefined();
    await site.close();
    const sampled = await endpoint({ trustedHops: 0, samplePercent: 20 });
    expect(await sampled.post({ sessionId: 'sampled-1', sample: 1, events: views(1) })).toBe(204);
    expect(sampled.stored[0]?.batch.sample).toBe(20);
    await sampled.close();
  });

  it('counts a path the shop does not have as one "other" page', async () => {
    const site = await endpoint({ trustedHops: 0 });
    const events = [
      ...views(1, '/attack-analytics-probe'),
      ...views(1, '/product/SLV-ANK-0001/anklet?ref=x'),
      ...views(1, '/blogs/caring-for-silver'),
      ...views(1, 'https://evil.example/'),
    ];
    expect(await site.post({ sessionId: 'paths-123', events })).toBe(204);
    const stored = site.stored[0]?.batch.events ?? [];
    expect(stored.map((event) => event.path)).toEqual([OTHER_PAGE, '/product/SLV-ANK-0001/anklet', '/blogs/caring-for-silver', OTHER_PAGE]);
    expect(stored.map((event) => event.params['page_path'])).toEqual([OTHER_PAGE, '/product/SLV-ANK-0001/anklet', '/blogs/caring-for-silver', OTHER_PAGE]);
    await site.close();
  });

  it('stores at most so many events per session an hour', async () => {
    const site = await endpoint({ trustedHops: 0, perHour: 60 });
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await site.send({ sessionId: 'one-session', events: views(50) });
      expect(response.status).toBe(204);
      outcomes.push(response.headers.get(OUTCOME_HEADER));
    }
    expect(site.stored.reduce((sum, { batch }) => sum + batch.events.length, 0)).toBe(60);
    expect(outcomes).toEqual(['stored', 'stored-in-part', 'dropped-session-limit']);
    await site.close();
  });

  it('drops the events of crawlers and headless browsers, and says so in its answer', async () => {
    const site = await endpoint({ trustedHops: 0 });
    const headless = BROWSER.replace('Chrome/', 'HeadlessChrome/');
    const response = await site.send({ sessionId: 'headless-check', events: views(3) }, undefined, headless);
    expect(response.status).toBe(204);
    expect(response.headers.get(OUTCOME_HEADER)).toBe('dropped-automated-browser');
    expect(site.stored).toEqual([]);
    const person = await site.send({ sessionId: 'person-visit', events: views(3) });
    expect(person.headers.get(OUTCOME_HEADER)).toBe('stored');
    expect(site.stored).toHaveLength(1);
    await site.close();
  });
});
