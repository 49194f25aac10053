// Accessibility (issue 15): axe-core on every public page of the route table, plus a product, a
// category, a blog post and the 404 page, on a 390×844 phone and a 1366×768 desktop. Serious and
// critical findings fail the journey (each listed with its rule, the elements and the fix axe
// suggests); moderate and minor ones are attached to the report for the record.
import type { Page, TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
// The rules come from our own axe-core, not the one @axe-core/playwright pins: its releases that
// follow axe-core 4.14 need Node 22, and the rules added since (label-content-name-mismatch among
// them) are what these journeys are for.
import axe from 'axe-core';
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { signIn } from '../../support/accounts';
import { publicRoutes } from '../../support/routes';
import { productsInStock, queryStored } from '../../support/stored-documents';
import { createCustomerWithCart } from '../catalog/accounts';

// The 404 page answers 404 (the browser logs it). axe sets inline styles while it measures colour
// contrast, which the shop's CSP refuses (and logs): the pages are checked with the CSP bypassed.
// The floating chat and app badges fade in and out (0.15 s) as the page scrolls and settles: axe
// measuring their contrast mid-fade reads a half-transparent badge. Reduced motion (which the
// shop honours) switches them at once, so the colours checked are the ones people read.
test.use({ allowedConsole: FAILED_RESOURCE(404), bypassCSP: true, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 240_000 });

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
] as const;

async function pagesToCheck(): Promise<string[]> {
  const [product] = await productsInStock(1);
  const [post] = (await queryStored('blogs', 'status', 'published')).sort((a, b) => a.__id.localeCompare(b.__id));
  if (!product || !post) throw new Error('the seed has no product or published post');
  return [
    ...publicRoutes.map((route) => route.path),
    `/product/${String(product['sku'])}/${String(product['slug'])}`,
    '/category/rings',
    `/blogs/${String(post['slug'])}`,
    '/search?q=ring',
    '/no-such-page',
  ];
}

/** Runs axe on each page; answers the serious and critical findings, attaches the rest. */
async function audit(page: Page, paths: readonly string[], testInfo: TestInfo, name: string): Promise<string[]> {
  const serious: string[] = [];
  const moderate: string[] = [];
  for (const path of paths) {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page, axeSource: axe.source })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.testEngine.version, 'the axe-core these journeys install').toBe(axe.version);
    for (const violation of results.violations) {
      const where = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`);
      const line = `${path}: [${violation.impact}] ${violation.id} (${violation.help}) ×${violation.nodes.length}\n    ${where.join('\n    ')}`;
      (violation.impact === 'serious' || violation.impact === 'critical' ? serious : moderate).push(line);
    }
  }
  await testInfo.attach(`axe-${name}-moderate-and-minor.txt`, { body: moderate.join('\n') || 'none', contentType: 'text/plain' });
  return serious;
}

for (const size of SIZES) {
  test(`no serious or critical axe findings on any public page on a ${size.name}`, async ({ page }, testInfo) => {
    await page.setViewportSize(size.viewport);
    const serious = await audit(page, await pagesToCheck(), testInfo, `public-${size.name}`);
    expect(serious, serious.join('\n')).toEqual([]);
  });

  test(`no serious or critical axe findings on a signed-in shopper's cart, checkout and account on a ${size.name}`, async ({ page }, testInfo) => {
    const [product] = (await productsInStock(60)).slice(40, 41);
    if (!product) throw new Error('the seed has too few products in stock');
    const customer = await createCustomerWithCart('axe', product);
    // Signed in at the default size (the helper looks for the header's account link), then resized.
    await signIn(page, customer);
    await page.setViewportSize(size.viewport);
    const serious = await audit(page, ['/cart', '/checkout', '/account', '/account?tab=profile', '/account?tab=addresses'], testInfo, `signed-in-${size.name}`);
    expect(serious, serious.join('\n')).toEqual([]);
  });
}
