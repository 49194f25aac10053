import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, type CachedPage, type PageLookup } from './page-cache.server';

const page = (html: string, generation = 'g1'): CachedPage => ({ pieces: [Buffer.from(html)], ga4: false, generation, storedAt: Date.now() });
const html = (lookup: PageLookup) => (lookup.kind === 'hit' ? Buffer.concat(lookup.page.pieces).toString() : null);

function expectHit(lookup: PageLookup, expected: string, stale?: boolean): void {
  expect(lookup.kind).toBe('hit');
  expect(html(lookup)).toBe(expected);
  if (stale !== undefined) expect(lookup.kind === 'hit' && lookup.stale).toBe(stale);
}

function expectRender(lookup: PageLookup): Extract<PageLookup, { kind: 'render' }> {
  expect(lookup.kind).toBe('render');
  return lookup as Extract<PageLookup, { kind: 'render' }>;
}

describe('the anonymous page cache', () => {
  afterEach(() => vi.useRealTimers());

  it('serves a stored page within its time to live, and renders again after it', async () => {
    vi.useFakeTimers();
    const cache = createPageCache({ ttlMs: 1000, maxStaleMs: 0 });
    expectRender(await cache.lookup('/a', 'g1')).done(page('<p>a</p>'));
    expectHit(await cache.lookup('/a', 'g1'), '<p>a</p>', false);
    expect(await cache.lookup('/b', 'g1')).toMatchObject({ kind: 'render' });
    vi.advanceTimersByTime(1001);
    expect(await cache.lookup('/a', 'g1')).toMatchObject({ kind: 'render' });
  });

  it('never serves a page built in another generation (public content changed, a remote redeployed)', async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    expectRender(await cache.lookup('/a', 'g1')).done(page('old', 'g1'));
    const again = expectRender(await cache.lookup('/a', 'g2'));
    again.done(page('new', 'g2'));
    expectHit(await cache.lookup('/a', 'g2'), 'new');
    expect(cache.size()).toEqual({ pages: 1, bytes: 3 });
  });

  it('lets concurrent misses share one render', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const first = expectRender(await cache.lookup('/a', 'g1'));
    const waiting = [cache.lookup('/a', 'g1'), cache.lookup('/a', 'g1')];
    let settled = 0;
    for (const lookup of waiting) void lookup.then(() => (settled += 1));
    await Promise.resolve();
    expect(settled).toBe(0);
    first.done(page('<p>a</p>'));
    for (const lookup of await Promise.all(waiting)) expectHit(lookup, '<p>a</p>');
  });

  it('makes the waiters render for themselves when the shared render kept nothing', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const first = expectRender(await cache.lookup('/a', 'g1'));
    const waiting = cache.lookup('/a', 'g1');
    first.done(null);
    const own = expectRender(await waiting);
    // The waiter's own render is not stored: the next request renders (and stores) again.
    own.done(page('mine'));
    expect(await cache.lookup('/a', 'g1')).toMatchObject({ kind: 'render' });
  });

  it('serves the expired page while one request renders it again', async () => {
    vi.useFakeTimers();
    const cache = createPageCache({ ttlMs: 1000, maxStaleMs: 5000 });
    expectRender(await cache.lookup('/a', 'g1')).done(page('v1'));
    vi.advanceTimersByTime(1500);
    const refresh = expectRender(await cache.lookup('/a', 'g1'));
    expectHit(await cache.lookup('/a', 'g1'), 'v1', true);
    refresh.done(page('v2'));
    expectHit(await cache.lookup('/a', 'g1'), 'v2', false);
    // Past the stale window, requests wait for the render in flight instead.
    vi.advanceTimersByTime(7000);
    const late = expectRender(await cache.lookup('/a', 'g1'));
    const waiter = cache.lookup('/a', 'g1');
    late.done(page('v3'));
    expectHit(await waiter, 'v3', false);
  });

  it('keeps at most maxBytes of HTML, dropping the least recently used page', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10 });
    expectRender(await cache.lookup('/a', 'g')).done(page('aaaa', 'g'));
    expectRender(await cache.lookup('/b', 'g')).done(page('bbbb', 'g'));
    expect(await cache.lookup('/a', 'g')).toMatchObject({ kind: 'hit' }); // /a is now the most recent
    expectRender(await cache.lookup('/c', 'g')).done(page('cccc', 'g'));
    expect(cache.size()).toEqual({ pages: 2, bytes: 8 });
    expect(await cache.lookup('/a', 'g')).toMatchObject({ kind: 'hit' });
    expect(await cache.lookup('/b', 'g')).toMatchObject({ kind: 'render' });
    // A page larger than the whole cache is not kept.
    const cacheOfOne = createPageCache({ ttlMs: 60_000, maxBytes: 3 });
    expectRender(await cacheOfOne.lookup('/a', 'g')).done(page('aaaa', 'g'));
    expect(cacheOfOne.size()).toEqual({ pages: 0, bytes: 0 });
  });
});
