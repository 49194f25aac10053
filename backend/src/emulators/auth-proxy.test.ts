import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHttp } from '../../test/support/raw-http';
import { originPolicy } from '../server/cors';
import { startAuthProxy, type RunningAuthProxy } from './auth-proxy';

// Stands in for the Auth emulator: answers every origin, as firebase-tools' does, and echoes the request.
let upstream: http.Server;
let upstreamPort = 0;
let proxy: RunningAuthProxy;
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const cors = request.headers.origin
        ? { 'access-control-allow-origin': request.headers.origin, 'access-control-allow-headers': 'authorization,content-type' }
        : {};
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors);
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json', ...cors });
      response.end(JSON.stringify({ users: [{ localId: 'u1', customAttributes: '{"admin":true}' }], echoed: body }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
  proxy = await startAuthProxy({
    host: '127.0.0.1',
    port: 0,
    target: `127.0.0.1:${upstreamPort}`,
    allowOrigin: originPolicy(['https://shop.example']),
    allowedHosts: ['auth.shop.example'],
  });
});
afterAll(async () => {
  await proxy?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

const ACCOUNTS = '/identitytoolkit.googleapis.com/v1/projects/demo-silver-shop/accounts:batchGet?maxResults=-1';
const SET_CLAIM = '/identitytoolkit.googleapis.com/v1/projects/demo-silver-shop/accounts:update';

describe('the Auth emulator behind its loopback-only proxy', () => {
  it('passes on what the web SDK, firebase-admin and the seed send, answers included', async () => {
    const before = seen.length;
    const signIn = await fetch(`${proxy.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:3000', 'Content-Type': 'application/json' },
      body: '{"email":"a@example.com","password":"x","returnSecureToken":true}',
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(((await signIn.json()) as { echoed: string }).echoed).toBe('{"email":"a@example.com","password":"x","returnSecureToken":true}');
    const preflight = await fetch(`${proxy.url}${SET_CLAIM}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    // Server code: the owner token and no Origin.
    const admin = await fetch(`${proxy.url}${ACCOUNTS}`, { headers: { Authorization: 'Bearer owner' } });
    expect(admin.status).toBe(200);
    expect(seen.slice(before).map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key',
      `OPTIONS ${SET_CLAIM}`,
      `GET ${ACCOUNTS}`,
    ]);
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer owner');
  });

  it('refuses pages of other sites: listing the accounts or setting a claim, preflight or not, and nothing reaches the emulator', async () => {
    const before = seen.length;
    for (const origin of ['http://evil.example', 'null', 'http://127.0.0.1.evil.example:3000']) {
      const list = await fetch(`${proxy.url}${ACCOUNTS}`, { headers: { Origin: origin, Authorization: 'Bearer owner' } });
      expect(list.status, origin).toBe(403);
      expect(list.headers.get('access-control-allow-origin')).toBeNull();
      expect(((await list.json()) as { error: { message: string } }).error.message).toMatch(/answers pages of this machine and BACKEND_ALLOWED_ORIGINS/);
      const claim = await fetch(`${proxy.url}${SET_CLAIM}`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'text/plain' },
        body: '{"localId":"u1","customAttributes":"{\\"admin\\":true}"}',
      });
      expect(claim.status, origin).toBe(403);
      const preflight = await fetch(`${proxy.url}${SET_CLAIM}`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      expect(preflight.status, origin).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(seen.length).toBe(before);
  });

  it('refuses the owner token from any page, a loopback one included', async () => {
    const before = seen.length;
    const refused = await fetch(`${proxy.url}${ACCOUNTS}`, { headers: { Origin: 'http://localhost:5173', Authorization: 'Bearer owner' } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/refuses the administrator token "owner" from a web page/);
    expect(seen.length).toBe(before);
  });

  it('refuses a request addressed to another host (DNS rebinding), and answers this machine and the allowed hosts', async () => {
    const before = seen.length;
    for (const host of ['evil.example', `evil.example:${proxy.port}`, `localhost.evil.example:${proxy.port}`]) {
      const reply = await rawHttp(`${proxy.url}${ACCOUNTS}`, { headers: { Host: host, Authorization: 'Bearer owner' } });
      expect(reply.status, host).toBe(403);
      expect(JSON.parse(reply.body).error.message).toMatch(/Auth emulator answers requests addressed to this machine .*DNS rebinding/);
    }
    expect(seen.length).toBe(before);
    for (const host of [`localhost:${proxy.port}`, `127.0.0.1:${proxy.port}`, 'auth.shop.example']) {
      const reply = await rawHttp(`${proxy.url}${ACCOUNTS}`, { headers: { Host: host, Authorization: 'Bearer owner' } });
      expect(reply.status, host).toBe(200);
      // The emulator sees the Host the client used, so links it builds point at the proxy.
      expect(seen.at(-1)?.headers.host).toBe(host);
    }
  });

  it('says so when the emulator is not there', async () => {
    const lonely = await startAuthProxy({ host: '127.0.0.1', port: 0, target: '127.0.0.1:9', allowOrigin: () => false });
    try {
      const reply = await fetch(`${lonely.url}/`);
      expect(reply.status).toBe(502);
      expect(((await reply.json()) as { error: { message: string } }).error.message).toMatch(/The Auth emulator at 127\.0\.0\.1:9 did not answer/);
    } finally {
      await lonely.close();
    }
  });
});
