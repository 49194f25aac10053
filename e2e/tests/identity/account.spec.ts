// My Account (issue 4): addresses and e-mail preferences persist across reloads, an admin role
// granted with setAdminRole takes effect on the next navigation, and the same user is seen by the
// shell and by the remotes.
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, holdScripts, FAILED_RESOURCE } from '../../support/fixtures';
import { fillAddress } from '../../support/address-form';
import { DEMO_ADMIN, storedUid, uniqueEmail } from '../../support/accounts';
import { productsInStock, readRestFields } from '../../support/stored-documents';
import { asUser } from '../../support/firebase-clients';
import { homeTitle, titlePattern } from '../../support/routes';

test.use({ allowedConsole: FAILED_RESOURCE(400) });

async function registerNewCustomer(page: Page, name: string) {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  await gotoHydrated(page, '/register');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Silver2026');
  await form.getByLabel('Confirm password').fill('Silver2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  return { email, password: 'Silver2026' };
}

test('My Account opens on the orders; deleting the account sits apart in a danger zone and asks for confirmation', async ({ page }) => {
  const customer = await registerNewCustomer(page, 'Asha Rao');
  const sections = page.getByRole('navigation', { name: 'Account sections' });
  await expect(sections.getByRole('link').first()).toHaveText('Orders');
  await expect(sections.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  await sections.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
  const dangerZone = page.getByRole('region', { name: 'Danger zone' });
  // Nothing destructive is one click away: the form opens on request, after the profile.
  await expect(dangerZone.getByRole('form', { name: 'Delete my account' })).toHaveCount(0);
  const profileBox = await page.getByRole('form', { name: 'Edit profile' }).boundingBox();
  const dangerBox = await dangerZone.boundingBox();
  expect(dangerBox!.y).toBeGreaterThan(profileBox!.y + profileBox!.height);
  const open = dangerZone.getByRole('button', { name: 'Delete account…' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const form = dangerZone.getByRole('form', { name: 'Delete my account' });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);

  await open.click();
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByText('Tick the box to confirm that you want to delete your account.')).toBeVisible();
  await form.getByRole('checkbox', { name: 'I understand that this cannot be undone' }).check();
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByText('Enter your password to confirm it is you.')).toBeVisible();
  await form.getByLabel('Your password').fill(customer.password);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveTitle(await homeTitle());
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toHaveCount(0);
});

test('addresses can be added, edited, made default and deleted, and survive reloads', async ({ page }) => {
  await registerNewCustomer(page, 'Meera Iyer');
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'Add address' });
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(form.getByText('Enter the full name.')).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();
  await fillAddress(form, {
    fullName: 'Meera Iyer',
    phone: '+91 98765 43210',
    line1: '14 Temple Street',
    city: 'Chennai',
    state: 'Tamil Nadu',
    postalCode: '060004',
  });
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(form.getByText('A PIN code has 6 digits and does not start with 0.')).toBeVisible();
  await form.getByLabel('PIN code').fill('600004');
  await form.getByLabel(/Label/).fill('Home');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address added.' })).toBeVisible();

  await page.getByRole('button', { name: 'Add an address' }).click();
  const second = page.getByRole('form', { name: 'Add address' });
  await second.getByLabel('Full name').fill('Meera Iyer');
  await second.getByLabel('Phone').fill('9876543210');
  await second.getByLabel('Address (house, street)').fill('2 Market Road');
  await second.getByLabel('City').fill('Madurai');
  await second.getByLabel('State').fill('Tamil Nadu');
  await second.getByLabel('PIN code').fill('625001');
  await second.getByLabel(/Label/).fill('Shop');
  await second.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('listitem', { name: /Shop: 2 Market Road/ })).toBeVisible();

  // The shopper taps "Set as default" as soon as the reloaded page shows, before its scripts have
  // run (held here, so that "before" is certain): the tap is kept and carried out once it hydrates.
  const scripts = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  const home = page.getByRole('listitem', { name: /Home: 14 Temple Street/ });
  const shop = page.getByRole('listitem', { name: /Shop: 2 Market Road/ });
  await expect(home).toContainText('Default');
  const setDefault = shop.getByRole('button', { name: 'Set as default' });
  await setDefault.click();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  await expect(setDefault).toHaveAttribute('data-held', ''); // shown busy while held
  await scripts.release();
  await expect(page.getByRole('status').filter({ hasText: 'Default address changed.' })).toBeVisible();
  await expect(shop).toContainText('Default');
  await expect(home).not.toContainText('Default');

  await home.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Save address' });
  await edit.getByLabel('City').fill('Coimbatore');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('listitem', { name: /Home: 14 Temple Street, Coimbatore/ })).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('listitem', { name: /Shop: 2 Market Road/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('listitem', { name: /Shop: 2 Market Road/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('listitem', { name: /Home: 14 Temple Street, Coimbatore/ })).toContainText('Default');
  await expect(page.getByRole('listitem', { name: /Shop/ })).toHaveCount(0);
});

test('e-mail preferences and the profile persist across reloads', async ({ page }) => {
  await registerNewCustomer(page, 'Kabir Shah');
  const uid = await storedUid(page);
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'E-mail preferences' }).click();
  const promotions = page.getByRole('checkbox', { name: /Promotions/ });
  await expect(promotions).toBeChecked();
  await promotions.uncheck();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail preferences are saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Promotions/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Order updates/ })).toBeChecked();
  expect((await readRestFields(`webusers/${uid}`))?.['emailPreferences']).toEqual({
    mapValue: { fields: { orderUpdates: { booleanValue: true }, promotions: { booleanValue: false }, newsletter: { booleanValue: true } } },
  });

  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Profile' }).click();
  const profile = page.getByRole('form', { name: 'Edit profile' });
  await profile.getByLabel('Phone').fill('12');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText(/7–20 digits/)).toBeVisible();
  await profile.getByLabel('Phone').fill('+91 90000 11111');
  await profile.getByLabel('Name').fill('Kabir A. Shah');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('account-user')).toHaveText('Kabir A. Shah');
  await expect(page.getByRole('form', { name: 'Edit profile' }).getByLabel('Phone')).toHaveValue('+91 90000 11111');
});

