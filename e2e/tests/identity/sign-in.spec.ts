// Identity journeys (issue 4): registration, e-mail and Google sign-in, error messages, the server
// guard with its redirect, and admin access.
import { test, expect, gotoHydrated, holdScripts, FAILED_RESOURCE } from '../../support/fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn, signInThroughForm, storedUid, uniqueEmail, waitForSession, waitForSignedOut } from '../../support/accounts';
import { readRestFields } from '../../support/stored-documents';
import { adminPaths, homeTitle, titlePattern } from '../../support/routes';

// Failed sign-ins are HTTP 400 answers from the Auth service, which the browser logs.
test.use({ allowedConsole: FAILED_RESOURCE(400) });

test('register → profile document → sign out → sign in with e-mail → land on the redirect target', async ({ page }) => {
  const email = uniqueEmail('asha');
  await gotoHydrated(page, '/register?redirect=%2Fabout');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Full name').fill('Asha Rao Mehta');
  await form.getByLabel('E-mail').fill(email);
  const password = form.getByLabel('Password', { exact: true });
  await password.fill('short');
  const rules = page.getByRole('list', { name: 'Password rules' });
  await expect(rules.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText('not yet');
  await password.fill('Silver2026');
  await expect(rules.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText('done');
  await form.getByLabel('Confirm password').fill('Silver2027');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('The two passwords do not match.')).toBeVisible();
  await form.getByLabel('Confirm password').fill('Silver2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();

  const uid = await storedUid(page);
  await expect.poll(async () => (await readRestFields(`webusers/${uid}`))?.['lastName']).toEqual({ stringValue: 'Rao Mehta' });
  const profile = await readRestFields(`webusers/${uid}`);
  expect(profile).toMatchObject({
    uid: { stringValue: uid },
    email: { stringValue: email },
    displayName: { stringValue: 'Asha Rao Mehta' },
    firstName: { stringValue: 'Asha' },
    emailPreferences: {
      mapValue: { fields: { orderUpdates: { booleanValue: true }, promotions: { booleanValue: true }, newsletter: { booleanValue: true } } },
    },
  });
  expect(profile?.['createdAt']).toHaveProperty('timestampValue');
  expect(profile?.['lastLogin']).toHaveProperty('timestampValue');

  await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByTestId('account-user')).toHaveText('Asha Rao Mehta');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await waitForSignedOut(page);
  await expect(page).toHaveTitle(await homeTitle());
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('shop.auth.user'))).toBeNull();

  await gotoHydrated(page, '/login?redirect=%2Fcontact');
  await signInThroughForm(page, { email, password: 'Silver2026' });
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
});

test('typed and sent before the page hydrates, the sign-in is kept out of the address bar and carried out once it has', async ({ page }) => {
  const pagesRequested: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) pagesRequested.push(request.url());
  });
  const scripts = await holdScripts(page);
  await page.goto('/login?redirect=%2Fcontact', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Sign in with e-mail' });
  await form.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
  await form.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await form.getByLabel('Password').press('Enter');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);

  await scripts.release();
  await waitForSession(page);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
  // The browser never sent the form itself as a GET of the page, the password in its URL.
  expect(pagesRequested.filter((url) => url.includes('password'))).toEqual([]);
  expect(pagesRequested.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/login?redirect=%2Fcontact']);
});

