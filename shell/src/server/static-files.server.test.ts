// serveFile over a real HTTP server and a real folder: the precompressed copies made at build time
// are sent by content negotiation, a stale copy is never sent, and every answer varies by encoding.
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/lib/precompress';
import { acceptedEncodings, serveFile } from './static-files.server';

let root: string;
let server: Server;
let port: number;
const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ sku: `SLV-${i}`, title: 'Oxidised silver jhumka' })))};\n`;

function get(file: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path: `/${file}`, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject).end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-files-'));
  await writeFile(path.join(root, 'app.1a2b3c4d5e.js'), script);
  await writeFile(path.join(root, 'tiny.js'), 'export {};\n');
  await writeFile(path.join(root, 'remoteEntry.js'), script);
  const summary = await precompressDirectory(root);
  expect(summary.files).toBe(2);
  expect(summary.brotliBytes).toBeLessThan(summary.bytes / 5);
  server = createServer((req, res) => {
    void serveFile(req, res, root, (req.url ?? '/').slice(1)).then((served) => {
      if (!served) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('serveFile with precompressed copies', () => {
  it('sends brotli when accepted, else gzip, else the file itself, each the same bytes once decoded', async () => {
    const br = await get('app.1a2b3c4d5e.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('app.1a2b3c4d5e.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect(gz.headers['etag']).not.toBe(br.headers['etag']);

    const plain = await get('app.1a2b3c4d5e.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['vary']).toBe('Accept-Encoding');
  });

  it('honours q=0, leaves small files alone and never sends a copy older than the file', async () => {
    expect((await get('app.1a2b3c4d5e.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('tiny.js', 'br, gzip')).headers['content-encoding']).toBeUndefined();
    // remoteEntry.js rewritten after its copies were made (a watch rebuild): the copies are stale.
    const later = new Date(Date.now() + 60_000);
    await writeFile(path.join(root, 'remoteEntry.js'), `${script}// changed\n`);
    await utimes(path.join(root, 'remoteEntry.js'), later, later);
    const entry = await get('remoteEntry.js', 'br, gzip');
    expect(entry.headers['content-encoding']).toBeUndefined();
    expect(entry.body.toString()).toContain('// changed');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('reads Accept-Encoding as browsers and proxies send it', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
  });
});
