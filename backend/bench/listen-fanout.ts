// npm run bench:backend -- --only listeners
// Realtime fan-out: 50 pages in headless Chromium, each with the full firebase/firestore SDK and 4
// listeners (200 in all: the whole collection, a limit query, a filtered query and one document),
// while 1,000 commits arrive in a burst (16 at a time, as firebase-admin would send them) on a data
// folder with fsync. Every listener must see the commits in commit order (the sequence number it
// shows never goes back) and end on the last one; reported: the time from the first commit to the
// last listener caught up, and the delay from each commit's acknowledgement to each listener
// seeing it (p50/p99/max).

import { existsSync, promises as fs } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { RulesEngine } from '../src/rules/types';
import { startDocumentServer } from '../src/server/index';

const PROJECT = 'demo-silver-shop';
const DOCS = `projects/${PROJECT}/databases/(default)/documents`;
const allowAll: RulesEngine = { evaluate: () => ({ allowed: true, reason: 'benchmark' }) };
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

const PAGE_SCRIPT = `
import { initializeApp } from 'firebase/app';
import { initializeFirestore, connectFirestoreEmulator, collection, doc, query, where, orderBy, limit, onSnapshot } from 'firebase/firestore';
window.seen = {};
window.orderViolations = 0;
window.start = (port, page) => {
  const app = initializeApp({ projectId: '${PROJECT}', apiKey: 'bench' }, 'bench-' + page);
  const db = initializeFirestore(app, {});
  connectFirestoreEmulator(db, '127.0.0.1', port);
  // A query's highest seq can only grow in commit order; the document takes whichever seq the
  // last commit wrote, so it is only recorded.
  const track = (name, seq, ordered) => {
    const list = (window.seen[name] ??= []);
    const last = list.length ? list[list.length - 1][0] : -1;
    if (ordered && seq < last) window.orderViolations++;
    if (!ordered || seq > last) list.push([seq, Date.now()]);
  };
  // The highest seq a query holds, from what each snapshot changed (not by reading every document
  // again: the bench must not add its own O(documents) work per snapshot). Seqs only grow, so the
  // largest added or modified one is the query's highest; a limit query's removals take lower ones.
  const highest = {};
  const maxSeq = (name, snap) => {
    for (const c of snap.docChanges()) if (c.type !== 'removed') highest[name] = Math.max(highest[name] ?? -1, c.doc.get('seq'));
    return highest[name] ?? -1;
  };
  const targets = {
    all: query(collection(db, 'burst')),
    latest: query(collection(db, 'burst'), orderBy('seq', 'desc'), limit(5)),
    bucket: query(collection(db, 'burst'), where('bucket', '==', page % 4)),
  };
  let ready = 0;
  for (const [name, q] of Object.entries(targets)) {
    onSnapshot(q, (snap) => { if (!snap.metadata.fromCache) { if (!window.seen[name]) ready++; track(name, maxSeq(name, snap), true); } });
  }
  onSnapshot(doc(db, 'burst-state/latest'), (snap) => { if (!snap.metadata.fromCache) { if (!window.seen.doc) ready++; track('doc', snap.exists() ? snap.get('seq') : -1, false); } });
  window.ready = () => ready;
};
`;