test('a wrong password and an e-mail already in use show clear messages, never a raw code', async ({ page }) => {
  await gotoHydrated(page, '/login');
  await signInThroughForm(page, { email: DEMO_CUSTOMER.email, password: 'not-the-password' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/password is incorrect|do not match an account/);
  await expect(alert).not.toContainText('auth/');

  await gotoHydrated(page, '/register');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Full name').fill('Someone Else');
  await form.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
  await form.getByLabel('Password', { exact: true }).fill('Silver2026');
  await form.getByLabel('Confirm password').fill('Silver2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account already uses that email — sign in instead.');
});

test('Google sign-in through the Auth emulator popup', async ({ page }) => {
  // The SDK and the emulator's helper iframe load Google's gapi script, out of reach offline: the
  // fixture serves an equivalent local script instead (see support/gapi-shim.js).
  await gotoHydrated(page, '/login?redirect=%2Faccount');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.locator('#add-account-button').click();
  const email = uniqueEmail('google');
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Gita Verma');
  await popup.locator('#sign-in').click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-user')).toHaveText('Gita Verma');
  const uid = await storedUid(page);
  await expect.poll(async () => (await readRestFields(`webusers/${uid}`))?.['email']).toEqual({ stringValue: email });
});

test('anonymous /account?tab=orders redirects on the server to login, and sign-in returns there', async ({ page, request }) => {
  const response = await request.get('/account?tab=orders', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/login?redirect=%2Faccount%3Ftab%3Dorders');

  await gotoHydrated(page, '/account?tab=orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%3Ftab%3Dorders$/);
  await signInThroughForm(page, DEMO_CUSTOMER);
  await expect(page).toHaveURL(/\/account\?tab=orders$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();

  // Signed in, the server renders the page itself (session cookie) — no redirect.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === '__session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  const html = await page.context().request.get('/account?tab=orders', { maxRedirects: 0 });
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain('Signed in as');
});

for (const host of ['localhost', '127.0.0.1']) {
  test(`signed in at ${host}, a reload of /account is rendered signed in by the server`, async ({ page, baseURL }) => {
    const site = new URL(baseURL ?? '');
    site.hostname = host;
    const origin = site.origin;
    await gotoHydrated(page, `${origin}/login?redirect=%2Faccount`);
    await signInThroughForm(page, DEMO_CUSTOMER);
    await expect(page).toHaveURL(`${origin}/account`);
    await waitForSession(page, origin);
    // A full page load: the server renders it from the session cookie, no trip to /login.
    const response = await page.context().request.get(`${origin}/account`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    await page.reload();
    await expect(page).toHaveURL(`${origin}/account`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  });
}

test('a redirect target that normalises to another site is never followed, in the browser or by the server', async ({ page }) => {
  // In the browser: the sign-in form's navigation.
  await gotoHydrated(page, `/login?redirect=${encodeURIComponent('/.//evil.example')}`);
  await signInThroughForm(page, DEMO_CUSTOMER);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/account$/);
  await waitForSession(page);
  // On the server: the sign-in pages' 302 for someone already signed in.
  for (const target of ['/.//evil.example', '/..//evil.example', '/x/..//evil.example', '/%2e//evil.example', '/./%2Fevil.example', '/.\\/evil.example']) {
    for (const path of ['/login', '/register']) {
      const response = await page.context().request.get(`${path}?redirect=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(response.status(), `${path} ${target}`).toBe(302);
      expect(response.headers().location, `${path} ${target}`).toBe('/account');
    }
  }
  await gotoHydrated(page, `/register?redirect=${encodeURIComponent('/%2e//evil.example')}`);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/account$/);
});

test('only same-site redirect targets are honoured after sign-in', async ({ page }) => {
  await gotoHydrated(page, '/login?redirect=https%3A%2F%2Fevil.example%2Fsteal');
  await signInThroughForm(page, DEMO_CUSTOMER);
  await expect(page).toHaveURL(/\/account$/);
  await gotoHydrated(page, '/login?redirect=%2F%2Fevil.example');
  // Already signed in: the login page sends the user on, to the safe default.
  await expect(page).toHaveURL(/\/account$/);
});

test('a customer on any admin address is sent home, on the server and in the browser', async ({ page }) => {
  await signIn(page, DEMO_CUSTOMER);
  expect(adminPaths.length).toBeGreaterThan(20);
  for (const path of adminPaths) {
    const response = await page.context().request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe('/');
  }
  await gotoHydrated(page, '/admin');
  await expect(page).toHaveTitle(await homeTitle());
  await expect(page).toHaveURL(/\/$/);
});

test('the seeded admin reaches /admin, which loads only the admin remote', async ({ page: signInPage, context }) => {
  await signIn(signInPage, DEMO_ADMIN);
  await signInPage.close();
  // A fresh tab of the signed-in browser: only what /admin itself downloads.
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoHydrated(page, '/admin');
  await expect(page).toHaveTitle(titlePattern('Admin Dashboard'));
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  // admin remote: the same signed-in user as everywhere else
  await expect(page.getByTestId('admin-user')).toHaveText(`Signed in as ${DEMO_ADMIN.email}`);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveCount(0);
  const remotes = new Set(scripts.filter((url) => url.includes('/builds/')).map((url) => new URL(url).port));
  expect([...remotes]).toEqual([String(Number(new URL(page.url()).port) + 4)]);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Inventory' }).click();
  await expect(page).toHaveTitle(titlePattern('Inventory Management'));
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
});
