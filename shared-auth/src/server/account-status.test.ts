import { describe, expect, it } from 'vitest';
import { backendConfigFromEnv } from '../config/firebase-config';
import { accountStatus, lookupUrl } from './account-status';

const config = backendConfigFromEnv({ AUTH_PORT: '9400' });
const token = (claims: Record<string, unknown>) => `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;
const answer =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('accountStatus', () => {
  it('asks the Auth emulator locally and Google in production', () => {
    expect(lookupUrl(config)).toBe('http://127.0.0.1:9400/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key');
    const production = backendConfigFromEnv({ FIREBASE_PROJECT_ID: 'shop', FIREBASE_API_KEY: 'k1', FIREBASE_AUTH_DOMAIN: 'd', FIREBASE_APP_ID: 'a' });
    expect(lookupUrl(production)).toBe('https://identitytoolkit.googleapis.com/v1/accounts:lookup?key=k1');
  });

  it('tells active, disabled and revoked accounts apart', async () => {
    const signedIn = token({ auth_time: 1_800_000_000, iat: 1_800_000_100 });
    const state = async (fetchImpl: typeof fetch) => (await accountStatus(signedIn, config, fetchImpl)).state;
    expect(await state(answer(200, { users: [{ localId: 'u', validSince: '1700000000' }] }))).toBe('active');
    expect(await state(answer(200, { users: [{ localId: 'u', disabled: true }] }))).toBe('disabled');
    expect(await state(answer(400, { error: { message: 'USER_DISABLED' } }))).toBe('disabled');
    // Sessions revoked after this sign-in.
    expect(await state(answer(200, { users: [{ localId: 'u', validSince: '1800000050' }] }))).toBe('revoked');
    expect(await state(answer(400, { error: { message: 'USER_NOT_FOUND' } }))).toBe('revoked');
  });

  it("reports the account's admin claim as Auth holds it now, whatever the token says", async () => {
    const claimsAdmin = token({ auth_time: 1_800_000_000, admin: true });
    expect(await accountStatus(claimsAdmin, config, answer(200, { users: [{ localId: 'u', customAttributes: '{"admin":true}' }] }))).toEqual({
      state: 'active',
      admin: true,
    });
    expect(await accountStatus(claimsAdmin, config, answer(200, { users: [{ localId: 'u', customAttributes: '{"admin":"yes"}' }] }))).toEqual({
      state: 'active',
      admin: false,
    });
    expect(await accountStatus(claimsAdmin, config, answer(200, { users: [{ localId: 'u' }] }))).toEqual({ state: 'active', admin: false });
  });

  it('fails closed: a lookup that fails, errs or times out is unavailable, never active', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const slow: typeof fetch = (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    expect((await accountStatus(token({ iat: 1 }), config, failing)).state).toBe('unavailable');
    expect((await accountStatus(token({ iat: 1 }), config, answer(503, {}))).state).toBe('unavailable');
    expect((await accountStatus(token({ iat: 1 }), config, slow, 50)).state).toBe('unavailable');
  });
});
