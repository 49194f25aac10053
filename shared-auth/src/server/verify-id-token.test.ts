// @vitest-environment node
import { InvalidIdTokenError, verifyIdToken } from './verify-id-token';

const PROJECT = 'demo-silver-shop';
const now = Math.floor(Date.now() / 1000);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const unsigned = (payload: object, header: object = { alg: 'none', typ: 'JWT' }) => `${b64(header)}.${b64(payload)}.`;
const claims = (extra: object = {}) => ({
  aud: PROJECT,
  iss: `https://securetoken.google.com/${PROJECT}`,
  sub: 'user-1',
  iat: now - 10,
  exp: now + 3600,
  email: 'asha@example.com',
  email_verified: true,
  name: 'Asha',
  ...extra,
});
const options = { projectId: PROJECT, emulator: true };

describe('verifyIdToken with the Auth emulator (unsigned tokens)', () => {
  it('accepts a current token of this project and reads the user and the admin claim', async () => {
    const { user, expiresAt } = await verifyIdToken(unsigned(claims({ admin: true })), options);
    expect(user).toEqual({ uid: 'user-1', email: 'asha@example.com', displayName: 'Asha', emailVerified: true, admin: true });
    expect(expiresAt).toBe((now + 3600) * 1000);
  });

  it('treats only admin === true as an admin', async () => {
    expect((await verifyIdToken(unsigned(claims({ admin: 'true' })), options)).user.admin).toBe(false);
  });

  it.each([
    ['another project', claims({ aud: 'demo-other' }), /audience/],
    ['a wrong issuer', claims({ iss: 'https://evil.example' }), /issuer/],
    ['an expired token', claims({ exp: now - 60 }), /expired/],
    ['no user', claims({ sub: '' }), /names no user/],
    ['a future issue time', claims({ iat: now + 3600 }), /future/],
  ])('refuses %s', async (_case, payload, message) => {
    await expect(verifyIdToken(unsigned(payload), options)).rejects.toThrow(message);
  });

  it('refuses malformed tokens', async () => {
    await expect(verifyIdToken('not-a-jwt', options)).rejects.toBeInstanceOf(InvalidIdTokenError);
    await expect(verifyIdToken('a.b.c', options)).rejects.toThrow(/cannot be decoded/);
    await expect(verifyIdToken(unsigned(claims(), { alg: 'HS256' }), options)).rejects.toThrow(/algorithm/);
  });
});
