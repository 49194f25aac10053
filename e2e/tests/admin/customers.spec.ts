// Manage Customers: the list searched by e-mail and sorted by lifetime value (figures kept by the
// order functions), a customer's page with their orders and figures, sign-in turned off (the
// customer can no longer sign in) and on again, and the CSV export.
import { readFile } from 'node:fs/promises';
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, signInWithSession, uniqueEmail } from '../../support/accounts';
import { asUser, createAccount } from '../../support/firebase-clients';
import { productsInStock, queryStored, readStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 180_000 });
test.use({ allowedConsole: FAILED_RESOURCE(400) });

const address = {
  fullName: 'Meera Iyer',
  phone: '+91 98450 00002',
  line1: '5 Brigade Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};

test('an admin finds customers, reads their figures and orders, turns their sign-in off and on, and exports them', async ({ page, browser }) => {
  const account = { email: uniqueEmail('buyer'), password: 'Buyer#2026' };
  const uid = await createAccount(account);
  const [product] = (await productsInStock(20)).slice(-2);
  if (!product) throw new Error('no product with 20 in stock');
  const quantity = Math.max(1, Number(product['minOrderQty']) || 1);
  const placed = await asUser(account, (call) =>
    call<{ orderId: string; number: string }>('placeOrder', {
      items: [{ productId: product.__id, quantity }],
      address,
      idempotencyKey: `e2e-customers-${Date.now()}`,
    }),
  );
  const total = Number((await readStored(`orders/${placed.orderId}`))?.['total']);

  await signInWithSession(page, DEMO_ADMIN);
  await gotoHydrated(page, '/admin/customers');
  const search = page.getByRole('searchbox', { name: 'Search by e-mail, name or phone' });
  await search.fill('customer@');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=customer%40/);
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row', { name: new RegExp(DEMO_CUSTOMER.email) })).toBeVisible();
  // By the start of a word of the name, and by the phone number as typed (+91 98765 43211; the
  // demo admin's is 43212, so its start finds both).
  for (const [q, param, admin] of [
    ['sharm', /q=sharm/, 0],
    ['98765 43211', /q=98765\+43211/, 0],
    ['98765', /q=98765$/, 1],
  ] as const) {
    await search.fill(q);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(param);
    await expect(table.getByRole('row', { name: new RegExp(DEMO_CUSTOMER.email) })).toBeVisible();
    await expect(table.getByRole('row', { name: /admin@example\.com/ })).toHaveCount(admin);
  }

  await page.goto('/admin/customers?sort=lifetimeValue.desc');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const values = (await table.locator('td.data-table__numeric').allInnerTexts())
    .filter((text) => text.includes('₹'))
    .map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(values.length).toBeGreaterThan(0);
  expect(values).toEqual([...values].sort((a, b) => b - a));

  // The new customer's page: one order, its value, the order linked.
  await gotoHydrated(page, `/admin/customers/${uid}`);
  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures).toContainText(`Orders1`);
  await expect(figures).toContainText(
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', ...(Number.isInteger(total) ? { maximumFractionDigits: 0 } : {}) }).format(total),
  );
  await expect(page.getByRole('table', { name: 'Latest orders of this customer' }).getByRole('link', { name: placed.number })).toBeVisible();

  // An internal note on the customer: kept, shown to admins, audited.
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await notes.getByLabel('New note').fill('Prefers delivery after 6 pm.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('status')).toHaveText('Note added.');
  await expect(notes.getByRole('listitem').filter({ hasText: 'Prefers delivery after 6 pm.' })).toContainText(DEMO_ADMIN.email);
  await expect.poll(async () => (await queryStored('adminAudit', 'target', `customerStats/${uid}`)).map((entry) => entry['action'])).toContain('customer.note');

  // The customer is signed in elsewhere while the admin turns their sign-in off.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signInWithSession(customerPage, account);
  await customerPage.goto('/account');
  await expect(customerPage).toHaveURL(/\/account/);

  // Sign-in off: the customer cannot sign in; on again: they can.
  await page.getByRole('button', { name: 'Turn off sign-in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Turn off sign-in' }).click();
  await expect(page.getByRole('region', { name: 'Sign-in' }).getByRole('status')).toHaveText(`${account.email} can no longer sign in.`);
  expect(await asUser(account, async () => 'signed in').catch((error: { code?: string }) => error.code)).toBe('auth/user-disabled');
  await expect(page.getByRole('region', { name: 'Sign-in' })).toContainText('Sign-in is turned off');
  // Their open session ends on their next navigation to a signed-in page.
  const next = await customerPage.goto('/account');
  expect(next?.url()).toMatch(/\/login/);
  await customerContext.close();
  await page.getByRole('button', { name: 'Turn sign-in back on' }).click();
  await expect(page.getByRole('region', { name: 'Sign-in' }).getByRole('status')).toHaveText(`${account.email} can sign in again.`);
  expect(await asUser(account, async () => 'signed in')).toBe('signed in');

  // The export lists every account with its figures.
  await gotoHydrated(page, '/admin/customers');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain(DEMO_CUSTOMER.email);
  expect(csv.split('\r\n')[0]).toContain('Lifetime value (INR)');
});
