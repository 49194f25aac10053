// `npm run bench:analytics` (here rather than in backend/: it runs the shell's event store and the
// admin app's report code, and the backend imports no front-end app)
// The analytics pipeline at shop scale, on an in-memory document server enforcing the real rules:
//   - ingestion: BENCH_EVENTS events (default 10,000) in the browser's batches of 50, stored by the
//     shop server's event store exactly as POST /__events stores them, 10 batches at a time; events
//     per second, and the count stored against the count sent (none may be lost);
//   - roll-up: BENCH_ROLLUP_EVENTS events of one day (default 50,000) rolled into analyticsDaily
//     by the function's own code (rollUpDay), timed, with the events counted in the result;
//   - the Analytics page's read for 90 days (90 roll-ups, the period before and the revenue
//     counters) with the page's own code as an admin, p50/p95 over BENCH_RUNS runs, beside a
//     single-document read in the same run (the baseline).
// Figures are printed, not asserted.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type * as FirebaseApp from 'firebase/app';
import type * as FirestoreLite from 'firebase/firestore/lite';
import type * as FirestoreSdkModule from '../shared-data/src/platform/firestore-sdk';
import { Timestamp } from 'firebase-admin/firestore';
import { compileRules } from '../backend/src/rules';
import { createAdminFirestore } from '../backend/src/server/admin-client';
import { startDocumentServer } from '../backend/src/server/index';
import { rollUpDay } from '../backend/functions/src/analytics-rollup';
import { emptyDailyAnalytics } from '../shared-data/src/analytics/rollup';
import { indianDay, istDayStart, shiftDay } from '../shared-data/src/collections/sales-daily';
import type { EventBatch } from '../shared-data/src/collections/events';
import { createEventStore } from '../shell/src/server/event-store.server';
import { analyticsRangeOf, fetchAnalyticsReport } from '../admin-mfe/src/lib/admin-analytics';
import { answerHelp } from './lib/usage';

answerHelp(process.argv.slice(2), 'Usage: npm run bench:analytics   (no arguments; BENCH_EVENTS, BENCH_ROLLUP_EVENTS, BENCH_RUNS)');

// The admin screens' modules load the SDK's CommonJS build: the clients must come from it too.
const require = createRequire(__filename);
const { initializeApp, deleteApp } = require('firebase/app') as typeof FirebaseApp;
const firestoreLite = require('firebase/firestore/lite') as typeof FirestoreLite;
const { connectFirestoreEmulator, doc, getDoc, getFirestore } = firestoreLite;
// shared-data's collection modules call the SDK they are handed (the browser loads it on first need).
(require('../shared-data/src/platform/firestore-sdk') as typeof FirestoreSdkModule).provideFirestoreSdk(firestoreLite);

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const ROLLUP_EVENTS = Number(process.env.BENCH_ROLLUP_EVENTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const RULES = path.join(__dirname, '..', 'backend', 'firestore.rules');

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function latencies(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(samples.length * 0.5)] ?? 0, p95: samples[Math.floor(samples.length * 0.95)] ?? 0 };
}

