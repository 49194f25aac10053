// `npm run bench:admin` (here rather than in backend/: it measures the admin app's own query code,
// and the backend imports no front-end app)
// The admin area at shop scale: 10,000 products in 20 categories, 5,000 orders over 30 days and
// 2,000 customers, written into an in-memory local backend; then, through the real Firebase web SDK
// as an admin and the admin screens' own query code:
//   - the Manage Products first page (the list query + its count), default sort and filtered;
//   - the dashboard's figures (count and sum aggregations, the latest orders);
//   - Manage Orders' first page with its status-tab counts, a status tab and a search by number;
//   - Manage Customers' first page (by lifetime value) and the review queue with its counts;
//   - through the Functions emulator: a status change end to end (setOrderStatus), 50 concurrent
//     status changes of different orders, and 20 concurrent cancels of one order (stock back once);
//   - a CSV-sized import of 5,000 products through the importProducts callable (chunks of 100),
//     then the same rows again (nothing to write);
//   - a CSV file of 5,000 variant rows (1,000 products of 5 variants, issue 40) as the admin's import
//     reads and sends it (products-csv.ts: parsed and checked, then in chunks with the progress it
//     shows), imported twice: the second run must leave every product unchanged;
//   - money (issue 36): recording a payment end to end (recordPayment), 50 concurrent payments on
//     different orders, 20 racing payments on one order that together exceed what is due;
// each latency beside a single-document read in the same run (the baseline), so ratios compare
// across noisy machines. Figures are printed, not asserted.
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import type * as FirebaseApp from 'firebase/app';
import type * as FirestoreLite from 'firebase/firestore/lite';
import type * as FirestoreSdkModule from '../shared-data/src/platform/firestore-sdk';
import { startBackend, type RunningBackend } from '../backend/src/cli/start-backend';
import { createAdminFirestore } from '../backend/src/server/admin-client';
import { buildLargeDataSet, writeLargeDataSet } from '../backend/src/seed/large-data-set';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../backend/src/seed/demo-users';
import { clientSession, closeClientSessions } from '../backend/test/support/client-session';
import { fetchProductListPage, type ProductListQuery } from '../admin-mfe/src/lib/admin-products';
import { fetchDashboardFigures } from '../admin-mfe/src/lib/admin-dashboard';
import { fetchOrderListPage, fetchOrderStatusCounts, type OrderListQuery } from '../admin-mfe/src/lib/admin-orders';
import { fetchCustomerPage } from '../admin-mfe/src/lib/admin-customers';
import { fetchReviewCounts, fetchReviewQueue } from '../admin-mfe/src/lib/admin-reviews';
import { importChunks, parseProductsCsv, productsCsv } from '../admin-mfe/src/features/products/lib/products-csv';
import { toProduct } from '../shared-data/src/collections/product-documents';
import { toCategoryInfo } from '../shared-data/src/collections/categories';
import { answerHelp } from './lib/usage';

answerHelp(
  process.argv.slice(2),
  'Usage: npm run bench:admin   (no arguments; BENCH_PARTS=reads,import,variants,orders,money picks parts; BENCH_PRODUCTS, BENCH_ORDERS, BENCH_CUSTOMERS, BENCH_IMPORT_ROWS, BENCH_VARIANT_ROWS, BENCH_RUNS, BENCH_DRAIN_SECONDS)',
);

// The admin screens' modules are CommonJS here (admin-mfe has no "type": "module"), so they load
// the SDK's CommonJS build: the client they are given must come from that same build.
const require = createRequire(__filename);
const { deleteApp, initializeApp } = require('firebase/app') as typeof FirebaseApp;
const firestoreLite = require('firebase/firestore/lite') as typeof FirestoreLite;
const { connectFirestoreEmulator, doc, getDoc, getFirestore } = firestoreLite;
// shared-data's collection modules call the SDK they are handed (the browser loads it on first need).
(require('../shared-data/src/platform/firestore-sdk') as typeof FirestoreSdkModule).provideFirestoreSdk(firestoreLite);
type LiteFirestore = FirestoreLite.Firestore;

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 5_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 2_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const VARIANT_ROWS = Number(process.env.BENCH_VARIANT_ROWS ?? 5_000);
const VARIANTS_PER_PRODUCT = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const CATEGORY_COUNT = 20;
const DRAIN_LIMIT_MS = Number(process.env.BENCH_DRAIN_SECONDS ?? 300) * 1000;

