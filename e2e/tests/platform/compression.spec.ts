// The built site's scripts and styles travel compressed: every script and stylesheet the home page
// loads (the shell's and the remotes', remote entries included) is answered with the brotli copy
// made at build time when the browser accepts it, gzip when only that is accepted, and each answer
// varies by Accept-Encoding.
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
