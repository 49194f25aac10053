// Prices from the day's silver rate (issue 41): an admin sets the rate on /admin/silver-rate; a
// metal-priced product's page shows the new price and its breakup, its category listing the new
// price; an order placed before the change keeps its price; 50 pieces get the wholesale break in
// the cart, on the order and on the tax invoice.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signInWithSession } from '../../support/accounts';
import { asUser } from '../../support/firebase-clients';
import { patchStored, productsInStock, readStored } from '../../support/stored-documents';
import { createCustomer } from '../catalog/accounts';
import { MUMBAI_ADDRESS } from '../../support/address-form';

test.describe.configure({ timeout: 240_000 });

const mumbai = MUMBAI_ADDRESS;

interface Placed {
  orderId: string;
  number: string;
}

const run = Date.now().toString(36);
const id = `e2e-silver-${run}`;

// Other journeys pick seeded products by stock: this one leaves the shop once the journey ends.
test.afterEach(async () => {
  await patchStored(`prod/${id}`, { status: 'archived' });
});

test('the silver rate prices metal products: page, listing, cart, order and invoice', async ({ page, browser }) => {
  // A metal-priced product of its own: a seeded product's copy, 10 g of sterling at ₹12 a gram making,
  // with breaks from 10 and 50 pieces.
  const [model] = (await productsInStock(60)).slice(-1);
  if (!model) throw new Error('the seed has no product with 60 in stock');
  const title = `Sterling band ${run}`;
  const { __id: _modelId, ...fields } = model;
  await patchStored(`prod/${id}`, {
    ...fields,
    sku: id.toUpperCase(),
    slug: `sterling-band-${run}`,
    title,
    stock: 500,
    minOrderQty: 1,
    mrp: null,
    price: 500,
    createdAt: new Date(),
    updatedAt: new Date(),
    attributes: { ...(fields['attributes'] as object), weightGrams: 10, purity: '925' },
    pricing: { basis: 'metal', purity: 925, making: { per: 'gram', rupees: 12 }, extraRupees: 0 },
    priceTiers: [
      { minQuantity: 10, percentOff: 5 },
      { minQuantity: 50, percentOff: 8 },
    ],
  });
  const productPath = `/product/${id.toUpperCase()}/sterling-band-${run}`;
  const storedPrice = async () => Number((await readStored(`prod/${id}`))?.['price']);

  // The admin sets ₹95.50: the product is re-priced (10 × 95.50 × 0.925 + 120, with 3 % GST: ₹1,033 to the rupee).
  await signInWithSession(page, DEMO_ADMIN);
  const setRate = async (rate: string) => {
    await gotoHydrated(page, '/admin/silver-rate');
    const form = page.getByRole('form', { name: 'Set today’s rate' });
    await form.getByRole('textbox', { name: /Rate/ }).fill(rate);
    await form.getByRole('button', { name: 'Save rate' }).click();
    await expect(form.getByRole('status')).toContainText(`Silver rate set to ₹${rate.replace(/\.00$/, '')} a gram`);
  };
  await setRate('95.50');
  await expect.poll(storedPrice).toBe(1033);

  // A customer orders two before the rate changes.
  const customer = await createCustomer('silver-buyer');
  const before = await asUser(customer, (call) =>
    call<Placed>('placeOrder', { items: [{ productId: id, quantity: 2 }], address: mumbai, idempotencyKey: `e2e-silver-${run}-before` }),
  );

  // The rate moves to ₹100: ₹1,076 now, everywhere.
  await setRate('100');
  await expect(page.getByRole('table', { name: /Silver rates/ }).getByRole('row', { name: /₹100 \+₹4\.50 Done:/ })).toBeVisible();
  await expect.poll(storedPrice).toBe(1076);

  const shopper = await browser.newPage();
  await gotoHydrated(shopper, productPath);
  await expect(shopper.locator('.product-detail__price')).toHaveText('₹1,076');
  const breakup = shopper.getByRole('table', { name: 'Price breakup' });
  await expect(breakup.getByRole('row', { name: /Silver: 10 g of 925 purity at ₹100 a gram/ })).toContainText('₹925');
  await expect(breakup.getByRole('row', { name: /Making charge/ })).toContainText('₹120');
  await expect(breakup.getByRole('row', { name: /Price per piece/ })).toContainText('₹1,076');
  const tiers = shopper.getByRole('table', { name: 'Wholesale prices' });
  await expect(tiers.getByRole('row', { name: /50 or more pieces/ })).toContainText('₹989.92');
  // Its category's listing, newest first: the new price.
  await gotoHydrated(shopper, `/category/${String(fields['categorySlug'])}`);
  await expect(shopper.getByRole('article').filter({ hasText: title })).toContainText('₹1,076');

  // The order placed before keeps its price.
  const earlier = (await readStored(`orders/${before.orderId}`))?.['items'] as Array<Record<string, unknown>>;
  expect(earlier.map((line) => [line['price'], line['lineTotal']])).toEqual([[1033, 2066]]);

  // 50 pieces in the cart: 8 % off, ₹989.92 each.
  await signInWithSession(shopper, customer);
  await gotoHydrated(shopper, productPath);
  const addForm = shopper.getByRole('form', { name: 'Add to cart' });
  await addForm.getByRole('spinbutton', { name: 'Quantity' }).fill('50');
  await addForm.getByRole('button', { name: 'Add to cart' }).click();
  await expect(addForm.getByRole('status')).toContainText(`Added 50 × ${title} to your cart.`);
  await gotoHydrated(shopper, '/cart');
  const line = shopper.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem').filter({ hasText: title });
  await expect(line).toContainText('₹989.92 each (wholesale price: 8 % off ₹1,076)');
  await expect(line).toContainText('₹49,496');
  // How one piece's price is made, at the rate the cart read.
  await line.getByText('How the price is made').click();
  await expect(line.getByRole('table', { name: 'Price breakup' }).getByRole('row', { name: /Silver: 10 g of 925 purity at ₹100 a gram/ })).toContainText(
    '₹925',
  );

  // The order and its tax invoice: the same unit price (the invoice shows the line's value).
  const bulk = await asUser(customer, (call) =>
    call<Placed>('placeOrder', { items: [{ productId: id, quantity: 50 }], address: mumbai, idempotencyKey: `e2e-silver-${run}-bulk` }),
  );
  const bulkLines = (await readStored(`orders/${bulk.orderId}`))?.['items'] as Array<Record<string, unknown>>;
  expect(bulkLines.map((item) => [item['price'], item['listPrice'], item['lineTotal']])).toEqual([[989.92, 1076, 49496]]);
  await asUser(DEMO_ADMIN, (call) => call('setOrderStatus', { orderId: bulk.orderId, expectedStatus: 'pending_confirmation', status: 'confirmed' }));
  await gotoHydrated(page, `/admin/orders/${bulk.orderId}/invoice`);
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  const invoiceLines = page.getByRole('article', { name: /^Tax invoice / }).getByRole('table', { name: 'Invoice lines' });
  // The invoice line: 50 pieces for ₹49,496 with GST (50 × ₹989.92), its taxable value backed out of it.
  const invoiceLine = invoiceLines.locator('tbody tr').filter({ hasText: id.toUpperCase() });
  await expect(invoiceLine).toContainText('50');
  await expect(invoiceLine).toContainText('₹ 49,496');
  await expect(invoiceLine).toContainText('₹ 48,054.37');
  // Under its description, per piece: the silver at the rate the order locked, and the wholesale break.
  await expect(invoiceLine).toContainText('Per piece: Silver 10 g × 925 at ₹100/g: ₹925 · Making ₹120 · GST 3 % ₹31.35');
  await expect(invoiceLine).toContainText('Wholesale price ₹989.92 a piece: 8 % off ₹1,076');
  await shopper.close();
});