async function time<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function latencies(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await work();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) samples.push(await time(work));
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(samples.length * 0.5)] ?? 0, p95: samples[Math.floor(samples.length * 0.95)] ?? 0 };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function adminLite(backend: RunningBackend): LiteFirestore {
  const app = initializeApp({ projectId: backend.endpoints.projectId, apiKey: 'bench' }, `bench-admin-${Date.now()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', backend.endpoints.firestore.port, {
    mockUserToken: { sub: 'bench-admin', iat: Math.floor(Date.now() / 1000), admin: true },
  });
  return db;
}

const orderQuery = (change: Partial<OrderListQuery> = {}): OrderListQuery => ({
  q: '',
  filters: {},
  sort: { key: 'createdAt', direction: 'desc' },
  after: null,
  before: null,
  ...change,
});

const listQuery = (change: Partial<ProductListQuery> = {}): ProductListQuery => ({
  q: '',
  filters: {},
  sort: { key: 'updatedAt', direction: 'desc' },
  after: null,
  before: null,
  ...change,
});

// BENCH_PARTS=reads,import,variants,orders,money (default all) runs some of the parts.
const PARTS = new Set((process.env.BENCH_PARTS ?? 'reads,import,variants,orders,money').split(','));

async function main() {
  if (PARTS.has('reads')) await readsAtScale();
  if (PARTS.has('import')) await importAtScale();
  if (PARTS.has('variants')) await variantImportAtScale();
  if (PARTS.has('orders')) await orderStatusChanges();
  if (PARTS.has('money')) await payments();
}

/**
 * The large data set is written with no Functions emulator attached: 17,000 writes would queue as
 * many productWritten events (the documents already carry what the trigger derives), and the
 * emulator working through them would be measured instead of the reads.
 */
async function readsAtScale() {
  console.log(`Starting an in-memory backend (document server only)…`);
  const backend = await startBackend({
    inMemory: true,
    emulators: false,
    seed: false,
    ports: { firestore: 0, auth: 0, functions: 0, storage: 0, smtp: 0, mailWeb: 0 },
  });
  const admin = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  try {
    const now = new Date();
    const write = performance.now();
    const written = await writeLargeDataSet(admin, { products: PRODUCTS, categories: CATEGORY_COUNT, customers: CUSTOMERS, orders: ORDERS }, now);
    console.log(
      `Wrote the large data set (${PRODUCTS} products, ${CATEGORY_COUNT} categories, ${CUSTOMERS} customers, ${ORDERS} orders, reviews and counters: ${written} documents) in ${((performance.now() - write) / 1000).toFixed(1)} s.\n`,
    );

    const db = adminLite(backend);
    const baseline = await latencies(() => getDoc(doc(db, 'prod', 'scl-00042')));
    const rows: Array<[string, { p50: number; p95: number }]> = [
      ['single product read (baseline)', baseline],
      ['products, first page (updated, newest first) + count', await latencies(() => fetchProductListPage(db, listQuery(), 5))],
      [
        'products, category + active, by price',
        await latencies(() =>
          fetchProductListPage(db, listQuery({ filters: { category: 'scale-cat-7', status: 'active' }, sort: { key: 'price', direction: 'asc' } }), 5),
        ),
      ],
      ['products, low stock', await latencies(() => fetchProductListPage(db, listQuery({ filters: { stock: 'low' } }), 5))],
      ['products, search "jhumka"', await latencies(() => fetchProductListPage(db, listQuery({ q: 'jhumka' }), 5))],
      ['dashboard figures', await latencies(() => fetchDashboardFigures(db, now))],
      [
        'orders, first page + status-tab counts',
        await latencies(() => Promise.all([fetchOrderListPage(db, orderQuery()), fetchOrderStatusCounts(db, orderQuery())])),
      ],
      ['orders, "Pending confirmation" tab', await latencies(() => fetchOrderListPage(db, orderQuery({ filters: { status: 'pending_confirmation' } })))],
      ['orders, search by order number', await latencies(() => fetchOrderListPage(db, orderQuery({ q: 'SCL-2026-04321' })))],
      [
        'customers, first page by lifetime value',
        await latencies(() => fetchCustomerPage(db, { q: '', filters: {}, sort: { key: 'lifetimeValue', direction: 'desc' }, after: null, before: null })),
      ],
      [
        'reviews, queue to approve + counts',
        await latencies(() => Promise.all([fetchReviewQueue(db, { status: 'pending', before: null }), fetchReviewCounts(db)])),
      ],
    ];
    console.log('Admin reads over the large data set (real web SDK, admin rules):');
    for (const [label, figures] of rows) {
      console.log(
        `  ${label.padEnd(52)} p50 ${ms(figures.p50).padStart(9)}  p95 ${ms(figures.p95).padStart(9)}  ×${(figures.p50 / baseline.p50).toFixed(1)} of the baseline`,
      );
    }

    await deleteApp(db.app);
  } finally {
    await admin.terminate();
    await backend.close();
  }
}

/** The import through the callable, with the Functions emulator and its triggers, as locally in use. */
async function importAtScale() {
  console.log(`\nStarting an in-memory backend with the Auth and Functions emulators…`);
  const backend = await startBackend({ inMemory: true, ports: { firestore: 0, auth: 0, functions: 0, storage: 0, smtp: 0, mailWeb: 0 } });
  const admin = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  try {
    // The set's categories (empty: the triggers count what the import creates) and its products as
    // CSV-shaped rows (no derived fields: importProducts and the triggers derive them).
    const generated = buildLargeDataSet({ products: IMPORT_ROWS, categories: CATEGORY_COUNT, customers: 1, orders: 0 });
    const batch = admin.batch();
    for (const { path, data } of generated.filter((document) => document.path.startsWith('categories/')))
      batch.set(admin.doc(path), { ...data, productCount: 0 });
    await batch.commit();
    const session = await clientSession(backend.endpoints, DEMO_ADMIN);
    const importRows = generated
      .filter((document) => /^prod\/[^/]+$/.test(document.path))
      .map(({ data }) => {
        const { searchKeywords: _keywords, imageSrcs: _srcs, createdAt: _created, updatedAt: _updated, ...fields } = data;
        return fields;
      });
    const importOnce = async () => {
      const totals = { created: 0, updated: 0, unchanged: 0 };
      for (let i = 0; i < importRows.length; i += 100) {
        const result = await session.call<typeof totals>('importProducts', { rows: importRows.slice(i, i + 100) });
        totals.created += result.created;
        totals.updated += result.updated;
        totals.unchanged += result.unchanged;
      }
      return totals;
    };
    const started = performance.now();
    let first = { created: 0, updated: 0, unchanged: 0 };
    const firstMs = await time(async () => {
      first = await importOnce();
    });
    let second = { created: 0, updated: 0, unchanged: 0 };
    const secondMs = await time(async () => {
      second = await importOnce();
    });
    console.log(`\nImport of ${IMPORT_ROWS} products through importProducts (chunks of 100):`);
    console.log(
      `  first run   ${(firstMs / 1000).toFixed(1)} s (${Math.round(IMPORT_ROWS / (firstMs / 1000))} rows/s): ${first.created} created, ${first.updated} updated, ${first.unchanged} unchanged`,
    );
    console.log(
      `  same file   ${(secondMs / 1000).toFixed(1)} s (${Math.round(IMPORT_ROWS / (secondMs / 1000))} rows/s): ${second.created} created, ${second.updated} updated, ${second.unchanged} unchanged`,
    );
    // The imported rows carry no search keywords: the productWritten trigger adds them. How long
    // until every imported product is findable in search (bounded: events are retried for 120 s).
    const indexed = () =>
      admin
        .collection('prod')
        .where('searchKeywords', 'array-contains', 'scale')
        .count()
        .get()
        .then((snapshot) => snapshot.data().count);
    let found = await indexed();
    while (found < IMPORT_ROWS && performance.now() - started < DRAIN_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      found = await indexed();
    }
    console.log(
      `  searchable  ${found} of ${IMPORT_ROWS} imported products ${((performance.now() - started) / 1000).toFixed(1)} s after the import began (productWritten trigger${found < IMPORT_ROWS ? `; stopped waiting after ${DRAIN_LIMIT_MS / 1000} s` : ''})`,
    );
  } finally {
    await closeClientSessions();
    await admin.terminate();
    await backend.close();
  }
}

/**
 * A CSV file of variant rows through the admin's own import code (parse and check, then chunks of at
 * most 100 products and 1,000 variants), with the Functions emulator, imported twice.
 */
async function variantImportAtScale() {
  console.log(`\nStarting an in-memory backend with the Auth and Functions emulators (variant import)…`);
  const backend = await startBackend({ inMemory: true, ports: { firestore: 0, auth: 0, functions: 0, storage: 0, smtp: 0, mailWeb: 0 } });
  const admin = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  try {
    const productCount = Math.ceil(VARIANT_ROWS / VARIANTS_PER_PRODUCT);
    const generated = buildLargeDataSet({ products: productCount, categories: CATEGORY_COUNT, customers: 1, orders: 0, variants: VARIANTS_PER_PRODUCT });
    const categoryDocs = generated.filter((document) => document.path.startsWith('categories/'));
    const batch = admin.batch();
    for (const { path, data } of categoryDocs) batch.set(admin.doc(path), { ...data, productCount: 0 });
    await batch.commit();
    const categories = categoryDocs.map(({ path, data }) => toCategoryInfo(path.split('/')[1]!, data));
    const products = generated.filter((document) => /^prod\/[^/]+$/.test(document.path)).map(({ path, data }) => toProduct(path.split('/')[1]!, data));
    const csv = productsCsv(products);
    const variantRows = products.reduce((total, product) => total + product.variants.length, 0);
    let parsed = parseProductsCsv(csv, categories);
    const parseMs = await time(async () => {
      parsed = parseProductsCsv(csv, categories);
    });
    if (parsed.issues.length) throw new Error(`The generated file does not check: ${JSON.stringify(parsed.issues.slice(0, 3))}`);
    const chunks = importChunks(parsed);
    const session = await clientSession(backend.endpoints, DEMO_ADMIN);
    const importOnce = async (label: string) => {
      const totals = { created: 0, updated: 0, unchanged: 0 };
      let done = 0;
      for (const [index, chunk] of chunks.entries()) {
        const result = await session.call<typeof totals>('importProducts', { rows: chunk.rows });
        totals.created += result.created;
        totals.updated += result.updated;
        totals.unchanged += result.unchanged;
        done += chunk.rows.length;
        // The progress the import screen shows, a line every quarter.
        if ((index + 1) % Math.ceil(chunks.length / 4) === 0 || index === chunks.length - 1)
          console.log(`  ${label}: ${done} of ${parsed.rows.length} products (${Math.round((done / parsed.rows.length) * 100)} %)`);
      }
      return totals;
    };
    const started = performance.now();
    let first = { created: 0, updated: 0, unchanged: 0 };
    const firstMs = await time(async () => {
      first = await importOnce('first run');
    });
    // The productWritten trigger indexes each new product's variant SKUs (search finds a variant by
    // its SKU): wait for it, so the second run is timed on its own rather than beside that backlog.
    const refs = products.map((product) => admin.doc(`prod/${product.id}`));
    const indexedCount = async () =>
      (await admin.getAll(...refs)).filter((snapshot) => ((snapshot.get('variantSkus') as unknown[] | undefined) ?? []).length > 0).length;
    let indexed = await indexedCount();
    while (indexed < products.length && performance.now() - started < DRAIN_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      indexed = await indexedCount();
    }
    const indexedS = (performance.now() - started) / 1000;
    let second = { created: 0, updated: 0, unchanged: 0 };
    const secondMs = await time(async () => {
      second = await importOnce('same file');
    });
    const sizeMb = (Buffer.byteLength(csv) / 1024 / 1024).toFixed(1);
    console.log(
      `\nImport of a CSV file of ${variantRows} variant rows (${products.length} products with options, ${sizeMb} MB, ${chunks.length} calls of at most 100 products and 1,000 variants):`,
    );
    console.log(`  parse and check  ${Math.round(parseMs)} ms in the browser's code (products-csv.ts)`);
    console.log(
      `  first run        ${(firstMs / 1000).toFixed(1)} s (${Math.round(variantRows / (firstMs / 1000))} variant rows/s): ${first.created} created, ${first.updated} updated, ${first.unchanged} unchanged`,
    );
    console.log(
      `  indexed          ${indexed} of ${products.length} products' variant SKUs ${indexedS.toFixed(1)} s after the import began (productWritten trigger)`,
    );
    console.log(
      `  same file        ${(secondMs / 1000).toFixed(1)} s (${Math.round(variantRows / (secondMs / 1000))} variant rows/s): ${second.created} created, ${second.updated} updated, ${second.unchanged} unchanged${second.unchanged === products.length ? ' (idempotent)' : ' — NOT idempotent'}`,
    );
    // What was written: every product with the file's variants (SKU, price and stock each).
    const snapshots = await admin.getAll(...products.map((product) => admin.doc(`prod/${product.id}`)));
    const key = (variants: ReadonlyArray<{ sku?: unknown; price?: unknown; stock?: unknown }>) =>
      variants.map((v) => `${String(v.sku)}:${String(v.price)}:${String(v.stock)}`).join(',');
    const matching = snapshots.filter(
      (snapshot, index) => key((snapshot.get('variants') as Array<Record<string, unknown>> | undefined) ?? []) === key(products[index]!.variants),
    ).length;
    console.log(`  stored           ${matching} of ${products.length} products with the file's variants (SKU, price and stock each)`);
  } finally {
    await closeClientSessions();
    await admin.terminate();
    await backend.close();
  }
}

