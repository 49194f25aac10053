// With any one remote down, its routes render inside the working chrome with the "unavailable,
// retry" fallback (HTTP 503 from the server), every other route keeps working, and Retry succeeds
// without a page reload once the remote is back.
import type { RunningSite } from '../../../scripts/lib/site';
import type { RemoteApp } from '../../../scripts/lib/apps';
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { startIsolatedSite } from '../../support/test-site';
import { E2E_PORTS } from '../../support/ports';
import { DEMO_ADMIN, signInThroughForm, waitForSession } from '../../support/accounts';

const cases: Array<{ app: RemoteApp; path: string; heading: string; other: string }> = [
  { app: 'catalog-mfe', path: '/products', heading: 'All Products', other: '/about' },
  { app: 'account-mfe', path: '/login', heading: 'Login', other: '/products' },
  { app: 'content-mfe', path: '/about', heading: 'About Us', other: '/products' },
  { app: 'admin-mfe', path: '/admin', heading: 'Admin Dashboard', other: '/about' },
];

let site: RunningSite;

test.beforeAll(async () => {
  site = await startIsolatedSite(E2E_PORTS.isolatedSites);
});

test.afterAll(async () => {
  await site?.stop();
});

test.use({
  // The 503 document and the unreachable remote's scripts are logged by the browser.
  allowedConsole: /status of (503|400)|net::ERR_CONNECTION_REFUSED|Failed to load resource: net::/,
});

for (const { app, path, heading, other } of cases.filter((item) => item.app !== 'admin-mfe')) {
  test(`with ${app} down, ${path} shows the fallback in the chrome, others work, and Retry recovers`, async ({ page, request }) => {
    await site.stopRemote(app);
    try {
      // Renders go on with the build the shell has while it re-reads the deployment in the
      // background: within its revalidation interval (a second) it knows the remote is down.
      await expect.poll(async () => (await request.get(`${site.url}${path}`)).status()).toBe(503);
      const response = await request.get(`${site.url}${path}`);
      expect(response.status()).toBe(503);
      expect(await response.text()).toContain('This part of the site is unavailable');
      expect((await request.get(`${site.url}${other}`)).status()).toBe(200);

      await gotoHydrated(page, `${site.url}${path}`);
      await expect(page.getByRole('alert')).toContainText('This part of the site is unavailable');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Other parts of the site still work from this page.
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    } finally {
      await site.startRemote(app);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
}

test('with admin-mfe down, /admin shows the fallback to a signed-in admin and Retry recovers', async ({ page }) => {
  await page.goto(`${site.url}/login`);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await signInThroughForm(page, DEMO_ADMIN);
  // The server session, not the header: the request below is a full page load.
  await waitForSession(page);
  await site.stopRemote('admin-mfe');
  try {
    const admin = () => page.context().request.get(`${site.url}/admin`, { maxRedirects: 0 });
    await expect.poll(async () => (await admin()).status()).toBe(503);
    expect((await page.context().request.get(`${site.url}/about`)).status()).toBe(200);
    await gotoHydrated(page, `${site.url}/admin`);
    await expect(page.getByRole('alert')).toContainText('This part of the site is unavailable');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  } finally {
    await site.startRemote('admin-mfe');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('with a remote going down after the page loaded, navigating to it shows the fallback and Retry recovers', async ({ page }) => {
  await gotoHydrated(page, `${site.url}/about`);
  await site.stopRemote('catalog-mfe');
  try {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('alert')).toContainText('This part of the site is unavailable');
    await expect(page.getByRole('banner')).toBeVisible();
    // The rest of the site keeps working.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('alert')).toContainText('This part of the site is unavailable');
  } finally {
    await site.startRemote('catalog-mfe');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
});
