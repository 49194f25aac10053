// Floating buttons (issue 15 item 1, issue 45): the app badges are drawn as SVG and named by the
// stores' wording; no floating element (app badges, chat button, the home page's quick actions)
// ever sits over a page's primary button or a form field, wherever the page is scrolled; and at
// rest on the first screen and at the end of the page none sits over anything a shopper can
// reach (a link, a button, a field), on every public page at 320, 390 and 768 px and on a desktop,
// with the analytics consent sheet shown and after it is answered. The sheet covers no floating
// button, and no primary action the first screen shows, and moves nothing on the page; the pages
// that are one form have neither (the sheet waits for the next page).
import type { Page } from '@playwright/test';
import { routeHref, routeTable, staticPathOf } from 'shared-data/routes';
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { signIn } from '../../support/accounts';
import { productsInStock, queryStored } from '../../support/stored-documents';
import { createCustomerWithCart } from '../catalog/accounts';

test.use({ allowedConsole: FAILED_RESOURCE(400) });

const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
] as const;

/** Fields and primary buttons: never under a floating element, at any scroll position (issue 15). */
const FIELDS_AND_PRIMARY = 'input:not([type="hidden"]), select, textarea, button[type="submit"], .button--primary';
/** Everything a shopper can reach: nothing of it under a floating element at rest at the top and the end (issue 45). */
const REACHABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * What the floating elements on screen now (`[data-floating]`, not tucked away) cover, by their
 * links and buttons: elements matching `selector` outside them, shown, with a box that meets theirs
 * on the screen. Empty when all is clear.
 */
function coveredNow(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((targets) => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0;
    };
    const onScreen = (box: DOMRect) => box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < document.documentElement.clientWidth;
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 40)}"`;
    const floating = [...document.querySelectorAll('[data-floating]')].filter(shown);
    const parts = floating.flatMap((element) => [...element.querySelectorAll('a, button')].filter(shown));
    const under = [...document.querySelectorAll(targets)].filter((element) => shown(element) && !floating.some((f) => f.contains(element)));
    const found: string[] = [];
    for (const part of parts) {
      const partBox = part.getBoundingClientRect();
      if (!onScreen(partBox)) continue;
      for (const target of under) {
        const box = target.getBoundingClientRect();
        if (overlap(partBox, box)) found.push(`${describe(part)} covers ${describe(target)} at scroll ${Math.round(window.scrollY)}`);
      }
    }
    return found;
  }, selector);
}

/**
 * What the consent sheet covers now: floating buttons on screen, primary actions of the page that
 * the screen shows in full (at the top), or anything reachable (at the end). Empty when all is clear.
 */
function sheetCovers(page: Page, at: 'top' | 'end'): Promise<string[]> {
  return page.evaluate(
    ({ at, reachable }) => {
      const sheet = document.querySelector('.consent-banner');
      if (!sheet) return ['no consent sheet'];
      const sheetBox = sheet.getBoundingClientRect();
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const floatingParts = [...document.querySelectorAll('[data-floating] a, [data-floating] button')].filter(shown);
      const primary = [...document.querySelectorAll('#main .button--primary, #main button[type="submit"]')].filter((element) => {
        const box = element.getBoundingClientRect();
        return shown(element) && box.top >= 0 && box.bottom <= window.innerHeight;
      });
      const page =
        at === 'end'
          ? [...document.querySelectorAll(reachable)].filter((element) => shown(element) && !element.closest('.consent-banner, [data-floating]'))
          : primary;
      return [...floatingParts, ...page]
        .filter((element) => overlap(sheetBox, element.getBoundingClientRect()))
        .map((element) => `the sheet covers ${describe(element)} at the ${at}`);
    },
    { at, reachable: REACHABLE },
  );
}

const scrollTo = (page: Page, where: 'top' | 'end') =>
  page.evaluate((end) => window.scrollTo({ top: end ? document.documentElement.scrollHeight : 0, behavior: 'instant' }), where === 'end');

/** The public pages that are one form: no floating buttons, and the consent sheet waits for the next page. */
const ONE_FORM_PAGES = ['login', 'register', 'forgot-password'];

/** Soft: one journey checks every page, and reports every page and size that fails. */
const softly = expect.configure({ soft: true });

/** At every size, scrolled to the top and to the end: no floating button over anything reachable (and, while shown, the sheet over nothing it must leave clear). */
async function expectClearAtRest(page: Page, path: string, withSheet: boolean) {
  for (const viewport of SIZES) {
    await page.setViewportSize(viewport);
    for (const where of ['top', 'end'] as const) {
      await scrollTo(page, where);
      const at = `${path} at ${viewport.width}×${viewport.height}, ${where}${withSheet ? ', consent sheet shown' : ''}`;
      await softly.poll(() => coveredNow(page, REACHABLE), { message: at }).toEqual([]);
      if (withSheet) await softly.poll(() => sheetCovers(page, where), { message: at }).toEqual([]);
    }
  }
}

/** Scrolls the whole page in steps of 40 % of the viewport; at each stop no field or primary button is covered. */
async function expectNoFieldCovered(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const step = Math.round((page.viewportSize()?.height ?? 800) * 0.4);
  for (let y = 0; ; y = Math.min(height, y + step)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await expect.poll(() => coveredNow(page, FIELDS_AND_PRIMARY), { message: `${page.url()} scrolled to ${y}` }).toEqual([]);
    if (y >= height) break;
  }
}

/**
 * Every public page of the route table: its own path, or for a route with parameters a real
 * document's (a product, its category and subcategory, a published post).
 */
