// `npm run bench:silver` (and part `silver` of `npm run bench`): issue 41's "Scale and speed" — prices
// from the day's silver rate on the large data set (`--seed large`: 10,000 products, …), with the
// production build (npm run build first), the built site and the local backend in a child process:
//   - a rate change reaching the shop. First every product is made metal-priced with the admin SDK
//     (925 purity, a making charge per gram, per piece or a percentage, a weight of 5–40 g where it
//     has none, price breaks from 10 and 50 pieces on every third), a first rate is set through the
//     setSilverRate callable and its re-pricing and the triggers it set off are waited for. Then the
//     rate is changed as an admin changes it (the real web SDK, signed in), timed to: the callable's
//     answer; the rate's `repricing.finishedAt`; every product document carrying the new
//     `priceRateId`; and the new price on the server-rendered pages of BENCH_SAMPLE products spread
//     over the ids (the last one included) and on a category listing (every card of its first page),
//     polled anonymously over HTTP, the price expected being currentListPrice's, formatted as the
//     shop writes it — against the goal of 10 s. Then the stored prices checked against
//     currentListPrice, the trigger events (productWritten) the re-pricing left, drained, and the
//     same change again with nothing watching (the re-pricing alone); for both, the CPU time each
//     process used meanwhile (backend, callable host, shell server…) and what other work on the
//     machine took, which says where the time goes;
//   - the category listing server-rendered under load (autocannon, BENCH_CONNECTIONS connections for
//     BENCH_SECONDS): as deployed (anonymous page cache), every request rendered, and every request
//     rendered and read from the backend, beside a static file served by the same server in the same
//     run (ratios) — goal p50 ≤ 150 ms;
//   - placeOrder for 50 pieces of a metal-priced product with price breaks, as a signed-in customer
//     through the real web SDK: BENCH_ORDERS calls one after another, then BENCH_CONCURRENT_ORDERS
//     at once; p50/p99 — goal p50 ≤ 300 ms.
// The machine's load average is printed at the start and the end, so the figures can be judged.
// Figures are printed, not asserted.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { distDir, remoteApps, repoRoot, shellServerFile } from './lib/apps';
import { startLocalBackend } from './lib/backend';
import { remoteUrlsEnv, startSite, type RunningSite } from './lib/site';
import { startShellProcess, type ShellProcess } from './lib/shell-process';
import { answerHelp } from './lib/usage';
import { CLOCK_TICKS_PER_SECOND, processCpuMs, processTree } from './lib/process-cpu';
import { DEFAULT_PROJECT_ID, type BackendEndpoints } from '../backend/src/cli/start-backend';
import { createAdminFirestore } from '../backend/src/server/admin-client';
import { largeProductId, LARGE_DATA_SET } from '../backend/src/seed/large-data-set';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../backend/src/seed/demo-users';
import { FUNCTIONS_REGION } from '../backend/functions/src/config';
import { readSiteSettings } from '../backend/functions/src/mail/mail-settings';
import { currentRateRef, pricingContext } from '../backend/functions/src/silver-rate';
import { clientSession, closeClientSessions, type ClientSession } from '../backend/test/support/client-session';
import { REPRICE_BATCH, SILVER_RATES, type SetSilverRateResult } from '../shared-data/src/callables/silver-rate';
import { formatInr } from '../shared-data/src/collections/format-money';
import { currentListPrice, readPriceRule, readPriceTiers, tierUnitPrice, type PricingContext } from '../shared-data/src/pricing/silver-price';

answerHelp(
  process.argv.slice(2),
  'Usage: npm run bench:silver   (no arguments; needs `npm run build`. BENCH_PORT_BASE, BENCH_SAMPLE, BENCH_RATE_DEADLINE_SECONDS, BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_WARM_UP_SECONDS, BENCH_ORDERS, BENCH_CONCURRENT_ORDERS)',
);

const BASE = Number(process.env.BENCH_PORT_BASE ?? 3600);
/** Product pages watched for the new price (spread over the ids, the last one included). */
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 20);
/** How long the rate change is followed before what has not caught up is reported as such. */
const RATE_DEADLINE_MS = Number(process.env.BENCH_RATE_DEADLINE_SECONDS ?? 300) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 40);
const CONCURRENT_ORDERS = Number(process.env.BENCH_CONCURRENT_ORDERS ?? 10);
const RATE_GOAL_S = 10;
/** The rates: a first one (confirmed: the demo shop may have none or another), then a move of under ×1.5. */
const FIRST_RATE = 95.5;
const NEW_RATE = 100;
/** The same change again with nothing watching: what the re-pricing takes alone (with its triggers). */
const QUIET_RATE = 103.5;
const ORDER_QUANTITY = 50;
const TRIGGER_DRAIN_LIMIT_MS = 30 * 60_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function machineLoad(when: string): string {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `Machine load ${when}: ${one} / ${five} / ${fifteen} (1, 5, 15 min) on ${os.availableParallelism()} cores`;
}

