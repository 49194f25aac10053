// CORS for browsers, /healthz, /media/ static files, the reset endpoint, and start-up errors.

import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentServer, startDocumentServer } from '../../src/server/index';
import { allowAll } from '../conformance/helpers';
import { rawHttp } from '../support/raw-http';

const DOCS = 'projects/demo-silver-shop/databases/(default)/documents';
let server: DocumentServer;
let tmp: string;
let media: string;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'docserver-http-'));
  media = path.join(tmp, 'media');
  await fs.mkdir(path.join(media, 'products'), { recursive: true });
  await fs.writeFile(path.join(media, 'products', 'slv-rng-0001-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
  await fs.writeFile(path.join(tmp, 'secret.txt'), 'do not serve me');
  await fs.symlink(path.join(tmp, 'secret.txt'), path.join(media, 'link.txt'));
  server = await startDocumentServer({
    port: 0,
    inMemory: true,
    mediaDir: media,
    rules: allowAll,
    log: () => undefined,
    allowReset: true,
    allowedOrigins: ['https://shop.example'],
    allowedHosts: ['docs.shop.example'],
  });
});
afterAll(async () => {
  await server.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('CORS', () => {
  it('answers a preflight with 204, echoing the origin and the requested headers', async () => {
    const res = await fetch(`${server.url}/v1/${DOCS}:commit`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-goog-api-client',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization,content-type,x-goog-api-client');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('adds the CORS headers to answers and to errors', async () => {
    const ok = await fetch(`${server.url}/v1/${DOCS}:commit`, { method: 'POST', headers: { Origin: 'https://shop.example' }, body: '{"writes":[]}' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const bad = await fetch(`${server.url}/v1/${DOCS}:commit`, { method: 'POST', headers: { Origin: 'https://shop.example' }, body: '{' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    // JSON is never sniffed into something a browser would run.
    for (const res of [ok, bad]) expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('/healthz and /media', () => {
  it('reports health as JSON', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', projectId: 'demo-silver-shop', storage: 'memory' });
  });

  it('serves media files with their content type', async () => {
    const res = await fetch(`${server.url}/media/products/slv-rng-0001-1.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });

  it('never serves anything outside the media folder', async () => {
    for (const attempt of ['/media/../secret.txt', '/media/%2e%2e/secret.txt', '/media/products/..%2f..%2fsecret.txt', '/media/link.txt']) {
      const res = await fetch(`${server.url}${attempt}`);
      expect([400, 403, 404], attempt).toContain(res.status);
      expect(await res.text()).not.toContain('do not serve me');
    }
    expect((await fetch(`${server.url}/media/products/none.svg`)).status).toBe(404);
  });
});

describe('reset endpoint', () => {
  it("deletes every document on DELETE, like Google's emulator", async () => {
    await fetch(`${server.url}/v1/${DOCS}:commit`, { method: 'POST', body: JSON.stringify({ writes: [{ update: { name: `${DOCS}/c/d`, fields: {} } }] }) });
    expect((await (await fetch(`${server.url}/healthz`)).json()).documents).toBe(1);
    const res = await fetch(`${server.url}/emulator/v1/projects/demo-silver-shop/databases/(default)/documents`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await (await fetch(`${server.url}/healthz`)).json()).documents).toBe(0);
    expect((await fetch(`${server.url}/emulator/v1/projects/demo-silver-shop/databases/(default)/documents`)).status).toBe(405);
  });
});

describe('who may call', () => {
  it('answers browsers from loopback origins and the configured ones, and refuses every other origin', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3100', 'https://shop.example']) {
      const preflight = await fetch(`${server.url}/v1/${DOCS}:commit`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(preflight.status, origin).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example:3000', 'null', 'https://shop.example.evil.example']) {
      const preflight = await fetch(`${server.url}/v1/${DOCS}:commit`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(preflight.status, origin).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
      // A "simple" cross-site POST is refused before it is handled: nothing is written.
      const before = (await (await fetch(`${server.url}/healthz`)).json()).documents;
      const post = await fetch(`${server.url}/v1/${DOCS}:commit`, {
        method: 'POST',
        headers: { origin, 'content-type': 'text/plain' },
        body: JSON.stringify({ writes: [{ update: { name: `${DOCS}/csrf/x`, fields: {} } }] }),
      });
      expect(post.status, origin).toBe(403);
      expect((await (await fetch(`${server.url}/healthz`)).json()).documents).toBe(before);
    }
  });

  it('answers only requests addressed to this machine or an allowed host (no DNS rebinding), health and the owner included', async () => {
    const count = async (): Promise<number> => (await (await fetch(`${server.url}/healthz`)).json()).documents;
    const before = await count();
    for (const host of [
      'evil.example',
      `evil.example:${server.port}`,
      `127.0.0.1.evil.example:${server.port}`,
      `localhost.evil.example:${server.port}`,
      `10.9.8.7:${server.port}`,
    ]) {
      const health = await rawHttp(`${server.url}/healthz`, { headers: { Host: host } });
      expect(health.status, host).toBe(403);
      expect(JSON.parse(health.body).error.message, host).toMatch(
        /answers requests addressed to this machine .* not to ".*": a page elsewhere must not reach it .*DNS rebinding.*BACKEND_ALLOWED_HOSTS/,
      );
      const write = await rawHttp(`${server.url}/v1/${DOCS}:commit`, {
        method: 'POST',
        headers: { Host: host, Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ writes: [{ update: { name: `${DOCS}/rebound/x`, fields: {} } }] }),
      });
      expect(write.status, host).toBe(403);
      const preflight = await rawHttp(`${server.url}/v1/${DOCS}:commit`, {
        method: 'OPTIONS',
        headers: { Host: host, Origin: `http://${host}`, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status, host).toBe(403);
      expect(preflight.headers['access-control-allow-origin'], host).toBeUndefined();
    }
    expect(await count()).toBe(before);
    for (const host of [
      `127.0.0.1:${server.port}`,
      `localhost:${server.port}`,
      `[::1]:${server.port}`,
      'docs.shop.example',
      `docs.shop.example:${server.port}`,
    ]) {
      expect((await rawHttp(`${server.url}/healthz`, { headers: { Host: host } })).status, host).toBe(200);
    }
  });

  it('refuses the owner token from any web page, a loopback one included, and serves it to server code', async () => {
    const write = (headers: Record<string, string>) =>
      fetch(`${server.url}/v1/${DOCS}:commit`, {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ writes: [{ update: { name: `${DOCS}/owner-from-page/x`, fields: {} } }] }),
      });
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:5173', 'https://shop.example']) {
      const refused = await write({ Origin: origin });
      expect(refused.status, origin).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/refuses the administrator token "owner" from a web page/);
      expect(refused.headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
    expect((await fetch(`${server.url}/v1/${DOCS}/owner-from-page/x`, { headers: { Authorization: 'Bearer owner' } })).status).toBe(404);
    expect((await write({})).status).toBe(200);
  });

  it('keeps the reset endpoint off unless started for tests', async () => {
    const plain = await startDocumentServer({ port: 0, inMemory: true, rules: allowAll, log: () => undefined });
    try {
      await fetch(`${plain.url}/v1/${DOCS}:commit`, { method: 'POST', body: JSON.stringify({ writes: [{ update: { name: `${DOCS}/c/d`, fields: {} } }] }) });
      const res = await fetch(`${plain.url}/emulator/v1/projects/demo-silver-shop/databases/(default)/documents`, { method: 'DELETE' });
      expect(res.status).toBe(403);
      expect((await (await fetch(`${plain.url}/healthz`)).json()).documents).toBe(1);
    } finally {
      await plain.close();
    }
  });
});

describe('start-up errors', () => {
  it('names the port when it is already in use', async () => {
    await expect(startDocumentServer({ port: server.port, inMemory: true, rules: allowAll })).rejects.toThrow(
      new RegExp(`Port ${server.port} on 127.0.0.1 is already in use`),
    );
  });

  it('names a rules file that does not exist', async () => {
    await expect(startDocumentServer({ port: 0, inMemory: true, rulesPath: path.join(tmp, 'missing.rules') })).rejects.toThrow(/missing\.rules does not exist/);
  });

  it('refuses to start on a rules file the engine cannot compile, naming file and line', async () => {
    const file = path.join(tmp, 'broken.rules');
    await fs.writeFile(
      file,
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    allow read: if frobnicate();\n  }\n}\n",
    );
    await expect(startDocumentServer({ port: 0, inMemory: true, rulesPath: file })).rejects.toThrow(/broken\.rules:4/);
  });

  it('refuses a data folder used by another running server', async () => {
    const dataDir = path.join(tmp, 'data');
    const first = await startDocumentServer({ port: 0, dataDir, rules: allowAll, log: () => undefined });
    try {
      await fs.writeFile(path.join(dataDir, 'LOCK'), String(process.ppid));
      await expect(startDocumentServer({ port: 0, dataDir, rules: allowAll })).rejects.toThrow(/is in use by another document server/);
    } finally {
      await fs.writeFile(path.join(dataDir, 'LOCK'), String(process.pid));
      await first.close();
    }
  });
});
