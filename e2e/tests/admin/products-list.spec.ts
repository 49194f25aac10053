// The admin's product list: the frame (sidebar in the spec's order, badges), search, filters, sort
// and cursor pages through the address, a bulk action with its audit record, and the column choice.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signInWithSession } from '../../support/accounts';
import { readStored } from '../../support/stored-documents';
import { adminSections } from '../../support/routes';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await signInWithSession(page, DEMO_ADMIN);
});

test('the admin frame lists every section in the spec order, with what waits as badges', async ({ page }) => {
  await gotoHydrated(page, '/admin/products');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(adminSections.length);
  await expect(links.first()).toHaveAccessibleName('Dashboard');
  await expect(nav.getByRole('link', { name: /^Products/ })).toHaveAttribute('aria-current', 'page');
  // The seeded catalogue has sold-out pieces: the Inventory section says how many are low.
  await expect(nav.getByRole('link', { name: /^Inventory, \d+ low on stock$/ })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await nav.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('search, filters, sort and pages live in the address and come from the database', async ({ page }) => {
  await gotoHydrated(page, '/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Products' });
  const pages = page.getByRole('navigation', { name: 'Products pages' });
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(pages).toContainText('25 shown of 128');

  await page.getByRole('searchbox', { name: 'Search by SKU or title' }).fill('jhumka');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=jhumka/);
  await expect(pages).toContainText(/\d+ shown of \d+/);
  const titles = await table.getByRole('row').locator('td:nth-child(2) a').allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title.toLowerCase()).toContain('jhumka');

  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(pages).toContainText('25 shown of 128');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(pages).toContainText('4 shown of 4');
  await expect(table.getByRole('cell', { name: 'Draft' })).toHaveCount(4);

  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(pages).toContainText('25 shown of 128');
  await table.getByRole('link', { name: /^Price/ }).click();
  await expect(page).toHaveURL(/sort=price\.asc/);
  await expect(table.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
  const prices = (await table.locator('td.data-table__numeric').filter({ hasText: '₹' }).allInnerTexts()).map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  const firstSku = table.getByRole('row').nth(1).locator('.data-table__sub');
  const firstPageSku = await firstSku.innerText();
  await pages.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/after=/);
  await expect(firstSku).not.toHaveText(firstPageSku);
  await pages.getByRole('link', { name: '← Previous' }).click();
  await expect(page).toHaveURL(/before=/);
  await expect(firstSku).toHaveText(firstPageSku);

  // The address alone renders the same list on the server.
  const html = await (await page.request.get('/admin/products?status=draft')).text();
  expect(html).toContain('4 shown of 4');
});

test('a bulk publish changes the selected product and records who did it', async ({ page }) => {
  await gotoHydrated(page, '/admin/products?status=draft&sort=sku.asc');
  const table = page.getByRole('table', { name: 'Products' });
  const firstRow = table.getByRole('row').nth(1);
  const sku = (await firstRow.locator('.data-table__sub').innerText()).trim();
  await firstRow.getByRole('checkbox').check();
  const bulk = page.getByRole('group', { name: 'Bulk actions' });
  await expect(bulk).toContainText('1 selected');
  await bulk.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(bulk.getByRole('status')).toHaveText('1 updated.', { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Products pages' })).toContainText('3 shown of 3');
  const stored = await readStored(`prod/${sku.toLowerCase()}`);
  expect(stored?.['status']).toBe('active');
  const audit = await readStored(`adminAudit/${String(stored?.['lastAuditId'])}`);
  expect(audit).toMatchObject({
    action: 'product.update',
    target: `prod/${sku.toLowerCase()}`,
    byEmail: DEMO_ADMIN.email,
    changes: { status: { from: 'draft', to: 'active' } },
  });
});

test('the chosen columns are remembered', async ({ page }) => {
  await gotoHydrated(page, '/admin/products');
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('columnheader', { name: 'MRP' })).toHaveCount(0);
  await page.getByText('Columns', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'MRP' }).check();
  await expect(table.getByRole('columnheader', { name: 'MRP' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(table.getByRole('columnheader', { name: 'MRP' })).toBeVisible();
});