/** What a process runs: its script, relative to the repository (the shell server, the backend, the callable host…). */
function programOf(pid: number): string {
  if (pid === process.pid) return 'this bench (the remotes, the pollers)';
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const script = args.slice(1).find((arg) => /\.(m?[jt]s|cjs)$/.test(arg) && !arg.includes(`${path.sep}tsx${path.sep}`));
  return script ? path.relative(repoRoot, path.resolve(script)) : path.basename(args[0] ?? String(pid));
}

/** CPU time (user + system, ms) so far of each process of the tree, and of the whole machine (/proc/stat). */
function cpuSnapshot(): { byProcess: Map<number, { program: string; ms: number }>; machineBusyMs: number } {
  const byProcess = new Map<number, { program: string; ms: number }>();
  for (const pid of processTree(process.pid)) {
    try {
      byProcess.set(pid, { program: programOf(pid), ms: processCpuMs(pid) });
    } catch {
      // It ended meanwhile.
    }
  }
  const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const busy = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle;
  return { byProcess, machineBusyMs: (busy * 1000) / CLOCK_TICKS_PER_SECOND };
}

/** Where the CPU went between two snapshots: ours by program, and the rest of the machine's. */
function cpuLine(before: ReturnType<typeof cpuSnapshot>, after: ReturnType<typeof cpuSnapshot>, wallMs: number): string {
  const byProgram = new Map<string, number>();
  for (const [pid, { program, ms }] of after.byProcess) byProgram.set(program, (byProgram.get(program) ?? 0) + ms - (before.byProcess.get(pid)?.ms ?? 0));
  const ours = [...byProgram.values()].reduce((sum, ms) => sum + ms, 0);
  const others = after.machineBusyMs - before.machineBusyMs - ours;
  const rows = [...byProgram].filter(([, ms]) => ms >= 50).sort((a, b) => b[1] - a[1]);
  return (
    `CPU meanwhile (${os.availableParallelism()} cores × ${seconds(wallMs)} = ${seconds(os.availableParallelism() * wallMs)}): ` +
    `${rows.map(([program, ms]) => `${program} ${seconds(ms)}`).join(', ')}; other work on the machine ${seconds(Math.max(0, others))}`
  );
}

/** Every product as the bench needs it: its page, its pricing inputs, its stored price. */
interface ProductInfo {
  id: string;
  sku: string;
  slug: string;
  status: string;
  categorySlug: string;
  price: number;
  priceRateId: string | null;
  pricing: ReturnType<typeof readPriceRule>;
  weightGrams: number | null;
}

function productInfo(snapshot: DocumentSnapshot): ProductInfo {
  const weight = snapshot.get('attributes.weightGrams');
  return {
    id: snapshot.id,
    sku: String(snapshot.get('sku') ?? ''),
    slug: String(snapshot.get('slug') ?? ''),
    status: String(snapshot.get('status') ?? ''),
    categorySlug: String(snapshot.get('categorySlug') ?? ''),
    price: Number(snapshot.get('price')) || 0,
    priceRateId: typeof snapshot.get('priceRateId') === 'string' ? String(snapshot.get('priceRateId')) : null,
    pricing: readPriceRule(snapshot.get('pricing')),
    weightGrams: typeof weight === 'number' && weight > 0 ? weight : null,
  };
}

async function readProducts(db: Firestore): Promise<ProductInfo[]> {
  const page = await db.collection('prod').select('sku', 'slug', 'status', 'categorySlug', 'price', 'priceRateId', 'pricing', 'attributes').get();
  return page.docs.map(productInfo);
}

const expectedPrice = (product: ProductInfo, context: PricingContext) => currentListPrice(product, context).price;

/**
 * Every product metal-priced (the large set's carry no weight: one of 5–40 g is given), with a
 * making charge of one of the three kinds and price breaks on every third product.
 */
