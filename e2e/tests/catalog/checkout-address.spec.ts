// Checkout with a saved address (issue 36): a new address typed but not saved stops the order with
// a message at the form — the order never silently goes to the saved address — and once saved the
// order goes to it, with the buyer's business and GSTIN for the invoice (kept in their account) and
// the way they chose to pay; the order page says what happens next.
import { defaultSiteSettings } from 'shared-data';
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { signIn } from '../../support/accounts';
import { fillAddress } from '../../support/address-form';
import { createCustomerWithCart } from './accounts';
import { patchStored, productsInStock, queryStored, readStored } from '../../support/stored-documents';
import { mailTo } from '../../support/mailbox';

test('a new address typed but not saved stops the order; saved, the order goes there with the GSTIN and the way to pay', async ({ page }) => {
  const [product] = (await productsInStock(60)).slice(30, 31);
  if (!product) throw new Error('the seed has too few products in stock');
  const customer = await createCustomerWithCart('address', product);
  await patchStored(`webusers/${customer.uid}/addresses/saved-shop`, {
    label: 'Shop',
    fullName: 'Meera Joshi',
    phone: '+91 98250 11111',
    line1: '7 Ratan Pol',
    line2: '',
    city: 'Ahmedabad',
    state: 'Gujarat',
    postalCode: '380001',
    country: 'India',
    isDefault: true,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await signIn(page, customer);
  await gotoHydrated(page, '/checkout');
  await expect(page.getByRole('radio', { name: /Meera Joshi, 7 Ratan Pol/ })).toBeChecked();

  // A new address typed, not saved: the order is refused, and the form says why and has focus.
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const newAddress = page.getByRole('group', { name: 'New address' });
  const mumbai = { fullName: 'Meera Joshi', phone: '+91 98200 22222', line1: '14 Zaveri Bazaar', city: 'Mumbai', state: 'Maharashtra', postalCode: '400002' };
  await fillAddress(newAddress, mumbai);
  await page.getByRole('button', { name: /^Place order — / }).click();
  await expect(newAddress.getByRole('alert')).toContainText(
    'You started a new address but did not save it, so we have not placed the order. Press Save address to use it, or Cancel',
  );
  await expect(newAddress.getByLabel('Full name')).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await queryStored('orders', 'uid', customer.uid)).toEqual([]);

  // Saved, it is the order's address; the business and the way to pay go with the order.
  await newAddress.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /Meera Joshi, 14 Zaveri Bazaar/ })).toBeChecked();
  await page.getByRole('textbox', { name: /Business name/ }).fill('Joshi Silver Traders');
  await page.getByRole('textbox', { name: /GSTIN/ }).fill('27aabcr 1234 f1zs');
  await page.getByRole('checkbox', { name: 'Save to my account for next time' }).check();
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: /^Place order — / }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/);
  const orderId = page.url().split('/').at(-1)!;
  const order = await readStored(`orders/${orderId}`);
  // The shop is told: its mailbox (the settings' contact address, no notice address being set)
  // receives the new-order e-mail through the local SMTP server.
  const shopAddress = (await readStored('settings/site')) as { notifications?: { email?: string }; contact?: { email?: string } } | null;
  const shopMailbox = shopAddress?.notifications?.email || shopAddress?.contact?.email || defaultSiteSettings.contact.email;
  await expect
    .poll(async () => (await mailTo(shopMailbox)).some((mail) => mail.subject.startsWith(`New order ${String(order?.['number'])}`)), { timeout: 30_000 })
    .toBe(true);
  expect(order).toMatchObject({
    uid: customer.uid,
    address: { city: 'Mumbai', line1: '14 Zaveri Bazaar', state: 'Maharashtra' },
    buyer: { businessName: 'Joshi Silver Traders', gstin: '27AABCR1234F1ZS' },
    placeOfSupply: { code: '27', name: 'Maharashtra' },
    paymentPreference: 'upi',
  });
  await expect.poll(async () => (await readStored(`webusers/${customer.uid}`))?.['gstin']).toBe('27AABCR1234F1ZS');

  // The order page: the invoice's business and place of supply, and payment after confirmation.
  await expect(page.getByText('GST invoice made out to Joshi Silver Traders, GSTIN 27AABCR1234F1ZS · place of supply 27 – Maharashtra.')).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Payment status: Unpaid · you chose to pay by UPI');
  await expect(payment).toContainText('You pay once the shop confirms your order');
  await expect(payment.getByRole('link', { name: /with a UPI app/ })).toHaveCount(0);
});
