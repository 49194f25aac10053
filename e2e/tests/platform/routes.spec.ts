// Every route of docs/product-spec.md §2 answers with its title, renders on the server and hydrates with no
// console error or hydration warning; unknown paths are 404; guarded routes redirect on the server.
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { guardedRoutes, homeTitle, publicRoutes, titlePattern } from '../../support/routes';

for (const route of publicRoutes) {
  test(`${route.path} is server-rendered with the title "${route.path === '/' ? 'the site title' : route.title}" and hydrates cleanly`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route.path)).text();
    // The home page's title is the site title used whole; every other page's is "<its title> | <brand>".
    const site = route.path === '/' ? await homeTitle() : null;
    const escape = (text: string) => text.replace(/&/g, '&amp;');
    expect(html).toContain(site ? `<title>${escape(site)}</title>` : `<title>${escape(route.title)} | `);
    const response = await gotoHydrated(page, route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(site ?? titlePattern(route.title));
    await expect(page.getByRole('main')).toBeVisible();
  });
}

test.describe('unknown paths', () => {
  test.use({ allowedConsole: FAILED_RESOURCE(404) });

  test('answer HTTP 404 with the Page Not Found screen', async ({ page }) => {
    const response = await gotoHydrated(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(titlePattern('Page Not Found'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveTitle(await homeTitle());
  });
});

test('client-side navigation applies each page title', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle(titlePattern('About Us'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Glam Buzz' }).click();
  await expect(page).toHaveTitle(titlePattern('Glam Buzz - Latest Blogs'));
  await page.goBack();
  await expect(page).toHaveTitle(titlePattern('About Us'));
});

for (const path of guardedRoutes) {
  test(`${path} redirects an anonymous visitor to login on the server`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });
}

test('/test shows it was rendered on the server and that hydration completed', async ({ page, request }) => {
  const html = await (await request.get('/test')).text();
  expect(html).toContain('Waiting for hydration');
  await gotoHydrated(page, '/test');
  await expect(page.getByTestId('rendered-on')).toHaveText('the server');
  await expect(page.getByTestId('render-duration')).toHaveText(/^\d+(\.\d+)? ms$/);
  const serverTime = await page.getByTestId('server-time').getAttribute('datetime');
  expect(Math.abs(Date.parse(serverTime ?? '') - Date.now())).toBeLessThan(60_000);
  await expect(page.getByTestId('hydration-status')).toHaveText('Hydration completed');
});

test('robots.txt and sitemap.xml are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const path of ['/', '/products', '/about', '/blogs', '/contact', '/faqs', '/careers', '/privacy-policy']) {
    expect(xml).toContain(`<loc>http://127.0.0.1:`);
    expect(xml).toMatch(new RegExp(`<loc>http://127\\.0\\.0\\.1:\\d+${path === '/' ? '/' : path}</loc>`));
  }
  expect(xml).not.toContain('/admin');
  expect(xml).not.toContain('/account');
});
