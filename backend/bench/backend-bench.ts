// npm run bench -w backend
// runQuery latency (p50/p99) for "where category == x, order by price desc, limit 24" over 10,000
// and 100,000 documents, measured through HTTP both with the real Lite client and with raw
// fetch, beside the same query done as a plain in-memory array filter + sort + slice in the same
// run; commit throughput (commits/s, driven by autocannon) in memory and with fsync on a data
// folder; and the realtime fan-out of a 1,000-commit burst to 200 listeners on 50 pages
// (listen-fanout.ts).

import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { deleteApp, initializeApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, getDocs, getFirestore, limit, orderBy, query, where } from 'firebase/firestore/lite';
import type { RulesEngine } from '../src/rules/types';
import { listenFanoutBench } from './listen-fanout';
import { type DocumentServer, startDocumentServer } from '../src/server/index';

const PROJECT = 'demo-silver-shop';
const DOCS = `projects/${PROJECT}/databases/(default)/documents`;
const CATEGORIES = ['rings', 'earrings', 'chains', 'bracelets', 'pendants', 'anklets', 'kids', 'gifting'];
const allowAll: RulesEngine = { evaluate: () => ({ allowed: true, reason: 'benchmark' }) };
const QUERY_RUNS = 300;

interface Product {
  id: string;
  category: string;
  price: number;
  title: string;
  stock: number;
}

function makeProducts(n: number): Product[] {
  let seed = 7;
  const rnd = (m: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % m;
  };
  return Array.from({ length: n }, (_, i) => ({
    id: `p${String(i).padStart(6, '0')}`,
    category: CATEGORIES[rnd(CATEGORIES.length)] as string,
    price: 450 + rnd(17_550),
    title: `Silver piece ${i}`,
    stock: rnd(50),
  }));
}

async function post(server: DocumentServer, rpc: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${server.url}/v1/${DOCS}${rpc}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${rpc} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

async function load(server: DocumentServer, products: Product[]): Promise<void> {
  for (let i = 0; i < products.length; i += 500) {
    const writes = products.slice(i, i + 500).map((p) => ({
      update: {
        name: `${DOCS}/prod/${p.id}`,
        fields: {
          category: { stringValue: p.category },
          price: { integerValue: String(p.price) },
          title: { stringValue: p.title },
          stock: { integerValue: String(p.stock) },
        },
      },
    }));
    await post(server, ':commit', { writes });
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function measure(runs: number, fn: () => Promise<unknown> | unknown): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 20; i++) await fn(); // warm-up (builds the index on first use)
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const ms = (v: number): string => (v >= 10 ? v.toFixed(1) : v.toFixed(3)).padStart(8) + ' ms';

async function queryBench(size: number): Promise<void> {
  const server = await startDocumentServer({ port: 0, inMemory: true, rules: allowAll, log: () => undefined });
  try {
    const products = makeProducts(size);
    const loadStart = Date.now();
    await load(server, products);
    const loadSeconds = (Date.now() - loadStart) / 1000;

    const app = initializeApp({ projectId: PROJECT, apiKey: 'bench' }, `bench-${size}`);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', server.port);
    const liteQuery = query(collection(db, 'prod'), where('category', '==', 'rings'), orderBy('price', 'desc'), limit(24));
    const lite = await measure(QUERY_RUNS, async () => {
      const snap = await getDocs(liteQuery);
      if (snap.size !== 24) throw new Error(`expected 24 results, got ${snap.size}`);
    });
    const structuredQuery = {
      from: [{ collectionId: 'prod' }],
      where: { fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL', value: { stringValue: 'rings' } } },
      orderBy: [{ field: { fieldPath: 'price' }, direction: 'DESCENDING' }],
      limit: 24,
    };
    const raw = await measure(QUERY_RUNS, () => post(server, ':runQuery', { structuredQuery }));
    // The array baseline sorts thousands of matches per run: fewer runs keep the benchmark short.
    const array = await measure(100, () => {
      const out = products
        .filter((p) => p.category === 'rings')
        .sort((a, b) => b.price - a.price || (a.id < b.id ? 1 : -1))
        .slice(0, 24);
      if (out.length !== 24) throw new Error('array query returned too few');
    });
    await deleteApp(app);

    console.log(`\nrunQuery over ${size.toLocaleString('en-US')} documents (loaded through HTTP commits of 500 writes in ${loadSeconds.toFixed(1)} s)`);
    console.log(`  where category == "rings" order by price desc limit 24 (~${Math.round(size / CATEGORIES.length).toLocaleString('en-US')} matches)`);
    console.log(`                                       p50         p99     p50 vs array`);
    console.log(`  HTTP, firebase/firestore/lite   ${ms(lite.p50)} ${ms(lite.p99)}   ${(lite.p50 / array.p50).toFixed(2).padStart(8)}x`);
    console.log(`  HTTP, raw fetch of :runQuery    ${ms(raw.p50)} ${ms(raw.p99)}   ${(raw.p50 / array.p50).toFixed(2).padStart(8)}x`);
    console.log(`  plain array filter+sort+slice   ${ms(array.p50)} ${ms(array.p99)}   ${'1.00'.padStart(8)}x`);
  } finally {
    await server.close();
  }
}

/** Commits of one new document each, sent by autocannon over keep-alive connections. */
async function commitBench(label: string, server: DocumentServer, seconds: number, connections: number): Promise<void> {
  let n = 0;
  const result = await autocannon({
    url: `${server.url}/v1/${DOCS}:commit`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            writes: [
              { update: { name: `${DOCS}/orders/o${++n}`, fields: { n: { integerValue: String(n) }, status: { stringValue: 'pending_confirmation' } } } },
            ],
          }),
        }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} failed responses, ${result.errors} errors`);
  const perSecond = Math.round(result.requests.total / seconds);
  console.log(
    `  ${label.padEnd(42)} ${perSecond.toLocaleString('en-US').padStart(7)} commits/s  (${connections} connection${connections > 1 ? 's' : ''}, ${seconds} s)`,
  );
}

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log('Usage: npm run bench:backend [-- --only queries|commits|listeners] [--pages N] [--commits N]');
    return;
  }
  // `--only queries`, `--only commits` or `--only listeners` runs one part.
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  console.log(
    `Document server benchmark (Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const numberArg = (name: string): number | undefined => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : undefined);
  const fanout = { pages: numberArg('--pages'), commits: numberArg('--commits') };
  if (only === 'listeners') {
    await listenFanoutBench(fanout);
    return;
  }
  if (only !== 'commits') {
    await queryBench(10_000);
    await queryBench(100_000);
  }
  if (only === 'queries') return;

  console.log('\nCommit throughput (one new document per commit, load from autocannon in this process)');
  const memory = await startDocumentServer({ port: 0, inMemory: true, rules: allowAll, log: () => undefined });
  await commitBench('in memory', memory, 3, 16);
  await memory.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'docserver-bench-'));
  const disk = await startDocumentServer({ port: 0, dataDir: dir, rules: allowAll, log: () => undefined });
  await commitBench('data folder, fsync (group commit)', disk, 3, 16);
  await commitBench('data folder, fsync per commit (one client)', disk, 3, 1);
  await disk.close();
  await fs.rm(dir, { recursive: true, force: true });
  if (only !== 'commits') await listenFanoutBench(fanout);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
