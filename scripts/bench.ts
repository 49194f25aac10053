// `npm run bench`: for `/`, `/products`, a product page, a search, a blog post and `/admin`, the first-view JavaScript
// (raw and gzip) split into shell, shared libraries, federation runtime and remote code; the
// requests made before the page is interactive (hydrated); and server-render throughput and
// p50/p99 latency at 50 concurrent connections — each beside the same figure for a static HTML
// file served by the same server in the same run, so ratios compare across noisy runs.
// Runs against the production build (npm run build first) and an in-memory local backend. Last,
// Manage Orders server-rendered for a signed-in admin with BENCH_ORDERS (5,000) orders stored, one
// request at a time (the latency an admin sees); BENCH_PARTS=orders runs that part alone.
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium, type Browser } from '@playwright/test';
import { distDir, remoteApps } from './lib/apps';
import { startLocalBackend } from './lib/backend';
import { ensureChromium } from './lib/chromium';
import { startSite, type RunningSite } from './lib/site';
import { createAdminFirestore } from '../backend/src/server/admin-client';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 3600);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
// Each page is loaded, unmeasured, before its measured run: the first requests compile the render
// path and load the remotes' server code, which puts seconds into p99 that no later visitor sees.
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const ORDERS = Number(process.env.BENCH_ORDERS ?? 5_000);
const ORDER_PAGE_RUNS = 30;

type Category = 'shell' | 'shared libraries' | 'federation runtime' | 'remote code';

interface PageFigures {
  path: string;
  js: Record<Category, { raw: number; gzip: number; files: number }>;
  /** gzip bytes of the scripts that arrived before the page was hydrated (the critical path). */
  gzipBeforeInteractive: number;
  requestsBeforeInteractive: number;
}

interface LoadFigures {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Chunk files of the shell's build that hold shared libraries (from its federation manifest). */
function sharedChunksOfShell(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir('shell'), 'client', 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
  };
  return new Set(manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]));
}

function classify(url: URL, shellOrigin: string, sharedChunks: Set<string>): Category {
  const file = url.pathname.split('/').pop() ?? '';
  if (url.origin === shellOrigin) {
    if (/^main\.[0-9a-f]+\.js$/.test(file)) return 'federation runtime';
    return sharedChunks.has(file) ? 'shared libraries' : 'shell';
  }
  return file === 'remoteEntry.js' ? 'federation runtime' : 'remote code';
}