test('a rate scheduled for later waits in the history and can be cancelled before its time', async ({ page }) => {
  await signInWithSession(page, DEMO_ADMIN);
  await gotoHydrated(page, '/admin/silver-rate');
  const form = page.getByRole('form', { name: 'Set today’s rate' });
  // Two weeks ahead, India time; the rate in force does not move.
  const inForce = await page.getByRole('heading', { name: 'Silver rate' }).locator('..').textContent();
  const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await form.getByRole('textbox', { name: /Rate/ }).fill('101.25');
  await form.getByLabel('In force from (India time)').fill(`${day}T10:30`);
  await form.getByRole('button', { name: 'Save rate' }).click();
  await expect(form.getByRole('status')).toContainText('Silver rate ₹101.25 a gram scheduled from');
  expect(await page.getByRole('heading', { name: 'Silver rate' }).locator('..').textContent()).toBe(inForce);

  const rates = page.getByRole('table', { name: /Silver rates/ });
  const scheduled = rates.getByRole('row', { name: /₹101\.25 .*Scheduled: prices change at its time/ });
  await expect(scheduled).toBeVisible();
  await scheduled.getByRole('button', { name: 'Cancel the scheduled rate of ₹101.25' }).click();
  await expect(rates.getByRole('row', { name: /₹101\.25 .*Cancelled before its time/ })).toBeVisible();
});
