// The lazily loaded account actions: the code is fetched on the first call only, the call's
// arguments and answer go through unchanged, and a failed download answers like a failed action
// (then the next call tries again).
import { describe, expect, it, vi } from 'vitest';
import type * as Actions from './auth-actions';
import { ACTIONS_UNAVAILABLE_ERROR, lazyActions } from './lazy-actions';

describe('lazyActions', () => {
  it('downloads the actions on the first call, not before, and passes the call through', async () => {
    const setDefaultAddress = vi.fn(async (id: string) => ({ success: id === 'a1' }));
    const load = vi.fn(async () => ({ setDefaultAddress }) as unknown as typeof Actions);
    const setDefault = lazyActions(load)('setDefaultAddress');
    expect(load).not.toHaveBeenCalled();

    await expect(setDefault('a1')).resolves.toEqual({ success: true });
    expect(setDefaultAddress).toHaveBeenCalledWith('a1');
    await expect(setDefault('a2')).resolves.toEqual({ success: false });
  });

  it('answers a failed download with a message a person can act on, and tries again on the next call', async () => {
    const signOut = vi.fn(async () => ({ success: true }));
    const load = vi
      .fn<() => Promise<typeof Actions>>()
      .mockRejectedValueOnce(new Error('Loading chunk 512 failed.'))
      .mockResolvedValue({ signOut } as unknown as typeof Actions);
    const lazySignOut = lazyActions(load)('signOut');

    await expect(lazySignOut()).resolves.toEqual({ success: false, error: ACTIONS_UNAVAILABLE_ERROR, code: 'unavailable' });
    expect(signOut).not.toHaveBeenCalled();
    await expect(lazySignOut()).resolves.toEqual({ success: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
