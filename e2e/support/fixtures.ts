// The test fixture every journey uses: a page that fails the test on any console error, uncaught
// exception or hydration warning, except the messages a test declares it expects.
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export interface ShopFixtures {
  /**
   * Console messages this test expects (HTTP 404/503 pages log a failed resource, for example).
   * One pattern (combine with `|`): Playwright would read an array as [value, options].
   */
  allowedConsole: RegExp | null;
  consoleErrors: string[];
}

export const test = base.extend<ShopFixtures>({
  allowedConsole: [null, { option: true }],
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, allowedConsole, consoleErrors }, use) => {
    // Firebase Auth loads Google's gapi script for its popup and redirect flows (eagerly on mobile
    // browsers). It cannot be downloaded here, so an equivalent local script stands in for it.
    await page
      .context()
      .route('https://apis.google.com/js/api.js*', (route) => route.fulfill({ path: path.join(__dirname, 'gapi-shim.js'), contentType: 'text/javascript' }));
    page.on('console', (message) => {
      const text = message.text();
      const hydration = /hydrat/i.test(text);
      if (message.type() === 'error' || (message.type() === 'warning' && hydration)) consoleErrors.push(`[${message.type()}] ${text}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`[pageerror] ${error.message}`));
    await use(page);
    const unexpected = consoleErrors.filter((line) => !allowedConsole?.test(line));
    expect(unexpected, 'console errors, uncaught exceptions or hydration warnings').toEqual([]);
  },
});

export { expect };

/** Loads a page and waits until the browser has hydrated it. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  return response;
}

/**
 * Holds back every script the page asks for until `release()` (then lets them through), so that a
 * test acts on the server-rendered page before it hydrates for certain rather than by speed.
 */
export async function holdScripts(page: Page) {
  const scripts = /\.js(\?.*)?$/;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return {
    release: async () => {
      release();
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await page.unroute(scripts);
    },
  };
}

/** Chrome logs every HTTP error response, including the page's own 404 or 503. */
export const FAILED_RESOURCE = (...statuses: number[]) => new RegExp(`status of (${statuses.join('|')})`);
