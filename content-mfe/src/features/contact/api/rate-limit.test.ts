import { describe, expect, it } from 'vitest';
import { checkContactRateLimit, describeWait, RATE_LIMIT_KEY, recordContactMessageSent } from './rate-limit';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

const MINUTE = 60_000;

describe('contact rate limit', () => {
  it('allows three messages in ten minutes, then says how long to wait', () => {
    const storage = memoryStorage();
    const start = 1_000_000_000;
    for (let i = 0; i < 3; i += 1) {
      expect(checkContactRateLimit(start + i * MINUTE, storage).allowed).toBe(true);
      recordContactMessageSent(start + i * MINUTE, storage);
    }
    expect(checkContactRateLimit(start + 3 * MINUTE, storage)).toEqual({ allowed: false, retryAfterMs: 7 * MINUTE });
    expect(describeWait(7 * MINUTE)).toBe('about 7 minutes');
    // Ten minutes after the first message, one slot is free again.
    expect(checkContactRateLimit(start + 10 * MINUTE, storage).allowed).toBe(true);
  });

  it('forgets old sends when recording and ignores unreadable storage', () => {
    const storage = memoryStorage({ [RATE_LIMIT_KEY]: JSON.stringify([1, 2, 'x']) });
    recordContactMessageSent(100 * MINUTE, storage);
    expect(JSON.parse(storage.values.get(RATE_LIMIT_KEY) ?? '')).toEqual([100 * MINUTE]);
    expect(checkContactRateLimit(0, memoryStorage({ [RATE_LIMIT_KEY]: '{not json' })).allowed).toBe(true);
    expect(checkContactRateLimit(0, null).allowed).toBe(true);
    expect(describeWait(10_000)).toBe('about a minute');
  });
});