test('an admin role granted with setAdminRole takes effect on the next navigation', async ({ page }) => {
  const customer = await registerNewCustomer(page, 'Ravi Kumar');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);

  const granted = await asUser(DEMO_ADMIN, (call) => call<{ admin: boolean }>('setAdminRole', { email: customer.email, admin: true }));
  expect(granted.admin).toBe(true);

  // The next navigation to a guarded page force-refreshes the ID token and sees the claim.
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveTitle(titlePattern('Admin Dashboard'));
  // The refreshed token reached the server too: a full load of an admin page renders it.
  const html = await page.context().request.get('/admin/orders', { maxRedirects: 0 });
  expect(html.status()).toBe(200);

  await asUser(DEMO_ADMIN, (call) => call('setAdminRole', { email: customer.email, admin: false }));
});

test('the same signed-in user is seen by the shell header and inside the remotes', async ({ page }) => {
  const customer = await registerNewCustomer(page, 'Nisha Patel');
  // shell
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
  // account remote
  await expect(page.getByTestId('account-user')).toHaveText('Nisha Patel');
  // content remote: the contact form knows who is writing (also on a fresh server render)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('textbox', { name: /Name/ })).toHaveValue('Nisha Patel');
  await expect(page.getByRole('textbox', { name: /E-mail/ })).toHaveValue(customer.email);
  await gotoHydrated(page, '/contact');
  await expect(page.getByRole('textbox', { name: /Name/ })).toHaveValue('Nisha Patel');
  // catalogue remote: the cart offers a signed-in customer checkout, not sign-in
  const [product] = await productsInStock(10);
  if (!product) throw new Error('the seed has no product in stock');
  await gotoHydrated(page, `/product/${String(product['sku'])}/${String(product['slug'])}`);
  await page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' }).click();
  await gotoHydrated(page, '/cart');
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in and check out' })).toHaveCount(0);
});