async function makeMetalPriced(db: Firestore, products: ProductInfo[]): Promise<void> {
  const writes = products.map((product, index) => {
    // The large set's own number (scl-00042 → 42), so which products get breaks does not depend on the demo catalogue.
    const n = Number(/^scl-(\d+)$/.exec(product.id)?.[1] ?? 100_000 + index);
    const making = n % 10 < 7 ? { per: 'gram', rupees: 12 } : n % 10 < 9 ? { per: 'piece', rupees: 150 } : { per: 'percent', percent: 10 };
    return {
      id: product.id,
      fields: {
        pricing: { basis: 'metal', purity: 925, making, extraRupees: n % 7 === 0 ? 50 : 0 },
        ...(product.weightGrams === null ? { 'attributes.weightGrams': 5 + ((n * 7919) % 3501) / 100 } : {}),
        ...(n % 3 === 0
          ? {
              priceTiers: [
                { minQuantity: 10, percentOff: 5 },
                { minQuantity: 50, percentOff: 8 },
              ],
            }
          : {}),
      },
    };
  });
  const chunks = Array.from({ length: Math.ceil(writes.length / 400) }, (_, n) => writes.slice(n * 400, n * 400 + 400));
  let next = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) {
        const batch = db.batch();
        for (const write of chunk) batch.update(db.collection('prod').doc(write.id), write.fields);
        await batch.commit();
      }
    }),
  );
}

/** The document server's trigger deliveries (queued or in flight, delivered, failed). */
async function triggerStats(firestorePort: string): Promise<{ pending: number; delivered: number; failed: number; retried: number }> {
  const response = await fetch(`http://127.0.0.1:${firestorePort}/emulator/v1/projects/${DEFAULT_PROJECT_ID}/triggers`);
  if (!response.ok) throw new Error(`The trigger listing answered ${response.status}`);
  return ((await response.json()) as { deliveries: { pending: number; delivered: number; failed: number; retried: number } }).deliveries;
}

/** Waits until no trigger event is queued or in flight; answers how long that took and how many were pending at the start. */
async function drainTriggers(firestorePort: string): Promise<{ ms: number; pendingAtStart: number; delivered: number; failed: number }> {
  const started = performance.now();
  const first = await triggerStats(firestorePort);
  let stats = first;
  while (stats.pending > 0) {
    if (performance.now() - started > TRIGGER_DRAIN_LIMIT_MS)
      throw new Error(`${stats.pending} trigger events still pending after ${seconds(TRIGGER_DRAIN_LIMIT_MS)}`);
    await sleep(500);
    stats = await triggerStats(firestorePort);
  }
  return { ms: performance.now() - started, pendingAtStart: first.pending, delivered: stats.delivered - first.delivered, failed: stats.failed - first.failed };
}

/** Waits for the rate's re-pricing to finish (repricing.finishedAt); answers how many products it re-priced. */
async function repricingFinished(db: Firestore, rateId: string): Promise<number> {
  const deadline = performance.now() + TRIGGER_DRAIN_LIMIT_MS;
  for (;;) {
    const rate = await db.collection(SILVER_RATES).doc(rateId).get();
    if (rate.get('repricing.finishedAt') instanceof Timestamp) return Number(rate.get('repricing.repriced') ?? 0);
    if (performance.now() > deadline) throw new Error(`The re-pricing for rate ${rateId} did not finish within ${seconds(TRIGGER_DRAIN_LIMIT_MS)}`);
    await sleep(500);
  }
}

/** The price a product page shows as its own (not a related product's or a price break's). */
const productPagePrice = (html: string) => /class="catalog-price product-detail__price"><span class="catalog-price__now">([^<]*)</.exec(html)?.[1] ?? null;

