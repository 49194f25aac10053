// /contact (issue 6): the shop's details from settings, and a contact form that rejects bad input
// with messages and stores a good message once in `messages`.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { dataLayer } from '../../support/analytics';
import { queryStored, readStored } from '../../support/stored-documents';

test('shows the address, phone, e-mail, WhatsApp and map link from the settings', async ({ page }) => {
  const settings = await readStored('settings/site');
  const contact = settings?.['contact'] as Record<string, string>;
  await gotoHydrated(page, '/contact');
  const details = page.getByRole('region', { name: 'Visit, call or write' });
  await expect(details.getByText(contact['address']!)).toBeVisible();
  await expect(details.getByRole('link', { name: contact['phone'] })).toHaveAttribute('href', `tel:${contact['phone']!.replace(/[^\d+]/g, '')}`);
  await expect(details.getByRole('link', { name: contact['email'] })).toHaveAttribute('href', `mailto:${contact['email']}`);
  await expect(details.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${contact['whatsappNumber']}\\?text=`),
  );
  await expect(details.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', contact['mapUrl']!);
  await expect(details.getByText(contact['hours']!)).toBeVisible();
});

test('the form rejects bad input with messages next to the fields and stores a good message once', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const send = form.getByRole('button', { name: 'Send message' });
  await send.click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(form.getByText('Enter your name.')).toBeVisible();
  await expect(form.getByText('Enter your e-mail address so we can reply.')).toBeVisible();
  await expect(form.getByText('Write your message.')).toBeVisible();

  await form.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
  await form.getByRole('textbox', { name: /Phone/ }).fill('123');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Too short');
  await send.click();
  await expect(form.getByText(/does not look like an e-mail address/)).toBeVisible();
  await expect(form.getByText(/10 to 15 digits, or leave it empty/)).toBeVisible();
  await expect(form.getByText('Write at least 10 characters so we can help.')).toBeVisible();

  const subject = `Wholesale price list ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Name' }).fill('Meena Agarwal');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('Meena.Agarwal@Example.com');
  await form.getByRole('textbox', { name: /Phone/ }).fill('+91 98200 12345');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: /^Message/ }).fill('Please send your latest wholesale price list for oxidised earrings.');
  await send.dblclick();
  await expect(form.getByRole('status')).toHaveText('Thank you, Meena Agarwal. Your message has been sent; we reply within one working day.');
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'form_submit', form: 'contact', success: true }));

  await expect.poll(async () => (await queryStored('messages', 'subject', subject)).length).toBe(1);
  const [stored] = await queryStored('messages', 'subject', subject);
  expect(stored).toMatchObject({
    name: 'Meena Agarwal',
    email: 'meena.agarwal@example.com',
    phone: '+91 98200 12345',
    message: 'Please send your latest wholesale price list for oxidised earrings.',
    status: 'new',
  });
  expect(stored?.['createdAt']).toBeInstanceOf(Date);
});

test('a bot filling the hidden field is thanked but nothing is stored; the fourth message in ten minutes waits', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const fill = async (subject: string) => {
    await form.getByRole('textbox', { name: 'Name' }).fill('Test Sender');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('sender@example.com');
    await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await form.getByRole('textbox', { name: /^Message/ }).fill('A message long enough to be sent.');
  };
  const run = Date.now();
  // The honeypot is not reachable by people (hidden from assistive technology, out of the tab order).
  await expect(form.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  await fill(`Bot ${run}`);
  await form.locator('input[name="website"]').fill('https://spam.example');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('Your message has been sent');
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();

  for (let i = 1; i <= 3; i += 1) {
    await fill(`Rate ${run} ${i}`);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText('Your message has been sent');
  }
  await fill(`Rate ${run} 4`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toContainText('Please wait about 10 minutes before sending another');

  expect(await queryStored('messages', 'subject', `Bot ${run}`)).toHaveLength(0);
  for (let i = 1; i <= 3; i += 1) expect(await queryStored('messages', 'subject', `Rate ${run} ${i}`)).toHaveLength(1);
  expect(await queryStored('messages', 'subject', `Rate ${run} 4`)).toHaveLength(0);
});