async function publicPages(): Promise<string[]> {
  const [product] = await productsInStock(1);
  const [post] = (await queryStored('blogs', 'status', 'published')).sort((a, b) => a.__id.localeCompare(b.__id));
  if (!product || !post) throw new Error('the seed has no product in stock or published post');
  const samples: Record<string, Record<string, string>> = {
    product: { sku: String(product['sku']), slug: String(product['slug']) },
    category: { slug: String(product['categorySlug']) },
    subcategory: { catId: String(product['subCategoryId']) },
    'blog-post': { slug: String(post['slug']) },
  };
  return routeTable
    .filter((route) => route.chrome === 'public' && !route.guard)
    .flatMap((route) => {
      const own = staticPathOf(route);
      const sample = samples[route.id];
      if (route.path.includes(':') && !sample && own === null) throw new Error(`No sample document for the public route "${route.id}" (${route.path})`);
      return [...(own === null ? [] : [own]), ...(sample ? [routeHref(route.id, sample)] : [])];
    });
}

test.describe('at rest on the first screen and at the end of every public page', () => {
  // One page, resized and scrolled, per route.
  test.describe.configure({ timeout: 600_000 });

  test('no floating button covers a link, button or field, with the consent sheet shown and after it is answered; the sheet covers no floating button or primary action', async ({
    page,
  }) => {
    const formPages = ONE_FORM_PAGES.map((id) => routeHref(id));
    for (const path of await publicPages()) {
      // A first visit each time: the sheet is shown until it is answered.
      await page.context().clearCookies({ name: 'shop_consent' });
      await page.setViewportSize(SIZES[1]);
      await gotoHydrated(page, path);
      const sheet = page.getByRole('region', { name: 'Analytics consent' });
      if (formPages.includes(path)) {
        // Nothing over the form: neither floating buttons nor the sheet (asked on the next page).
        await expect(sheet).toHaveCount(0);
        await expect(page.locator('[data-floating]')).toHaveCount(0);
        continue;
      }
      await expect(sheet).toBeVisible();
      const mainTop = await page.locator('#main').evaluate((main) => main.getBoundingClientRect().top);
      await expectClearAtRest(page, path, true);

      await page.setViewportSize(SIZES[1]);
      await scrollTo(page, 'top');
      await sheet.getByRole('button', { name: 'No, thanks' }).click();
      await expect(sheet).toHaveCount(0);
      // The sheet is out of the page's flow: the page is where it was without it.
      softly(await page.locator('#main').evaluate((main) => main.getBoundingClientRect().top), `${path}: the page moved as the sheet went`).toBe(mainTop);
      await expectClearAtRest(page, path, false);
    }
  });
});

test('the consent sheet moves nothing as the home page and a post load, and keyboard users reach it first', async ({ page }) => {
  const [post] = (await queryStored('blogs', 'status', 'published')).sort((a, b) => a.__id.localeCompare(b.__id));
  if (!post) throw new Error('the seed has no published post');
  await page.setViewportSize(SIZES[1]);
  for (const path of ['/', routeHref('blog-post', { slug: String(post['slug']) })]) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('region', { name: 'Analytics consent' })).toBeVisible();
    // Every layout shift since the page started loading (the buffered entries are taken at once).
    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
      observer.disconnect();
      return entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
    });
    expect(shifts, `${path}: cumulative layout shift`).toBe(0);
  }
  // Shown at the bottom, met first in the document: after the skip link, before the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Analytics consent' }).getByRole('button', { name: 'Allow' })).toBeFocused();
});

test('a page that is one form defers the consent sheet: the next page asks', async ({ page }) => {
  await page.setViewportSize(SIZES[0]);
  await gotoHydrated(page, routeHref('login'));
  await expect(page.getByRole('main').getByLabel('E-mail', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Analytics consent' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Analytics consent' })).toBeVisible();
});

for (const [label, viewport] of [
  ['390×844', SIZES[1]],
  ['1366×768', SIZES[3]],
] as const) {
  test.describe(`at ${label}`, () => {
    test('the app badges are SVG badges named after the stores, and cover no field or primary button on home, a product, contact', async ({ page }) => {
      const [product] = await productsInStock(5);
      if (!product) throw new Error('the seed has no product in stock');
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/');
      const apps = page.getByRole('complementary', { name: 'Chat and app links' }).getByRole('navigation', { name: 'Get the catalogue app' });
      for (const name of ['Download on the App Store', 'Get it on Google Play']) {
        const badge = apps.getByRole('link', { name, exact: true });
        await expect(badge).toBeVisible();
        await expect(badge.locator('svg')).toBeVisible();
        expect(await badge.textContent()).not.toContain('\uf8ff');
      }
      await expectNoFieldCovered(page);
      for (const path of [routeHref('product', { sku: String(product['sku']), slug: String(product['slug']) }), '/contact']) {
        await gotoHydrated(page, path);
        // Attached, possibly tucked away (hidden) right now if a field is under it.
        await expect(page.locator('[data-floating]').getByRole('link', { name: 'Chat with us on WhatsApp', includeHidden: true })).toBeAttached();
        await expectNoFieldCovered(page);
      }
    });

    test('checkout and My Account have no floating buttons over "Place order" or any field', async ({ page }) => {
      const [product] = await productsInStock(5);
      if (!product) throw new Error('the seed has no product in stock');
      const customer = await createCustomerWithCart('floating', product);
      // Signed in at the default size: on a phone the account link is inside the menu.
      await signIn(page, customer, '/checkout');
      await expect(page).toHaveURL(/\/checkout$/);
      await page.setViewportSize(viewport);
      await expect(page.getByRole('button', { name: /^Place order — / })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Chat and app links' })).toHaveCount(0);
      await expectNoFieldCovered(page);
      await gotoHydrated(page, '/account?tab=profile');
      await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Get the catalogue app' })).toHaveCount(0);
      await expectNoFieldCovered(page);
    });
  });
}