function client(port: number, name: string, token?: { sub: string; admin?: boolean }) {
  const app = initializeApp({ projectId: 'demo-silver-shop', apiKey: 'bench' }, `${name}-${Date.now()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', port, token ? { mockUserToken: { iat: Math.floor(Date.now() / 1000), ...token } } : {});
  return { app, db };
}

const PATHS = ['/', '/products', '/category/rings', '/product/SLV-RNG-0001/ring', '/blogs', '/search?q=payal'];
function sampleEvent(index: number): EventBatch['events'][number] {
  switch (index % 6) {
    case 0:
      return {
        name: 'page_view',
        params: {
          page_path: PATHS[index % PATHS.length] ?? '/',
          page_title: 'Page',
          device: index % 3 ? 'mobile' : 'desktop',
          source: index % 4 ? 'direct' : 'google.com',
        },
        path: '/',
      };
    case 1:
      return {
        name: 'view_item',
        params: { currency: 'INR', value: 999, items: [{ item_id: `SLV-${index % 200}`, item_name: `Product ${index % 200}`, price: 999 }] },
      };
    case 2:
      return { name: 'search', params: { search_term: `term ${index % 40}`, results: index % 5 === 0 ? 0 : 3 } };
    case 3:
      return { name: 'add_to_cart', params: { currency: 'INR', value: 999, items: [{ item_id: `SLV-${index % 200}`, quantity: 1 }] } };
    case 4:
      return { name: 'click', params: { category: 'whatsapp_enquiry', label: 'Ring' } };
    default:
      return { name: 'scroll_depth', params: { percent: 50, page_path: '/blogs/a' } };
  }
}

async function main() {
  const server = await startDocumentServer({
    port: 0,
    inMemory: true,
    rules: compileRules(readFileSync(RULES, 'utf8'), 'firestore.rules'),
    log: () => undefined,
  });
  const admin = createAdminFirestore({ host: `127.0.0.1:${server.port}` });
  const store = createEventStore({
    firebase: { projectId: 'demo-silver-shop' },
    emulators: { firestore: `127.0.0.1:${server.port}`, auth: '', functions: '', storage: '' },
    functionsRegion: 'asia-south1',
  });
  const staff = client(server.port, 'bench-admin', { sub: 'bench-admin', admin: true });
  try {
    console.log(`Analytics bench: ${EVENTS.toLocaleString('en-IN')} events ingested, ${ROLLUP_EVENTS.toLocaleString('en-IN')} rolled up, ${RUNS} page reads\n`);

    // Ingestion through the rules, as the endpoint writes.
    const batches = Math.ceil(EVENTS / 50);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (;;) {
          const batch = next++;
          if (batch >= batches) return;
          const size = Math.min(50, EVENTS - batch * 50);
          await store.write({ sessionId: `bench-session-${batch % 500}`, events: Array.from({ length: size }, (_, i) => sampleEvent(batch * 50 + i)) }, null);
        }
      }),
    );
    const ingestSeconds = (performance.now() - started) / 1000;
    const stored = (await admin.collection('events').count().get()).data().count;
    console.log(
      `Ingestion: ${(EVENTS / ingestSeconds).toFixed(0)} events/s (${EVENTS.toLocaleString('en-IN')} in ${ingestSeconds.toFixed(1)} s, batches of 50, 10 at a time); stored ${stored.toLocaleString('en-IN')} of ${EVENTS.toLocaleString('en-IN')}${stored === EVENTS ? ', none lost' : ' — EVENTS LOST'}`,
    );

    // One earlier day with ROLLUP_EVENTS events, written directly.
    const day = shiftDay(indianDay(new Date()), -3);
    const dayStart = istDayStart(day)?.getTime() ?? 0;
    for (let offset = 0; offset < ROLLUP_EVENTS; offset += 500) {
      const writer = admin.batch();
      for (let i = offset; i < Math.min(ROLLUP_EVENTS, offset + 500); i += 1) {
        const event = sampleEvent(i);
        writer.set(admin.collection('events').doc(), {
          ...event,
          sessionId: `s-${i % 2_000}`,
          createdAt: Timestamp.fromMillis(dayStart + Math.floor((i / ROLLUP_EVENTS) * 86_000_000)),
        });
      }
      await writer.commit();
    }
    const rollStarted = performance.now();
    const result = await rollUpDay(admin, day);
    const rollSeconds = (performance.now() - rollStarted) / 1000;
    console.log(
      `Roll-up of one day: ${rollSeconds.toFixed(2)} s for ${result.events.toLocaleString('en-IN')} events (${result.events === ROLLUP_EVENTS ? 'all counted' : 'COUNT DIFFERS'}; goal ≤ 10 s)`,
    );

    // 180 days of roll-ups (the range and the period before), then the page's read for 90 days.
    const today = indianDay(new Date());
    for (let offset = 0; offset < 180; offset += 1) {
      const rolled = { ...result, day: shiftDay(today, -offset) };
      await admin
        .collection('analyticsDaily')
        .doc(rolled.day)
        .set(offset === 179 ? emptyDailyAnalytics(rolled.day) : rolled);
    }
    const baseline = await latencies(() => getDoc(doc(staff.db, 'analyticsDaily', today)));
    const range = analyticsRangeOf(new URLSearchParams('range=90'), new Date());
    const page = await latencies(() => fetchAnalyticsReport(staff.db, range));
    console.log(`\n  ${'one roll-up document (baseline)'.padEnd(44)} p50 ${ms(baseline.p50).padStart(9)}  p95 ${ms(baseline.p95).padStart(9)}`);
    console.log(
      `  ${'Analytics page data, 90 days + period before'.padEnd(44)} p50 ${ms(page.p50).padStart(9)}  p95 ${ms(page.p95).padStart(9)}  ×${(page.p50 / baseline.p50).toFixed(1)} of the baseline (goal p50 ≤ 300 ms)`,
    );
  } finally {
    await deleteApp(staff.app);
    await admin.terminate();
    await server.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
