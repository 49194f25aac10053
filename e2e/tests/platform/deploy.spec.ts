// `npm run deploy` on the local target (issue 16): a new build of the catalog remote goes live
// while a shopper's page is open and 20 connections load the shell — no failed request, the new
// build served by the server and the browser within the revalidation interval, the open page still
// working; a rollback brings the old build back; a build that breaks the shell's contract is
// refused and changes nothing.
import { execFile } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import autocannon, { type Instance, type Result } from 'autocannon';
import { distDir, repoRoot } from '../../../scripts/lib/apps';
import { buildApp } from '../../../scripts/lib/build-app';
import { uidBucket } from '../../../shell/src/server/build-bucket.server';
import { DEMO_CUSTOMER, signIn, storedUid } from '../../support/accounts';
import { test, expect, gotoHydrated } from '../../support/fixtures';

const catalogVersion = async (request: APIRequestContext) =>
  ((await (await request.get('/__health')).json()) as { remotes: Array<{ name: string; version: string | null }> }).remotes.find(
    (remote) => remote.name === 'catalog',
  )?.version;

/** Runs `npm run deploy -- …` as a team would (the same script, in a child process). */
function deploy(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(repoRoot, 'scripts', 'deploy.ts'), 'catalog', '--target', 'local', ...args],
      { cwd: repoRoot },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const currentJson = () => readFile(path.join(distDir('catalog-mfe'), 'current.json'), 'utf8');

