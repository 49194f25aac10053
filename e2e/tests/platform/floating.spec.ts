// Floating buttons (issue 15 item 1): the app badges are drawn as SVG with the stores' names, and
// no floating element (app badges, chat button, the home page's quick actions) ever sits over a
// page's primary button or a form field, on a phone and on a desktop, wherever the page is scrolled.
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { signIn } from '../../support/accounts';
import { productsInStock } from '../../support/stored-documents';
import { createCustomerWithCart } from '../catalog/accounts';

test.use({ allowedConsole: FAILED_RESOURCE(400) });

/**
 * Floating elements on screen now (fixed position, outside the header and dialogs, not hidden)
 * whose links or buttons overlap a visible primary button or form field. Empty when all is clear.
 */
function coveredNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && box.width > 0 && box.height > 0;
    };
    const inViewport = (box: DOMRect) => box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < document.documentElement.clientWidth;
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const floating = [...document.body.querySelectorAll('*')].filter(
      (element) => getComputedStyle(element).position === 'fixed' && !element.closest('header, [role="dialog"], dialog') && shown(element),
    );
    const parts = floating.flatMap((element) => [element, ...element.querySelectorAll('a, button')].filter((part) => part.matches('a, button') && shown(part)));
    const targets = [...document.querySelectorAll('input:not([type="hidden"]), select, textarea, button[type="submit"], .button--primary')].filter(
      (element) => shown(element) && !floating.some((f) => f.contains(element)),
    );
    const found: string[] = [];
    for (const part of parts) {
      const partBox = part.getBoundingClientRect();
      if (!inViewport(partBox)) continue;
      for (const target of targets) {
        const box = target.getBoundingClientRect();
        if (inViewport(box) && overlap(partBox, box)) found.push(`${describe(part)} covers ${describe(target)} at scroll ${Math.round(window.scrollY)}`);
      }
    }
    return found;
  });
}

/** Scrolls the whole page in steps of 40 % of the viewport; at each stop nothing may be covered. */
async function expectNothingCovered(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const step = Math.round((page.viewportSize()?.height ?? 800) * 0.4);
  for (let y = 0; ; y = Math.min(height, y + step)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await expect.poll(() => coveredNow(page), { message: `${page.url()} scrolled to ${y}` }).toEqual([]);
    if (y >= height) break;
  }
}

for (const [label, viewport] of [
  ['390×844', { width: 390, height: 844 }],
  ['1366×768', { width: 1366, height: 768 }],
] as const) {
  test.describe(`at ${label}`, () => {
    test('the app badges are SVG badges named after the stores, and cover nothing on home, a product, contact', async ({ page }) => {
      const [product] = await productsInStock(5);
      if (!product) throw new Error('the seed has no product in stock');
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/');
      const apps = page.getByRole('complementary', { name: 'Chat and app links' }).getByRole('navigation', { name: 'Get the catalogue app' });
      for (const name of ['Download on the App Store', 'Get it on Google Play']) {
        const badge = apps.getByRole('link', { name });
        await expect(badge).toBeVisible();
        await expect(badge.locator('svg')).toBeVisible();
        expect(await badge.textContent()).not.toContain('\uf8ff');
      }
      await expectNothingCovered(page);
      for (const path of [`/product/${String(product['sku'])}/${String(product['slug'])}`, '/contact']) {
        await gotoHydrated(page, path);
        // Attached, possibly tucked away (hidden) right now if a field is under it.
        await expect(page.locator('[data-floating]').getByRole('link', { name: 'Chat with us on WhatsApp', includeHidden: true })).toBeAttached();
        await expectNothingCovered(page);
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
      await expectNothingCovered(page);
      await gotoHydrated(page, '/account?tab=profile');
      await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Get the catalogue app' })).toHaveCount(0);
      await expectNothingCovered(page);
    });
  });
}
