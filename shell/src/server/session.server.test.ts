// @vitest-environment node
import type { Firestore } from 'firebase/firestore/lite';
import type { AccountStatus } from 'shared-auth/server';
import { describe, expect, it } from 'vitest';
import { checkSession, type VerifiedSession } from './session.server';

const db = {} as Firestore;
const session = (admin: boolean): VerifiedSession => ({
  user: { uid: 'u1', email: 'asha@example.com', displayName: 'Asha', emailVerified: true, admin },
  token: 'header.payload.',
  expiresAt: Date.now() + 3_600_000,
  authTime: 1_800_000_000,
});
const never = <T>() => new Promise<T>(() => undefined);

function checks({
  account,
  ended = false,
  userDb,
}: {
  account: AccountStatus | (() => Promise<AccountStatus>);
  ended?: boolean | (() => Promise<boolean>);
  userDb?: () => Promise<Firestore>;
}) {
  return {
    accountStatus: typeof account === 'function' ? account : async () => account,
    userDb: userDb ?? (async () => db),
    sessionEnded: typeof ended === 'function' ? ended : async () => ended,
  };
}

describe('checkSession', () => {
  it('trusts a session only when Auth says the account is usable and the sign-in was not ended', async () => {
    expect(await checkSession(null, checks({ account: { state: 'active', admin: false } }))).toEqual({ state: 'none' });
    expect(await checkSession(session(false), checks({ account: { state: 'active', admin: false } }))).toEqual({
      state: 'active',
      user: session(false).user,
      db,
    });
    for (const state of ['disabled', 'revoked'] as const)
      expect(await checkSession(session(false), checks({ account: { state, admin: false } }))).toEqual({ state: 'ended' });
    expect(await checkSession(session(false), checks({ account: { state: 'active', admin: false }, ended: true }))).toEqual({ state: 'ended' });
  });

  it('takes the admin role from the account as Auth holds it now, not from the token', async () => {
    const forged = await checkSession(session(true), checks({ account: { state: 'active', admin: false } }));
    expect(forged.state === 'active' && forged.user.admin).toBe(false);
    const real = await checkSession(session(true), checks({ account: { state: 'active', admin: true } }));
    expect(real.state === 'active' && real.user.admin).toBe(true);
    // The account's claim alone does not make a customer's token an admin's.
    const stale = await checkSession(session(false), checks({ account: { state: 'active', admin: true } }));
    expect(stale.state === 'active' && stale.user.admin).toBe(false);
    // ...but says the role is waiting for a fresh token (the admin page asks the browser for one).
    expect(stale.state === 'active' && stale.user.adminPending).toBe(true);
    expect(real.state === 'active' && 'adminPending' in real.user).toBe(false);
    expect(forged.state === 'active' && 'adminPending' in forged.user).toBe(false);
  });

  it('fails closed: an unanswered, failed or slow check is unavailable, never active', async () => {
    expect(await checkSession(session(true), checks({ account: { state: 'unavailable', admin: false } }))).toEqual({ state: 'unavailable' });
    expect(await checkSession(session(true), checks({ account: () => Promise.reject(new Error('down')) }))).toEqual({ state: 'unavailable' });
    expect(await checkSession(session(true), checks({ account: { state: 'active', admin: true }, ended: () => Promise.reject(new Error('offline')) }))).toEqual(
      { state: 'unavailable' },
    );
    expect(await checkSession(session(true), checks({ account: { state: 'active', admin: true }, userDb: never }), 50)).toEqual({ state: 'unavailable' });
  });
});