async function idToken(site: RunningSite): Promise<string> {
  const authPort = site.backend?.env.AUTH_PORT;
  const response = await fetch(
    `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ADMIN, returnSecureToken: true }) },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error('Could not sign the admin in for the benchmark');
  return body.idToken;
}

async function firstView(browser: Browser, site: RunningSite, pagePath: string, cookie: string | null): Promise<PageFigures> {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([{ name: '__session', value: cookie, url: site.url }]);
  const page = await context.newPage();
  const sharedChunks = sharedChunksOfShell();
  const scripts = new Map<string, { body: Promise<Buffer>; beforeInteractive: boolean }>();
  let requests = 0;
  let interactive = false;
  let beforeInteractive = 0;
  page.on('request', () => {
    requests += 1;
    if (!interactive) beforeInteractive = requests;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.set(response.url(), { body: response.body(), beforeInteractive: !interactive });
    }
  });
  await page.goto(`${site.url}${pagePath}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
  interactive = true;
  await page.waitForLoadState('networkidle');
  const js = Object.fromEntries(
    (['shell', 'shared libraries', 'federation runtime', 'remote code'] as Category[]).map((category) => [category, { raw: 0, gzip: 0, files: 0 }]),
  ) as PageFigures['js'];
  let gzipBeforeInteractive = 0;
  for (const [url, script] of scripts) {
    const bytes = await script.body;
    const bucket = js[classify(new URL(url), site.url, sharedChunks)];
    const gzip = gzipSync(bytes, { level: 6 }).length;
    bucket.raw += bytes.length;
    bucket.gzip += gzip;
    bucket.files += 1;
    if (script.beforeInteractive) gzipBeforeInteractive += gzip;
  }
  await context.close();
  return { path: pagePath, js, gzipBeforeInteractive, requestsBeforeInteractive: beforeInteractive };
}

async function load(url: string, pagePath: string, cookie: string | null): Promise<LoadFigures> {
  const options = { url: `${url}${pagePath}`, connections: CONNECTIONS, headers: (cookie ? { cookie: `__session=${cookie}` } : {}) as Record<string, string> };
  if (WARM_UP_S > 0) await autocannon({ ...options, duration: WARM_UP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    path: pagePath,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const executablePath = ensureChromium();
  console.log('Starting the built site against an in-memory backend…');
  const site = await startSite({
    shellPort: BASE,
    remotePorts: Object.fromEntries(remoteApps.map((app, index) => [app, BASE + 1 + index])),
    shellOutput: { file: path.join(distDir('shell'), 'bench-shell.log') },
    backend: () =>
      startLocalBackend({ inMemory: true, ports: { firestore: BASE + 10, auth: BASE + 11, functions: BASE + 12, storage: BASE + 13 }, output: 'quiet' }),
  });
  const baselineFile = path.join(distDir('shell'), 'client', 'bench-baseline.html');
  try {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const product = sitemap.match(/<loc>[^<]*(\/product\/[^<]+)<\/loc>/)?.[1];
    const post = sitemap.match(/<loc>[^<]*(\/blogs\/[^<]+)<\/loc>/)?.[1];
    if (!product || !post) throw new Error('The sitemap lists no product or blog post: is the demo data loaded?');
    const pages = ['/', '/products', product, '/search?q=ring', post, '/admin'];
    const token = await idToken(site);
    if (process.env.BENCH_PARTS === 'orders') {
      await ordersAtScale(site, token);
      return;
    }
    const cookieFor = (pagePath: string) => (pagePath.startsWith('/admin') ? token : null);

    // The baseline: the home page's own HTML as a static file, served by the same server.
    writeFileSync(baselineFile, await (await fetch(`${site.url}/`)).text());
    const browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const views: PageFigures[] = [];
    for (const pagePath of pages) views.push(await firstView(browser, site, pagePath, cookieFor(pagePath)));
    await browser.close();

    // Warm every page once, then measure the baseline before and after the pages.
    for (const pagePath of pages) await fetch(`${site.url}${pagePath}`, cookieFor(pagePath) ? { headers: { cookie: `__session=${token}` } } : {});
    const baselineBefore = await load(site.url, '/static/bench-baseline.html', null);
    const loads: LoadFigures[] = [];
    for (const pagePath of pages) loads.push(await load(site.url, pagePath, cookieFor(pagePath)));
    const baselineAfter = await load(site.url, '/static/bench-baseline.html', null);
    const baseline: LoadFigures = {
      path: 'static baseline',
      requestsPerSecond: (baselineBefore.requestsPerSecond + baselineAfter.requestsPerSecond) / 2,
      p50: (baselineBefore.p50 + baselineAfter.p50) / 2,
      p99: (baselineBefore.p99 + baselineAfter.p99) / 2,
      errors: baselineBefore.errors + baselineAfter.errors,
      non2xx: baselineBefore.non2xx + baselineAfter.non2xx,
    };

    console.log(`\nFirst view (production build, headless Chromium; JavaScript raw/gzip, gzip level 6)`);
    for (const view of views) {
      const total = Object.values(view.js).reduce((sum, item) => ({ raw: sum.raw + item.raw, gzip: sum.gzip + item.gzip }), { raw: 0, gzip: 0 });
      console.log(`  ${view.path}`);
      for (const [category, item] of Object.entries(view.js)) {
        console.log(`    ${category.padEnd(20)}${`${kb(item.raw)} / ${kb(item.gzip)}`.padEnd(22)}${item.files} file(s)`);
      }
      console.log(`    ${'total'.padEnd(20)}${`${kb(total.raw)} / ${kb(total.gzip)}`.padEnd(22)}before interactive: ${kb(view.gzipBeforeInteractive)} gzip, ${view.requestsBeforeInteractive} requests`);
    }

    console.log(`\nServer rendering, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARM_UP_S} s of warm-up (autocannon)`);
    const rows = [baseline, ...loads];
    const pageWidth = Math.max(...rows.map((row) => row.path.length)) + 2;
    console.log(`${'page'.padEnd(pageWidth)}req/s      p50 ms   p99 ms   ×baseline req/s   ×baseline p50   errors`);
    for (const row of rows) {
      const ratio = (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3);
      const latencyRatio = (row.p50 / Math.max(baseline.p50, 0.001)).toFixed(1);
      console.log(
        `${row.path.padEnd(pageWidth)}${row.requestsPerSecond.toFixed(0).padEnd(11)}${String(row.p50).padEnd(9)}${String(row.p99).padEnd(9)}${ratio.padEnd(18)}${latencyRatio.padEnd(16)}${row.errors + row.non2xx}`,
      );
    }
    await ordersAtScale(site, token);
  } finally {
    rmSync(baselineFile, { force: true });
    await site.stop();
  }
}

/** Stores ORDERS orders over 30 days, then times /admin/orders server-rendered one request at a time. */
async function ordersAtScale(site: RunningSite, token: string): Promise<void> {
  const db = createAdminFirestore({ host: `127.0.0.1:${BASE + 10}`, projectId: 'demo-silver-shop' });
  const statuses = ['pending_confirmation', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled'];
  const now = Date.now();
  try {
    for (let start = 0; start < ORDERS; start += 400) {
      const batch = db.batch();
      for (let i = start; i < Math.min(ORDERS, start + 400); i += 1) {
        const createdAt = new Date(now - ((i * 7919) % (30 * 24)) * 3_600_000);
        const price = 300 + ((i * 131) % 5000);
        batch.set(db.doc(`orders/bench-order-${i}`), {
          uid: `bench-customer-${i % 2000}`,
          email: `customer${i % 2000}@bench.example`,
          number: `BN-2026-${String(i).padStart(6, '0')}`,
          phoneDigits: '9876543210',
          items: [{ productId: 'bench-product', sku: 'BENCH-1', title: 'Bench product', price, quantity: 1, lineTotal: price, image: null }],
          subtotal: price,
          shipping: 0,
          total: price,
          currency: 'INR',
          address: { fullName: 'Bench Customer', phone: '+91 98765 43210', line1: '1 Bench Road', city: 'Jaipur', state: 'Rajasthan', postalCode: '302001', country: 'India' },
          status: statuses[i % statuses.length],
          statusHistory: [],
          createdAt,
          updatedAt: createdAt,
        });
      }
      await batch.commit();
    }
  } finally {
    await db.terminate();
  }
  const url = `${site.url}/admin/orders`;
  const fetchPage = async () => {
    const response = await fetch(url, { headers: { cookie: `__session=${token}` } });
    const html = await response.text();
    if (response.status !== 200 || !html.includes('BN-2026-')) throw new Error(`/admin/orders answered ${response.status} without the stored orders`);
  };
  await fetchPage();
  const samples: number[] = [];
  for (let run = 0; run < ORDER_PAGE_RUNS; run += 1) {
    const started = performance.now();
    await fetchPage();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => (samples[Math.floor(samples.length * share)] ?? 0).toFixed(1);
  console.log(`\nManage Orders with ${ORDERS.toLocaleString('en-IN')} orders, server-rendered for a signed-in admin, one request at a time (${ORDER_PAGE_RUNS} runs)`);
  console.log(`  /admin/orders   p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   (list page, status-tab counts and the sidebar's badges)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