interface Seen {
  seen: Record<string, [number, number][]>;
  orderViolations: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export async function listenFanoutBench(
  options: { pages?: number | undefined; commits?: number | undefined; concurrency?: number | undefined } = {},
): Promise<void> {
  const pageCount = options.pages ?? 50;
  const commits = options.commits ?? 1000;
  const concurrency = options.concurrency ?? 16;
  if (!existsSync(CHROMIUM)) {
    console.log(`\nRealtime fan-out: skipped (${CHROMIUM} is not installed; set CHROMIUM_PATH).`);
    return;
  }
  console.log(
    `\nRealtime fan-out: ${pageCount} pages × 4 listeners (full SDK, WebChannel streaming), ${commits} commits ${concurrency} at a time, data folder with fsync`,
  );
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'listen-bench-'));
  const server = await startDocumentServer({ port: 0, dataDir: dir, rules: allowAll, log: () => undefined });
  const bundle = await build({
    stdin: { contents: PAGE_SCRIPT, resolveDir: path.dirname(fileURLToPath(import.meta.url)), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const js = bundle.outputFiles[0]?.text ?? '';
  const pagesServer = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': req.url === '/app.js' ? 'text/javascript' : 'text/html' });
    res.end(req.url === '/app.js' ? js : '<!doctype html><script type="module" src="/app.js"></script>');
  });
  await new Promise<void>((resolve) => pagesServer.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-timer-throttling', '--disable-renderer-backgrounding'],
  });
  try {
    const pages = [];
    for (let i = 0; i < pageCount; i++) {
      // A context per page, as each member of staff has their own browser: pages of one context
      // share its six connections per host, and a streaming channel holds one open.
      const page = await (await browser.newContext()).newPage();
      await page.goto(`http://localhost:${(pagesServer.address() as AddressInfo).port}/`);
      await page.waitForFunction(() => typeof (window as unknown as { start?: unknown }).start === 'function');
      await page.evaluate(([port, n]) => (window as unknown as { start: (p: number, n: number) => void }).start(port as number, n as number), [server.port, i]);
      pages.push(page);
    }
    for (const page of pages)
      await page.waitForFunction(() => (window as unknown as { ready: () => number }).ready() === 4, undefined, { timeout: 120_000, polling: 200 });
    console.log(`  ${server.realtime.sessions()} WebChannel sessions, ${server.realtime.listenStreams()} Listen streams open`);

    const acked = new Array<number>(commits);
    const started = Date.now();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < commits) {
        const seq = next++;
        const res = await fetch(`${server.url}/v1/${DOCS}:commit`, {
          method: 'POST',
          headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
          body: JSON.stringify({
            writes: [
              {
                update: {
                  name: `${DOCS}/burst/c${String(seq).padStart(5, '0')}`,
                  fields: { seq: { integerValue: String(seq) }, bucket: { integerValue: String(seq % 4) } },
                },
              },
              { update: { name: `${DOCS}/burst-state/latest`, fields: { seq: { integerValue: String(seq) } } } },
            ],
          }),
        });
        if (!res.ok) throw new Error(`commit ${seq}: ${res.status} ${await res.text()}`);
        acked[seq] = Date.now();
      }
    };
    // The commits of one worker are in order; across workers the server orders them. The document
    // `latest` takes the seq of whichever commit came last, so "in commit order" is checked on the
    // queries, whose highest seq can only grow.
    await Promise.all(Array.from({ length: concurrency }, worker));
    const committedIn = Date.now() - started;
    const last = commits - 1;
    // Every page's queries at the last commit, or (after five minutes) which ones are behind.
    const deadline = Date.now() + 300_000;
    let behind: string[] = [];
    do {
      behind = [];
      for (const [i, page] of pages.entries()) {
        const lastSeen = await page.evaluate(() => {
          const seen = (window as unknown as Seen).seen;
          return Object.fromEntries(['all', 'latest', 'bucket', 'doc'].map((n) => [n, seen[n]?.at(-1)?.[0] ?? null]));
        });
        if (lastSeen['all'] !== last || lastSeen['latest'] !== last) behind.push(`page ${i}: ${JSON.stringify(lastSeen)}`);
      }
      if (behind.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    } while (behind.length > 0 && Date.now() < deadline);
    if (behind.length > 0) {
      throw new Error(`${behind.length} of ${pageCount} pages never saw commit ${last} (the last seq each listener saw):\n  ${behind.join('\n  ')}`);
    }
    const delays: number[] = [];
    let violations = 0;
    // When the last listener saw the last commit, by the pages' own clocks (the poll above only
    // says that it happened).
    let lastCaughtUpAt = 0;
    for (const page of pages) {
      const { seen, orderViolations } = await page.evaluate(() => ({
        seen: (window as unknown as Seen).seen,
        orderViolations: (window as unknown as Seen).orderViolations,
      }));
      violations += orderViolations;
      for (const name of ['all', 'latest']) lastCaughtUpAt = Math.max(lastCaughtUpAt, seen[name]?.at(-1)?.[1] ?? 0);
      for (const name of ['all', 'latest', 'bucket'])
        for (const [seq, at] of seen[name] ?? []) if (seq >= 0 && acked[seq]) delays.push(at - (acked[seq] as number));
    }
    delays.sort((a, b) => a - b);
    const caughtUp = lastCaughtUpAt - started;
    console.log(`  ${commits} commits acknowledged in ${committedIn} ms; every listener at the last commit after ${caughtUp} ms`);
    console.log(
      `  delivery delay after the commit's acknowledgement (ms): p50 ${percentile(delays, 50)}, p99 ${percentile(delays, 99)}, max ${delays.at(-1)} (${delays.length} snapshots)`,
    );
    console.log(`  listeners that saw a commit out of order: ${violations}`);
    if (violations > 0) throw new Error(`${violations} snapshots went back in commit order`);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => pagesServer.close(() => resolve()));
    await server.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
