// What a simulated site's URL answers: the released files with the version's headers config
// ("Configure Hosting behavior": headers, glob and regex patterns), compression, ETags and the
// not-found pages of Firebase Hosting.
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostingSimulator, type HostingSimulator } from '../../src/hosting/index';
import { api, deployFiles } from './helpers';

const SITE = 'demo-serving';
let sim: HostingSimulator;
let url: string;

/** A raw GET (fetch would undo the gzip encoding and hide it). */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  sim = await startHostingSimulator({ port: 0, sites: { [SITE]: 0 } });
  url = (await api(sim)('GET', `sites/${SITE}`)).body.defaultUrl as string;
  await deployFiles(
    sim,
    SITE,
    {
      '/index.html': '<p>home</p>',
      '/current.json': '{"buildId":"b1"}',
      '/builds/b1/client/remoteEntry.js': 'entry();',
      '/builds/b1/client/chunk.js': 'chunk();',
      '/docs/index.html': '<p>docs</p>',
      '/404.html': '<p>custom not found</p>',
    },
    {
      headers: [
        { glob: '**', headers: { 'Access-Control-Allow-Origin': '*' } },
        { glob: '/builds/**', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
        { glob: '**/remoteEntry.js', headers: { 'Cache-Control': 'no-cache' } },
        { regex: '/current\\.json', headers: { 'Cache-Control': 'no-cache' } },
      ],
    },
  );
});

afterAll(async () => {
  await sim.close();
});

describe('a released site', () => {
  it("applies every matching header rule in order, a later rule's value replacing an earlier one's", async () => {
    const chunk = await get('/builds/b1/client/chunk.js');
    expect(chunk.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      'content-type': 'application/javascript; charset=utf-8',
    });
    expect((await get('/builds/b1/client/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/current.json')).headers).toMatchObject({ 'cache-control': 'no-cache', 'content-type': 'application/json; charset=utf-8' });
    // No rule: Hosting's default.
    const home = await get('/');
    expect(home.headers['cache-control']).toBe('max-age=3600');
    expect(home.body.toString()).toBe('<p>home</p>');
  });

  it('sends the stored gzip to clients that accept it and plain bytes to the others', async () => {
    const zipped = await get('/current.json', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe('{"buildId":"b1"}');
    const plain = await get('/current.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('{"buildId":"b1"}');
  });

  it('answers If-None-Match with 304 on the content hash', async () => {
    const first = await get('/builds/b1/client/chunk.js');
    const again = await get('/builds/b1/client/chunk.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("serves a folder's index.html, and the site's 404.html with status 404 for what is missing", async () => {
    expect((await get('/docs/')).body.toString()).toBe('<p>docs</p>');
    const missing = await get('/builds/nope/client/remoteEntry.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('<p>custom not found</p>');
    // Header rules apply to the answer of a missing path too.
    expect(missing.headers['access-control-allow-origin']).toBe('*');
  });

  it('says so (501) instead of serving differently when a rewrite or redirect would apply', async () => {
    await api(sim)('POST', 'projects/demo-silver-shop/sites?siteId=demo-rewrites', {});
    await deployFiles(sim, 'demo-rewrites', { '/index.html': 'x' }, { rewrites: [{ glob: '/app/**', path: '/index.html' }] });
    const site = (await api(sim)('GET', 'sites/demo-rewrites')).body.defaultUrl as string;
    const answer = await fetch(`${site}/app/page`);
    expect(answer.status).toBe(501);
    expect(await answer.text()).toContain('does not apply redirects or rewrites');
    expect((await fetch(`${site}/index.html`)).status).toBe(200);
  });
});
