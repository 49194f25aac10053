// Browsing the catalogue (issue 5): the All Products grid with filters and sort kept in the URL
// (and so across a reload), cursor pages, categories and subcategories with breadcrumbs, 404s.
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { titlePattern } from '../../support/routes';

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('filters and sort live in the URL, survive a reload, and pages follow the same query', async ({ page }) => {
  await gotoHydrated(page, '/products');
  await expect(page).toHaveTitle(titlePattern('All Products'));
  const results = page.getByRole('list', { name: /All Products, page 1/ });
  await expect(results.getByRole('listitem')).toHaveCount(24);
  await expect(page.getByRole('status').filter({ hasText: /Showing 1–24 of \d+ products/ })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filter and sort products' });
  await filters.getByLabel('Category', { exact: true }).selectOption({ label: 'Rings (21)' });
  await expect(page).toHaveURL(/\/products\?category=rings$/);
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–21 of 21 products' })).toBeVisible();
  await filters.getByLabel('In stock only').check();
  await expect(page).toHaveURL(/category=rings&inStock=1$/);
  await filters.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/category=rings&inStock=1&sort=price-asc$/);
  await filters.getByLabel('Lowest price').fill('700');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/products\?category=rings&min=700&inStock=1&sort=price-asc$/);

  const prices = async () => (await page.getByRole('main').locator('.product-card .catalog-price__now').allTextContents()).map(rupees);
  // The URL changes when the navigation starts its transition; the grid follows when React commits
  // it, so wait for the filtered grid (the previous one is rings in stock, some under 700).
  await expect
    .poll(async () => {
      const now = await prices();
      return now.length > 2 && Math.min(...now) >= 700;
    })
    .toBe(true);
  const shown = await prices();
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  expect(Math.min(...shown)).toBeGreaterThanOrEqual(700);
  await expect(page.getByRole('main').getByText('Out of stock')).toHaveCount(0);
  const count = await page
    .getByRole('status')
    .filter({ hasText: /Showing/ })
    .textContent();

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(filters.getByLabel('Category', { exact: true })).toHaveValue('rings');
  await expect(filters.getByLabel('In stock only')).toBeChecked();
  await expect(filters.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(filters.getByLabel('Lowest price')).toHaveValue('700');
  await expect(page.getByRole('status').filter({ hasText: /Showing/ })).toHaveText(count ?? '');
  expect(await prices()).toEqual(shown);

  // Cursor pages keep the sort: page 2 of all products by name starts after page 1's last title.
  await gotoHydrated(page, '/products?sort=name');
  const titles = () => page.getByRole('main').locator('.product-card__title').allTextContents();
  const first = await titles();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page →' }).click();
  await expect(page).toHaveURL(/\/products\?sort=name&page=2&after=/);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 2 of');
  const second = await titles();
  expect(second.length).toBeGreaterThan(0);
  expect(second[0]!.localeCompare(first.at(-1)!, 'en')).toBeGreaterThanOrEqual(0);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: '← Previous page' }).click();
  await expect(page).toHaveURL(/\/products\?sort=name$/);
  // The URL changes when the navigation starts its transition; the grid follows when React commits it.
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 1 of');
  await expect.poll(titles).toEqual(first);
});

test('a category and a subcategory list their products under breadcrumbs', async ({ page }) => {
  await gotoHydrated(page, '/category');
  await expect(page).toHaveTitle(titlePattern('Category'));
  const rings = page.getByRole('link', { name: /^Rings \d+ products$/ });
  await expect(rings.locator('img')).toHaveAttribute('width', /\d+/);
  await rings.click();
  await expect(page).toHaveURL(/\/category\/rings$/);
  await expect(page).toHaveTitle(titlePattern('Rings'));
  await expect(page.getByRole('heading', { level: 1, name: 'Rings' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/category');
  await expect(page.getByRole('list', { name: /^Rings, page 1/ }).getByRole('listitem')).toHaveCount(21);

  await page
    .getByRole('navigation', { name: 'Rings subcategories' })
    .getByRole('link', { name: /Stackable & Band Rings/ })
    .click();
  await expect(page).toHaveURL(/\/subcategory\/rings--band-rings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stackable & Band Rings' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Rings' })).toHaveAttribute('href', '/category/rings');
  await expect(crumbs.getByText('Stackable & Band Rings')).toHaveAttribute('aria-current', 'page');
  const cards = page.getByRole('list', { name: /^Stackable & Band Rings, page 1/ }).getByRole('listitem');
  await expect(cards).toHaveCount(7);
  await expect(cards.first()).toContainText('SKU SLV-RNG-');
});

test.describe('unknown catalogue addresses', () => {
  test.use({ allowedConsole: FAILED_RESOURCE(404) });

  test('an unknown category, subcategory or SKU is the 404 page with HTTP 404', async ({ page }) => {
    for (const path of ['/category/no-such-category', '/subcategory/rings--no-such-sub', '/product/SLV-XXX-9999']) {
      const response = await gotoHydrated(page, path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle(titlePattern('Page Not Found'));
    }
  });
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the listing opens on products two to a row, filters folded into a bar, active filters as removable chips', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const grid = page.getByRole('list', { name: /All Products, page 1/ });
    const cards = grid.getByRole('listitem');
    // The first products are on the first screen, two a row.
    const [first, second, third] = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
    expect(first!.y + first!.height / 2).toBeLessThan(844);
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(third!.y).toBeGreaterThan(first!.y);
    // 24 products no longer make a page many screens tall.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(844 * 8);

    const filters = page.getByRole('form', { name: 'Filter and sort products' });
    await expect(filters).toBeHidden();
    await page.getByText('Filter and sort', { exact: true }).click();
    await expect(filters).toBeVisible();
    await filters.getByLabel('In stock only').check();
    await expect(page).toHaveURL(/\/products\?inStock=1$/);
    await filters.getByLabel('Lowest price').fill('700');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/products\?min=700&inStock=1$/);

    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('link')).toHaveText([/From ₹700/, /In stock only/]);
    await expect(page.getByText('(2 active)')).toBeAttached();
    await chips.getByRole('link', { name: 'Remove filter: In stock only' }).click();
    await expect(page).toHaveURL(/\/products\?min=700$/);
    await expect(chips.getByRole('link')).toHaveCount(1);
    await chips.getByRole('link', { name: 'Remove filter: From ₹700' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  });
});
