// Admin Users: an administrator makes a newly registered account an administrator by e-mail (it
// then reaches /admin on its next page, though signed in before the grant), removes the role again (the account is sent home from /admin), and the
// audit log lists both changes, filtered by action.
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { DEMO_ADMIN, signInWithSession, uniqueEmail } from '../../support/accounts';
import { E2E_PORTS } from '../../support/ports';
import { titlePattern } from '../../support/routes';

test.describe.configure({ timeout: 180_000 });
// Granting to an e-mail with no account is refused by the callable (HTTP 404, which Chrome logs).
test.use({ allowedConsole: FAILED_RESOURCE(404) });

/** Registers an account straight at the Auth emulator (as the register page would). */
async function register(email: string, password: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`sign-up failed: HTTP ${response.status}`);
}

test('an admin grants and removes the admin role by e-mail, and the audit log lists both', async ({ page, browser }) => {
  const staff = { email: uniqueEmail('staff'), password: 'Staff#2026' };
  await register(staff.email, staff.password);
  // The staff member is already signed in when the role is granted (their token predates it).
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInWithSession(staffPage, staff);

  await signInWithSession(page, DEMO_ADMIN);
  await gotoHydrated(page, '/admin/users');
  const admins = page.getByRole('table', { name: 'Administrators' });
  await expect(admins.getByRole('rowheader', { name: new RegExp(DEMO_ADMIN.email) })).toBeVisible();

  const grant = page.getByRole('form', { name: 'Add an administrator' });
  await grant.getByLabel('E-mail of an existing account').fill('nobody-here@example.com');
  await grant.getByRole('button', { name: 'Make administrator' }).click();
  await expect(grant.getByRole('alert').first()).toContainText('No account uses the email nobody-here@example.com');
  await grant.getByLabel('E-mail of an existing account').fill(staff.email);
  await grant.getByRole('button', { name: 'Make administrator' }).click();
  await expect(grant.getByRole('status')).toHaveText(`${staff.email} is now an administrator. They get the admin area on their next page.`);
  await expect(admins.getByRole('rowheader', { name: new RegExp(staff.email) })).toBeVisible();

  // On their next page the new administrator reaches the admin area, not the home page: the server
  // sees a token older than the role and has the browser refresh it (the session cookie with it).
  const first = await staffPage.goto('/admin');
  expect(first?.status()).toBe(403);
  await expect(staffPage).toHaveTitle(titlePattern('Admin Dashboard'));
  expect(new URL(staffPage.url()).pathname).toBe('/admin');
  // The refreshed cookie carries the role: the server now renders the admin area itself.
  await expect.poll(async () => (await staffContext.request.get('/admin', { maxRedirects: 0 })).status()).toBe(200);
  await staffContext.close();

  await admins.getByRole('button', { name: `Remove admin role of ${staff.email}` }).click();
  await page
    .getByRole('dialog', { name: `Remove the administrator role of ${staff.email}?` })
    .getByRole('button', { name: 'Remove admin role' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `${staff.email} is no longer an administrator.` })).toBeVisible();
  await expect(admins.getByRole('rowheader', { name: new RegExp(staff.email) })).toHaveCount(0);

  // Signed in afresh, the account is a customer again: /admin sends it home.
  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  await signInWithSession(later, staff);
  const response = await later.context().request.get('/admin/products', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  await laterContext.close();

  // The audit log, filtered to role grants, shows who did it.
  await gotoHydrated(page, '/admin/users?action=role.grant');
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByText(`Made ${staff.email} an administrator`)).toBeVisible();
  await expect(log.getByText(`Removed the administrator role of ${staff.email}`)).toHaveCount(0);
  await gotoHydrated(page, `/admin/users?action=role.revoke&by=${encodeURIComponent(DEMO_ADMIN.email)}`);
  await expect(log.getByText(`Removed the administrator role of ${staff.email}`)).toBeVisible();
});