/** Each card of a listing page: its product's SKU and the price it shows. */
function listingPrices(html: string): Array<{ sku: string; shown: string | null }> {
  return html
    .split('<article class="product-card"')
    .slice(1)
    .map((card) => ({ sku: /href="\/product\/([^/"]+)\//.exec(card)?.[1] ?? '', shown: /class="catalog-price__now">([^<]*)</.exec(card)?.[1] ?? null }));
}

/** A page watched for the prices of one rate; `problem` says what does not match yet (null when it all does). */
interface PageWatch {
  path: string;
  label: string;
  problem(html: string, priceOf: (sku: string) => string | undefined): string | null;
}

function productWatch(product: ProductInfo): PageWatch {
  return {
    path: `/product/${product.sku}/${product.slug}`,
    label: product.id,
    problem: (html, priceOf) => {
      const shown = productPagePrice(html);
      const expected = priceOf(product.sku);
      return shown === expected ? null : `shows ${shown ?? 'no price'}, expected ${expected}`;
    },
  };
}

function listingWatch(categorySlug: string): PageWatch {
  return {
    path: `/category/${categorySlug}`,
    label: `listing /category/${categorySlug}`,
    problem: (html, priceOf) => {
      const cards = listingPrices(html);
      if (cards.length === 0) return 'no product cards';
      const wrong = cards.filter((card) => card.shown !== priceOf(card.sku));
      return wrong.length === 0
        ? null
        : `${wrong.length} of ${cards.length} cards differ (${wrong[0]?.sku} shows ${wrong[0]?.shown}, expected ${priceOf(wrong[0]?.sku ?? '')})`;
    },
  };
}

/**
 * Polls the pages anonymously, one request at a time round the ones not caught up yet, until each
 * shows the prices `priceOf` gives or `deadline` (performance.now()) passes; answers when each caught
 * up, in ms after `since`, and the last problem of those that did not.
 */
async function watchPages(
  site: RunningSite,
  watches: PageWatch[],
  priceOf: (sku: string) => string | undefined,
  since: number,
  deadline: number,
  stop: () => boolean = () => false,
): Promise<Map<PageWatch, { ms: number | null; problem: string | null }>> {
  const result = new Map(watches.map((watch) => [watch, { ms: null as number | null, problem: 'not fetched' as string | null }]));
  while (performance.now() < deadline && !stop()) {
    const waiting = watches.filter((watch) => result.get(watch)?.ms === null);
    if (waiting.length === 0) break;
    for (const watch of waiting) {
      const response = await fetch(`${site.url}${watch.path}`);
      const html = await response.text();
      const problem = response.ok ? watch.problem(html, priceOf) : `HTTP ${response.status}`;
      result.set(watch, { ms: problem === null ? performance.now() - since : null, problem });
    }
    await sleep(200);
  }
  return result;
}

/** The shell server again on another port, with the anonymous page cache (and the shared reads) turned off. */
function startRenderingShell(site: RunningSite, port: number, env: Record<string, string>): Promise<ShellProcess> {
  return startShellProcess({
    port,
    output: { file: path.join(distDir('shell'), `bench-silver-shell-${port}.log`) },
    env: { ...remoteUrlsEnv(site.remotePort), ...site.backend?.env, PUBLIC_ORIGIN: site.url, PAGE_CACHE_TTL_MS: '0', ...env },
  });
}

async function load(url: string): Promise<{ requestsPerSecond: number; p50: number; p99: number; failed: number }> {
  const options = { url, connections: CONNECTIONS };
  if (WARM_UP_S > 0) await autocannon({ ...options, duration: WARM_UP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.errors + result.non2xx };
}

async function timedCall(work: () => Promise<unknown>): Promise<{ ms: number; error: string | null }> {
  const started = performance.now();
  try {
    await work();
    return { ms: performance.now() - started, error: null };
  } catch (error) {
    return { ms: performance.now() - started, error: (error as { code?: string }).code ?? (error as Error).message };
  }
}

function latencyLine(label: string, outcomes: Array<{ ms: number; error: string | null }>): string {
  const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const errors = outcomes.filter((outcome) => outcome.error);
  return (
    `  ${label.padEnd(28)} p50 ${at(times, 0.5).toFixed(0).padStart(5)} ms   p99 ${at(times, 0.99).toFixed(0).padStart(5)} ms   max ${(times.at(-1) ?? 0).toFixed(0).padStart(5)} ms` +
    `   ${errors.length ? `${errors.length} failed (${errors[0]?.error})` : 'no errors'}`
  );
}

async function main() {
  console.log(machineLoad('at the start'));
  const missing = [shellServerFile, ...remoteApps.map((app) => path.join(distDir(app), 'current.json'))].filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`No production build (${missing.join(', ')} missing): run npm run build first.`);

  console.log('\nStarting the built site against an in-memory backend with the large data set (--seed large)…');
  const started = performance.now();
  const site = await startSite({
    shellPort: BASE,
    remotePorts: Object.fromEntries(remoteApps.map((app, index) => [app, BASE + 1 + index])),
    shellOutput: { file: path.join(distDir('shell'), 'bench-silver-shell.log') },
    backend: () =>
      startLocalBackend({
        inMemory: true,
        ports: { firestore: BASE + 10, auth: BASE + 11, functions: BASE + 12, storage: BASE + 13 },
        output: 'quiet',
        largeDataSet: true,
        timeoutMs: 300_000,
      }),
  });
  console.log(`  ready in ${seconds(performance.now() - started)}`);
  const env = site.backend?.env ?? {};
  const firestorePort = env['FIRESTORE_PORT'] ?? '';
  const db = createAdminFirestore({ host: `127.0.0.1:${firestorePort}`, projectId: DEFAULT_PROJECT_ID });
  const endpoints = {
    projectId: DEFAULT_PROJECT_ID,
    auth: { url: `http://127.0.0.1:${env['AUTH_PORT']}` },
    functions: { port: Number(env['FUNCTIONS_PORT']), region: FUNCTIONS_REGION },
  } as unknown as BackendEndpoints;
  const baselineFile = path.join(distDir('shell'), 'client', 'bench-silver-baseline.html');
  const shells: ShellProcess[] = [];
  try {
    const admin = await clientSession(endpoints, DEMO_ADMIN);
    const customer = await clientSession(endpoints, DEMO_CUSTOMER);
    const rateChange = await rateChangeReach(site, db, admin, firestorePort);
    await listingUnderLoad(site, rateChange.listingPath, baselineFile, shells);
    await ordersWithTiers(db, customer);
  } finally {
    await closeClientSessions();
    for (const shell of shells) await shell.stop();
    rmSync(baselineFile, { force: true });
    await db.terminate();
    await site.stop();
  }
  console.log(`\n${machineLoad('at the end')}`);
}

/** Part 1: all products metal-priced, a first rate, then the change timed until it reaches every page watched. */
async function rateChangeReach(site: RunningSite, db: Firestore, admin: ClientSession, firestorePort: string): Promise<{ listingPath: string }> {
  console.log('\nPreparing: every product metal-priced (admin SDK), a first rate through setSilverRate');
  let started = performance.now();
  const before = await readProducts(db);
  await makeMetalPriced(db, before);
  const metalCount = (await db.collection('prod').where('pricing.basis', '==', 'metal').count().get()).data().count;
  console.log(
    `  ${metalCount.toLocaleString('en-IN')} products metal-priced of ${before.length.toLocaleString('en-IN')} in ${seconds(performance.now() - started)}`,
  );
  let drained = await drainTriggers(firestorePort);
  console.log(
    `  their trigger events (productWritten): ${drained.pendingAtStart} pending after the writes, drained in ${seconds(drained.ms)} (${drained.failed} failed)`,
  );

  started = performance.now();
  // The web SDK gives up on a call after 70 s; the function goes on, so its end is read on the rate's document.
  const firstCall = await timedCall(() => admin.call<SetSilverRateResult>('setSilverRate', { rupeesPerGram: FIRST_RATE, confirmed: true }));
  const first = { rateId: String((await currentRateRef(db).get()).get('rateId') ?? '') };
  const firstFinished = await repricingFinished(db, first.rateId);
  console.log(
    `  first rate ${formatInr(FIRST_RATE)} a gram: setSilverRate answered in ${seconds(firstCall.ms)}${firstCall.error ? ` (${firstCall.error})` : ''}, re-pricing finished after ${seconds(performance.now() - started)}, ${firstFinished.toLocaleString('en-IN')} re-priced`,
  );
  drained = await drainTriggers(firestorePort);
  console.log(`  its trigger events: ${drained.pendingAtStart} pending when it answered, drained in ${seconds(drained.ms)} (${drained.failed} failed)`);

  const settings = await readSiteSettings(db);
  const firstContext = pricingContext(await currentRateRef(db).get(), settings);
  const newContext: PricingContext = { ...firstContext, rate: { id: 'next', rupeesPerGram: NEW_RATE, effectiveFrom: '' } };
  const products = await readProducts(db);
  const bySku = new Map(products.map((product) => [product.sku, product]));
  const priceAt = (context: PricingContext) => (sku: string) => {
    const product = bySku.get(sku);
    return product ? formatInr(expectedPrice(product, context)) : undefined;
  };
  const wrongFirst = products.filter((product) => product.price !== expectedPrice(product, firstContext) || product.priceRateId !== first.rateId);
  console.log(
    `  stored prices at the first rate: ${wrongFirst.length === 0 ? 'all match currentListPrice' : `${wrongFirst.length} DIFFER (${wrongFirst[0]?.id})`}`,
  );

  // The pages watched: products spread over the large set's ids (drafts have no page), the last one included, and its category's listing.
  const lastIndex = LARGE_DATA_SET.products - 1;
  const sample = Array.from({ length: SAMPLE }, (_, k) => Math.round((k * lastIndex) / Math.max(SAMPLE - 1, 1)))
    .map(
      (index) =>
        products.find((product) => product.id === largeProductId(index) && product.status === 'active') ??
        products.find((product) => product.id === largeProductId(index + 1)),
    )
    .filter((product): product is ProductInfo => product !== undefined);
  const last = sample.at(-1);
  if (!last) throw new Error('No product of the large data set found');
  const watches = [...sample.map(productWatch), listingWatch(last.categorySlug)];
  const settled = await watchPages(site, watches, priceAt(firstContext), performance.now(), performance.now() + 60_000);
  const notSettled = [...settled].filter(([, state]) => state.ms === null);
  if (notSettled.length)
    throw new Error(`Pages without the first rate's prices after 60 s: ${notSettled.map(([watch, state]) => `${watch.path} ${state.problem}`).join('; ')}`);
  console.log(`  the ${watches.length} pages watched show the first rate's prices`);

  // The change, followed from here.
  console.log(
    `\nThe rate changed ${formatInr(FIRST_RATE)} → ${formatInr(NEW_RATE)} a gram by setSilverRate (admin, real web SDK), ${metalCount.toLocaleString('en-IN')} metal-priced products`,
  );
  const oldRateId = first.rateId;
  const cpuBefore = cpuSnapshot();
  const t0 = performance.now();
  const t0Wall = Date.now();
  const deadline = t0 + RATE_DEADLINE_MS;
  let call: { ms: number; error: string | null; result?: SetSilverRateResult } | null = null;
  const callDone = admin.call<SetSilverRateResult>('setSilverRate', { rupeesPerGram: NEW_RATE }).then(
    (result) => (call = { ms: performance.now() - t0, error: null, result }),
    (error: unknown) => (call = { ms: performance.now() - t0, error: (error as { code?: string }).code ?? String(error) }),
  );

  // The documents: the rate in force, its re-pricing's progress, the products carrying it.
  const progress: Array<{ ms: number; repriced: number }> = [];
  const documents = {
    rateId: null as string | null,
    rateInForceMs: null as number | null,
    finishedMs: null as number | null,
    allCarryMs: null as number | null,
    carrying: 0,
  };
  // The rate's document is read four times a second; the products are counted once it says the
  // re-pricing finished (its last batch writes the products and finishedAt together), so that the
  // counting does not slow the re-pricing it measures.
  const followDocuments = (async () => {
    while (performance.now() < deadline && (documents.finishedMs === null || documents.allCarryMs === null)) {
      const current = await currentRateRef(db).get();
      const rateId = current.get('rateId');
      if (typeof rateId === 'string' && rateId !== oldRateId) {
        if (!documents.rateId) {
          documents.rateId = rateId;
          const from = current.get('effectiveFrom');
          documents.rateInForceMs = from instanceof Timestamp ? from.toMillis() - t0Wall : performance.now() - t0;
        }
        const rate = await db.collection(SILVER_RATES).doc(rateId).get();
        const repriced = Number(rate.get('repricing.repriced') ?? 0);
        if (progress.at(-1)?.repriced !== repriced) progress.push({ ms: performance.now() - t0, repriced });
        const finishedAt = rate.get('repricing.finishedAt');
        if (documents.finishedMs === null && finishedAt instanceof Timestamp) documents.finishedMs = finishedAt.toMillis() - t0Wall;
        if (documents.finishedMs !== null) {
          documents.carrying = (await db.collection('prod').where('priceRateId', '==', rateId).count().get()).data().count;
          if (documents.carrying >= metalCount) documents.allCarryMs = performance.now() - t0;
        }
      }
      await sleep(250);
    }
  })();
  const reached = await watchPages(site, watches, priceAt(newContext), t0, deadline);
  await followDocuments;
  // The callable answers when its re-pricing is done (or the web SDK gives up after 70 s).
  await Promise.race([callDone, sleep(Math.max(0, deadline - performance.now()))]);
  const cpuAfter = cpuSnapshot();
  const windowMs = performance.now() - t0;
  const triggersAfter = await triggerStats(firestorePort);

  const callOutcome = call as { ms: number; error: string | null; result?: SetSilverRateResult } | null;
  const orNot = (ms: number | null) => (ms === null ? `not within ${seconds(RATE_DEADLINE_MS)}` : seconds(ms));
  console.log(
    `  setSilverRate answered:                     ${callOutcome ? `${seconds(callOutcome.ms)}${callOutcome.error ? ` with an error: ${callOutcome.error}` : `, ${callOutcome.result?.repriced.toLocaleString('en-IN')} re-priced, complete: ${callOutcome.result?.complete}`}` : orNot(null)}`,
  );
  console.log(`  the rate in force (pricing/silver):          ${orNot(documents.rateInForceMs)}`);
  console.log(`  repricing.finishedAt on the rate:            ${orNot(documents.finishedMs)}`);
  console.log(
    `  every product carries the new priceRateId:   ${orNot(documents.allCarryMs)} (${documents.carrying.toLocaleString('en-IN')} of ${metalCount.toLocaleString('en-IN')})`,
  );
  if (progress.length > 1) {
    const firstSeen = progress[0] as { ms: number; repriced: number };
    const lastSeen = progress.at(-1) as { ms: number; repriced: number };
    const perSecond = ((lastSeen.repriced - firstSeen.repriced) / Math.max(lastSeen.ms - firstSeen.ms, 1)) * 1000;
    console.log(
      `  re-pricing pace: ${perSecond.toFixed(0)} products/s (${((REPRICE_BATCH / Math.max(perSecond, 1)) * 1000) | 0} ms a batch of ${REPRICE_BATCH}); progress seen ${progress.map((point) => `${point.repriced}@${(point.ms / 1000).toFixed(1)}s`).join(' ')}`,
    );
  }
  const pageTimes = [...reached].map(([watch, state]) => ({ watch, ...state }));
  const productTimes = pageTimes
    .filter((page) => !page.watch.label.startsWith('listing'))
    .map((page) => page.ms ?? Number.POSITIVE_INFINITY)
    .sort((a, b) => a - b);
  const lastPage = pageTimes.reduce((worst, page) => Math.max(worst, page.ms ?? Number.POSITIVE_INFINITY), 0);
  console.log(
    `  product pages (${productTimes.length}) show the new price:     first ${seconds(productTimes[0] ?? 0)}, median ${seconds(at(productTimes, 0.5))}, last ${Number.isFinite(productTimes.at(-1)) ? seconds(productTimes.at(-1) ?? 0) : orNot(null)}`,
  );
  for (const page of pageTimes)
    console.log(`    ${page.watch.label.padEnd(34)} ${page.ms === null ? `NOT within ${seconds(RATE_DEADLINE_MS)}: ${page.problem}` : seconds(page.ms)}`);
  const slowest = Math.max(lastPage, documents.allCarryMs ?? Number.POSITIVE_INFINITY);
  console.log(
    `  => the change reached every page watched and every product document in ${Number.isFinite(slowest) ? seconds(slowest) : orNot(null)}: goal ≤ ${RATE_GOAL_S} s ${slowest <= RATE_GOAL_S * 1000 ? 'MET' : 'NOT MET'}`,
  );

  console.log(`  ${cpuLine(cpuBefore, cpuAfter, windowMs)}`);

  const after = await readProducts(db);
  const rateId = documents.rateId ?? '';
  const wrong = after.filter((product) => product.priceRateId !== rateId || product.price !== expectedPrice(product, newContext));
  console.log(
    `  stored prices at the new rate: ${wrong.length === 0 ? `all ${after.length.toLocaleString('en-IN')} match currentListPrice` : `${wrong.length} DIFFER (${wrong[0]?.id})`}`,
  );
  const drainedAfter = await drainTriggers(firestorePort);
  console.log(
    `  trigger events (productWritten) the re-pricing left: ${triggersAfter.pending.toLocaleString('en-IN')} pending when the last page caught up, all delivered ${seconds(drainedAfter.ms)} later (${drainedAfter.failed} failed)`,
  );

  // The same change with nothing watching: the re-pricing alone, with its triggers.
  const quietCpu = cpuSnapshot();
  const quietStarted = performance.now();
  const quietCall = await timedCall(() => admin.call<SetSilverRateResult>('setSilverRate', { rupeesPerGram: QUIET_RATE }));
  const quietRepriced = await repricingFinished(db, String((await currentRateRef(db).get()).get('rateId') ?? ''));
  const quietMs = performance.now() - quietStarted;
  const quietCpuAfter = cpuSnapshot();
  const quietTriggers = await drainTriggers(firestorePort);
  console.log(
    `\nThe rate changed again, ${formatInr(NEW_RATE)} → ${formatInr(QUIET_RATE)}, with no page or product watched: ${quietRepriced.toLocaleString('en-IN')} re-priced in ${seconds(quietMs)} ` +
      `(setSilverRate answered in ${seconds(quietCall.ms)}${quietCall.error ? `, ${quietCall.error}` : ''}); its ${quietTriggers.pendingAtStart.toLocaleString('en-IN')} trigger events still pending then were delivered ${seconds(quietTriggers.ms)} later`,
  );
  console.log(`  ${cpuLine(quietCpu, quietCpuAfter, quietMs)}`);
  return { listingPath: `/category/${last.categorySlug}` };
}

/** Part 2: the category listing under load, as deployed and rendered each time, beside a static file. */
async function listingUnderLoad(site: RunningSite, listingPath: string, baselineFile: string, shells: ShellProcess[]): Promise<void> {
  writeFileSync(baselineFile, await (await fetch(`${site.url}${listingPath}`)).text());
  const rendering = await startRenderingShell(site, BASE + 21, {});
  shells.push(rendering);
  const readEachTime = await startRenderingShell(site, BASE + 22, { SHARED_READS_TTL_MS: '0' });
  shells.push(readEachTime);
  const rows: Array<[string, Awaited<ReturnType<typeof load>>]> = [];
  const baselineBefore = await load(`${site.url}/static/bench-silver-baseline.html`);
  rows.push([`${listingPath}, as deployed (page cache)`, await load(`${site.url}${listingPath}`)]);
  rows.push([`${listingPath}, every request rendered`, await load(`${rendering.url}${listingPath}`)]);
  rows.push([`${listingPath}, rendered and read each time`, await load(`${readEachTime.url}${listingPath}`)]);
  const baselineAfter = await load(`${site.url}/static/bench-silver-baseline.html`);
  const baseline = {
    requestsPerSecond: (baselineBefore.requestsPerSecond + baselineAfter.requestsPerSecond) / 2,
    p50: (baselineBefore.p50 + baselineAfter.p50) / 2,
    p99: (baselineBefore.p99 + baselineAfter.p99) / 2,
    failed: baselineBefore.failed + baselineAfter.failed,
  };
  rows.unshift(['static baseline (the listing as a file)', baseline]);
  console.log(
    `\nThe listing with rate-based prices, server-rendered: ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARM_UP_S} s of warm-up (autocannon)`,
  );
  console.log(`  ${'page'.padEnd(62)}req/s    p50 ms  p99 ms  ×baseline p50  failed`);
  for (const [label, row] of rows) {
    console.log(
      `  ${label.padEnd(62)}${row.requestsPerSecond.toFixed(0).padEnd(9)}${row.p50.toFixed(0).padEnd(8)}${row.p99.toFixed(0).padEnd(8)}${(row.p50 / Math.max(baseline.p50, 0.001)).toFixed(1).padEnd(15)}${row.failed}`,
    );
  }
  const rendered = rows.find(([label]) => label.endsWith('every request rendered'))?.[1];
  if (rendered) console.log(`  => p50 rendered each request ${rendered.p50} ms: goal ≤ 150 ms ${rendered.p50 <= 150 ? 'MET' : 'NOT MET'}`);
}

/** Part 3: placeOrder for 50 pieces of a metal-priced product with price breaks. */
async function ordersWithTiers(db: Firestore, customer: ClientSession): Promise<void> {
  const rateId = String((await currentRateRef(db).get()).get('rateId') ?? '');
  // The large set's fourth product: active, with price breaks (every third has them).
  const productRef = db.collection('prod').doc(largeProductId(3));
  await productRef.update({ stock: 1_000_000, minOrderQty: 1, status: 'active' });
  const product = productInfo(await productRef.get());
  const tiers = readPriceTiers((await productRef.get()).get('priceTiers'));
  const unit = tierUnitPrice(product.price, tiers, ORDER_QUANTITY);
  const run = Date.now().toString(36);
  const order = (key: string) => () =>
    customer.call('placeOrder', {
      items: [{ productId: product.id, quantity: ORDER_QUANTITY }],
      addressId: 'demo-address-1',
      idempotencyKey: `bench-silver-${run}-${key}`,
    });
  await order('warm-up')();
  const sequential: Array<{ ms: number; error: string | null }> = [];
  for (let i = 0; i < ORDERS; i += 1) sequential.push(await timedCall(order(`s${i}`)));
  const concurrent = await Promise.all(Array.from({ length: CONCURRENT_ORDERS }, (_, i) => timedCall(order(`c${i}`))));
  const placed = await db.collection('orders').where('idempotencyKey', '==', `bench-silver-${run}-s0`).limit(1).get();
  const line = (placed.docs[0]?.get('items') as Array<Record<string, unknown>> | undefined)?.[0];
  console.log(
    `\nplaceOrder, ${ORDER_QUANTITY} pieces of ${product.id} (metal-priced, list ${formatInr(product.price)}, breaks ${tiers.map((tier) => `${tier.minQuantity}+ −${tier.percentOff} %`).join(', ')}), a signed-in customer through the real web SDK`,
  );
  console.log(
    `  the order's line: ${line ? `${formatInr(Number(line['price']))} each, list ${formatInr(Number(line['listPrice']))}, rate ${String(line['rateId'])}` : 'NOT FOUND'} ` +
      `(expected ${formatInr(unit)} at rate ${rateId}: ${line && line['price'] === unit && line['rateId'] === rateId ? 'matches' : 'DIFFERS'})`,
  );
  console.log(latencyLine(`${ORDERS} one after another`, sequential));
  console.log(latencyLine(`${CONCURRENT_ORDERS} at once`, concurrent));
  const p50 = at(
    sequential.map((outcome) => outcome.ms).sort((a, b) => a - b),
    0.5,
  );
  console.log(`  => p50 one after another ${p50.toFixed(0)} ms: goal ≤ 300 ms ${p50 <= 300 ? 'MET' : 'NOT MET'}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
