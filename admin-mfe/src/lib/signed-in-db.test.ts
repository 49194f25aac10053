// loadSignedInDb waits for the browser's sign-in, but not forever: an auth service that never
// answers leaves the caller with no database client (it then says "reload"), instead of a save or
// an upload that hangs without a word.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./signed-in-db');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loadSignedInDb', () => {
  it('gives up after its wait when the sign-in is never confirmed, with no database client', async () => {
    vi.useFakeTimers();
    // No backend started and no store connected: nothing will ever confirm a sign-in.
    const { loadSignedInDb } = await freshModule();
    let result: unknown = 'waiting';
    void loadSignedInDb(1000).then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
  });
});
