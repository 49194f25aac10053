// Every answer of the shop's servers carries a Content-Security-Policy: pages their nonce policy,
// everything else (static files, media, text 404s, robots.txt, the remotes' files) one that allows
// nothing, so an SVG or a 404 opened on its own can run nothing. The media proxy checks the
// decoded path: an encoded "../" never reaches the document server's API.
import { test, expect } from '../../support/fixtures';

const LOCKED = /^default-src 'none';/;

test('pages carry their nonce policy, every other answer a policy that allows nothing', async ({ page, request }) => {
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  for (const path of ['/robots.txt', '/static/no-such-file.js', '/media/no-such-image.svg', '/sitemap.xml', '/__health']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toMatch(LOCKED);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  // An image of the seeded catalogue, and the remotes' own files (entries, chunks, 404s).
  const scripts: string[] = [];
  const images: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') scripts.push(response.url());
    if (type === 'image' && new URL(response.url()).pathname.startsWith('/media/')) images.push(response.url());
  });
  await page.goto('/products');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const remoteEntry = scripts.find((url) => url.endsWith('/remoteEntry.js'));
  expect(remoteEntry).toBeTruthy();
  expect(images.length).toBeGreaterThan(0);
  for (const url of [remoteEntry!, new URL('/builds/no-such-build/x.js', remoteEntry).href, images[0]!]) {
    const response = await request.get(url);
    expect(response.headers()['content-security-policy'], url).toMatch(LOCKED);
  }
});

test('every answer of the shop says who may open, embed and use it; pictures come from the shop itself', async ({ request }) => {
  const media = await request.get('/media/no-such-image.svg');
  for (const [path, response] of [
    ['/', await request.get('/')],
    ['/robots.txt', await request.get('/robots.txt')],
    ['/static/no-such-file.js', await request.get('/static/no-such-file.js')],
    ['/media/…', media],
  ] as const) {
    const headers = response.headers();
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
    expect(headers['permissions-policy'], path).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
    expect(headers['cross-origin-resource-policy'], path).toBe(path === '/media/…' ? 'cross-origin' : 'same-origin');
  }
  const imgSrc = ((await request.get('/')).headers()['content-security-policy'] ?? '').split('; ').find((part) => part.startsWith('img-src ')) ?? '';
  expect(imgSrc).toMatch(/^img-src 'self' data: blob:/);
  expect(imgSrc).not.toMatch(/ https:( |$)/);
});

test('the media proxy refuses encoded parent segments instead of reaching the backend', async ({ request }) => {
  for (const path of [
    '/media/%2e%2e/v1/projects/demo-silver-shop/databases/(default)/documents/settings/site',
    '/media/products/%2e%2e/%2e%2e/healthz',
    '/media/..%2f..%2fhealthz',
    '/media/%2e%2e%2f%2e%2e%2fv1%2fprojects%2fdemo-silver-shop%2fdatabases%2f(default)%2fdocuments%2fsettings%2fsite',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    // The shop's own 404 (a page, or the proxy's text), never the document server's JSON.
    expect(response.headers()['content-type'], path).not.toContain('json');
    expect(await response.text(), path).not.toContain('"fields"');
  }
});

test('the public pages run within their policy: no CSP violation while they load and hydrate', async ({ page }) => {
  // Chrome reports a refused `new Function` or inline style as a securitypolicyviolation even when
  // the page's code catches it (zod's eval probe did, on every page: Lighthouse's best-practices
  // "issues"); the events are collected in the page before any of its scripts run.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  for (const path of ['/', '/products', '/category/rings', '/blogs', '/contact', '/search?q=ring']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    // Forms and listings parse with zod once hydrated; the cart count and the filters too.
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations, path).toEqual([]);
  }
});
