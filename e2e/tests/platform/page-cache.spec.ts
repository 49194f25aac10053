// The anonymous page cache: visitors who are not signed in share one rendering of a page for about
// a second, each response with its own CSP nonce; signed-in visitors, crawlers and each analytics
// choice get their own renderings.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { DEMO_CUSTOMER, signIn } from '../../support/accounts';
import { test, expect } from '../../support/fixtures';

// A person's browser (Playwright's own agent says HeadlessChrome, which counts as a crawler).
const PERSON = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };
const CRAWLER = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

const cspNonce = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

/** Asks for the page until an answer comes from the cache (two requests within its second). */
async function cachedAnswer(request: APIRequestContext, path: string, headers: Record<string, string> = PERSON): Promise<APIResponse> {
  let hit: APIResponse | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(path, { headers });
      if (response.headers()['x-page-cache'] === 'hit') hit = response;
      return hit !== undefined;
    })
    .toBe(true);
  return hit!;
}

test('anonymous visitors share a rendering for a moment, each response with its own nonce', async ({ request }) => {
  const path = `/blogs?cache-probe=${Date.now()}`;
  const first = await request.get(path, { headers: PERSON });
  expect(first.status()).toBe(200);
  expect(first.headers()['x-page-cache']).toBe('miss');
  const firstNonce = cspNonce(first)!;
  const firstHtml = await first.text();
  expect(firstHtml).toContain(`nonce="${firstNonce}"`);

  const hit = await cachedAnswer(request, path);
  const nonce = cspNonce(hit)!;
  expect(nonce).not.toBe(firstNonce);
  const html = await hit.text();
  // Every script's nonce is this response's, and the document is otherwise the one rendered.
  const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  expect([...nonces]).toEqual([nonce]);
  expect(html.split(nonce).join(firstNonce)).toBe(firstHtml);
  expect(hit.headers()['content-encoding']).toBe('br');
  expect(hit.headers()['cache-control']).toBe('no-cache');

  // A crawler (the complete document) and a visitor who answered the consent banner get their own.
  const crawler = await request.get(path, { headers: CRAWLER });
  expect(crawler.headers()['x-page-cache']).toBe('miss');
  const consented = await request.get(path, { headers: { ...PERSON, cookie: 'shop_consent=granted' } });
  expect(consented.headers()['x-page-cache']).toBe('miss');
  // Its page differs from the others' (its choice is in the page's data) beyond the nonces.
  const withoutNonces = (text: string) => text.replace(/nonce="[^"]*"/g, 'nonce=""');
  expect(withoutNonces(await consented.text())).not.toBe(withoutNonces(html));
});

test("a signed-in visitor's page is never shared or taken from the cache", async ({ page }) => {
  const path = `/products?cache-probe=${Date.now()}`;
  await cachedAnswer(page.request, path);
  await signIn(page, DEMO_CUSTOMER);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await page.request.get(path, { headers: PERSON });
    expect(response.headers()['x-page-cache']).toBeUndefined();
    expect(response.headers()['cache-control']).toBe('private, no-store');
  }
});
