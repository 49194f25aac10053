import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and gives every caller, at the same time or later, the same value', async () => {
    const load = vi.fn(async () => ({ sdk: 'loaded' }));
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download, and keeps the first success', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 12 failed')).mockResolvedValue('sdk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('ChunkLoadError');
    expect(await get()).toBe('sdk');
    expect(await get()).toBe('sdk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a value it is told to refuse (not available yet)', async () => {
    const load = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce(null).mockResolvedValue('db');
    const get = loadOnce(load, (value) => value !== null);
    expect(await get()).toBeNull();
    expect(await get()).toBe('db');
    expect(await get()).toBe('db');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
