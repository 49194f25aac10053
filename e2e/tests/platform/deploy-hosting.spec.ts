// `npm run deploy -- catalog --target hosting` (issue 43) against the Firebase Hosting API
// simulator, with a shell that loads the catalog remote from the simulated Hosting site, server and
// browser alike. One journey walks what a team does, each step the real command in a child process:
// the first deploy to an empty site, a new build, a rollback, a canary at 10 % then 50 % and its
// promotion, an aborted canary, a build refused for breaking the shell's contract, and the status.
// The local target's journeys (deploy.spec.ts) cover load, open pages and visitors' buckets in depth;
// this one proves the same commands on the Hosting target with one catalog build.
import { execFile } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { distDir, repoRoot } from '../../../scripts/lib/apps';
import { buildApp } from '../../../scripts/lib/build-app';
import { startHostingSimulatorProcess, type RunningHostingSimulator } from '../../../scripts/lib/hosting-sim';
import type { RunningSite } from '../../../scripts/lib/site';
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { E2E_PORTS } from '../../support/ports';
import { startIsolatedSite } from '../../support/test-site';

const SITE = 'demo-silver-shop-catalog';
let sim: RunningHostingSimulator;
let shop: RunningSite;
/** The simulated Hosting site's URL, e.g. http://127.0.0.1:41234 (its own port, as SITE.web.app is its own host). */
let hostingUrl: string;
let before: string;

/** Runs `npm run deploy -- catalog --target hosting …` as a team would, against the simulator. */
function deploy(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(repoRoot, 'scripts', 'deploy.ts'), 'catalog', '--target', 'hosting', ...args],
      { cwd: repoRoot, env: { ...process.env, FIREBASE_HOSTING_API_URL: sim.apiUrl } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

interface CatalogHealth {
  version: string | null;
  canary: { version: string; share: number } | null;
}
const catalogHealth = async (request: APIRequestContext) =>
  ((await (await request.get(`${shop.url}/__health`)).json()) as { remotes: Array<CatalogHealth & { name: string }> }).remotes.find(
    (remote) => remote.name === 'catalog',
  );

/** The catalog build the shell renders /products with for a visitor in this bucket. */
async function renderedBuild(request: APIRequestContext, bucket: number): Promise<string | undefined> {
  const html = await (await request.get(`${shop.url}/products`, { headers: { cookie: `__session=b${bucket}~` } })).text();
  return new RegExp(`${hostingUrl}/builds/([\\w.-]+)/client/remoteEntry\\.js`).exec(html)?.[1];
}

const hostedPointer = async () => (await fetch(`${hostingUrl}/current.json`)).text();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sim = await startHostingSimulatorProcess({ projectId: 'demo-silver-shop', sites: [SITE] });
  hostingUrl = sim.sites[SITE] as string;
  before = (JSON.parse(await readFile(path.join(distDir('catalog-mfe'), 'current.json'), 'utf8')) as { buildId: string }).buildId;
  // The site starts empty: the first deploy puts the build the suite runs on it.
  const first = await deploy('--build', before);
  expect(first.output).toContain(`deployed build ${before} on Firebase Hosting site ${SITE}`);
  expect(first.code).toBe(0);
  shop = await startIsolatedSite(E2E_PORTS.isolatedSites + 20, { REMOTE_CATALOG_URL: `${hostingUrl}/` });
});

test.afterAll(async () => {
  await shop?.stop();
  await sim?.close();
});

