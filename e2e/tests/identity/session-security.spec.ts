// The server session can be trusted no further than the account behind it (issue 37 items 1, 5 and
// 6): a customer whose sign-in an admin turns off is signed out of every page at once, a session
// cookie copied before sign-out is refused after it, and when Auth cannot be asked a session is not
// rendered as signed in (a guarded page says "try again").
import { createServer, type Server, type Socket } from 'node:net';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import type { RunningSite } from '../../../scripts/lib/site';
import { test, expect, FAILED_RESOURCE } from '../../support/fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn, uniqueEmail, waitForSignedOut } from '../../support/accounts';
import { asUser, createAccount } from '../../support/firebase-clients';
import { startIsolatedSite } from '../../support/test-site';
import { E2E_PORTS } from '../../support/ports';

test.use({ allowedConsole: FAILED_RESOURCE(400, 401, 403) });

/** The `__session` cookie's token of a signed-in browser context. */
async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((entry) => entry.name === '__session' && !/^b\d{1,2}~$/.test(entry.value));
  if (!cookie) throw new Error('no session cookie');
  return decodeURIComponent(cookie.value);
}

/** A page as the server renders it for the given session cookie (no browser, no client-side auth). */
async function renderedWith(request: APIRequestContext, url: string, token: string) {
  const response = await request.get(url, { headers: { cookie: `__session=${encodeURIComponent(token)}` }, maxRedirects: 0 });
  return { status: response.status(), location: response.headers()['location'] ?? null, html: await response.text() };
}

const signedInAs = (html: string) => /Signed in as [^"]+@/.test(html);

test('a customer whose sign-in an admin turns off is rendered signed out on every page at once', async ({ page, request }) => {
  const account = { email: uniqueEmail('turned-off'), password: 'Buyer#2026' };
  const uid = await createAccount(account);
  await signIn(page, account);
  const token = await sessionToken(page.context());
  expect(signedInAs((await renderedWith(request, '/', token)).html)).toBe(true);

  await asUser(DEMO_ADMIN, (call) => call('setCustomerDisabled', { uid, disabled: true }));
  try {
    // The token they hold is valid for up to an hour; the server no longer trusts it anywhere.
    for (const path of ['/', '/products', '/about']) {
      const rendered = await renderedWith(request, path, token);
      expect(rendered.status, path).toBe(200);
      expect(signedInAs(rendered.html), path).toBe(false);
    }
    const account = await renderedWith(request, '/account', token);
    expect(account.status).toBe(302);
    expect(account.location).toMatch(/^\/login\?redirect=%2Faccount$/);
  } finally {
    await asUser(DEMO_ADMIN, (call) => call('setCustomerDisabled', { uid, disabled: false }));
  }
});

test('signing out ends the server session: a copy of the cookie taken before is refused after it', async ({ page, request, baseURL }) => {
  const account = { email: uniqueEmail('copied-cookie'), password: 'Buyer#2026' };
  await createAccount(account);
  await signIn(page, account, '/account');
  const copied = await sessionToken(page.context());
  expect((await renderedWith(request, '/account', copied)).status).toBe(200);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await waitForSignedOut(page);

  const replayed = await renderedWith(request, '/account', copied);
  expect(replayed.status).toBe(302);
  expect(replayed.location).toMatch(/^\/login/);
  expect(signedInAs((await renderedWith(request, '/', copied)).html)).toBe(false);
  // Nor does the copied token start a new session.
  const again = await request.post('/__session', { headers: { origin: baseURL ?? '', 'content-type': 'application/json' }, data: { idToken: copied } });
  expect(again.status()).toBe(401);
  expect(await again.text()).toContain('This sign-in has ended');

  // Signing in again (a new sign-in) works as before.
  await signIn(page, account, '/account');
  expect((await renderedWith(request, '/account', await sessionToken(page.context()))).status).toBe(200);
});

test.describe('when the Auth service does not answer', () => {
  let site: RunningSite;
  let silent: Server;
  const held = new Set<Socket>();

  test.beforeAll(async () => {
    // Accepts connections and never answers: every account lookup of this site's server times out.
    silent = createServer((socket) => {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    site = await startIsolatedSite(E2E_PORTS.isolatedSites + 20, { AUTH_PORT: String(port) });
  });

  test.afterAll(async () => {
    await site?.stop();
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  test('a session is never rendered as signed in, and a guarded page says to try again', async ({ page, request }) => {
    // A real customer's session, and a made-up account claiming the admin role (the local Auth
    // emulator's tokens are unsigned, so anyone can write one).
    await signIn(page, DEMO_CUSTOMER);
    const customer = await sessionToken(page.context());
    const now = Math.floor(Date.now() / 1000);
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const forged = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      iss: 'https://securetoken.google.com/demo-silver-shop',
      aud: 'demo-silver-shop',
      sub: 'made-up-admin',
      user_id: 'made-up-admin',
      auth_time: now,
      iat: now,
      exp: now + 3600,
      email: 'made-up@example.com',
      email_verified: true,
      admin: true,
    })}.`;

    for (const token of [customer, forged]) {
      const home = await renderedWith(request, `${site.url}/`, token);
      expect(home.status).toBe(200);
      expect(signedInAs(home.html)).toBe(false);
    }
    const admin = await renderedWith(request, `${site.url}/admin`, forged);
    expect(admin.status).toBe(503);
    expect(admin.html).toContain('We could not confirm your sign-in');
    expect(admin.html).not.toContain('Admin Dashboard');
    const account = await renderedWith(request, `${site.url}/account`, customer);
    expect(account.status).toBe(503);
  });
});
