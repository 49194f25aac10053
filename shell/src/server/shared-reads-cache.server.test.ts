// @vitest-environment node
import { createSharedReadsCache } from './shared-reads-cache.server';

describe('the shared reads cache', () => {
  it('reads once within the time to live, and again after it', async () => {
    vi.useFakeTimers();
    const shared = createSharedReadsCache(1000);
    let reads = 0;
    const load = async () => ++reads;
    expect(await Promise.all([shared('k', load), shared('k', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await shared('k', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await shared('k', load)).toBe(2);
    vi.useRealTimers();
  });

  it('keeps a bounded number of keys, dropping the oldest', async () => {
    const shared = createSharedReadsCache(60_000, 2);
    let reads = 0;
    const load = async () => ++reads;
    await shared('a', load);
    await shared('b', load);
    await shared('c', load);
    expect(await shared('b', load)).toBe(2);
    expect(await shared('a', load)).toBe(4);
  });

  it('does not keep a failed read', async () => {
    const shared = createSharedReadsCache(60_000);
    await expect(shared('k', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await shared('k', async () => 'back')).toBe('back');
  });
});