/** setOrderStatus through the Functions emulator, as the order page and bulk actions call it. */
async function orderStatusChanges() {
  console.log(`\nStarting an in-memory backend with the Auth and Functions emulators (demo shop)…`);
  const backend = await startBackend({ inMemory: true, ports: { firestore: 0, auth: 0, functions: 0, storage: 0, smtp: 0, mailWeb: 0 } });
  const admin = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  try {
    const productRef = (await admin.collection('prod').where('status', '==', 'active').limit(1).get()).docs[0]!.ref;
    await productRef.update({ stock: 100_000, minOrderQty: 1 });
    const adminSession = await clientSession(backend.endpoints, DEMO_ADMIN);
    const customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
    let key = 0;
    const place = () =>
      customer.call<{ orderId: string }>('placeOrder', {
        items: [{ productId: productRef.id, quantity: 1 }],
        addressId: 'demo-address-1',
        idempotencyKey: `bench-${Date.now()}-${(key += 1)}`,
      });
    const orders: string[] = [];
    for (let i = 0; i < RUNS + 1 + 50 + 1; i += 1) orders.push((await place()).orderId);
    const confirm = (orderId: string) => adminSession.call('setOrderStatus', { orderId, expectedStatus: 'pending_confirmation', status: 'confirmed' });

    await confirm(orders[0]!); // warm-up
    const samples: number[] = [];
    for (const orderId of orders.slice(1, RUNS + 1)) samples.push(await time(() => confirm(orderId)));
    samples.sort((a, b) => a - b);
    console.log(`\nOrder status changes through setOrderStatus (Functions emulator, real web SDK):`);
    console.log(
      `  one change, end to end        p50 ${ms(samples[Math.floor(samples.length * 0.5)] ?? 0).padStart(9)}  p95 ${ms(samples[Math.floor(samples.length * 0.95)] ?? 0).padStart(9)}`,
    );

    const concurrent = orders.slice(RUNS + 1, RUNS + 51);
    let settled: PromiseSettledResult<unknown>[] = [];
    const concurrentMs = await time(async () => {
      settled = await Promise.allSettled(concurrent.map(confirm));
    });
    const confirmed = (await Promise.all(concurrent.map((id) => admin.doc(`orders/${id}`).get()))).filter(
      (order) => order.get('status') === 'confirmed',
    ).length;
    console.log(
      `  50 concurrent changes          ${settled.filter((result) => result.status === 'fulfilled').length} succeeded, ${confirmed} stored as confirmed, in ${(concurrentMs / 1000).toFixed(1)} s`,
    );

    const raced = orders.at(-1)!;
    const before = Number((await productRef.get()).get('stock'));
    const cancels = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        adminSession.call('setOrderStatus', { orderId: raced, expectedStatus: 'pending_confirmation', status: 'cancelled', reason: 'Bench race.' }),
      ),
    );
    const after = Number((await productRef.get()).get('stock'));
    console.log(
      `  20 concurrent cancels of one   ${cancels.filter((result) => result.status === 'fulfilled').length} succeeded; stock ${before} → ${after} (+${after - before}, the order had 1)`,
    );
  } finally {
    await closeClientSessions();
    await admin.terminate();
    await backend.close();
  }
}

