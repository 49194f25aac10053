// The server as a child process on a data folder: acknowledged writes survive SIGKILL at any
// moment, a torn or corrupt journal tail is skipped with a warning, and compaction keeps the
// folder small without losing anything.

import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frameRecord } from '../../src/server/persistence';
import { type ChildServer, startChildServer } from './child-server';
import type { JsonBody } from '../conformance/helpers';

const DOCS = 'projects/demo-silver-shop/databases/(default)/documents';
let dir: string;
let rulesFile: string;
const children: ChildServer[] = [];

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'docserver-durability-'));
  rulesFile = path.join(dir, 'deny-all.rules');
  await fs.writeFile(rulesFile, "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n  }\n}\n");
});
afterEach(async () => {
  await Promise.all(children.splice(0).map((c) => c.kill()));
  await fs.rm(dir, { recursive: true, force: true });
});

async function start(extra: string[] = []): Promise<ChildServer> {
  const child = await startChildServer(['--data', path.join(dir, 'data'), '--rules', rulesFile, ...extra]);
  children.push(child);
  return child;
}

async function call(url: string, rpc: string, body: unknown): Promise<{ status: number; json: JsonBody }> {
  const res = await fetch(`${url}/v1/${DOCS}${rpc}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/** One commit writing a pair of documents that must appear together or not at all. */
function pairCommit(writer: number, i: number): unknown {
  const fields = { writer: { integerValue: String(writer) }, i: { integerValue: String(i) }, pad: { stringValue: 'x'.repeat(200) } };
  return {
    writes: [{ update: { name: `${DOCS}/stream/w${writer}-${i}-a`, fields } }, { update: { name: `${DOCS}/stream/w${writer}-${i}-b`, fields } }],
  };
}

async function readAll(url: string, names: string[]): Promise<Map<string, JsonBody>> {
  const out = new Map<string, JsonBody>();
  for (let k = 0; k < names.length; k += 200) {
    const res = await call(url, ':batchGet', { documents: names.slice(k, k + 200).map((n) => `${DOCS}/${n}`) });
    expect(res.status).toBe(200);
    for (const r of res.json) if (r.found) out.set(r.found.name.slice(DOCS.length + 1), r.found);
  }
  return out;
}

describe('durability', () => {
  it('keeps every acknowledged write after SIGKILL in the middle of a stream of concurrent writes', async () => {
    const first = await start();
    const acknowledged: string[] = [];
    const attempted: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 8 }, async (_, writer) => {
      for (let i = 0; !stop; i++) {
        attempted.push(`w${writer}-${i}`);
        try {
          const res = await call(first.url, ':commit', pairCommit(writer, i));
          if (res.status === 200) acknowledged.push(`w${writer}-${i}`);
        } catch {
          return; // the server died under us
        }
      }
    });
    while (acknowledged.length < 300) await new Promise((r) => setTimeout(r, 5));
    await first.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);

    const second = await start();
    const found = await readAll(
      second.url,
      attempted.flatMap((id) => [`stream/${id}-a`, `stream/${id}-b`]),
    );
    const missing = acknowledged.filter((id) => !found.has(`stream/${id}-a`) || !found.has(`stream/${id}-b`));
    expect(missing).toEqual([]);
    // commits are atomic: an unacknowledged commit is there entirely or not at all
    for (const id of attempted) expect(found.has(`stream/${id}-a`)).toBe(found.has(`stream/${id}-b`));
    expect(found.get(`stream/${acknowledged[0]}-a`)?.fields.pad.stringValue).toHaveLength(200);
  }, 60_000);

  it('skips a half-written or garbage journal tail with a warning and keeps every acknowledged write', async () => {
    const dataDir = path.join(dir, 'data');
    const journalFile = async (): Promise<string> => path.join(dataDir, (await fs.readdir(dataDir)).find((f) => f.startsWith('journal-')) as string);
    const names = (writer: number, n: number): string[] => Array.from({ length: n }, (_, i) => [`stream/w${writer}-${i}-a`, `stream/w${writer}-${i}-b`]).flat();

    const first = await start();
    for (let i = 0; i < 20; i++) expect((await call(first.url, ':commit', pairCommit(0, i))).status).toBe(200);
    await first.kill('SIGKILL');
    const file = await journalFile();
    const intact = (await fs.stat(file)).size;
    // a torn append: the first 40 bytes of the next record's frame (valid header, cut payload)
    const next = frameRecord({ seq: 21, time: '2030-01-01T00:00:00.000000Z', ops: [{ delete: 'stream/x' }] });
    await fs.appendFile(file, next.subarray(0, 40));

    const second = await start();
    expect(second.stderr()).toMatch(/skipped a corrupt or incomplete record at byte \d+ \(40 bytes\)/);
    expect((await readAll(second.url, names(0, 20))).size).toBe(40);
    expect((await fs.stat(file)).size).toBe(intact);
    // later writes go after the repaired end
    for (let i = 0; i < 5; i++) expect((await call(second.url, ':commit', pairCommit(1, i))).status).toBe(200);
    await second.kill('SIGKILL');
    await fs.appendFile(file, Buffer.from('\u0000\u0001 this is not a journal record'));

    const third = await start();
    expect(third.stderr()).toMatch(/skipped a corrupt or incomplete record/);
    expect((await readAll(third.url, [...names(0, 20), ...names(1, 5)])).size).toBe(50);
    expect((await call(third.url, ':commit', pairCommit(1, 5))).status).toBe(200);
    await third.kill('SIGKILL');

    const fourth = await start();
    expect(fourth.stderr()).not.toMatch(/skipped/);
    expect((await readAll(fourth.url, names(1, 6))).size).toBe(12);
  }, 60_000);

  it('compacts the journal into a snapshot past the threshold and loads it after SIGKILL', async () => {
    const first = await start(['--compact-bytes', '20000']);
    for (let i = 0; i < 150; i++) expect((await call(first.url, ':commit', pairCommit(2, i))).status).toBe(200);
    // deletes and overwrites must survive compaction too
    expect((await call(first.url, ':commit', { writes: [{ delete: `${DOCS}/stream/w2-0-a` }] })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const files = await fs.readdir(path.join(dir, 'data'));
    expect(files.some((f) => /^snapshot-\d+\.ndjson$/.test(f))).toBe(true);
    const journalBytes = (await Promise.all(files.filter((f) => f.startsWith('journal-')).map((f) => fs.stat(path.join(dir, 'data', f))))).reduce(
      (s, st) => s + st.size,
      0,
    );
    expect(journalBytes).toBeLessThan(20000 + 2000);
    await first.kill('SIGKILL');

    const second = await start();
    const names = Array.from({ length: 150 }, (_, i) => [`stream/w2-${i}-a`, `stream/w2-${i}-b`]).flat();
    const found = await readAll(second.url, names);
    expect(found.size).toBe(299);
    expect(found.has('stream/w2-0-a')).toBe(false);
  }, 60_000);

  it('restores creation and update times and keeps commit times increasing after a restart', async () => {
    const first = await start();
    const res = await call(first.url, ':commit', pairCommit(3, 0));
    await first.kill('SIGTERM');
    const second = await start();
    const [doc] = [...(await readAll(second.url, ['stream/w3-0-a'])).values()];
    expect(doc.updateTime).toBe(res.json.commitTime);
    const later = await call(second.url, ':commit', pairCommit(3, 1));
    expect(later.json.commitTime > res.json.commitTime).toBe(true);
  }, 60_000);
});
