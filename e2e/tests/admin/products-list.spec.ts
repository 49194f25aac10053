// The admin's product list: the frame (sidebar in the spec's order, badges), search, filters, sort
// and cursor pages through the address, a bulk action with its audit record, and the column choice.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signInWithSession } from '../../support/accounts';
import { patchStored, readStored } from '../../support/stored-documents';
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
  const confirm = page.getByRole('dialog', { name: 'Publish 1 product?' });
  await expect(confirm).toContainText(sku);
  await confirm.getByRole('button', { name: 'Publish 1 product' }).click();
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

test('a bulk price change asks first, rounds to the rupee, keeps the rows in place and can be undone', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await gotoHydrated(page, '/admin/products');
  const table = page.getByRole('table', { name: 'Products' });
  const bulk = page.getByRole('group', { name: 'Bulk actions' });
  const skuAt = (row: number) => table.getByRole('row').nth(row).locator('.data-table__sub');
  const skus = [(await skuAt(2).innerText()).trim(), (await skuAt(3).innerText()).trim()];
  const paths = skus.map((sku) => `prod/${sku.toLowerCase()}`);
  const before = await Promise.all(paths.map(async (path) => Number((await readStored(path))?.['price'])));
  for (const sku of skus) await table.getByRole('row').filter({ hasText: sku }).getByRole('checkbox').check();
  await expect(bulk).toContainText('2 selected');

  // Cancel changes nothing and keeps what was typed.
  const percent = bulk.getByRole('spinbutton', { name: 'Price change (%)' });
  await percent.fill('-10');
  await bulk.getByRole('button', { name: 'Change prices' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the price of 2 products by −10 %?' });
  await expect(confirm).toContainText('rounded to the rupee');
  for (const sku of skus) await expect(confirm).toContainText(sku);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(percent).toHaveValue('-10');

  await bulk.getByRole('button', { name: 'Change prices' }).click();
  await page.screenshot({ path: testInfo.outputPath('bulk-price-confirmation.png') });
  await confirm.getByRole('button', { name: 'Change the price of 2 products by −10 %' }).click();
  await expect(bulk.getByRole('status')).toHaveText('2 updated.', { timeout: 20_000 });
  const changed = before.map((price) => Math.round(price * 0.9));
  await expect.poll(async () => Promise.all(paths.map(async (path) => (await readStored(path))?.['price']))).toEqual(changed);
  // The list was read again (sorted by "Updated", the changed rows are the newest) but nothing moved
  // under the pointer: the same products in the same rows, still selected; the box is empty.
  await expect(table.getByRole('row').filter({ hasText: skus[0] as string })).toContainText(`₹${changed[0]?.toLocaleString('en-IN')}`);
  await expect(skuAt(2)).toHaveText(skus[0] as string);
  await expect(skuAt(3)).toHaveText(skus[1] as string);
  await expect(bulk).toContainText('2 selected');
  await expect(percent).toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath('bulk-price-done-with-undo.png') });

  await bulk.getByRole('button', { name: 'Undo “Change the price of 2 products by −10 %”' }).click();
  await expect(bulk.getByRole('status')).toHaveText('Undone for 2 products.', { timeout: 20_000 });
  await expect.poll(async () => Promise.all(paths.map(async (path) => (await readStored(path))?.['price']))).toEqual(before);
  const undone = await readStored(`adminAudit/${String((await readStored(paths[0] as string))?.['lastAuditId'])}`);
  expect(undone).toMatchObject({ byEmail: DEMO_ADMIN.email, changes: { price: { from: changed[0], to: before[0] } } });
  expect(String(undone?.['summary'])).toMatch(/^Undid: Changed the price of /);

  // Undo leaves alone a product someone changed after the bulk action (from a freshly read list).
  await gotoHydrated(page, '/admin/products');
  await table
    .getByRole('row')
    .filter({ hasText: skus[0] as string })
    .getByRole('checkbox')
    .check();
  await expect(bulk).toContainText('1 selected');
  await percent.fill('-10');
  await bulk.getByRole('button', { name: 'Change prices' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change the price of 1 product by −10 %' }).click();
  await expect(bulk.getByRole('status')).toHaveText('1 updated.', { timeout: 20_000 });
  await patchStored(paths[0] as string, { price: before[0], lastAuditId: 'another-admin' });
  await bulk.getByRole('button', { name: /^Undo/ }).click();
  await expect(bulk.getByRole('status')).toHaveText('Undone for 0 products; 1 not undone.', { timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Products not changed' })).toContainText('changed since the bulk action');

  // The audit log, filtered to its Products area, says each change in words.
  await gotoHydrated(page, '/admin/users?area=products');
  const inr = (amount: number | undefined) => `₹${(amount ?? 0).toLocaleString('en-IN')}`;
  const log = page.getByRole('table', { name: 'Audit log' });
  const entry = log
    .getByRole('row')
    .filter({ hasText: `Price: ${inr(before[0])} → ${inr(changed[0])}` })
    .first();
  await expect(entry).toContainText('Product changed');
  await expect(log.getByText('product.update')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Area' }).getByRole('option')).toHaveText([
    'Any',
    'Products',
    'Categories',
    'Inventory',
    'Silver rate and pricing',
    'Orders',
    'Customers',
    'Reviews',
    'Blog',
    'Pages and careers',
    'Media',
    'SEO',
    'Settings',
    'Support',
    'Admin roles',
  ]);
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
