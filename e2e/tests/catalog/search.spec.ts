// Search (issue 5): by SKU prefix and by a word of a title, ranked, server-rendered; the header's
// search box with suggestions, by keyboard.
import { test, expect, gotoHydrated, holdScripts } from '../../support/fixtures';

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
  // Two search landmarks, told apart by their names.
  await expect(page.getByRole('banner').getByRole('search', { name: 'Search the catalogue' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('search', { name: 'Refine this search' })).toBeVisible();
  const form = page.getByRole('main').getByRole('search');
  await form.getByLabel(/Search by product name/).fill('TWIST');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=TWIST$/);
  const titles = await page
    .getByRole('list', { name: /Search results/ })
    .locator('.product-card__title')
    .allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  // Every title has a word starting with "twist"; the whole word ranks above a longer one.
  expect(titles.every((title) => /\btwist/i.test(title))).toBe(true);
  expect(titles[0]).toMatch(/\btwist\b/i);
  expect(titles.some((title) => /\btwisted\b/i.test(title))).toBe(true);

  await form.getByLabel(/Search by product name/).fill('jhumká');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(
    page
      .getByRole('list', { name: /Search results/ })
      .getByRole('link', { name: /jhumka/i })
      .first(),
  ).toBeVisible();

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

// Issue 15 item 2: shoppers start typing as soon as the box is painted, before the scripts have
// run. Holding every script back makes "before hydration" certain rather than a matter of speed.
for (const [label, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1366, height: 768 }],
] as const) {
  test(`on ${label}, what is typed in the header search before the page hydrates survives, caret included, and finds products`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const scripts = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    const banner = page.getByRole('banner');
    const plain = banner.getByRole('searchbox', { name: 'Search products' });
    await plain.click();
    await page.keyboard.type('jum');
    // The caret goes back after the "j", where the next key will land.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(plain).toHaveValue('jum');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);

    await scripts.release();
    // The catalogue's box takes over by itself (the shopper is already in the box) with the text,
    // the focus and the caret of the plain one.
    const box = banner.getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('jum');
    await page.keyboard.type('h');
    await expect(box).toHaveValue('jhum');
    const listbox = banner.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('option', { name: /jhumka/i }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=jhum$/);
    await expect(
      page
        .getByRole('list', { name: /Search results/ })
        .getByRole('link', { name: /jhumka/i })
        .first(),
    ).toBeVisible();
  });
}

test('keys typed while the catalogue box is replacing the plain one are all kept', async ({ page }) => {
  await gotoHydrated(page, '/about');
  // The catalogue's box is downloaded on first use; holding it back puts the swap in mid-typing.
  let releaseCatalogue = () => {};
  const catalogueHeld = new Promise<void>((resolve) => {
    releaseCatalogue = resolve;
  });
  const catalogueOrigin = new URL(page.url()).origin.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`);
  await page.route(`${catalogueOrigin}/**`, async (route) => {
    await catalogueHeld;
    await route.continue();
  });
  const banner = page.getByRole('banner');
  await banner.getByRole('searchbox', { name: 'Search products' }).click();
  await page.keyboard.type('jh');
  releaseCatalogue();
  await page.keyboard.type('umka', { delay: 15 });
  const box = banner.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('jhumka');
  await expect(
    banner
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: /jhumka/i })
      .first(),
  ).toBeVisible();
});
