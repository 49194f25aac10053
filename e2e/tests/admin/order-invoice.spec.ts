// Tax invoices: an accepted order gets its invoice number once; the invoice shows CGST + SGST for a
// delivery in the seller's state and IGST for another state, with the figures of the shared GST
// calculation and the total in words; the packing slip lists what to pack; a pending order gets none.
import { defaultSiteSettings } from 'shared-data';
import { computeInvoice } from 'shared-data/admin';
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, signInWithSession } from '../../support/accounts';
import { asUser } from '../../support/firebase-clients';
import { patchStored, productsInStock, readStored } from '../../support/stored-documents';
import { MUMBAI_ADDRESS } from '../../support/address-form';

test.describe.configure({ timeout: 180_000 });

interface Placed {
  orderId: string;
  number: string;
}

const mumbai = MUMBAI_ADDRESS;

async function placeAndConfirm(productId: string, quantity: number, delivery: { addressId: string } | { address: typeof mumbai }): Promise<Placed> {
  const placed = await asUser(DEMO_CUSTOMER, (call) =>
    call<Placed>('placeOrder', {
      items: [{ productId, quantity }],
      ...delivery,
      idempotencyKey: `e2e-invoice-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
    }),
  );
  await asUser(DEMO_ADMIN, (call) => call('setOrderStatus', { orderId: placed.orderId, expectedStatus: 'pending_confirmation', status: 'confirmed' }));
  return placed;
}

test('an admin issues and prints tax invoices: CGST + SGST in Maharashtra, IGST in Gujarat', async ({ page }) => {
  await signInWithSession(page, DEMO_ADMIN);
  const [product] = (await productsInStock(20)).slice(-1);
  if (!product) throw new Error('no product with 20 in stock');
  const quantity = Math.max(2, Number(product['minOrderQty']) || 1);
  // The product has its own HSN code when the first order is placed; the order keeps it.
  await patchStored(`prod/${product.__id}`, { hsnCode: '71131910' });
  const inState = await placeAndConfirm(product.__id, quantity, { address: mumbai });
  await patchStored(`prod/${product.__id}`, { hsnCode: '7113' });
  const otherState = await placeAndConfirm(product.__id, quantity, { addressId: 'demo-address-1' });
  const price = Number(product['price']);
  const line = [{ sku: String(product['sku']), title: String(product['title']), price, quantity }];

  // In the seller's state: CGST + SGST.
  await gotoHydrated(page, `/admin/orders/${inState.orderId}`);
  await page.getByRole('link', { name: 'Tax invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${inState.orderId}/invoice$`));
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  const invoice = page.getByRole('article', { name: /^Tax invoice RS\// });
  await expect(invoice).toBeVisible();
  const stored = await readStored(`orders/${inState.orderId}`);
  const number = String((stored?.['invoice'] as { number: string }).number);
  await expect(invoice).toContainText(number);
  // Below the free-shipping threshold the settings charge shipping; it is a line of the invoice.
  const shipping = Number(stored?.['shipping'] ?? 0);
  expect(shipping).toBe(price * quantity >= defaultSiteSettings.orders.freeShippingAbove ? 0 : defaultSiteSettings.orders.shippingFee);
  const expected = computeInvoice(line, 'Maharashtra', defaultSiteSettings.tax, { shipping });
  const table = invoice.getByRole('table', { name: 'Invoice lines' });
  await expect(table.getByRole('columnheader', { name: 'CGST 1.5%' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'SGST 1.5%' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /IGST/ })).toHaveCount(0);
  await expect(table.locator('tbody')).toContainText('71131910');
  const inr = (amount: number) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', ...(Number.isInteger(amount) ? { maximumFractionDigits: 0 } : {}) })
      .format(amount)
      .replace(/^₹/, '₹ ');
  const totals = table.locator('tfoot tr');
  await expect(totals).toContainText(inr(expected.taxableValue));
  await expect(totals).toContainText(inr(expected.cgst));
  await expect(totals).toContainText(inr(expected.grandTotal));
  expect(expected.grandTotal).toBe(Math.round((price * quantity + shipping) * 100) / 100);
  await expect(invoice).toContainText(expected.grandTotalInWords);

  // Asking again keeps the number.
  await page.reload();
  await expect(page.getByRole('article', { name: `Tax invoice ${number}` })).toBeVisible();

  // Another state: IGST at the full rate; the next number of the sequence.
  await gotoHydrated(page, `/admin/orders/${otherState.orderId}/invoice`);
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  const second = page.getByRole('article', { name: /^Tax invoice RS\// });
  await expect(second.getByRole('columnheader', { name: 'IGST 3%' })).toBeVisible();
  await expect(second.getByRole('columnheader', { name: /CGST/ })).toHaveCount(0);
  const igst = computeInvoice(line, 'Gujarat', defaultSiteSettings.tax, {
    shipping: Number((await readStored(`orders/${otherState.orderId}`))?.['shipping'] ?? 0),
  });
  await expect(second.locator('tfoot tr')).toContainText(inr(igst.igst));
  const secondNumber = String(((await readStored(`orders/${otherState.orderId}`))?.['invoice'] as { number: string }).number);
  expect(Number(secondNumber.split('/').at(-1))).toBe(Number(number.split('/').at(-1)) + 1);

  // The packing slip: what to pack, no prices (and not the invoice page's "issued" message).
  await expect(page.getByRole('status').filter({ hasText: `Invoice ${secondNumber} issued.` })).toBeVisible();
  await page.getByRole('link', { name: 'Packing slip' }).click();
  const slip = page.getByRole('article', { name: `Packing slip for order ${otherState.number}` });
  await expect(slip).toBeVisible();
  await expect(page.getByText(/Invoice .* issued\./)).toHaveCount(0);
  await expect(slip.getByRole('row', { name: new RegExp(String(product['sku'])) })).toContainText(String(quantity));
  await expect(slip).not.toContainText('₹');
});