test('a remote deployed under load goes live for the server and the browser, rolls back, and a broken contract is refused', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const before = await catalogVersion(request);
  expect(before).toBeTruthy();

  await gotoHydrated(page, '/products');
  const label = `deploy-${Date.now()}`;
  const built = await buildApp('catalog-mfe', { production: true, activate: false, label });
  const next = built.buildId ?? '';
  expect(next).not.toBe(before);
  // Built is not live: only the deploy makes it so.
  expect(JSON.parse(await currentJson()).buildId).toBe(before);

  // 20 connections on a catalog page for the whole deploy.
  let load: Instance | undefined;
  const loadResult = new Promise<Result>((resolve, reject) => {
    load = autocannon({ url: `${baseURL}/products`, connections: 20, duration: 300 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  const deployed = await deploy('--build', next);
  expect(deployed.output).toContain(`deployed build ${next}`);
  expect(deployed.code).toBe(0);
  await expect.poll(() => catalogVersion(request), { timeout: 15_000 }).toBe(next);
  await expect
    .poll(async () => (await (await request.get('/products')).text()).includes(`/builds/${next}/client/remoteEntry.js`), { timeout: 15_000 })
    .toBe(true);
  // Rendered by the new build's server code (its label is compiled in).
  expect(await (await request.get('/products')).text()).toContain(`data-build="${label}"`);
  load?.stop();
  const figures = await loadResult;
  expect(figures.requests.total).toBeGreaterThan(0);
  expect({ errors: figures.errors, timeouts: figures.timeouts, non2xx: figures.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });

  // The page opened before the deploy keeps working on its build's code (kept on the target).
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page →' }).click();
  await expect(page).toHaveURL(/\/products\?page=2/);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 2 of');
  // A fresh load runs the new build in the browser.
  const remoteScripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/builds/')) remoteScripts.push(sent.url());
  });
  await gotoHydrated(page, '/products');
  await expect(page.locator(`[data-remote="catalog"][data-build="${label}"]`)).toBeVisible();
  expect(remoteScripts.some((url) => url.includes(`/builds/${next}/client/`))).toBe(true);
  expect(remoteScripts.filter((url) => url.includes(`/builds/${before}/`))).toEqual([]);

  // Rollback: the build live before is served again.
  const back = await deploy('--rollback');
  expect(back.output).toContain(`rolled back to build ${before}`);
  expect(back.code).toBe(0);
  await expect.poll(() => catalogVersion(request), { timeout: 15_000 }).toBe(before);
  await gotoHydrated(page, '/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A build that no longer exposes a module the shell routes to is refused; nothing changes.
  const broken = `${next}-broken`;
  const brokenDir = path.join(distDir('catalog-mfe'), 'builds', broken);
  await cp(path.join(distDir('catalog-mfe'), 'builds', next), brokenDir, { recursive: true });
  try {
    const manifestFile = path.join(brokenDir, 'client', 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { exposes: Array<{ path: string }> };
    await writeFile(manifestFile, JSON.stringify({ ...manifest, exposes: manifest.exposes.filter((expose) => expose.path !== './product-detail') }));
    const pointer = await currentJson();
    const refused = await deploy('--build', broken);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('breaks the contract with the live shell, so nothing was changed');
    expect(refused.output).toContain('the shell routes to catalog/product-detail, which this build does not expose');
    expect(await currentJson()).toBe(pointer);
    expect(await catalogVersion(request)).toBe(before);
  } finally {
    await rm(brokenDir, { recursive: true, force: true });
  }
});

interface CatalogHealth {
  version: string | null;
  canary: { version: string; share: number } | null;
}
const catalogHealth = async (request: APIRequestContext) =>
  ((await (await request.get('/__health')).json()) as { remotes: Array<CatalogHealth & { name: string }> }).remotes.find((remote) => remote.name === 'catalog');

test('a canary at 50 %: fresh visitors land on either build, each stays on theirs across navigations and reloads, hydrating cleanly; promoted in one step', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const main = await catalogVersion(request);
  expect(main).toBeTruthy();
  const label = `canary-${Date.now()}`;
  const built = await buildApp('catalog-mfe', { production: true, activate: false, label });
  const canary = built.buildId ?? '';
  expect(canary).not.toBe(main);

  const started = await deploy('--build', canary, '--canary', '50');
  expect(started.output).toContain(`canary for 50 % of visitors: build ${canary}`);
  expect(started.output).toContain(`live: ${main}, canary ${canary} for 50 % of visitors`);
  expect(started.code).toBe(0);
  expect(JSON.parse(await currentJson())).toMatchObject({ buildId: main, canary: { buildId: canary, share: 50 } });
  // The shell's health (behind its access rule) shows both builds and the share.
  await expect.poll(() => catalogHealth(request), { timeout: 15_000 }).toMatchObject({ version: main, canary: { version: canary, share: 50 } });

  /** A new visitor (own cookies) opening the listing: which build rendered it, and their bucket. */
  const visit = async () => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text())))
        problems.push(`[${message.type()}] ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`[pageerror] ${error.message}`));
    const remoteScripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/builds/')) remoteScripts.push(sent.url());
    });
    await gotoHydrated(page, '/products');
    const build = await page.locator('[data-remote="catalog"]').getAttribute('data-build');
    // Kept in __session (the one cookie Firebase Hosting forwards), as `b<bucket>~`.
    const session = (await context.cookies()).find((cookie) => cookie.name === '__session');
    const bucket = session ? { value: /^b(\d{1,2})~$/.exec(session.value)?.[1], httpOnly: session.httpOnly } : undefined;
    return { context, page, problems, remoteScripts, build, bucket };
  };
  type Visitor = Awaited<ReturnType<typeof visit>>;

  // Buckets are random: new visitors arrive until one has each build (at 50 %, 2⁻¹⁹ to miss in 20).
  const visitors: Visitor[] = [];
  let onCanary: Visitor | undefined;
  let onMain: Visitor | undefined;
  for (let i = 0; i < 20 && !(onCanary && onMain); i += 1) {
    const visitor = await visit();
    visitors.push(visitor);
    expect(visitor.bucket?.value, 'every visitor gets a bucket while a canary is live').toMatch(/^\d{1,2}$/);
    expect(visitor.bucket?.httpOnly).toBe(true);
    if (visitor.build === label) onCanary ??= visitor;
    else onMain ??= visitor;
  }
  expect(onCanary, 'a visitor on the canary').toBeTruthy();
  expect(onMain, 'a visitor on the main build').toBeTruthy();
  for (const visitor of visitors) {
    // Bucket below the share: the canary, server and browser alike.
    expect(visitor.build === label, `bucket ${visitor.bucket?.value}`).toBe(Number(visitor.bucket?.value) < 50);
  }

  for (const [visitor, buildId, other] of [
    [onCanary!, canary, main],
    [onMain!, main, canary],
  ] as const) {
    const { page } = visitor;
    const expected = await page.locator('[data-remote="catalog"]').getAttribute('data-build');
    // The server rendered this visitor's build: its entry and its compiled-in label are in the HTML.
    const html = await (await page.request.get('/products')).text();
    expect(html).toContain(`/builds/${buildId}/client/remoteEntry.js`);
    expect(html).not.toContain(`/builds/${other}/`);
    expect(html).toContain(`data-build="${expected}"`);
    // A navigation in the page, then a reload: the same build.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page →' }).click();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 2 of');
    await expect(page.locator('[data-remote="catalog"]')).toHaveAttribute('data-build', expected!);
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.locator('[data-remote="catalog"]')).toHaveAttribute('data-build', expected!);
    await gotoHydrated(page, '/');
    await gotoHydrated(page, '/products');
    await expect(page.locator('[data-remote="catalog"]')).toHaveAttribute('data-build', expected!);
    // The browser ran only its own build's code, and nothing complained (hydration included).
    expect(visitor.remoteScripts.some((url) => url.includes(`/builds/${buildId}/client/`))).toBe(true);
    expect(visitor.remoteScripts.filter((url) => url.includes(`/builds/${other}/`))).toEqual([]);
    expect(visitor.problems).toEqual([]);
  }
  const mainLabel = await onMain!.page.locator('[data-remote="catalog"]').getAttribute('data-build');
  for (const visitor of visitors) await visitor.context.close();

  // Signing in during the canary works (the bucket-only __session gives way to the ID token), and a
  // signed-in customer's build follows their uid's bucket, the same on every device.
  const customer = await visit();
  await signIn(customer.page, DEMO_CUSTOMER);
  const uid = await storedUid(customer.page);
  await gotoHydrated(customer.page, '/products');
  await expect(customer.page.locator('[data-remote="catalog"]')).toHaveAttribute('data-build', uidBucket(uid) < 50 ? label : mainLabel!);
  expect(customer.problems).toEqual([]);
  await customer.context.close();

  // Promote: one command, and everyone (both earlier buckets included) gets the canary's build.
  const promoted = await deploy('--promote');
  expect(promoted.output).toContain(`promoted the canary: everyone gets build ${canary} on`);
  expect(promoted.code).toBe(0);
  await expect.poll(() => catalogHealth(request), { timeout: 15_000 }).toMatchObject({ version: canary, canary: null });
  for (const bucket of [onCanary!.bucket!.value, onMain!.bucket!.value]) {
    const html = await (await request.get('/products', { headers: { cookie: `__session=b${bucket}~` } })).text();
    expect(html).toContain(`data-build="${label}"`);
  }
  // With no canary, no visitor is given a bucket.
  expect((await request.get('/products', { headers: { cookie: '' } })).headers()['set-cookie'] ?? '').not.toContain('__session');

  // Back to the build the suite started with.
  const back = await deploy('--rollback');
  expect(back.code).toBe(0);
  await expect.poll(() => catalogVersion(request), { timeout: 15_000 }).toBe(main);
});
