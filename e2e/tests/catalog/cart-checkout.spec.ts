// Cart and ordering (issue 5): a guest's cart merged into the account's on sign-in, checkout with a
// new address, the confirmation page (purchase tracked once), the order in My Account, and another
// customer refused the confirmation with a 404.
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { signIn, signInThroughForm, DEMO_CUSTOMER } from '../../support/accounts';
import { titlePattern } from '../../support/routes';
import { fillAddress } from '../../support/address-form';
import { createCustomer } from './accounts';
import { patchStored, productsInStock, readStored, type Stored } from '../../support/stored-documents';

// Sign-in attempts and the 404 page are HTTP errors the browser logs.
test.use({ allowedConsole: FAILED_RESOURCE(400, 404) });

const productPath = (product: Stored) => `/product/${String(product['sku'])}/${String(product['slug'])}`;

async function addToCart(page: Page, product: Stored) {
  await gotoHydrated(page, productPath(product));
  const form = page.getByRole('form', { name: 'Add to cart' });
  await expect(form.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(product['minOrderQty']));
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByRole('status')).toContainText(`Added ${String(product['minOrderQty'])} × ${String(product['title'])} to your cart.`);
}

const purchases = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'purchase'));

test('a guest cart is merged on sign-in, checked out, confirmed, and listed in My Account', async ({ page, browser }) => {
  const [first, second, saved] = (await productsInStock(60)).slice(10, 13);
  if (!first || !second || !saved) throw new Error('the seed has too few products in stock');
  const customer = await createCustomer('buyer');
  // The account already has a saved cart (from another device): one product.
  await patchStored(`carts/${customer.uid}`, {
    items: [{ productId: saved.__id, quantity: Number(saved['minOrderQty']), addedPrice: Number(saved['price']), addedAt: new Date() }],
    updatedAt: new Date(),
  });

  // As a guest: two products into the cart.
  await addToCart(page, first);
  await addToCart(page, second);
  await gotoHydrated(page, '/cart');
  const lines = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Sign in and check out' })).toBeVisible();

  // Signing in merges the guest cart into the saved one: three products, none doubled.
  await page.goto('/login?redirect=%2Fcart');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(lines).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'We added 2 products from before you signed in to your cart.' })).toBeVisible();
  for (const product of [first, second, saved]) {
    await expect(lines.filter({ hasText: String(product['title']) }).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(product['minOrderQty']));
  }
  await expect.poll(async () => ((await readStored(`carts/${customer.uid}`))?.['items'] as unknown[] | undefined)?.length).toBe(3);
  expect(await page.evaluate(() => localStorage.getItem('shop.cart.v1'))).toBeNull();

  // Checkout: no saved address yet, so one is added; the page says how payment works.
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('nothing is charged now')).toBeVisible();
  const addressForm = page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.getByLabel('PIN code') });
  await fillAddress(addressForm, {
    fullName: 'Kavya Menon',
    phone: '+91 98450 12345',
    line1: '22 Jewellers Lane',
    city: 'Kochi',
    state: 'Kerala',
    postalCode: '682001',
  });
  await addressForm.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /Kavya Menon, 22 Jewellers Lane/ })).toBeChecked();
  await page.getByLabel(/Note for the shop/).fill('Please call before dispatch.');
  const expectedTotal = [first, second, saved].reduce((sum, product) => sum + Number(product['price']) * Number(product['minOrderQty']), 0);
  const place = page.getByRole('button', { name: /^Place order — / });
  await expect(place).toHaveAccessibleName(`Place order — ₹${expectedTotal.toLocaleString('en-IN')}`);
  await place.click();

  // The confirmation: number, items, totals, address, status; purchase tracked once.
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/);
  const orderId = page.url().split('/').at(-1)!;
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Thank you — order SO-\d{4}-\d{6}$/);
  const number = (await heading.textContent())!.replace('Thank you — order ', '');
  await expect(page.getByText('Status: Pending confirmation')).toBeVisible();
  const items = page.getByRole('table', { name: `Items in order ${number}` });
  await expect(items.getByRole('rowheader')).toHaveCount(3 + 3);
  await expect(items).toContainText(`₹${expectedTotal.toLocaleString('en-IN')}`);
  await expect(page.getByRole('main').locator('address')).toContainText('22 Jewellers Lane');
  await expect.poll(async () => (await purchases(page)).length).toBe(1);
  expect((await purchases(page))[0]).toMatchObject({ transaction_id: number, value: expectedTotal, currency: 'INR' });
  const order = await readStored(`orders/${orderId}`);
  expect(order).toMatchObject({ uid: customer.uid, number, total: expectedTotal, status: 'pending_confirmation', note: 'Please call before dispatch.' });

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(heading).toHaveText(`Thank you — order ${number}`);
  expect(await purchases(page)).toEqual([]);

  // The cart is empty now, here and in the account.
  await expect.poll(async () => ((await readStored(`carts/${customer.uid}`))?.['items'] as unknown[] | undefined)?.length ?? 0).toBe(0);

  // My Account lists the order.
  await page.getByRole('link', { name: 'See your orders' }).click();
  await expect(page).toHaveURL(/\/account\?tab=orders$/);
  // The account's Orders section (on a busy machine the address changes before the page does).
  await expect(page.getByRole('region', { name: 'Orders' }).getByRole('link', { name: `Order ${number}` })).toBeVisible();

  // Another customer cannot open it: the same 404 as for an order that does not exist.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, DEMO_CUSTOMER);
  const response = await otherPage.goto(`/order-confirmation/${orderId}`);
  expect(response?.status()).toBe(404);
  await expect(otherPage).toHaveTitle(titlePattern('Page Not Found'));
  await expect(otherPage.getByRole('main')).not.toContainText(number);
  await other.close();
});