async function payments() {
  console.log(`\nStarting an in-memory backend with the Auth and Functions emulators (demo shop) for payments…`);
  const backend = await startBackend({ inMemory: true, ports: { firestore: 0, auth: 0, functions: 0, storage: 0, smtp: 0, mailWeb: 0 } });
  const admin = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  try {
    const productRef = (await admin.collection('prod').where('status', '==', 'active').limit(1).get()).docs[0]!.ref;
    await productRef.update({ stock: 100_000, minOrderQty: 1 });
    const adminSession = await clientSession(backend.endpoints, DEMO_ADMIN);
    const customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
    let key = 0;
    const place = () =>
      customer.call<{ orderId: string }>('placeOrder', {
        items: [{ productId: productRef.id, quantity: 10 }],
        addressId: 'demo-address-1',
        idempotencyKey: `bench-pay-${Date.now()}-${(key += 1)}`,
      });
    const orders: string[] = [];
    for (let i = 0; i < RUNS + 1 + 50 + 1; i += 1) orders.push((await place()).orderId);
    for (let i = 0; i < orders.length; i += 10) {
      await Promise.all(
        orders.slice(i, i + 10).map((orderId) => adminSession.call('setOrderStatus', { orderId, expectedStatus: 'pending_confirmation', status: 'confirmed' })),
      );
    }
    const totalOf = async (orderId: string) => Number((await admin.doc(`orders/${orderId}`).get()).get('total'));
    let utr = 0;
    const pay = (orderId: string, amount: number) =>
      adminSession.call('recordPayment', {
        orderId,
        kind: 'payment',
        amount,
        method: 'bank_transfer',
        reference: `BENCHUTR${Date.now()}${(utr += 1)}`,
        receivedOn: '2026-11-28',
        note: '',
      });

    await pay(orders[0]!, 1); // warm-up
    const samples: number[] = [];
    for (const orderId of orders.slice(1, RUNS + 1)) samples.push(await time(() => pay(orderId, 100)));
    samples.sort((a, b) => a - b);
    console.log(`\nPayments through recordPayment (callable host, real web SDK):`);
    console.log(
      `  one payment, end to end        p50 ${ms(samples[Math.floor(samples.length * 0.5)] ?? 0).padStart(9)}  p95 ${ms(samples[Math.floor(samples.length * 0.95)] ?? 0).padStart(9)}`,
    );

    const fifty = orders.slice(RUNS + 1, RUNS + 51);
    let settled: PromiseSettledResult<unknown>[] = [];
    const fiftyMs = await time(async () => {
      settled = await Promise.allSettled(fifty.map((orderId) => pay(orderId, 100)));
    });
    console.log(
      `  50 concurrent, 50 orders       ${settled.filter((result) => result.status === 'fulfilled').length} of 50 succeeded in ${(fiftyMs / 1000).toFixed(1)} s`,
    );

    const raced = orders.at(-1)!;
    const due = await totalOf(raced);
    const share = Math.ceil((due / 10) * 100) / 100;
    const racing = await Promise.allSettled(Array.from({ length: 20 }, () => pay(raced, share)));
    const stored = (await admin.doc(`orders/${raced}`).get()).get('payment') as { paid: number; due: number; status: string };
    console.log(
      `  20 racing payments of ${share} on one order due ${due}: ${racing.filter((result) => result.status === 'fulfilled').length} recorded, paid ${stored.paid}, due ${stored.due} (${stored.status})`,
    );
  } finally {
    await closeClientSessions();
    await admin.terminate();
    await backend.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
