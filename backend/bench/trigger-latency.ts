// npm run bench:triggers -w backend
// Latency from a product write's acknowledgement to its Firestore trigger's effect on the local
// backend: firebase-admin renames a product, `productWritten` runs in the Functions emulator and
// writes the new `searchKeywords`. Both moments come from the document server's commit hook (no
// polling): the rename's commit (the hook fires once it is durable, when the server acknowledges
// it) and the keyword write's commit. Also reported: from the client's update() call to the effect. One
// rename at a time, after the previous one's events are all delivered. The first rename (the
// function's worker process starts) is reported apart. ON_DISK=1 keeps the documents in a
// temporary data folder (every commit fsync'ed, as `npm run backend` does) instead of memory.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend } from '../src/cli/start-backend';
import { createAdminFirestore } from '../src/server/admin-client';

const RUNS = Number(process.env['RUNS'] ?? 50);
const WORDS = ['amber', 'birch', 'cedar', 'dahlia', 'ember', 'fern', 'garnet', 'hazel', 'iris', 'juniper'];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function main(): Promise<void> {
  const dataDir = process.env['ON_DISK'] === '1' ? mkdtempSync(path.join(os.tmpdir(), 'trigger-latency-')) : null;
  const backend = await startBackend({ ...(dataDir ? { dataDir } : { inMemory: true }), ports: { firestore: 0, auth: 0, functions: 0 } });
  const db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  const server = backend.documentServer;
  try {
    const target = (await db.collection('prod').where('status', '==', 'active').limit(1).get()).docs[0];
    if (!target) throw new Error('The seed has no active product.');
    const path = `prod/${target.id}`;
    let waiting: { title: string; word: string; committed: number; resolve: (at: number) => void } | null = null;
    server.onCommit((changes) => {
      const after = changes.get(path)?.after;
      if (!waiting || !after) return;
      const title = after.fields['title'];
      const keywords = after.fields['searchKeywords'];
      const values = keywords && 'arrayValue' in keywords ? (keywords.arrayValue.values ?? []) : [];
      const indexed = values.some((v) => 'stringValue' in v && v.stringValue === waiting?.word);
      if (title && 'stringValue' in title && title.stringValue === waiting.title && !indexed) waiting.committed = performance.now();
      else if (indexed) waiting.resolve(performance.now());
    });

    const fromAck: number[] = [];
    const fromCall: number[] = [];
    let cold = { fromAck: 0, fromCall: 0 };
    for (let i = 0; i <= RUNS; i += 1) {
      const word = `${WORDS[i % WORDS.length]}${String.fromCharCode(97 + Math.floor(i / WORDS.length))}x`;
      const title = `Silver ${word} pendant`;
      let current!: { title: string; word: string; committed: number; resolve: (at: number) => void };
      const effect = new Promise<number>((resolve) => (current = { title, word, committed: 0, resolve }));
      waiting = current;
      const called = performance.now();
      await db.doc(path).update({ title });
      const effectAt = await effect;
      waiting = null;
      const run = { fromAck: effectAt - current.committed, fromCall: effectAt - called };
      if (i === 0) cold = run;
      else {
        fromAck.push(run.fromAck);
        fromCall.push(run.fromCall);
      }
      await server.triggers.whenIdle();
    }
    const line = (label: string, values: number[]): string => {
      const sorted = [...values].sort((a, b) => a - b);
      return `  ${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms · p90 ${percentile(sorted, 90).toFixed(1)} ms · p99 ${percentile(sorted, 99).toFixed(1)} ms · max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
    };
    const stats = server.triggers.stats();
    console.log(
      [
        `productWritten: rename → new searchKeywords committed (${RUNS} renames, one at a time, after a first one; ${dataDir ? 'on disk' : 'in memory'}):`,
        line("from the rename's commit (acknowledgement)", fromAck),
        line("from the client's update() call", fromCall),
        `  first rename (the function's worker starts): ${cold.fromAck.toFixed(0)} ms from the commit, ${cold.fromCall.toFixed(0)} ms from the call`,
        `  deliveries: ${stats.delivered} delivered, ${stats.failed} failed, ${stats.retried} retried`,
      ].join('\n'),
    );
  } finally {
    await db.terminate();
    await backend.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
