// The support inbox: a visitor's contact message arrives as new; an admin opens it, has a reply link
// with the message quoted, takes it, keeps a note and closes it; each change is stored with its
// audit entry.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signInWithSession } from '../../support/accounts';
import { queryStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 180_000 });

test('a contact message is taken, noted and closed from the inbox', async ({ page, browser }) => {
  const subject = `Bulk order of payals ${Date.now()}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/contact');
  await expect(visitor.locator('html[data-hydrated="true"]')).toBeAttached();
  const form = visitor.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Meera Jain');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('meera@example.com');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: /^Message/ }).fill('Could you quote 200 pairs of plain payals for Diwali?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('Your message has been sent');
  await visitorContext.close();
  const [stored] = await queryStored('messages', 'subject', subject);
  if (!stored) throw new Error('the message was not stored');

  await signInWithSession(page, DEMO_ADMIN);
  await gotoHydrated(page, '/admin/support?status=new');
  const inbox = page.getByRole('list', { name: 'Inbox items' });
  await inbox.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message from Meera Jain' })).toBeFocused();
  const reply = page.getByRole('link', { name: 'Reply by e-mail to meera@example.com' });
  const mailto = new URL((await reply.getAttribute('href')) ?? '');
  expect(mailto.pathname).toBe('meera@example.com');
  expect(mailto.searchParams.get('subject')).toBe(`Re: ${subject}`);
  expect(mailto.searchParams.get('body')).toContain('> Could you quote 200 pairs of plain payals for Diwali?');

  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Assigned to you.' })).toBeVisible();
  await expect
    .poll(async () => {
      const [current] = await queryStored('messages', 'subject', subject);
      return [current?.['assignedEmail'], current?.['status']];
    })
    .toEqual([DEMO_ADMIN.email, 'in_progress']);
  await expect(page.getByText(`Assigned to ${DEMO_ADMIN.email}.`)).toBeVisible();

  await page.getByLabel('New note').fill('Quoted ₹1,850 per pair by phone.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  await expect(page.getByRole('list').getByText('Quoted ₹1,850 per pair by phone.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption('done');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked done.' })).toBeVisible();
  await expect.poll(async () => (await queryStored('messages', 'subject', subject))[0]?.['status']).toBe('done');
  const [closed] = await queryStored('messages', 'subject', subject);
  expect(closed?.['notes']).toEqual([expect.objectContaining({ text: 'Quoted ₹1,850 per pair by phone.', byEmail: DEMO_ADMIN.email })]);
  const audit = await queryStored('adminAudit', 'target', `messages/${stored.__id}`);
  expect(audit.map((entry) => entry['summary'])).toEqual(
    expect.arrayContaining([
      'Took the message from Meera Jain',
      'Note on the message from Meera Jain: Quoted ₹1,850 per pair by phone.',
      'Marked the message from Meera Jain done',
    ]),
  );

  // Done items leave the "New" tab.
  await gotoHydrated(page, '/admin/support?status=new');
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toHaveCount(0);
});
