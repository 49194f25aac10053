// Singletons: react, react-dom (incl. react-dom/client), react-router, jotai and the shared packages
// are one copy each at run time, in the browser and on the server, whichever remotes are loaded.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { browserLoadedShared, distinctProviders, SINGLETONS, type LoadedShared } from '../../support/federation';
import { E2E_PORTS } from '../../support/ports';

test('the browser runs one copy of each singleton across the shell and the remotes', async ({ page }) => {
  await gotoHydrated(page, '/');
  // Visit a page of each public remote so their instances join the share scope.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  const { instances, loaded } = await browserLoadedShared(page);
  expect(instances).toEqual(expect.arrayContaining(['shell', 'content', 'catalog', 'account']));
  for (const module of SINGLETONS) {
    const providers = distinctProviders(loaded, module);
    expect(providers, `${module} providers`).toHaveLength(1);
    expect(providers[0], `${module} comes from the shell`).toMatch(/@shell$/);
  }
});

test('the server runs one copy of each singleton across the shell and the remotes', async ({ request }) => {
  // Render a page of each remote so the server has loaded them all.
  for (const path of ['/', '/products', '/login']) expect((await request.get(path)).status()).toBe(200);
  const health = (await (await request.get('/__health')).json()) as { shared: LoadedShared[] };
  const instances = new Set(health.shared.map((entry) => entry.instance.split(':')[0]));
  expect([...instances]).toEqual(expect.arrayContaining(['shell', 'content', 'catalog', 'account']));
  for (const module of SINGLETONS.filter((name) => name !== 'react-dom/client')) {
    const providers = distinctProviders(health.shared, module);
    expect(providers, `${module} providers on the server`).toHaveLength(1);
    expect(providers[0]).toMatch(/@shell$/);
  }
});

test('a public page downloads no admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoHydrated(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes(`:${E2E_PORTS.remotes['admin-mfe']}/`))).toEqual([]);
});

test("the browser loads the federation runtime once: the shell's, which every remoteEntry.js uses", async ({ page }) => {
  const entries: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/remoteEntry.js')) entries.push(response.text());
  });
  await gotoHydrated(page, '/products');
  const provider = await page.evaluate(() => (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM?.name);
  expect(provider).toBe('shell');
  // The shell's bundler runtime too (federation-plugins/src/bundler-runtime.ts).
  expect(await page.evaluate(() => typeof (globalThis as Record<string, unknown>).__SHOP_FEDERATION_BUNDLER_RUNTIME__)).toBe('object');
  // The remote's container initialises with them and serves its modules (the fallback plugin would
  // answer a failed load with its "unavailable" marker instead).
  const served = await page.evaluate(async () => {
    const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__: Array<{ name: string; loadRemote: (id: string) => Promise<unknown> }> } })
      .__FEDERATION__;
    const shell = federation?.__INSTANCES__.find((instance) => instance.name === 'shell');
    const exports = (await shell?.loadRemote('catalog/products')) as Record<string, unknown> | undefined;
    return exports ? Object.keys(exports).sort() : null;
  });
  expect(served).not.toBeNull();
  expect(served).not.toContain('__shopRemoteUnavailable');
  expect(served).toContain('default');
  expect(entries.length).toBeGreaterThan(0);
  for (const text of await Promise.all(entries)) {
    // The container reads the runtime from the global the shell set, and does not bring its own.
    expect(text).toContain('_FEDERATION_RUNTIME_CORE');
    expect(text).not.toContain('is not a valid federation manifest');
    // Nor its own bundler runtime: the string is in the bundler runtime's init, which it takes from the page.
    expect(text).not.toContain('tree-shake-plugin');
  }
});

test.describe("a remote's standalone page", () => {
  // The page reads the backend of the site its server belongs to (named in the page by the remote's
  // server), not the default ports `npm start` may be using beside this run; its pictures come from
  // that site's shell. Its parcel's memory router has no hydration fallback to show meanwhile.
  test.use({ allowedConsole: /No `HydrateFallback` element/ });

  test("brings the federation runtime itself (no shell there) and mounts the remote, on this site's backend", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${E2E_PORTS.remotes['catalog-mfe']}/`);
    await expect(page.getByRole('navigation', { name: 'Pages of this remote' }).getByRole('link', { name: 'All Products' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const provider = await page.evaluate(() => (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM?.name);
    expect(provider).toBe('standalone page');
    // Products of this site's backend, with their pictures loaded from its shell.
    const picture = page.locator('main img[src^="/media/"]').first();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
});
