// Search (issue 5): by SKU prefix and by a word of a title, ranked, server-rendered; the header's
// search box with suggestions, by keyboard.
import { test, expect, gotoHydrated } from '../../support/fixtures';

test('searching by SKU prefix puts the exact SKU first and lists the others with that prefix', async ({ page }) => {
  await gotoHydrated(page, '/search?q=SLV-RNG-000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “SLV-RNG-000”');
  const results = page.getByRole('list', { name: /Search results, page 1/ });
  const skus = await results.locator('.product-card__sku').allTextContents();
  expect(skus.length).toBeGreaterThanOrEqual(9);
  expect(skus.every((sku) => sku.startsWith('SKU SLV-RNG-000'))).toBe(true);

  await gotoHydrated(page, '/search?q=slv-rng-0001');
  await expect(page.getByRole('status').filter({ hasText: /1 product matches/ })).toBeVisible();
  await expect(page.getByRole('list', { name: /Search results/ }).getByRole('link', { name: 'Twisted Rope Stackable Band' })).toBeVisible();
});

test('searching by a word of a title matches word beginnings in any case, and says when nothing matches', async ({ page }) => {
  await gotoHydrated(page, '/search');
  const form = page.getByRole('main').getByRole('search');
  await form.getByLabel(/Search by product name/).fill('TWIST');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=TWIST$/);
  const titles = await page.getByRole('list', { name: /Search results/ }).locator('.product-card__title').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  // Every title has a word starting with "twist"; the whole word ranks above a longer one.
  expect(titles.every((title) => /\btwist/i.test(title))).toBe(true);
  expect(titles[0]).toMatch(/\btwist\b/i);
  expect(titles.some((title) => /\btwisted\b/i.test(title))).toBe(true);

  await form.getByLabel(/Search by product name/).fill('jhumká');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('list', { name: /Search results/ }).getByRole('link', { name: /jhumka/i }).first()).toBeVisible();

  await form.getByLabel(/Search by product name/).fill('zzqx');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No products match “zzqx”.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse categories' })).toBeVisible();
});

test('the header search box suggests products as you type and opens one from the keyboard', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const banner = page.getByRole('banner');
  // The server renders a plain search box; the catalogue's box replaces it on first use (this page
  // did not load the catalogue before), keeping what was typed and the focus.
  await expect(banner.getByRole('combobox', { name: 'Search products' })).toHaveCount(0);
  await banner.getByRole('searchbox', { name: 'Search products' }).click();
  await page.keyboard.type('tw');
  const box = banner.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('tw');
  await box.fill('twisted');
  const listbox = page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('option', { name: /Twisted Rope Stackable Band/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/SLV-[A-Z]+-\d+\//);

  await box.fill('SLV-ANK');
  await expect(listbox.getByRole('option').first()).toContainText('SLV-ANK-');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=SLV-ANK$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “SLV-ANK”');
});
