// `npm run bench`: for `/`, `/products`, a product page, a search, a blog post and `/admin`, the first-view JavaScript
// (raw and gzip) split into shell, shared libraries, federation runtime and remote code; the
// requests made before the page is interactive (hydrated); and server-render throughput and
// p50/p99 latency at 50 concurrent connections — each beside the same figure for a static HTML
// file served by the same server in the same run, so ratios compare across noisy runs. The product
// page against a monolithic peer (scripts/bench-monolith) and against our shell server with the
// anonymous page cache turned off (one process, and two workers: SHELL_WORKERS=2); then 200
// connections for 30 s with the server's memory.
// Runs against the production build (npm run build first) and an in-memory local backend. Then
// the admin at scale: the site restarted on a backend loaded with the large data set (`--seed
// large`: 10,000 products, 5,000 orders over 30 days, 2,000 customers, 500,000 storefront events over
// 90 days rolled up), and the admin's pages
// server-rendered for a signed-in admin one request at a time (the latency an admin sees).
// Then the analytics pipeline (`npm run bench:analytics`: ingestion through /__events' writes, the
// roll-up of a 50,000-event day, the Analytics page's read). Last, prices from the silver rate
// (`npm run bench:silver`, issue 41: a rate change reaching 10,000 products' pages, a listing with
// rate-based prices under load, placeOrder with price breaks). BENCH_PARTS=public, admin,
// analytics or silver (comma-separated) runs some parts alone; ssr is the public pages'
// server-rendering table alone, views their first views alone (BENCH_FILES=1 lists each script).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { distDir, remoteApps, repoRoot } from './lib/apps';
import { budgetTable } from './lib/budgets';
import { emulatorIdToken, firstView, kb, type PageFigures } from './lib/first-view';
import { startLocalBackend } from './lib/backend';
import { ensureChromium } from './lib/chromium';
import { remoteUrlsEnv, startSite, type RunningSite } from './lib/site';
import { startShellProcess, waitForHttp } from './lib/shell-process';
import { answerHelp } from './lib/usage';
import { processCpuMs, processTree } from './lib/process-cpu';
import { DEFAULT_PROJECT_ID, type BackendEndpoints } from '../backend/src/cli/start-backend';
import { FUNCTIONS_REGION } from '../backend/functions/src/config';
import { demoShopNamed } from '../backend/src/seed/demo-content';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../backend/src/seed/demo-users';
import { clientSession, closeClientSessions } from '../backend/test/support/client-session';

answerHelp(
  process.argv.slice(2),
  'Usage: npm run bench   (no arguments; BENCH_PARTS=public,admin,analytics,silver,ssr,views picks parts, BENCH_DEMO=beauty runs the public pages on the beauty shop, BENCH_FILES=1 lists each script of a first view, BENCH_PORT_BASE, BENCH_SECONDS, BENCH_WARM_UP_SECONDS, BENCH_PEER_ROUNDS, BENCH_SURGE_CONNECTIONS, BENCH_SURGE_SECONDS)',
);

const BASE = Number(process.env.BENCH_PORT_BASE ?? 3600);
// BENCH_DEMO=beauty: the public pages with the beauty shop's data (its product page is a lipstick in shades).
const DEMO = demoShopNamed(process.env.BENCH_DEMO ?? 'silver', 'BENCH_DEMO');
const PUBLIC_PAGES =
  DEMO === 'beauty'
    ? { product: /<loc>[^<]*(\/product\/AB-LIP-0001\/[^<]+)<\/loc>/, search: '/search?q=lipstick' }
    : { product: /<loc>[^<]*(\/product\/[^<]+)<\/loc>/, search: '/search?q=ring' };
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
// Each page is loaded, unmeasured, before its measured run: the first requests compile the render
// path and load the remotes' server code, which puts seconds into p99 that no later visitor sees.
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
// Alternating runs of ours and the monolith peer on the product page.
const PEER_ROUNDS = Number(process.env.BENCH_PEER_ROUNDS ?? 2);
// The surge: many more connections for longer, on the product page, with the server's memory.
const SURGE_CONNECTIONS = Number(process.env.BENCH_SURGE_CONNECTIONS ?? 200);
const SURGE_SECONDS = Number(process.env.BENCH_SURGE_SECONDS ?? 30);
const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const ADMIN_PAGE_RUNS = 30;
// BENCH_PARTS=orders was the admin part's earlier name.
const PARTS = new Set((process.env.BENCH_PARTS ?? 'public,admin,analytics,silver').split(',').map((part) => (part === 'orders' ? 'admin' : part)));

