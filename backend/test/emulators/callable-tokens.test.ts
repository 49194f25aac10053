// The callable host checks the tokens Google's front end would: firebase-functions, run with
// FUNCTIONS_EMULATOR=true as the Functions emulator runs it, only decodes them, so an expired ID
// token, one for another project, a junk RS256 signature or any App Check-looking string was let
// through (the security issue's listAdmins calls). The host applies the document server's ID token
// checks (server/local-tokens.mjs) and accepts only the local App Check token the pages mint.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAppCheckToken } from '../../../shared-auth/src/lib/app-check-token';
import { startCallableServer, type RunningCallableServer } from '../../src/emulators/callable-server';
import { findFreePort } from '../../src/emulators/ports';
import { rawHttp } from '../support/raw-http';

const PROJECT = 'demo-silver-shop';
const MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'who-am-i.cjs');
const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = Math.floor(Date.now() / 1000);

function idToken(claims: Record<string, unknown> = {}, header: Record<string, unknown> = { alg: 'none', typ: 'JWT' }, signature = ''): string {
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'admin-1',
    user_id: 'admin-1',
    admin: true,
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return `${b64(header)}.${b64(payload)}.${signature}`;
}

const appCheck = (): string => localAppCheckToken('1:000000000000:web:0000000000000000000000', PROJECT).token;

function appCheckToken(claims: Record<string, unknown>, signature = 'local'): string {
  const payload = {
    iss: 'https://firebaseappcheck.googleapis.com/local',
    sub: '1:0:web:0',
    aud: [`projects/${PROJECT}`],
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.${signature}`;
}

let host: RunningCallableServer;
beforeAll(async () => {
  const port = await findFreePort();
  host = await startCallableServer({
    projectId: PROJECT,
    region: 'asia-south1',
    host: '127.0.0.1',
    port,
    modulePath: MODULE,
    // Never reached: the callable only reads the request's tokens.
    authEmulatorHost: '127.0.0.1:9',
    expectFunctions: ['whoAmI'],
  });
}, 60_000);
afterAll(async () => {
  await host?.close();
});

async function call(headers: Record<string, string>): Promise<{ status: number; body: { result?: unknown; error?: { status: string; message: string } } }> {
  const response = await fetch(`${host.url}/${PROJECT}/asia-south1/whoAmI`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ data: null }),
  });
  // Answers and refusals alike are JSON a browser must not sniff into something it runs.
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  return { status: response.status, body: (await response.json()) as never };
}

describe('the callable host', () => {
  it("answers a call with the Auth emulator's ID token and the pages' local App Check token", async () => {
    expect(await call({ Authorization: `Bearer ${idToken()}`, 'X-Firebase-AppCheck': appCheck() })).toEqual({
      status: 200,
      body: { result: { uid: 'admin-1', appId: '1:000000000000:web:0000000000000000000000' } },
    });
    expect(await call({ 'X-Firebase-AppCheck': appCheck() })).toEqual({
      status: 200,
      body: { result: { uid: null, appId: '1:000000000000:web:0000000000000000000000' } },
    });
  });

  it.each([
    ['an expired ID token', () => idToken({ exp: now - 60 }), /it expired at/],
    ["another project's audience", () => idToken({ aud: 'other-project' }), /aud \(audience\) is "other-project", expected the project id "demo-silver-shop"/],
    ["another project's issuer", () => idToken({ iss: 'https://securetoken.google.com/other-project' }), /iss \(issuer\)/],
    ['a junk RS256 signature', () => idToken({}, { alg: 'RS256', kid: 'x', typ: 'JWT' }, 'c2lnbmF0dXJl'), /alg is "RS256"/],
    ['no subject', () => idToken({ sub: '' }), /sub \(the user id\)/],
    ['the owner token (not an ID token)', () => 'owner', /expected 3 dot-separated parts/],
    ['garbage', () => 'a.b.c', /not base64url|not JSON/],
  ])("refuses %s with the callable protocol's unauthenticated error", async (_what, token, message) => {
    const reply = await call({ Authorization: `Bearer ${token()}`, 'X-Firebase-AppCheck': appCheck() });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: { status: 'UNAUTHENTICATED', message: expect.stringMatching(message) } });
  });

  it('refuses an Authorization header that is not a Bearer token', async () => {
    const reply = await call({ Authorization: `Basic ${Buffer.from('a:b').toString('base64')}`, 'X-Firebase-AppCheck': appCheck() });
    expect(reply).toEqual({ status: 401, body: { error: { status: 'UNAUTHENTICATED', message: expect.stringMatching(/must be "Bearer <ID token>"/) } } });
  });

  it.each([
    ['any string', () => 'not-a-token', /App Check token/],
    ['an expired local token', () => localAppCheckToken('app', PROJECT, Date.now() - 2 * 3600_000).token, /App Check token expired at/],
    [
      "another project's",
      () => localAppCheckToken('app', 'other-project').token,
      /aud \(audience\) is \["projects\/other-project"\], expected it to include "projects\/demo-silver-shop"/,
    ],
    ['a signed-looking one', () => appCheckToken({}, 'c2lnbmF0dXJl'), /local App Check token/],
    ['another issuer', () => appCheckToken({ iss: 'https://firebaseappcheck.googleapis.com/123' }), /issuer/],
    ['no app', () => appCheckToken({ sub: '' }), /sub \(the app id\)/],
  ])('refuses an App Check token that is %s', async (_what, token, message) => {
    const reply = await call({ Authorization: `Bearer ${idToken()}`, 'X-Firebase-AppCheck': token() });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: { status: 'UNAUTHENTICATED', message: expect.stringMatching(message) } });
  });

  it("refuses a call without App Check, as the shop's functions enforce it", async () => {
    expect((await call({ Authorization: `Bearer ${idToken()}` })).status).toBe(401);
  });

  it('answers only requests addressed to this machine (no DNS rebinding)', async () => {
    for (const name of ['evil.example', `evil.example:${host.port}`]) {
      const call = await rawHttp(`${host.url}/${PROJECT}/asia-south1/whoAmI`, {
        method: 'POST',
        headers: { Host: name, 'Content-Type': 'application/json', Authorization: `Bearer ${idToken()}`, 'X-Firebase-AppCheck': appCheck() },
        body: '{"data":null}',
      });
      expect(call.status).toBe(403);
      expect(JSON.parse(call.body)).toEqual({
        error: {
          status: 'PERMISSION_DENIED',
          message: expect.stringMatching(/callable functions host answers requests addressed to this machine .*DNS rebinding/),
        },
      });
      expect((await rawHttp(`${host.url}/__callables`, { headers: { Host: name } })).status).toBe(403);
    }
    expect((await rawHttp(`${host.url}/__callables`, { headers: { Host: `localhost:${host.port}` } })).status).toBe(200);
  });

  it('lets a browser read the refusal (CORS), and answers preflights', async () => {
    const preflight = await fetch(`${host.url}/${PROJECT}/asia-south1/whoAmI`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-firebase-appcheck',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    const refused = await fetch(`${host.url}/${PROJECT}/asia-south1/whoAmI`, {
      method: 'POST',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${idToken({ exp: now - 1 })}`,
        'X-Firebase-AppCheck': appCheck(),
      },
      body: '{"data":null}',
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
  });
});
