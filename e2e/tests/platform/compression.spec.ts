// The built site's scripts and styles travel compressed: every script and stylesheet the home page
// loads (the shell's and the remotes', remote entries included) is answered with the brotli copy
// made at build time when the browser accepts it, gzip when only that is accepted, and each answer
// varies by Accept-Encoding. The server-rendered pages are compressed as they stream.
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test, expect } from '../../support/fixtures';

test('the home page’s scripts and styles are sent as brotli or gzip by content negotiation', async ({ page, request }) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && response.status() === 200) assets.push(response.url());
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  expect(assets.length).toBeGreaterThan(5);
  expect(assets.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  let compressed = 0;
  for (const url of assets) {
    const br = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers()['vary'], url).toContain('Accept-Encoding');
    const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], url).toBeUndefined();
    // Files under 1 KB are sent as they are.
    if (Number(plain.headers()['content-length']) < 1024) continue;
    expect(br.headers()['content-encoding'], url).toBe('br');
    const gz = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers()['content-encoding'], url).toBe('gzip');
    expect((await br.body()).equals(await plain.body()), url).toBe(true);
    compressed += 1;
  }
  expect(compressed).toBeGreaterThan(5);
});

/** The raw bytes of a page as sent (no decoding), with the response's headers. */
function rawPage(url: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

test('server-rendered pages are compressed as they stream: brotli or gzip by content negotiation', async ({ baseURL }) => {
  for (const path of ['/', '/products', '/blogs']) {
    const plain = await rawPage(`${baseURL}${path}`, 'identity');
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    expect(plain.headers['vary'], path).toContain('Accept-Encoding');
    expect(plain.body.toString('utf8'), path).toContain('</html>');

    const br = await rawPage(`${baseURL}${path}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding'], path).toBe('br');
    const html = brotliDecompressSync(br.body).toString('utf8');
    expect(html, path).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/i);
    // The same page (the nonce differs per response) in well under half the bytes.
    expect(Math.abs(html.length - plain.body.length), path).toBeLessThan(plain.body.length * 0.02);
    expect(br.body.length, path).toBeLessThan(plain.body.length * 0.35);

    const gz = await rawPage(`${baseURL}${path}`, 'gzip');
    expect(gz.headers['content-encoding'], path).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8'), path).toContain('</html>');
  }
});

test('the largest image of a page is in its HTML and fetched first; product images travel compressed and revalidate with 304', async ({ page, baseURL }) => {
  // A listing: the first row of cards (two on a phone) has fetchpriority=high in the server's HTML,
  // the rest of the first screen loads at once and everything below lazily.
  const listing = brotliDecompressSync((await rawPage(`${baseURL}/products`, 'br')).body).toString('utf8');
  const cards = [...listing.matchAll(/<img class="catalog-image product-card__image"[^>]*>/g)].map((match) => match[0]);
  expect(cards.length).toBeGreaterThan(6);
  expect(cards.slice(0, 2).every((tag) => tag.includes('fetchPriority="high"') || tag.includes('fetchpriority="high"'))).toBe(true);
  expect(cards.slice(2, 4).every((tag) => tag.includes('loading="eager"'))).toBe(true);
  expect(cards.slice(4).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
  for (const tag of cards) expect(tag).toMatch(/width="\d+" height="\d+"/);

  // A product page: its main image is the page's priority fetch, in the HTML with its size.
  await page.goto('/products');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const productPath = new URL((await page.locator('.product-card__title a').first().getAttribute('href'))!, baseURL).pathname;
  const productHtml = brotliDecompressSync((await rawPage(`${baseURL}${productPath}`, 'br')).body).toString('utf8');
  const main = productHtml.match(/<img class="catalog-image gallery__image"[^>]*>/)?.[0] ?? '';
  expect(main).toMatch(/fetchpriority="high"/i);
  expect(main).not.toContain('loading="lazy"');
  const src = main.match(/src="([^"]+)"/)?.[1] ?? '';
  expect(src).toMatch(/^\/media\//);

  // That image (an SVG from the seed) is sent brotli-compressed, cacheable, and a revalidation is a 304.
  const image = await rawPage(`${baseURL}${src}`, 'br, gzip');
  expect(image.headers['content-type']).toBe('image/svg+xml');
  expect(image.headers['content-encoding']).toBe('br');
  expect(image.headers['vary']).toContain('Accept-Encoding');
  expect(image.headers['cache-control']).toContain('max-age=86400');
  const plain = await rawPage(`${baseURL}${src}`, 'identity');
  expect(brotliDecompressSync(image.body).equals(plain.body)).toBe(true);
  expect(image.body.length).toBeLessThan(plain.body.length * 0.6);
  const revalidated = await new Promise<number>((resolve, reject) => {
    get(`${baseURL}${src}`, { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(image.headers['etag']) } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
  expect(revalidated).toBe(304);
});
