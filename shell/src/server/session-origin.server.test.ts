// @vitest-environment node
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { backendConfigFromEnv } from 'shared-auth/server';
import { acceptedSessionOrigin, sessionOriginPolicyFromEnv, type SessionOriginPolicy } from './session-origin.server';
import { handleSessionRequest } from './session.server';

const local: SessionOriginPolicy = { publicOrigin: 'http://127.0.0.1:3000', allowedOrigins: [], production: false };
const production: SessionOriginPolicy = { publicOrigin: 'https://shop.example.com', allowedOrigins: ['https://www.shop.example.com'], production: true };

describe('which origins may set the session cookie', () => {
  it.each([
    ['the public origin', local, 'http://127.0.0.1:3000', '127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['localhost, when the request was sent to localhost', local, 'http://localhost:3000', 'localhost:3000', 'http://localhost:3000'],
    ['the public origin, when the request was sent to localhost', local, 'http://127.0.0.1:3000', 'localhost:3000', 'http://127.0.0.1:3000'],
    ['a second host name the server answers on', local, 'http://shop.test:3000', 'shop.test:3000', 'http://shop.test:3000'],
    ['upper-case host names', local, 'http://LOCALHOST:3000', 'localhost:3000', 'http://localhost:3000'],
    ['no Origin (not a page of any site)', local, undefined, '127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['a configured origin in production', production, 'https://www.shop.example.com', 'www.shop.example.com', 'https://www.shop.example.com'],
    ['the public origin in production', production, 'https://shop.example.com', 'internal:8080', 'https://shop.example.com'],
  ])('accepts %s', (_why, policy, origin, host, expected) => {
    expect(acceptedSessionOrigin({ origin, host }, policy)).toBe(expected);
  });

  it.each([
    ['another site', local, 'https://evil.example', '127.0.0.1:3000'],
    ['another site naming itself in Host too (not this server)', local, 'https://evil.example', 'evil.example'],
    ['another port on the same host', local, 'http://localhost:3001', 'localhost:3000'],
    ['https when this server speaks http', local, 'https://localhost:3000', 'localhost:3000'],
    ['the opaque origin "null"', local, 'null', '127.0.0.1:3000'],
    ['an origin with a path', local, 'http://localhost:3000/x', 'localhost:3000'],
    ['an origin with credentials', local, 'http://a@localhost:3000', 'a@localhost:3000'],
    ['a page whose Host matches, in production', production, 'http://shop-internal:8080', 'shop-internal:8080'],
    ['an unlisted host in production', production, 'https://evil.example', 'evil.example'],
    ['no Host header', local, 'http://localhost:3000', undefined],
  ])('refuses %s', (_why, policy, origin, host) => {
    expect(acceptedSessionOrigin({ origin, host }, policy)).toBeNull();
  });

  it('reads SESSION_ORIGINS and NODE_ENV, and refuses a malformed entry at start-up', () => {
    expect(
      sessionOriginPolicyFromEnv({ SESSION_ORIGINS: 'https://a.example, https://b.example:8443', NODE_ENV: 'production' }, 'https://shop.example'),
    ).toEqual({
      publicOrigin: 'https://shop.example',
      allowedOrigins: ['https://a.example', 'https://b.example:8443'],
      production: true,
    });
    expect(sessionOriginPolicyFromEnv({}, 'http://127.0.0.1:3000')).toEqual({ publicOrigin: 'http://127.0.0.1:3000', allowedOrigins: [], production: false });
    expect(() => sessionOriginPolicyFromEnv({ SESSION_ORIGINS: 'shop.example' }, 'http://127.0.0.1:3000')).toThrow(/SESSION_ORIGINS/);
  });
});

describe('POST /__session', () => {
  let server: Server;
  let port: number;
  const config = backendConfigFromEnv({});
  const projectId = config.firebase.projectId ?? '';
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  // An Auth-emulator ID token (unsigned), as the local backend issues them.
  const idToken = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: 'u1',
    iat: now,
    exp: now + 3600,
    email: 'a@example.com',
  })}.`;

  beforeAll(async () => {
    server = createServer((req, res) => void handleSessionRequest(req, res, local, config));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** Sends the request as a page at `pageHost` would: to that host, with that Origin. */
  const post = (pageHost: string, origin: string) =>
    new Promise<{ status: number; cookie: string | null }>((resolve, reject) => {
      const body = JSON.stringify({ idToken });
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/__session',
          method: 'POST',
          headers: { host: pageHost, origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie: [res.headers['set-cookie'] ?? []].flat()[0] ?? null }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('sets the cookie for a page opened at localhost as well as at 127.0.0.1', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      const response = await post(host, `http://${host}`);
      expect(response.status, host).toBe(204);
      expect(response.cookie).toMatch(/^__session=.+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    }
  });

  it('refuses another site', async () => {
    const response = await post(`127.0.0.1:${port}`, 'https://evil.example');
    expect(response.status).toBe(403);
    expect(response.cookie).toBeNull();
  });
});
