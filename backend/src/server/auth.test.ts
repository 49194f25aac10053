import { describe, expect, it } from 'vitest';
import { identifyCaller, verifyIdToken } from './auth';

const P = 'demo-silver-shop';
const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const claims = (over: Record<string, unknown> = {}) => ({
  iss: `https://securetoken.google.com/${P}`,
  aud: P,
  sub: 'u1',
  user_id: 'u1',
  iat: now,
  exp: now + 3600,
  email: 'a@example.com',
  admin: true,
  ...over,
});
const token = (payload: unknown, header: unknown = { alg: 'none', typ: 'JWT' }): string => `${b64(header)}.${b64(payload)}.`;

describe('identifyCaller', () => {
  it('treats a missing header as anonymous and "Bearer owner" as the administrator', () => {
    expect(identifyCaller(undefined, P)).toEqual({ kind: 'anonymous' });
    expect(identifyCaller('Bearer owner', P)).toEqual({ kind: 'owner' });
  });

  it('turns a valid Auth-emulator token into request.auth with every claim', () => {
    expect(identifyCaller(`Bearer ${token(claims())}`, P)).toEqual({ kind: 'user', auth: { uid: 'u1', token: claims() } });
  });

  it('refuses other schemes', () => {
    expect(() => identifyCaller('Basic abc', P)).toThrow(/must be "Bearer <ID token>"/);
    expect(() => identifyCaller(`Firebase ${token(claims())}`, P)).toThrow(/must be "Bearer <ID token>"\.$/);
  });

  it('accepts the schemes a server names, as the Storage SDK sends "Firebase <token>"', () => {
    const schemes = ['Firebase', 'Bearer'];
    expect(identifyCaller(`Firebase ${token(claims())}`, P, schemes)).toEqual({ kind: 'user', auth: { uid: 'u1', token: claims() } });
    expect(identifyCaller('Firebase owner', P, schemes)).toEqual({ kind: 'owner' });
    expect(identifyCaller('bearer owner', P, schemes)).toEqual({ kind: 'owner' });
    expect(() => identifyCaller('Basic abc', P, schemes)).toThrow('The Authorization header must be "Firebase <ID token>" or "Bearer <ID token>".');
    expect(() => identifyCaller('Firebase', P, schemes)).toThrow(/must be "Firebase <ID token>"/);
  });
});

describe('verifyIdToken: each failed check is named', () => {
  const cases: [string, string, RegExp][] = [
    ['two parts', `${b64({ alg: 'none' })}.${b64(claims())}`, /expected 3 dot-separated parts/],
    ['header not base64url', `!!.${b64(claims())}.`, /header is not base64url/],
    ['payload not JSON', `${b64({ alg: 'none' })}.${Buffer.from('nope').toString('base64url')}.`, /payload is not JSON/],
    ['signed token', token(claims(), { alg: 'RS256' }), /alg is "RS256"/],
    ['wrong audience', token(claims({ aud: 'other-project' })), /aud \(audience\) is "other-project", expected the project id "demo-silver-shop"/],
    ['wrong issuer', token(claims({ iss: 'https://evil.example' })), /iss \(issuer\)/],
    ['expired', token(claims({ exp: now - 10 })), /expired at/],
    ['no expiry', token(claims({ exp: undefined })), /exp \(expiry\) is missing/],
    ['empty subject', token(claims({ sub: '' })), /sub \(the user id\)/],
  ];
  for (const [name, t, message] of cases) {
    it(`refuses a token with ${name} as UNAUTHENTICATED`, () => {
      expect(() => verifyIdToken(t, P)).toThrow(message);
      try {
        verifyIdToken(t, P);
      } catch (e) {
        expect(e).toMatchObject({ httpStatus: 401, status: 'UNAUTHENTICATED' });
      }
    });
  }
});
