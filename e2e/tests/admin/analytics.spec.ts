// The shop's own analytics, end to end: a shopper allows analytics in the consent banner, views
// a product, searches for something the shop does not stock, signs in, adds to the cart and orders;
// the events reach the events collection through /__events, the local backend's schedule rolls the
// day up, and the admin's Analytics page shows the product viewed, the search with no results
// (with its CSV) and the funnel through to the purchase.
import { readFile } from 'node:fs/promises';
import { indianDay } from 'shared-data/admin';
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signIn } from '../../support/accounts';
import { fillAddress } from '../../support/address-form';
import { patchStored, productsInStock, queryStored, readStored } from '../../support/stored-documents';
import { createCustomer } from '../catalog/accounts';

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
    (await queryStored('events', 'name', 'view_item')).filter(
      (event) => ((event['params'] as { items?: Array<{ item_id?: string }> }).items ?? [])[0]?.item_id === 'SLV-RNG-0001',
    ).length;
  const viewsBefore = await productViews();
  await gotoHydrated(shopper, '/product/SLV-RNG-0001');
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(productViews, { timeout: 30_000 }).toBeGreaterThan(viewsBefore);
  await gotoHydrated(shopper, `/search?q=${encodeURIComponent(term)}`);
  await expect(shopper.getByRole('main')).toContainText(`No products match “${term}”.`);
  await expect
    .poll(async () => (await queryStored('events', 'name', 'search')).some((event) => (event['params'] as { search_term?: string })['search_term'] === term), {
      timeout: 30_000,
    })
    .toBe(true);
  await gotoHydrated(shopper, '/about');
  // The banner is not shown again once the visitor has chosen.
  await expect(shopper.getByRole('region', { name: 'Analytics consent' })).toHaveCount(0);

  // The same visit signs in, puts a product in the cart and orders it.
  const [product] = (await productsInStock(200)).slice(0, 1);
  if (!product) throw new Error('the seed has no product with 200 in stock');
  const sessionId = await shopper.evaluate(() => sessionStorage.getItem('shop.analytics.session'));
  const ofThisVisit = async (name: string) => (await queryStored('events', 'name', name)).filter((event) => event['sessionId'] === sessionId).length;
  await signIn(shopper, await createCustomer('analytics'));
  await gotoHydrated(shopper, `/product/${String(product['sku'])}/${String(product['slug'])}`);
  const addForm = shopper.getByRole('form', { name: 'Add to cart' });
  await addForm.getByRole('button', { name: 'Add to cart' }).click();
  await expect(addForm.getByRole('status')).toContainText('to your cart.');
  await expect.poll(() => ofThisVisit('add_to_cart'), { timeout: 30_000 }).toBe(1);
  await gotoHydrated(shopper, '/checkout');
  const addressForm = shopper
    .getByRole('main')
    .locator('form')
    .filter({ has: shopper.getByLabel('PIN code') });
  await fillAddress(addressForm, {
    fullName: 'Meera Iyer',
    phone: '+91 98450 67890',
    line1: '4 Temple Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    postalCode: '625001',
  });
  await addressForm.getByRole('button', { name: 'Save address' }).click();
  await expect(shopper.getByRole('radio', { name: /Meera Iyer, 4 Temple Street/ })).toBeChecked();
  await shopper.getByRole('button', { name: /^Place order — / }).click();
  await expect(shopper).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/);
  await expect.poll(() => ofThisVisit('purchase'), { timeout: 30_000 }).toBe(1);

  const today = indianDay(new Date());
  const rolledUp = async (): Promise<Record<string, unknown>> => (await readStored(`analyticsDaily/${today}`)) ?? {};
  await expect
    .poll(async () => ((await rolledUp())['searchesNoResults'] as Array<{ key: string }> | undefined)?.some((row) => row.key === term) ?? false, {
      timeout: 60_000,
    })
    .toBe(true);
  await expect.poll(async () => ((await rolledUp())['funnel'] as { purchase?: number } | undefined)?.purchase ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, DEMO_ADMIN);
    await gotoHydrated(admin, '/admin/analytics?range=7');
    await expect(admin.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const noResults = admin.getByRole('table', { name: 'Searches with no results' });
    await expect(noResults.getByRole('row', { name: new RegExp(term) })).toBeVisible();
    await expect(admin.getByRole('table', { name: 'Products viewed' })).toContainText('SLV-RNG-0001');
    const funnel = admin.getByRole('table', { name: 'Funnel' });
    for (const step of ['Viewed a product', 'Added to the cart', 'Bought']) {
      await expect(
        funnel
          .getByRole('row', { name: new RegExp(step) })
          .getByRole('cell')
          .first(),
      ).not.toHaveText('0');
    }
    const figures = admin.getByRole('list', { name: 'Figures for the range' });
    await expect(figures.getByRole('listitem').filter({ hasText: 'Page views' })).not.toContainText(/^Page views0/);
    // Revenue and the order count come from the same orders: both nothing, or both something.
    const value = async (label: string) =>
      (
        await figures
          .getByRole('listitem')
          .filter({ has: admin.getByText(label, { exact: true }) })
          .locator('.admin-figure__value')
          .innerText()
      ).trim();
    const revenue = await value('Revenue (orders placed)');
    const orders = await value('Orders placed');
    expect(orders === '0').toBe(revenue === '₹0');
    // The per-day charts carry the period before, in the figures too.
    const viewsChart = admin.getByRole('figure', { name: 'Page views per day' });
    await viewsChart.getByText('Show the figures').click();
    await expect(viewsChart.getByRole('columnheader', { name: 'Page views, the period before' })).toBeVisible();

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

test('with a GA4 measurement id in the settings, gtag.js loads once the shopper allows analytics and gets their events', async ({ page, browser }) => {
  const id = 'G-E2ETEST01';
  const userAgent = (await page.evaluate(() => navigator.userAgent)).replace('HeadlessChrome', 'Chrome');
  const shopperContext = await browser.newContext({ userAgent });
  // No internet here: Google's script is answered by the test, as a stand-in that records it ran.
  const gtagRequests: string[] = [];
  await shopperContext.route('https://www.googletagmanager.com/**', async (route) => {
    gtagRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagRan = true;' });
  });
  const shopper = await shopperContext.newPage();
  try {
    await patchStored('settings/site', { analytics: { samplePercent: 100, ga4MeasurementId: id } });
    // The shop learns of the change within a second; its pages then allow Google's origins.
    await expect
      .poll(async () => (await shopper.request.get('/about')).headers()['content-security-policy'] ?? '', { timeout: 30_000 })
      .toContain('https://www.googletagmanager.com');
    await gotoHydrated(shopper, '/products');
    expect(gtagRequests).toEqual([]);
    const banner = shopper.getByRole('region', { name: 'Analytics consent' });
    await banner.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => gtagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${id}`]);
    await expect.poll(() => shopper.evaluate(() => (window as unknown as { __gtagRan?: boolean }).__gtagRan === true)).toBe(true);
    const calls = () =>
      shopper.evaluate(() =>
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
          typeof entry === 'object' && entry && 'length' in entry
            ? Array.from(entry as ArrayLike<unknown>)
                .slice(0, 2)
                .join(' ')
            : '',
        ),
      );
    await expect.poll(calls).toEqual(expect.arrayContaining([`config ${id}`, 'event page_view']));
  } finally {
    await patchStored('settings/site', { analytics: undefined });
    await shopperContext.close();
  }
});