interface LoadFigures {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  /** The shell server's CPU time (user + system) per answered request. */
  cpuMsPerRequest: number;
}

/**
 * A process's CPU time so far in milliseconds (user + system, from /proc): CPU per request holds
 * better than requests per second when other work shares the cores.
 */
function cpuTimeMs(pid: number): number {
  return processTree(pid).reduce((sum, member) => sum + processCpuMs(member), 0);
}

/** A process's resident memory in MB (VmRSS from /proc), its children's included. */
function residentMb(pid: number): number {
  return processTree(pid).reduce((sum, member) => sum + Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0) / 1024, 0);
}

/** A server under load: where it answers and its process, for its CPU time. */
interface LoadTarget {
  url: string;
  pid: number | undefined;
}

async function load(
  target: LoadTarget,
  pagePath: string,
  cookie: string | null,
  { connections = CONNECTIONS, seconds = DURATION_S, warmUpSeconds = WARM_UP_S } = {},
): Promise<LoadFigures> {
  const options = { url: `${target.url}${pagePath}`, connections, headers: (cookie ? { cookie: `__session=${cookie}` } : {}) as Record<string, string> };
  if (warmUpSeconds > 0) await autocannon({ ...options, duration: warmUpSeconds });
  const { pid } = target;
  if (pid === undefined) throw new Error(`The server at ${target.url} has no process id`);
  const cpuBefore = cpuTimeMs(pid);
  const result = await autocannon({ ...options, duration: seconds });
  const cpuMs = cpuTimeMs(pid) - cpuBefore;
  return {
    cpuMsPerRequest: cpuMs / Math.max(result.requests.total, 1),
    path: pagePath,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
}

/** Several runs of one target as one row: means, with errors added up. */
function meanOf(runs: LoadFigures[], path: string): LoadFigures {
  const average = (figure: (run: LoadFigures) => number) => runs.reduce((sum, run) => sum + figure(run), 0) / runs.length;
  return {
    path,
    requestsPerSecond: average((run) => run.requestsPerSecond),
    p50: average((run) => run.p50),
    p99: average((run) => run.p99),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    timeouts: runs.reduce((sum, run) => sum + run.timeouts, 0),
    cpuMsPerRequest: average((run) => run.cpuMsPerRequest),
  };
}

const startBenchSite = (largeDataSet: boolean) =>
  startSite({
    shellPort: BASE,
    remotePorts: Object.fromEntries(remoteApps.map((app, index) => [app, BASE + 1 + index])),
    shellOutput: { file: path.join(distDir('shell'), 'bench-shell.log') },
    backend: () =>
      startLocalBackend({
        inMemory: true,
        ports: { firestore: BASE + 10, auth: BASE + 11, functions: BASE + 12, storage: BASE + 13 },
        output: 'quiet',
        demo: largeDataSet ? 'silver' : DEMO,
        ...(largeDataSet ? { largeDataSet: true, timeoutMs: 300_000 } : {}),
      }),
  });

async function main() {
  if (PARTS.has('public') || PARTS.has('ssr') || PARTS.has('views')) {
    await publicPages({ firstViews: PARTS.has('public') || PARTS.has('views'), serverRendering: PARTS.has('public') || PARTS.has('ssr') });
  }
  if (PARTS.has('admin')) await adminAtScale();
  if (PARTS.has('analytics')) {
    console.log('\nThe analytics pipeline (npm run bench:analytics)');
    const run = spawnSync('npm', ['run', 'bench:analytics'], { stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`bench:analytics failed (exit ${run.status ?? run.signal})`);
  }
  if (PARTS.has('silver')) {
    console.log('\nPrices from the silver rate at scale (npm run bench:silver)');
    const run = spawnSync('npm', ['run', 'bench:silver'], { stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`bench:silver failed (exit ${run.status ?? run.signal})`);
  }
}

async function publicPages({ firstViews, serverRendering }: { firstViews: boolean; serverRendering: boolean }) {
  console.log('Starting the built site against an in-memory backend…');
  const site = await startBenchSite(false);
  const baselineFile = path.join(distDir('shell'), 'client', 'bench-baseline.html');
  try {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const product = sitemap.match(PUBLIC_PAGES.product)?.[1];
    const post = sitemap.match(/<loc>[^<]*(\/blogs\/[^<]+)<\/loc>/)?.[1];
    if (!product || !post) throw new Error('The sitemap lists no product or blog post: is the demo data loaded?');
    const pages = ['/', '/products', product, PUBLIC_PAGES.search, post, '/admin'];
    const token = await emulatorIdToken(site.backend?.env.AUTH_PORT ?? '', ADMIN);
    const shellTarget: LoadTarget = { url: site.url, pid: site.shell.child.pid };
    const cookieFor = (pagePath: string) => (pagePath.startsWith('/admin') ? token : null);

    // The baseline: the home page's own HTML as a static file, served by the same server.
    writeFileSync(baselineFile, await (await fetch(`${site.url}/`)).text());
    const views: PageFigures[] = [];
    if (firstViews) {
      const browser = await chromium.launch({
        executablePath: ensureChromium(),
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      });
      for (const pagePath of pages) {
        const view = await firstView(browser, site.url, pagePath, cookieFor(pagePath));
        if (process.env.BENCH_FILES) {
          for (const script of view.scripts)
            console.log(
              `    ${pagePath} ${script.category}: ${new URL(script.url).pathname} ${kb(script.gzip)} gzip${script.beforeInteractive ? '' : ' (after interactive)'}`,
            );
        }
        views.push(view);
      }
      await browser.close();
    }

    if (firstViews) console.log(`\nFirst view (production build, headless Chromium; JavaScript raw/gzip, gzip level 6)`);
    for (const view of views) {
      const { total } = view;
      console.log(`  ${view.path}`);
      for (const [category, item] of Object.entries(view.js)) {
        console.log(`    ${category.padEnd(20)}${`${kb(item.raw)} / ${kb(item.gzip)}`.padEnd(22)}${item.files} file(s)`);
      }
      console.log(
        `    ${'total'.padEnd(20)}${`${kb(total.raw)} / ${kb(total.gzip)}`.padEnd(22)}before interactive: ${kb(view.gzipBeforeInteractive)} gzip in ${view.scriptsBeforeInteractive} scripts, ${view.requestsBeforeInteractive} requests in all`,
      );
    }

    if (firstViews) console.log(`\nAgainst the budgets the test command holds (scripts/lib/budgets.ts; gzip before interactive)\n${budgetTable(views, [])}`);

    if (!serverRendering) return;

    // Warm every page once, then measure the baseline before and after the pages.
    for (const pagePath of pages) await fetch(`${site.url}${pagePath}`, cookieFor(pagePath) ? { headers: { cookie: `__session=${token}` } } : {});
    const baselineBefore = await load(shellTarget, '/static/bench-baseline.html', null);
    const loads: LoadFigures[] = [];
    for (const pagePath of pages) loads.push(await load(shellTarget, pagePath, cookieFor(pagePath)));
    const baselineAfter = await load(shellTarget, '/static/bench-baseline.html', null);

    // The monolith peer on the product page, alternating with ours (with the anonymous page cache,
    // and a second shell server without it) so all three see the same machine.
    const peer = await startMonolithPeer(site, product);
    const uncached = await startUncachedShell(site, 1);
    const uncachedWorkers = await startUncachedShell(site, 2);
    const peerMarkup = compareBodies(await (await fetch(`${site.url}${product}`)).text(), await (await fetch(`${peer.url}${product}`)).text());
    const ours: LoadFigures[] = [];
    const oursUncached: LoadFigures[] = [];
    const oursWorkers: LoadFigures[] = [];
    const monolith: LoadFigures[] = [];
    try {
      for (let round = 0; round < PEER_ROUNDS; round += 1) {
        ours.push(await load(shellTarget, product, null));
        oursUncached.push(await load({ url: uncached.url, pid: uncached.child.pid }, product, null));
        oursWorkers.push(await load({ url: uncachedWorkers.url, pid: uncachedWorkers.child.pid }, product, null));
        monolith.push(await load(peer, product, null));
      }
    } finally {
      await peer.stop();
      await uncached.stop();
      await uncachedWorkers.stop();
    }
    const surge = await surgeRun(shellTarget, product);
    const baseline = meanOf([baselineBefore, baselineAfter], 'static baseline');

    console.log(`\nServer rendering, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARM_UP_S} s of warm-up (autocannon)`);
    const rows = [baseline, ...loads];
    const pageWidth = Math.max(...rows.map((row) => row.path.length)) + 2;
    console.log(`${'page'.padEnd(pageWidth)}req/s      p50 ms   p99 ms   CPU ms/req   ×baseline req/s   ×baseline p50   errors`);
    for (const row of rows) {
      const ratio = (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3);
      const latencyRatio = (row.p50 / Math.max(baseline.p50, 0.001)).toFixed(1);
      console.log(
        `${row.path.padEnd(pageWidth)}${row.requestsPerSecond.toFixed(0).padEnd(11)}${String(row.p50).padEnd(9)}${String(row.p99).padEnd(9)}${row.cpuMsPerRequest.toFixed(2).padEnd(13)}${ratio.padEnd(18)}${latencyRatio.padEnd(16)}${row.errors + row.non2xx}`,
      );
    }

    const federated = meanOf(ours, 'ours (anonymous page cache)');
    const federatedUncached = meanOf(oursUncached, 'ours, every request rendered');
    const federatedWorkers = meanOf(oursWorkers, 'ours, rendered, 2 workers');
    const plain = meanOf(monolith, 'monolith peer (no federation)');
    console.log(`\nThe product page against a plain React Router server (scripts/bench-monolith), ${PEER_ROUNDS} alternating runs each, means`);
    console.log(`${'server'.padEnd(32)}req/s      p50 ms   p99 ms   CPU ms/req   errors`);
    for (const row of [federated, federatedUncached, federatedWorkers, plain]) {
      console.log(
        `${row.path.padEnd(32)}${row.requestsPerSecond.toFixed(0).padEnd(11)}${row.p50.toFixed(0).padEnd(9)}${row.p99.toFixed(0).padEnd(9)}${row.cpuMsPerRequest.toFixed(2).padEnd(13)}${row.errors + row.non2xx}`,
      );
    }
    for (const row of [federated, federatedUncached, federatedWorkers]) {
      console.log(
        `${row.path} ÷ monolith: ${(row.requestsPerSecond / plain.requestsPerSecond).toFixed(2)}× the requests per second (goal ≥ 0.90), ` +
          `${(row.cpuMsPerRequest / plain.cpuMsPerRequest).toFixed(2)}× the CPU per request, p99 ${row.p99.toFixed(0)} ms (goal ≤ 50)`,
      );
    }
    console.log(`the page's body, ids and nonces normalised: ${peerMarkup}`);

    console.log(`\nThe product page at ${SURGE_CONNECTIONS} connections for ${SURGE_SECONDS} s (ours, as deployed), and the shell server's memory`);
    console.log(
      `  ${surge.load.requestsPerSecond.toFixed(0)} req/s, p50 ${surge.load.p50} ms, p99 ${surge.load.p99} ms; ` +
        `errors ${surge.load.errors - surge.load.timeouts}, time-outs ${surge.load.timeouts}, non-2xx ${surge.load.non2xx}`,
    );
    console.log(
      `  resident memory (10 requests/s before and after): ${surge.memory.before.toFixed(0)} MB before, ${surge.memory.after.toFixed(0)} MB at the end of the load, ` +
        `${surge.memory.settled.toFixed(0)} MB ${surge.memory.settledAfterS} s later (${(surge.memory.settled - surge.memory.before).toFixed(1)} MB over the start; goal ≤ 20)`,
    );
  } finally {
    rmSync(baselineFile, { force: true });
    await site.stop();
  }
}

/** The shell server again on another port, with the anonymous page cache turned off. */
async function startUncachedShell(site: RunningSite, workers: number) {
  return startShellProcess({
    port: BASE + 20 + workers,
    output: { file: path.join(distDir('shell'), `bench-shell-uncached-${workers}.log`) },
    env: { ...remoteUrlsEnv(site.remotePort), ...site.backend?.env, PUBLIC_ORIGIN: site.url, PAGE_CACHE_TTL_MS: '0', SHELL_WORKERS: String(workers) },
  });
}

/**
 * Many connections for longer, and the server's resident memory before, at the end and once it
 * is back within 20 MB of the start (or after 30 s). Before and after, a trickle of requests (ten a
 * second, as a load balancer's checks and a few visitors would make): an idle Node process does
 * not collect garbage, so without it "after" would only say when the last collection ran.
 */
async function surgeRun(target: LoadTarget, pagePath: string) {
  const { pid } = target;
  if (pid === undefined) throw new Error(`The server at ${target.url} has no process id`);
  await trickle(target, pagePath, () => false, 10_000);
  const before = residentMb(pid);
  const figures = await load(target, pagePath, null, { connections: SURGE_CONNECTIONS, seconds: SURGE_SECONDS, warmUpSeconds: 0 });
  const after = residentMb(pid);
  const idleStart = performance.now();
  let settled = after;
  await trickle(target, pagePath, () => (settled = residentMb(pid)) - before <= 20, 30_000);
  return { load: figures, memory: { before, after, settled, settledAfterS: ((performance.now() - idleStart) / 1000).toFixed(0) } };
}

/** Ten requests a second until `done` (checked each second) or `maxMs`. */
async function trickle(target: LoadTarget, pagePath: string, done: () => boolean, maxMs: number): Promise<void> {
  const started = performance.now();
  for (let tick = 1; performance.now() - started < maxMs; tick += 1) {
    await (await fetch(`${target.url}${pagePath}`)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (tick % 10 === 0 && done()) return;
  }
}

/**
 * Whether two renders of a page have the same body (what the visitor sees), with React's ids and
 * the nonces normalised; the head differs by design (the remote's preloads and stylesheets).
 */
function compareBodies(ours: string, peer: string): string {
  const body = (html: string) =>
    (/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '')
      // The bootstrap: hydration data and client configuration (ours names the remotes), entry scripts.
      .replace(/<script[^>]*>window\.__staticRouterHydrationData[\s\S]*?<\/script>/, '')
      .replace(/<script src="[^"]*"[^>]*><\/script>/g, '')
      .replace(/_R_[0-9a-zA-Z]*_/g, '_R_id_')
      .replace(/nonce="[^"]*"/g, 'nonce=""');
  if (process.env.BENCH_PEER_BODIES) {
    writeFileSync(`${process.env.BENCH_PEER_BODIES}-ours.html`, body(ours));
    writeFileSync(`${process.env.BENCH_PEER_BODIES}-peer.html`, body(peer));
  }
  const [a, b] = [body(ours), body(peer)];
  if (!a) return 'ours has no body to compare';
  if (a === b) return `identical (${a.length} characters)`;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return `DIFFERENT from character ${at}: ours …${a.slice(at, at + 80)}… peer …${b.slice(at, at + 80)}…`;
}

/**
 * Bundles scripts/bench-monolith/server.tsx (esbuild, production React as in the shell's server
 * build) and starts it against the bench site's backend.
 */
async function startMonolithPeer(site: RunningSite, readyPath: string): Promise<LoadTarget & { stop(): Promise<void> }> {
  const outfile = path.join(distDir('shell'), 'bench', 'monolith.js');
  await build({
    entryPoints: [path.join(repoRoot, 'scripts', 'bench-monolith', 'server.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const url = `http://127.0.0.1:${BASE + 20}`;
  const child = spawn(process.execPath, [outfile], {
    env: { ...process.env, ...site.backend?.env, PORT: String(BASE + 20), PUBLIC_ORIGIN: site.url, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHttp(`${url}${readyPath}`, 30_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}

/** A stored field as the document server's REST API answers it. */
interface StoredValue {
  integerValue?: string;
  stringValue?: string;
  arrayValue?: { values?: StoredValue[] };
  mapValue?: { fields?: Record<string, StoredValue> };
}

/**
 * An order as a long wholesale account leaves it, made through the callables as the admin makes it:
 * placed, confirmed, invoiced, 50 payments recorded and 5 credit notes of an amount each.
 */
async function orderWithPaymentsAndCredits(site: RunningSite): Promise<{ orderId: string; number: string }> {
  const env = site.backend?.env ?? {};
  const endpoints = {
    projectId: DEFAULT_PROJECT_ID,
    auth: { url: `http://127.0.0.1:${env['AUTH_PORT']}` },
    functions: { port: Number(env['FUNCTIONS_PORT']), region: FUNCTIONS_REGION },
  } as unknown as BackendEndpoints;
  const admin = await clientSession(endpoints, DEMO_ADMIN);
  const customer = await clientSession(endpoints, DEMO_CUSTOMER);
  try {
    const products = (await fetch(
      `http://127.0.0.1:${env['FIRESTORE_PORT']}/v1/projects/${DEFAULT_PROJECT_ID}/databases/(default)/documents/prod?pageSize=50`,
      {
        headers: { authorization: 'Bearer owner' },
      },
    ).then((response) => response.json())) as { documents?: Array<{ name: string; fields: Record<string, StoredValue> }> };
    // The product with 10 of one variant in stock (a product without options is its own variant).
    const quantity = 10;
    const pick = products.documents
      ?.filter((document) => document.fields['status']?.stringValue === 'active')
      .map((document) => {
        const variants = (document.fields['variants']?.arrayValue?.values ?? []).map((value) => value.mapValue?.fields ?? {});
        const variant = variants.find((fields) => fields['status']?.stringValue === 'active' && Number(fields['stock']?.integerValue ?? 0) >= quantity);
        const enough = variants.length ? Boolean(variant) : Number(document.fields['stock']?.integerValue ?? 0) >= quantity;
        return enough ? { document, variantSku: variant?.['sku']?.stringValue } : null;
      })
      .find((found) => found !== null);
    if (!pick) throw new Error(`No active product with ${quantity} of a variant in stock for the order benchmark`);
    const productId = pick.document.name.split('/').at(-1) ?? '';
    const placed = await customer.call<{ orderId: string; number: string; total: number }>('placeOrder', {
      items: [
        {
          productId,
          ...(pick.variantSku ? { variantSku: pick.variantSku } : {}),
          quantity: Math.max(quantity, Number(pick.document.fields['minOrderQty']?.integerValue ?? 1)),
        },
      ],
      addressId: 'demo-address-1',
      idempotencyKey: `bench-busy-order-${Date.now()}`,
    });
    await admin.call('setOrderStatus', { orderId: placed.orderId, expectedStatus: 'pending_confirmation', status: 'confirmed' });
    await admin.call('issueInvoice', { orderId: placed.orderId });
    for (let index = 0; index < 50; index += 1) {
      await admin.call('recordPayment', {
        orderId: placed.orderId,
        kind: 'payment',
        amount: 10,
        method: 'bank_transfer',
        reference: `BENCHUTR${Date.now()}${index}`,
        receivedOn: '2026-11-28',
        note: `Part ${index + 1}`,
      });
    }
    for (let index = 0; index < 5; index += 1) {
      await admin.call('issueCreditNote', { orderId: placed.orderId, scope: 'amount', amount: 5, reason: `Rate adjustment ${index + 1}` });
    }
    return placed;
  } finally {
    await closeClientSessions();
  }
}

/** The admin's pages with the large data set stored, server-rendered one request at a time. */
async function adminAtScale(): Promise<void> {
  console.log('\nStarting the built site against an in-memory backend with the large data set (--seed large)…');
  const site = await startBenchSite(true);
  try {
    const token = await emulatorIdToken(site.backend?.env.AUTH_PORT ?? '', ADMIN);
    const busy = await orderWithPaymentsAndCredits(site);
    const pages: Array<[string, string, string]> = [
      ['/admin', 'Takings per day', 'dashboard: figures, 30-day charts, top products, badges'],
      ['/admin/products', 'SCL-', 'Manage Products, first page and its count'],
      ['/admin/products?q=jhumka&status=active', 'jhumka', 'Manage Products, a word search with a filter'],
      ['/admin/orders', 'SCL-2026-', 'Manage Orders, first page and the status-tab counts'],
      ['/admin/customers?sort=lifetimeValue.desc', 'scale.example', 'Manage Customers by lifetime value'],
      ['/admin/analytics?range=90', 'SCL-0', 'Analytics for 90 days and the 90 before, from the roll-ups of 500,000 events'],
      [`/admin/orders/${busy.orderId}`, busy.number, 'an order with 50 payments and 5 credit notes'],
      // The storefront with the set's variants (issue 40: 10,000 products × 5 sizes, every hundredth
      // in 30 sizes and platings), for a signed-in visitor, so no page cache answers for the render.
      ['/category/scale-cat-7', 'SCL-0', 'storefront: a category of 500 products with variants, first page'],
      ['/category/scale-cat-7?sort=price-asc&inStock=1', 'SCL-0', 'storefront: the same, in stock, cheapest first'],
      ['/category/scale-cat-7?option=Size%3A8&inStock=1', 'SCL-0', 'storefront: the same filtered by an option value (Size: 8), in stock'],
      ['/product/SCL-00107/scale-product-107', 'SCL-00107-10-OX', 'storefront: a product with 30 variants (its JSON-LD names each)'],
      ['/product/SCL-00107/scale-product-107?variant=SCL-00107-8-GD', 'SCL-00107-8-GD', 'storefront: the same product opened on one variant'],
      ['/search?q=scl-04321-7', 'SCL-04321', "storefront: a search for a variant's SKU"],
    ];
    console.log(
      `\nThe admin and the storefront with the large data set (10,000 products with 5 variants each, 5,000 orders, 2,000 customers, 500,000 analytics events over 90 days), server-rendered for a signed-in admin, one request at a time (${ADMIN_PAGE_RUNS} runs each)`,
    );
    for (const [pagePath, marker, label] of pages) {
      const fetchPage = async () => {
        const response = await fetch(`${site.url}${pagePath}`, { headers: { cookie: `__session=${token}` } });
        const html = await response.text();
        if (response.status !== 200 || !html.includes(marker)) throw new Error(`${pagePath} answered ${response.status} without "${marker}"`);
      };
      await fetchPage();
      const samples: number[] = [];
      for (let run = 0; run < ADMIN_PAGE_RUNS; run += 1) {
        const started = performance.now();
        await fetchPage();
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      const at = (share: number) => (samples[Math.floor(samples.length * share)] ?? 0).toFixed(1);
      console.log(`  ${pagePath.padEnd(44)} p50 ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms   (${label})`);
    }
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