test("the settings' minimum order and shipping fee show at checkout and the order is charged by them", async ({ page }) => {
  const [product] = (await productsInStock(60)).slice(20, 21);
  if (!product) throw new Error('the seed has too few products in stock');
  const unit = Number(product['price']) * Number(product['minOrderQty']);
  const inr = (amount: number) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;
  const seeded = await readStored('settings/site');
  const customer = await createCustomer('shipping');
  // The checkout loaded afresh (the shop learns of a settings change within a second): how many
  // "smallest order" notices it shows once the browser has reviewed the cart.
  const minimumNotices = async () => {
    await gotoHydrated(page, '/checkout');
    await expect(page.getByRole('region', { name: '1. Review your order' }).getByText(/^Subtotal/)).toBeVisible();
    return page
      .getByRole('alert')
      .filter({ hasText: /^The smallest order the shop takes is / })
      .count();
  };
  try {
    await patchStored('settings/site', { orders: { shippingFee: 150, freeShippingAbove: unit * 100, minimumOrderValue: unit * 2 } });
    await signIn(page, customer);
    await addToCart(page, product);
    // Below the minimum: said, and the order cannot be placed.
    await expect.poll(minimumNotices).toBe(1);
    await expect(page.getByRole('button', { name: /^Place order — / })).toBeDisabled();

    await patchStored('settings/site', { orders: { shippingFee: 150, freeShippingAbove: unit * 100, minimumOrderValue: 0 } });
    await expect.poll(minimumNotices).toBe(0);
    await expect(page.getByText(`Shipping: ₹150 (free on orders of ${inr(unit * 100)} or more).`)).toBeVisible();
    const addressForm = page
      .getByRole('main')
      .locator('form')
      .filter({ has: page.getByLabel('PIN code') });
    await fillAddress(addressForm, {
      fullName: 'Arjun Rao',
      phone: '+91 98450 67890',
      line1: '5 Temple Street',
      city: 'Mysuru',
      state: 'Karnataka',
      postalCode: '570001',
    });
    await addressForm.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('radio', { name: /Arjun Rao, 5 Temple Street/ })).toBeChecked();
    const place = page.getByRole('button', { name: /^Place order — / });
    await expect(place).toHaveAccessibleName(`Place order — ${inr(unit + 150)}`);
    await place.click();
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/);
    const order = await readStored(`orders/${page.url().split('/').at(-1)!}`);
    expect(order).toMatchObject({ uid: customer.uid, subtotal: unit, shipping: 150, total: unit + 150 });
  } finally {
    await patchStored('settings/site', { orders: seeded?.['orders'] });
  }
});
