// The seeded demo accounts (backend/src/seed/demo-users.ts) and helpers to sign in through the UI
// and to read documents as the backend's administrator.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_PORTS } from './ports';

export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Customer#2026' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

export async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Sign in with e-mail' });
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from /login and waits until the header shows the account. */
export async function signIn(page: Page, account: { email: string; password: string }, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await signInThroughForm(page, account);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
}

export async function storedUid(page: Page): Promise<string> {
  const uid = await page.evaluate(() => (JSON.parse(localStorage.getItem('shop.auth.user') ?? '{}') as { uid?: string }).uid);
  if (!uid) throw new Error('No signed-in user in local storage');
  return uid;
}

const DOCUMENTS = `http://127.0.0.1:${E2E_PORTS.firestore}/v1/projects/demo-silver-shop/databases/(default)/documents`;

type RestValue = Record<string, unknown>;

/** A document as the backend's administrator reads it (REST, `Bearer owner`), or null. */
export async function readDocument(path: string): Promise<Record<string, RestValue> | null> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: { authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return ((await response.json()) as { fields?: Record<string, RestValue> }).fields ?? {};
}

export async function listDocuments(collectionPath: string): Promise<Array<{ name: string; fields: Record<string, RestValue> }>> {
  const response = await fetch(`${DOCUMENTS}/${collectionPath}?pageSize=300`, { headers: { authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`${collectionPath}: HTTP ${response.status}`);
  return ((await response.json()) as { documents?: Array<{ name: string; fields: Record<string, RestValue> }> }).documents ?? [];
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
