// The shop's own analytics, end to end: a shopper allows analytics in the consent banner, views
// the listing and a product and searches for something the shop does not stock; the events reach
// the events collection through /__events, the local backend's schedule rolls the day up, and the
// admin's Analytics page shows the product viewed and the search with no results (with its CSV).
import { readFile } from 'node:fs/promises';
import { indianDay } from 'shared-data';
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signIn } from '../../support/accounts';
import { queryStored, readStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 180_000 });

test('a shopper who allows analytics is counted, and the admin sees the views and the searches with no results', async ({ page, browser }) => {
  const term = `moonstone toe ring ${Date.now().toString(36)}`;
  // Headless Chromium says so in its user agent, and the endpoint drops crawlers' events (isbot):
  // the shopper browses with the user agent of the same Chromium, not headless.
  const userAgent = (await page.evaluate(() => navigator.userAgent)).replace('HeadlessChrome', 'Chrome');
  const shopperContext = await browser.newContext({ userAgent });
  const shopper = await shopperContext.newPage();
  await gotoHydrated(shopper, '/');
  const banner = shopper.getByRole('region', { name: 'Analytics consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Allow' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(async () => (await shopper.context().cookies()).find((cookie) => cookie.name === 'shop_consent')?.value).toBe('granted');

  // Each page's batch goes a few seconds after its first event: wait for the stored events before
  // moving on (Playwright's navigations do not wait for a page-hide beacon).
  const productViews = async () =>
    (await queryStored('events', 'name', 'view_item')).filter((event) => ((event['params'] as { items?: Array<{ item_id?: string }> }).items ?? [])[0]?.item_id === 'SLV-RNG-0001').length;
  const viewsBefore = await productViews();
  await gotoHydrated(shopper, '/product/SLV-RNG-0001');
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(productViews, { timeout: 30_000 }).toBeGreaterThan(viewsBefore);
  await gotoHydrated(shopper, `/search?q=${encodeURIComponent(term)}`);
  await expect(shopper.getByRole('main')).toContainText(`No products match “${term}”.`);
  await expect
    .poll(async () => (await queryStored('events', 'name', 'search')).some((event) => (event['params'] as { search_term?: string })['search_term'] === term), { timeout: 30_000 })
    .toBe(true);
  await gotoHydrated(shopper, '/about');
  // The banner is not shown again once the visitor has chosen.
  await expect(shopper.getByRole('region', { name: 'Analytics consent' })).toHaveCount(0);

  const today = indianDay(new Date());
  await expect
    .poll(async () => ((await readStored(`analyticsDaily/${today}`))?.['searchesNoResults'] as Array<{ key: string }> | undefined)?.some((row) => row.key === term) ?? false, { timeout: 60_000 })
    .toBe(true);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, DEMO_ADMIN);
    await gotoHydrated(admin, '/admin/analytics?range=7');
    await expect(admin.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const noResults = admin.getByRole('table', { name: 'Searches with no results' });
    await expect(noResults.getByRole('row', { name: new RegExp(term) })).toBeVisible();
    await expect(admin.getByRole('table', { name: 'Products viewed' })).toContainText('SLV-RNG-0001');
    await expect(admin.getByRole('table', { name: 'Funnel' }).getByRole('row', { name: /Viewed a product/ })).not.toContainText(/^Viewed a product\s*0/);
    const figures = admin.getByRole('list', { name: 'Figures for the range' });
    await expect(figures.getByRole('listitem').filter({ hasText: 'Page views' })).not.toContainText(/^Page views0/);

    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export Searches with no results as CSV' }).click();
    const file = await (await download).path();
    expect(await readFile(file, 'utf8')).toContain(term);

    // A custom range that ends before it starts is explained, not silently ignored.
    await gotoHydrated(admin, '/admin/analytics?range=custom&from=2026-03-02&to=2026-02-27');
    await expect(admin.getByRole('alert')).toContainText('The custom range starts after it ends');
  } finally {
    await adminContext.close();
    await shopperContext.close();
  }
});
