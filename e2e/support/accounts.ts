// The seeded demo accounts (backend/src/seed/demo-users.ts) and helpers to sign in through the UI.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Customer#2026' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

export async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Sign in with e-mail' });
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** A `__session` cookie holding an ID token (while a canary is live, anonymous visitors' holds only their build bucket, `b<n>~`). */
const hasSessionCookie = async (page: Page, url?: string) =>
  (await page.context().cookies(url ? [url] : [])).some((cookie) => cookie.name === '__session' && !/^b\d{1,2}~$/.test(cookie.value));

/** Waits until the server session exists (the `__session` cookie the sign-in actions wait for), for `url`'s site if given. */
export async function waitForSession(page: Page, url?: string) {
  await expect.poll(() => hasSessionCookie(page, url), { message: 'the __session cookie is set' }).toBe(true);
}

/** Waits until the server session is gone (the cookie sign-out clears). */
export async function waitForSignedOut(page: Page, url?: string) {
  await expect.poll(() => hasSessionCookie(page, url), { message: 'the __session cookie is cleared' }).toBe(false);
}

/**
 * Signs in from /login and waits until the server session exists and the header shows the
 * account, so a full page load of a guarded page right after is rendered for the signed-in user.
 */
export async function signIn(page: Page, account: { email: string; password: string }, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await signInThroughForm(page, account);
  await waitForSession(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
}

export async function storedUid(page: Page): Promise<string> {
  const uid = await page.evaluate(() => (JSON.parse(localStorage.getItem('shop.auth.user') ?? '{}') as { uid?: string }).uid);
  if (!uid) throw new Error('No signed-in user in local storage');
  return uid;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs in and waits until the server session exists (the same as signIn, kept for its callers). */
export const signInWithSession = signIn;
