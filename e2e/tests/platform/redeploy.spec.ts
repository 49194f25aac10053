// Rebuilding and redeploying one remote while the shell server runs makes both server rendering
// and the browser use the new version, with no shell rebuild or restart and no hydration mismatch.
import type { APIRequestContext } from '@playwright/test';
import { buildApp } from '../../../scripts/lib/build-app';
import { test, expect, gotoHydrated } from '../../support/fixtures';

interface Health {
  remotes: Array<{ name: string; version: string | null }>;
}

const contentVersion = async (request: APIRequestContext) =>
  ((await (await request.get('/__health')).json()) as Health).remotes.find((remote) => remote.name === 'content')?.version;

test('a redeployed remote is served by the running shell on the server and in the browser', async ({ page, request }) => {
  test.setTimeout(240_000);
  const label = `redeploy-${Date.now()}`;
  const shellPid = ((await (await request.get('/__health')).json()) as { pid?: number }).pid;
  expect((await request.get('/')).status()).toBe(200);
  const before = await contentVersion(request);
  expect(before).toBeTruthy();

  const result = await buildApp('content-mfe', { production: true, label });
  expect(result.buildId).not.toBe(before);

  // The shell re-reads the deployment within its revalidation interval — no restart.
  await expect.poll(() => contentVersion(request), { timeout: 15_000 }).toBe(result.buildId);
  expect(((await (await request.get('/__health')).json()) as { pid?: number }).pid).toBe(shellPid);
  const html = await (await request.get('/')).text();
  expect(html).toContain(`data-build="${label}"`);
  expect(html).toContain(`/builds/${result.buildId}/client/remoteEntry.js`);

  const remoteScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/builds/')) remoteScripts.push(request.url());
  });
  await gotoHydrated(page, '/');
  await expect(page.locator(`[data-build="${label}"]`)).toBeVisible();
  expect(remoteScripts.some((url) => url.includes(`/builds/${result.buildId}/client/`))).toBe(true);
  expect(remoteScripts.filter((url) => url.includes(`/builds/${before}/`))).toEqual([]);

  // Rendered again by the browser's copy of the new code after a client-side round trip.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle(/^About Us/);
  await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
  await expect(page.locator(`[data-build="${label}"]`)).toBeVisible();
});
