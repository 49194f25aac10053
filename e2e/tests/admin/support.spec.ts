// The support inbox: a visitor's contact message arrives as new; an admin opens it, answers it by
// e-mail from the admin (the reply reaches the visitor's mailbox and stays in the message's thread),
// takes it, keeps a note and closes it; each change is stored with its audit entry. A flood of
// messages from one sender is found by the search and set apart as spam in one go.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signInWithSession, uniqueEmail } from '../../support/accounts';
import { asUser, createAccount } from '../../support/firebase-clients';
import { mailTo } from '../../support/mailbox';
import { queryStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 180_000 });

test('a contact message is taken, noted and closed from the inbox', async ({ page, browser }, testInfo) => {
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
  // The reply is sent from here: it reaches the visitor's mailbox with their message quoted, and is
  // kept with the message (a new message is taken in hand by whoever answers it).
  const replyForm = page.getByRole('form', { name: 'Reply to Meera Jain' });
  await replyForm.getByRole('button', { name: 'Send reply' }).click();
  await expect(replyForm.getByRole('textbox', { name: 'Your reply' })).toHaveAccessibleDescription(/Write the reply\./);
  await replyForm.getByRole('textbox', { name: 'Your reply' }).fill('Dear Meera, 200 pairs are ₹1,850 each; they can ship in a week.');
  await replyForm.getByRole('button', { name: 'Send reply' }).click();
  await expect(replyForm.getByRole('status')).toHaveText('Reply sent to meera@example.com. It is kept below with the message.');
  await expect
    .poll(async () => (await mailTo('meera@example.com')).find((mail) => mail.subject.startsWith(`Re: ${subject}`))?.text ?? '', {
      timeout: 60_000,
      message: 'the reply reaches the mailbox',
    })
    .toContain('200 pairs are ₹1,850 each');
  expect((await mailTo('meera@example.com')).find((mail) => mail.subject.startsWith(`Re: ${subject}`))?.text).toContain(
    'Could you quote 200 pairs of plain payals for Diwali?',
  );
  const thread = page.getByRole('list', { name: 'Replies sent' });
  await expect(thread.getByText('Dear Meera, 200 pairs are ₹1,850 each; they can ship in a week.')).toBeVisible();
  await expect.poll(async () => (await queryStored('messages', 'subject', subject))[0]?.['status']).toBe('in_progress');
  // The page says when the e-mail left, once the reloaded page sees it sent.
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await thread.textContent()) ?? '';
      },
      { timeout: 60_000 },
    )
    .toContain('Sent');
  await page.screenshot({ path: testInfo.outputPath('support-reply-thread.png'), fullPage: true });

  await expect(page.getByText(`Assigned to ${DEMO_ADMIN.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Unassign me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unassigned.' })).toBeVisible();
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Assigned to you.' })).toBeVisible();
  await expect
    .poll(async () => {
      const [current] = await queryStored('messages', 'subject', subject);
      return [current?.['assignedEmail'], current?.['status']];
    })
    .toEqual([DEMO_ADMIN.email, 'in_progress']);

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
      'Replied to the message from Meera Jain',
      'Took the message from Meera Jain',
      'Note on the message from Meera Jain: Quoted ₹1,850 per pair by phone.',
      'Marked the message from Meera Jain done',
    ]),
  );

  // Done items leave the "New" tab.
  await gotoHydrated(page, '/admin/support?status=new');
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toHaveCount(0);
});

test('a flood from one sender is found by the search and marked as spam together, leaving the inbox', async ({ page }, testInfo) => {
  const run = Date.now().toString(36);
  const sender = { email: uniqueEmail('flood'), password: 'Flood#2026' };
  await createAccount(sender);
  // Four messages from one signed-in sender (within the per-sender limit of ten).
  await asUser(sender, async (call) => {
    for (let i = 1; i <= 4; i += 1) {
      await call('sendContactMessage', {
        name: `Quick Loans ${run}`,
        email: sender.email,
        subject: `Cheap loans offer ${i}`,
        message: 'Get instant loans today, click our link for the best offer.',
      });
    }
  });
  await expect.poll(async () => (await queryStored('messages', 'email', sender.email)).length).toBe(4);

  await signInWithSession(page, DEMO_ADMIN);
  await gotoHydrated(page, '/admin/support');
  const search = page.getByRole('search', { name: 'Search and filter: Name, e-mail or phone' });
  await search.getByRole('searchbox', { name: 'Name, e-mail or phone' }).fill(sender.email.toUpperCase());
  await search.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const inbox = page.getByRole('list', { name: 'Inbox items' });
  await expect(inbox.getByRole('listitem')).toHaveCount(4);

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bulk = page.getByRole('group', { name: 'Bulk actions' });
  await expect(bulk).toContainText('4 items selected');
  await bulk.getByRole('button', { name: 'Mark as spam' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as spam: 4 items?' });
  await expect(dialog).toContainText(`Quick Loans ${run}: Cheap loans offer`);
  await page.screenshot({ path: testInfo.outputPath('support-spam-confirmation.png') });
  await dialog.getByRole('button', { name: 'Mark as spam (4)' }).click();
  await expect(bulk.getByRole('status')).toHaveText('4 items marked spam.');
  await expect
    .poll(async () =>
      (await queryStored('messages', 'email', sender.email))
        .map((message) => message['status'])
        .sort()
        .join(','),
    )
    .toBe('spam,spam,spam,spam');

  // They leave the inbox ("All" lists everything but spam) and wait under "Spam", where one comes back.
  await expect(page.getByText(`Nothing from “${sender.email.toUpperCase()}” here.`, { exact: false })).toBeVisible();
  await page.getByRole('navigation', { name: 'Inbox status' }).getByRole('link', { name: /^Spam/ }).click();
  await expect(page).toHaveURL(/status=spam/);
  await expect(inbox.getByRole('listitem')).toHaveCount(4);
  await inbox.getByRole('checkbox', { name: new RegExp(`Cheap loans offer 1$`) }).check();
  await bulk.getByRole('button', { name: 'Not spam' }).click();
  await page.getByRole('dialog', { name: 'Not spam: 1 item?' }).getByRole('button', { name: 'Not spam (1)' }).click();
  await expect(inbox.getByRole('listitem')).toHaveCount(3);
  const audit = await queryStored('adminAudit', 'summary', `Marked the message from Quick Loans ${run} spam`);
  expect(audit).toHaveLength(4);
});
