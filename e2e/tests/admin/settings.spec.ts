// Settings: an admin changes the home page's headline, the WhatsApp number and the announcement bar; a wrong GSTIN and a
// WhatsApp number without its country code are refused next to their fields first; the save is
// audited and the shop shows the new values on the next page load (its cached reads are dropped
// when the settings change). The seeded values are put back afterwards.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signIn } from '../../support/accounts';
import { patchStored, queryStored, readStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 180_000 });

const HEADLINE = 'Hallmarked 925 silver, wholesale from ready stock in Mumbai';

test('an admin changes the headline, the WhatsApp number and the announcement, and the shop shows them on the next page load', async ({ page, browser }) => {
  const seeded = await readStored('settings/site');
  if (!seeded) throw new Error('no seeded settings');
  try {
    await signIn(page, DEMO_ADMIN);
    await gotoHydrated(page, '/admin/settings');
    const form = page.getByRole('form', { name: 'Site settings' });
    const preview = page.getByRole('complementary', { name: 'Preview with the unsaved values' });

    await form.getByLabel('Headline', { exact: true }).fill(HEADLINE);
    await expect(preview).toContainText(HEADLINE);
    await expect(form.getByText('Unsaved changes.')).toBeVisible();
    await form.getByLabel('WhatsApp number').fill('98200 12345');
    await form.getByLabel('GSTIN').fill('27AABCR1234F1ZT');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText('Add the country code: an Indian mobile number is 91 followed by its ten digits.')).toBeVisible();
    await expect(form.getByText('This GSTIN’s last character does not match the rest: check it for a typing mistake.')).toBeVisible();
    await expect(form.getByLabel('WhatsApp number')).toBeFocused();

    await form.getByRole('textbox', { name: /^Announcement(?! link)/ }).fill('Diwali dispatch closes on 28 October');
    await expect(preview).toContainText('Diwali dispatch closes on 28 October');
    await form.getByRole('textbox', { name: /^Announcement link/ }).fill('/products');
    await form.getByLabel('WhatsApp number').fill('+91 98200 12345');
    await form.getByLabel('GSTIN').fill('27aabcr1234f1zs');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await expect.poll(async () => ((await readStored('settings/site'))?.['hero'] as { headline?: string } | undefined)?.headline).toBe(HEADLINE);
    const stored = await readStored('settings/site');
    expect((stored?.['contact'] as { whatsappNumber: string }).whatsappNumber).toBe('919820012345');
    expect((stored?.['tax'] as { gstin: string }).gstin).toBe('27AABCR1234F1ZS');
    const audit = await queryStored('adminAudit', 'target', 'settings/site');
    expect(audit.map((entry) => entry['action'])).toContain('settings.update');

    // A shopper's next page load shows them.
    const shopperContext = await browser.newContext();
    const shopper = await shopperContext.newPage();
    await expect
      .poll(async () => {
        await shopper.goto('/');
        return shopper.getByRole('main').getByRole('heading', { level: 1 }).textContent();
      })
      .toBe(HEADLINE);
    await gotoHydrated(shopper, '/');
    await expect(
      shopper.getByRole('complementary', { name: 'Announcement' }).getByRole('link', { name: 'Diwali dispatch closes on 28 October' }),
    ).toHaveAttribute('href', '/products');
    const chat = new URL((await shopper.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')) ?? '');
    expect(chat.pathname).toBe('/919820012345');
    await shopperContext.close();
  } finally {
    await patchStored('settings/site', {
      hero: seeded['hero'],
      contact: seeded['contact'],
      tax: seeded['tax'] ?? {},
      announcement: seeded['announcement'],
      orders: seeded['orders'],
    });
  }
});
