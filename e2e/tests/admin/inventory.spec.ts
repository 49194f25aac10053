// Inventory Management: stock lowest first with the threshold from settings, a product's stock page
// with an adjustment (reason, note) that shows in its movement history with who made it, and a
// stale figure refused (an order or another admin changed the stock meanwhile) without losing the entry.
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { DEMO_ADMIN, signInWithSession } from '../../support/accounts';
import { patchStored, readStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 180_000 });
// The refused adjustment answers HTTP 400 (the browser logs it).
test.use({ allowedConsole: FAILED_RESOURCE(400) });

test('an admin adjusts stock with a reason and finds it in the history; a stale figure is refused', async ({ page }) => {
  await signInWithSession(page, DEMO_ADMIN);
  await gotoHydrated(page, '/admin/inventory?stock=low');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Stock' });
  const stocks = (await table.locator('td.data-table__numeric').allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')));
  expect(stocks.length).toBeGreaterThan(0);
  expect(stocks).toEqual([...stocks].sort((a, b) => a - b));

  const first = table.getByRole('row').nth(1);
  const sku = (await first.locator('.data-table__sub').innerText()).trim();
  const id = sku.toLowerCase();
  const before = Number((await readStored(`prod/${id}`))?.['stock']);
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/inventory/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const form = page.getByRole('form', { name: 'Adjust stock' });
  await form.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(form.getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription(/Choose the reason/);
  await form.getByRole('textbox', { name: 'Pieces in or out' }).fill('12');
  await form.getByRole('combobox', { name: 'Reason' }).selectOption('received');
  await form.getByRole('textbox', { name: 'Note' }).fill('Karigar batch 7');
  await form.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(form.getByRole('status')).toContainText(`is now ${before + 12}`);
  expect((await readStored(`prod/${id}`))?.['stock']).toBe(before + 12);
  const history = page.getByRole('table', { name: 'Stock movements' });
  const latest = history.getByRole('row').nth(1);
  await expect(latest).toContainText('+12');
  await expect(latest).toContainText('Received');
  await expect(latest).toContainText('Karigar batch 7');
  await expect(latest).toContainText(DEMO_ADMIN.email);

  // An order takes pieces meanwhile (here: the stock changes under the page); the next entry is refused.
  await patchStored(`prod/${id}`, { stock: before + 10 });
  await form.getByRole('textbox', { name: 'Pieces in or out' }).fill('-1');
  await form.getByRole('combobox', { name: 'Reason' }).selectOption('damaged');
  await form.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(form.getByRole('alert').filter({ hasText: `is now ${before + 10}` })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Pieces in or out' })).toHaveValue('-1');
  expect((await readStored(`prod/${id}`))?.['stock']).toBe(before + 10);
  const notice = form.getByRole('alert', { name: "Someone else changed this product's stock" });
  await expect(notice).toContainText('Your entry is still in the form');
  await notice.getByRole('button', { name: 'Load the current stock' }).click();
  await expect(form).toContainText(`In stock now: ${before + 10}`);
  await form.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(form.getByRole('status')).toContainText(`is now ${before + 9}`);
  await expect(history.getByRole('row').nth(1)).toContainText('Damaged or lost');
  // Put the figure back for the other journeys.
  await patchStored(`prod/${id}`, { stock: before });
});