test('the catalog deployed, rolled back, canaried, promoted and aborted on Firebase Hosting; a broken build refused', async ({ page, request }) => {
  test.setTimeout(600_000);
  await expect.poll(() => catalogHealth(request), { timeout: 15_000 }).toMatchObject({ version: before, canary: null });

  // A new build: verified on the check channel, then live with its current.json in one release.
  const label = `hosting-${Date.now()}`;
  const next = (await buildApp('catalog-mfe', { production: true, activate: false, label })).buildId ?? '';
  expect(next).not.toBe(before);
  const deployed = await deploy('--build', next);
  expect(deployed.output).toContain('released on the deploy-check channel for the check');
  expect(deployed.output).toContain(`deployed build ${next} on Firebase Hosting site ${SITE}`);
  expect(deployed.code).toBe(0);
  await expect.poll(() => catalogHealth(request), { timeout: 15_000 }).toMatchObject({ version: next });
  // The browser loads the remote from the Hosting site: its new build's code runs and hydrates.
  const fromHosting: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/builds/')) fromHosting.push(sent.url());
  });
  await gotoHydrated(page, `${shop.url}/products`);
  await expect(page.locator(`[data-remote="catalog"][data-build="${label}"]`)).toBeVisible();
  expect(fromHosting.filter((url) => url.includes(`/builds/${next}/client/`)).length).toBeGreaterThan(0);
  expect(fromHosting.filter((url) => url.includes(`/builds/${next}/`)).every((url) => url.startsWith(`${hostingUrl}/`))).toBe(true);

  // Rollback: the build live before, on every render.
  const back = await deploy('--rollback');
  expect(back.output).toContain(`rolled back to build ${before}`);
  expect(back.code).toBe(0);
  await expect.poll(() => catalogHealth(request), { timeout: 15_000 }).toMatchObject({ version: before });

  // Canary at 10 %, then 50 %: buckets below the share get it, the others the main build.
  const canary10 = await deploy('--build', next, '--canary', '10');
  expect(canary10.output).toContain(`live: ${before}, canary ${next} for 10 % of visitors`);
  expect(canary10.code).toBe(0);
  await expect.poll(() => catalogHealth(request), { timeout: 15_000 }).toMatchObject({ version: before, canary: { version: next, share: 10 } });
  expect(await renderedBuild(request, 5)).toBe(next);
  expect(await renderedBuild(request, 30)).toBe(before);
  const canary50 = await deploy('--build', next, '--canary', '50');
  expect(canary50.output).toContain(`Build ${next} is already on Firebase Hosting site ${SITE}`);
  expect(canary50.code).toBe(0);
  await expect.poll(() => catalogHealth(request), { timeout: 15_000 }).toMatchObject({ canary: { version: next, share: 50 } });
  expect(await renderedBuild(request, 30)).toBe(next);
  expect(await renderedBuild(request, 70)).toBe(before);

  const promoted = await deploy('--promote');
  expect(promoted.output).toContain(`promoted the canary: everyone gets build ${next}`);
  expect(promoted.code).toBe(0);
  await expect.poll(() => catalogHealth(request), { timeout: 15_000 }).toMatchObject({ version: next, canary: null });
  expect(await renderedBuild(request, 70)).toBe(next);

  // A canary aborted: everyone back on the main build.
  expect((await deploy('--build', before, '--canary', '10')).code).toBe(0);
  await expect.poll(() => catalogHealth(request), { timeout: 15_000 }).toMatchObject({ canary: { version: before, share: 10 } });
  const aborted = await deploy('--abort');
  expect(aborted.output).toContain(`aborted the canary: everyone gets build ${next}`);
  expect(aborted.code).toBe(0);
  await expect.poll(() => catalogHealth(request), { timeout: 15_000 }).toMatchObject({ version: next, canary: null });

  // A build that no longer exposes a module the shell routes to is refused on the check channel;
  // the live site's current.json and the shell are as they were.
  const broken = `${next}-broken`;
  const brokenDir = path.join(distDir('catalog-mfe'), 'builds', broken);
  await cp(path.join(distDir('catalog-mfe'), 'builds', next), brokenDir, { recursive: true });
  try {
    const manifestFile = path.join(brokenDir, 'client', 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { exposes: Array<{ path: string }> };
    await writeFile(manifestFile, JSON.stringify({ ...manifest, exposes: manifest.exposes.filter((expose) => expose.path !== './product-detail') }));
    const pointer = await hostedPointer();
    const refused = await deploy('--build', broken);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('breaks the contract with the live shell, so nothing was changed');
    expect(refused.output).toContain('the shell routes to catalog/product-detail, which this build does not expose');
    expect(await hostedPointer()).toBe(pointer);
    expect(await catalogHealth(request)).toMatchObject({ version: next, canary: null });
  } finally {
    await rm(brokenDir, { recursive: true, force: true });
  }

  const status = await deploy('--status');
  expect(status.code).toBe(0);
  expect(status.output).toContain(`live: ${next}`);
  expect(status.output).toContain(`rollback history: ${before}`);
  expect(status.output).toContain(`kept builds: ${[before, next].sort().join(', ')}`);
  expect(status.output).toContain(`site: ${hostingUrl}/`);
});
