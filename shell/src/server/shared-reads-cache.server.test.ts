// @vitest-environment node
import { createSharedReadsCache } from './shared-reads-cache.server';

describe('the shared reads cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads once within the time to live, however many callers ask at once', async () => {
    vi.useFakeTimers();
    const shared = createSharedReadsCache(1000);
    let reads = 0;
    const load = async () => ++reads;
    expect(await Promise.all([shared('k', load), shared('k', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(1000);
    expect(await shared('k', load)).toBe(1);
    expect(reads).toBe(1);
  });

  it('past the time to live serves the old value at once and refreshes it with one read', async () => {
    vi.useFakeTimers();
    const shared = createSharedReadsCache(1000);
    let reads = 0;
    let finishRefresh: (value: number) => void = () => undefined;
    await shared('k', async () => ++reads);
    vi.advanceTimersByTime(1001);
    const slowLoad = () => {
      reads += 1;
      return new Promise<number>((resolve) => {
        finishRefresh = resolve;
      });
    };
    // Neither caller waits for the refresh, and only one refresh starts.
    expect(await Promise.all([shared('k', slowLoad), shared('k', slowLoad)])).toEqual([1, 1]);
    expect(reads).toBe(2);
    finishRefresh(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(await shared('k', slowLoad)).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps serving the old value when a refresh fails, and tries again on the next call', async () => {
    vi.useFakeTimers();
    const shared = createSharedReadsCache(1000);
    await shared('k', async () => 'first');
    vi.advanceTimersByTime(1001);
    expect(await shared('k', () => Promise.reject(new Error('offline')))).toBe('first');
    await vi.advanceTimersByTimeAsync(0);
    expect(await shared('k', async () => 'second')).toBe('first');
    await vi.advanceTimersByTimeAsync(0);
    expect(await shared('k', async () => 'third')).toBe('second');
  });

  it('waits for a fresh read once a value is older than the time to live plus the stale limit', async () => {
    vi.useFakeTimers();
    const shared = createSharedReadsCache(1000, { maxStaleMs: 5000 });
    await shared('k', async () => 'old');
    vi.advanceTimersByTime(6001);
    expect(await shared('k', async () => 'new')).toBe('new');
  });

  it('keeps a bounded number of keys, dropping the oldest', async () => {
    const shared = createSharedReadsCache(60_000, { maxEntries: 2 });
    let reads = 0;
    const load = async () => ++reads;
    await shared('a', load);
    await shared('b', load);
    await shared('c', load);
    expect(await shared('b', load)).toBe(2);
    expect(await shared('a', load)).toBe(4);
  });

  it('does not keep a failed first read', async () => {
    const shared = createSharedReadsCache(60_000);
    await expect(shared('k', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await shared('k', async () => 'back')).toBe('back');
  });

  it('drops everything cached when the public content version moves, checking at most once per interval', async () => {
    vi.useFakeTimers();
    let version = 1;
    let versionReads = 0;
    const shared = createSharedReadsCache(60_000, {
      version: {
        read: async () => {
          versionReads += 1;
          return version;
        },
        everyMs: 1000,
      },
    });
    let reads = 0;
    const load = async () => ++reads;
    expect(await shared('settings', load)).toBe(1);
    expect(await shared('settings', load)).toBe(1);
    expect(versionReads).toBe(1);
    version = 2; // an admin changed something
    // Within the interval the cached value is still served, without reading the version again.
    expect(await shared('settings', load)).toBe(1);
    expect(versionReads).toBe(1);
    vi.advanceTimersByTime(1000);
    // The first read after the interval checks, sees the change and reads the content again.
    expect(await shared('settings', load)).toBe(2);
    expect(versionReads).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(await shared('settings', load)).toBe(2);
    expect(versionReads).toBe(3);
  });

  it('counts a generation up when a version change dropped the cache', async () => {
    vi.useFakeTimers();
    let version = 1;
    const shared = createSharedReadsCache(60_000, { version: { read: async () => version, everyMs: 1000 } });
    expect(await shared.generation()).toBe(0);
    version = 2;
    // Not checked again within the interval: still the same generation.
    expect(await shared.generation()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(await shared.generation()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(await shared.generation()).toBe(1);
  });

  it('keeps serving the cache when the version cannot be read', async () => {
    vi.useFakeTimers();
    const shared = createSharedReadsCache(60_000, { version: { read: async () => null, everyMs: 1000 } });
    let reads = 0;
    const load = async () => ++reads;
    expect(await shared('k', load)).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(await shared('k', load)).toBe(1);
  });
});
