// Running orders: a customer's order is confirmed, packed and shipped with a tracking number from
// Manage Orders; the customer sees each step and the tracking link on their order page; the
// customer's e-mails are queued; bulk confirm works on selected orders; cancelling puts the stock
// back; every step leaves its audit entry.
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, signInWithSession } from '../../support/accounts';
import { asUser } from '../../support/firebase-clients';
import { productsInStock, queryStored, readStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 180_000 });

interface Placed {
  orderId: string;
  number: string;
}

/** The demo customer orders `quantity` of `productId` (the real placeOrder callable). */
const placeOrder = (productId: string, quantity: number) =>
  asUser(DEMO_CUSTOMER, (call) =>
    call<Placed>('placeOrder', {
      items: [{ productId, quantity }],
      addressId: 'demo-address-1',
      idempotencyKey: `e2e-admin-orders-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
    }),
  );

async function aProduct(skip: number) {
  const products = await productsInStock(30);
  const product = products[products.length - 1 - skip];
  if (!product) throw new Error('no product with 30 in stock');
  return { id: product.__id, quantity: Math.max(1, Number(product['minOrderQty']) || 1) };
}

const storedStatus = async (orderId: string) => (await readStored(`orders/${orderId}`))?.['status'];

test.beforeEach(async ({ page }) => {
  await signInWithSession(page, DEMO_ADMIN);
});

test.describe('with refusals', () => {
  // The shipment form's refused submit is checked in the browser; a refused step would be an HTTP 400.
  test.use({ allowedConsole: FAILED_RESOURCE(400) });

  test('an order is confirmed, packed and shipped with tracking; the customer sees each step and the tracking link', async ({ page, browser }) => {
    const product = await aProduct(0);
    const placed = await placeOrder(product.id, product.quantity);

    // The list: the pending tab holds it, and a search by its number finds it.
    await gotoHydrated(page, '/admin/orders?status=pending_confirmation');
    await expect(page.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: /^Pending confirmation \d+$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const search = page.getByRole('searchbox', { name: 'Order number or its digits, customer name, e-mail or phone' });
    const table = page.getByRole('table', { name: 'Orders: Pending confirmation' });
    // By the customer's first name, and by the number's digits without the leading zeros.
    await search.fill('priya');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=priya/);
    await expect(table.getByRole('link', { name: placed.number })).toBeVisible();
    const digits = String(Number(placed.number.split('-').at(-1)));
    await search.fill(digits);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${digits}&`));
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('link', { name: placed.number })).toBeVisible();
    // A name nobody has finds nothing, and says so.
    await search.fill('Zzyzxville');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No orders match')).toBeVisible();
    await search.fill(placed.number.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${placed.number.toLowerCase()}`));
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('link', { name: placed.number }).click();

    // The order page.
    await expect(page.getByRole('heading', { level: 1, name: `Order ${placed.number}` })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
    const steps = page.getByRole('group', { name: 'Next step' });
    await steps.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${placed.number} is now "Confirmed".` })).toBeVisible();
    await expect.poll(() => storedStatus(placed.orderId)).toBe('confirmed');

    await steps.getByRole('button', { name: 'Mark packed' }).click();
    await expect(page.getByRole('status').filter({ hasText: `is now "Packed"` })).toBeVisible();
    await expect.poll(() => storedStatus(placed.orderId)).toBe('packed');

    await steps.getByRole('button', { name: 'Mark shipped' }).click();
    const shipForm = page.getByRole('form', { name: 'Mark shipped' });
    await shipForm.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(shipForm.getByText('Enter the courier that carries the parcel.')).toBeVisible();
    await expect(shipForm.getByLabel('Courier')).toBeFocused();
    await shipForm.getByLabel('Courier').fill('Blue Dart');
    await shipForm.getByLabel('Tracking number').fill('BD998877665IN');
    await shipForm.getByLabel('Tracking link').fill('https://www.bluedart.com/tracking?awb=BD998877665IN');
    await shipForm.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(page.getByRole('status').filter({ hasText: `is now "Shipped"` })).toBeVisible();
    await expect.poll(() => storedStatus(placed.orderId)).toBe('shipped');
    await expect(page.getByText('Shipped with Blue Dart, tracking number BD998877665IN')).toBeVisible();
    const timeline = page.getByRole('list').filter({ has: page.getByText('by the customer') });
    await expect(timeline.getByRole('listitem')).toHaveCount(4);

    // The customer's e-mails for each step are queued, and the audit log has each step.
    for (const kind of ['confirmed', 'packed', 'shipped']) expect(await readStored(`mail/order-${placed.orderId}-${kind}`), kind).not.toBeNull();
    const audit = await queryStored('adminAudit', 'target', `orders/${placed.orderId}`);
    expect(audit.map((entry) => entry['summary']).sort()).toEqual(
      [
        `Order ${placed.number}: Confirmed → Packed`,
        `Order ${placed.number}: Packed → Shipped (Blue Dart BD998877665IN)`,
        `Order ${placed.number}: Pending confirmation → Confirmed`,
      ].sort(),
    );

    // The customer's order page and My Account.
    const context = await browser.newContext();
    const customer = await context.newPage();
    await signInWithSession(customer, DEMO_CUSTOMER);
    await customer.goto(`/order-confirmation/${placed.orderId}`);
    await expect(customer.getByText('Status: Shipped')).toBeVisible();
    await expect(customer.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute('href', 'https://www.bluedart.com/tracking?awb=BD998877665IN');
    await expect(customer.getByRole('heading', { name: 'Order progress' })).toBeVisible();
    await customer.goto('/account?tab=orders');
    await expect(customer.getByRole('link', { name: `Track parcel of order ${placed.number} (Blue Dart)` })).toBeVisible();
    await context.close();
  });
});

test('bulk confirm of selected orders, and a cancel that puts the stock back', async ({ page }) => {
  const product = await aProduct(1);
  const stockBefore = Number((await readStored(`prod/${product.id}`))?.['stock']);
  const first = await placeOrder(product.id, product.quantity);
  const second = await placeOrder(product.id, product.quantity);
  expect(Number((await readStored(`prod/${product.id}`))?.['stock'])).toBe(stockBefore - 2 * product.quantity);

  await gotoHydrated(page, '/admin/orders?status=pending_confirmation');
  const table = page.getByRole('table', { name: 'Orders: Pending confirmation' });
  for (const placed of [first, second]) await table.getByRole('checkbox', { name: `Select Order ${placed.number}` }).check();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Confirm: 2 orders updated.' })).toBeVisible();
  await expect.poll(async () => [await storedStatus(first.orderId), await storedStatus(second.orderId)]).toEqual(['confirmed', 'confirmed']);

  await gotoHydrated(page, `/admin/orders/${first.orderId}`);
  await page.getByRole('group', { name: 'Next step' }).getByRole('button', { name: 'Cancel order' }).click();
  const cancelForm = page.getByRole('form', { name: 'Cancel order' });
  await expect(cancelForm.getByText(`Cancel order ${first.number}?`)).toBeVisible();
  await cancelForm.getByLabel('Reason').fill('The customer asked to cancel.');
  await cancelForm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${product.quantity} piece` })).toBeVisible();
  await expect.poll(() => storedStatus(first.orderId)).toBe('cancelled');
  expect(Number((await readStored(`prod/${product.id}`))?.['stock'])).toBe(stockBefore - product.quantity);
  await expect(page.getByText('takes no further steps')).toBeVisible();

  // An internal note, kept with its author.
  await page.getByLabel('New note').fill('Refund not needed: payment was not taken.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list').getByText('Refund not needed: payment was not taken.')).toBeVisible();
});
