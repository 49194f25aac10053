import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendConfigFromEnv } from 'shared-auth/server';
import { CompressedMediaCache, mediaUpstream, proxyMedia } from './media-proxy.server';

describe('media upstream', () => {
  const local = backendConfigFromEnv({ STORAGE_PORT: '9300', FIRESTORE_PORT: '9301' });

  it('reads the media library from Cloud Storage (the storage server locally) and the rest from the media store', () => {
    expect(mediaUpstream(local, '/media/library/2026/ab12/640.webp')?.href).toBe(
      'http://127.0.0.1:9300/v0/b/demo-silver-shop.appspot.com/o/media%2Flibrary%2F2026%2Fab12%2F640.webp?alt=media',
    );
    expect(mediaUpstream(local, '/media/products/ring.svg')?.href).toBe('http://127.0.0.1:9301/media/products/ring.svg');
  });

  it('reads the library from firebasestorage.googleapis.com in production, and refuses a malformed name', () => {
    const production = backendConfigFromEnv({
      FIREBASE_PROJECT_ID: 'shop-prod',
      FIREBASE_API_KEY: 'k',
      FIREBASE_AUTH_DOMAIN: 'd',
      FIREBASE_APP_ID: 'a',
      FIREBASE_STORAGE_BUCKET: 'shop-prod.appspot.com',
    });
    expect(mediaUpstream(production, '/media/library/x.webp')?.href).toBe(
      'https://firebasestorage.googleapis.com/v0/b/shop-prod.appspot.com/o/media%2Flibrary%2Fx.webp?alt=media',
    );
    expect(mediaUpstream(local, '/media/library/%E0%A4%A')).toBeNull();
  });

  it('checks the decoded path: nothing outside /media/ is reached upstream', () => {
    const hostile = [
      '/media/%2e%2e/v1/projects/demo-silver-shop/databases/(default)/documents/orders/o1',
      '/media/%2E%2E/healthz',
      '/media/..%2fv1/projects',
      '/media/products/%2e%2e/%2e%2e/emulator/v1/projects/demo/databases/(default)/documents',
      '/media/library/%2e%2e/%2e%2e/v0/b/other/o/secret',
      '/media/%5c..%5cv1',
      '/media/products/ring.svg%00.png',
      '/media/./products/ring.svg',
      '/media/products/ring.svg%3Falt=media',
      '/media/products/ring.svg%23x',
      '/medi%61/../v1',
    ];
    for (const path of hostile) expect(mediaUpstream(local, path), path).toBeNull();
    // An encoded space is still a file name.
    expect(mediaUpstream(local, '/media/products/silver%20ring.svg')?.href).toBe('http://127.0.0.1:9301/media/products/silver%20ring.svg');
  });
});

describe('media answers', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600">${'<circle cx="300" cy="300" r="120" fill="#c0c0c0"/>'.repeat(40)}</svg>`;
  const png = Buffer.alloc(4096, 7);
  let upstream: Server;
  let shop: Server;
  let shopUrl: string;
  const cache = new CompressedMediaCache();

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      if (req.url === '/media/products/ring.svg') res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg);
      else if (req.url === '/media/products/ring.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('missing');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const backend = backendConfigFromEnv({ FIRESTORE_PORT: String((upstream.address() as AddressInfo).port) });
    shop = createServer((req, res) => void proxyMedia(req, res, backend, new URL(req.url ?? '/', 'http://shop').pathname, cache));
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => shop.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  /** A raw GET (fetch would decode the body and hide the encoding). */
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(`${shopUrl}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('sends SVG brotli- or gzip-compressed as accepted, varying on Accept-Encoding, and plain to a client that accepts neither', async () => {
    const br = await get('/media/products/ring.svg', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('max-age=86400');
    expect(brotliDecompressSync(br.body).toString()).toBe(svg);
    expect(br.body.length).toBeLessThan(svg.length / 5);

    const gz = await get('/media/products/ring.svg', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(svg);

    const plain = await get('/media/products/ring.svg', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(svg);
    // Each representation has its own ETag.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('answers a revalidation with 304 and no body while the image is unchanged', async () => {
    const first = await get('/media/products/ring.svg', { 'accept-encoding': 'br' });
    const again = await get('/media/products/ring.svg', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await get('/media/products/ring.svg', { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag as string });
    expect(otherEncoding.status).toBe(200);
  });

  it('sends raster images as they are, with an ETag and without Vary', async () => {
    const res = await get('/media/products/ring.png', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body.equals(png)).toBe(true);
  });

  it('passes a missing image on as not found, never cached', async () => {
    const res = await get('/media/products/none.svg', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('compresses an image once and keeps the copy within its byte budget', async () => {
    const body = Buffer.from(svg);
    // Room for one compressed copy, not two.
    const small = new CompressedMediaCache(gzipSync(body, { level: 9 }).length + 16);
    const first = await small.get('a', 'gzip', body);
    expect(await small.get('a', 'gzip', body)).toBe(first);
    // A second image pushes the first out of a budget too small for both.
    await small.get('b', 'gzip', Buffer.from(svg.replace(/300/g, '301')));
    expect(await small.get('a', 'gzip', body)).not.toBe(first);
  });
});
