import { promises as fs, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Changes, Database } from './database';
import type { StoredDoc } from './stored-document';

const opened: Database[] = [];
const dirs: string[] = [];
const logged: string[] = [];

async function open(persistent: boolean): Promise<Database> {
  let dataDir: string | null = null;
  if (persistent) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'docserver-db-'));
    dirs.push(dataDir);
  }
  const db = await Database.open({
    dataDir,
    log: (level, message) => logged.push(`${level}: ${message}`),
    compactionThresholdBytes: 64 * 1024 * 1024,
    historyRetentionMs: 60_000,
    lockWaitTimeoutMs: 1_000,
    transactionIdleTimeoutMs: 60_000,
  });
  opened.push(db);
  return db;
}

function change(db: Database, id: string, n: number): Changes {
  const before = db.store.get(`c/${id}`);
  const time = '2026-01-01T00:00:00.000000Z';
  const after: StoredDoc = { path: `c/${id}`, segments: ['c', id], fields: { n: { integerValue: String(n) } }, createTime: time, updateTime: time };
  return new Map([[`c/${id}`, { before, after }]]);
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
  logged.length = 0;
});

describe('Database.onCommit', () => {
  it('tells listeners of each commit in memory at once, with its changes and commit time', async () => {
    const db = await open(false);
    const heard: [string[], bigint][] = [];
    db.onCommit((changes, commitNanos) => heard.push([[...changes.keys()], commitNanos]));
    const nanos = db.clock.next();
    const done = db.commit(change(db, 'a', 1), nanos);
    expect(heard).toEqual([[['c/a'], nanos]]);
    await done;
  });

  it('tells listeners only once the journal record is on disk, in commit order', async () => {
    const db = await open(true);
    const dir = dirs[0] as string;
    const heard: number[] = [];
    const onDiskWhenHeard: boolean[] = [];
    db.onCommit((changes) => {
      const after = [...changes.values()][0]?.after;
      const n = (after?.fields['n'] as { integerValue: string }).integerValue;
      heard.push(Number(n));
      const journal = readdirSync(dir)
        .filter((file) => file.startsWith('journal-'))
        .map((file) => readFileSync(path.join(dir, file)).toString('latin1'))
        .join('');
      onDiskWhenHeard.push(journal.includes(`"n":{"integerValue":"${n}"}`));
    });
    const commits = Array.from({ length: 20 }, (_, i) => db.commit(change(db, `d${i % 3}`, i), db.clock.next()));
    expect(heard).toEqual([]);
    await Promise.all(commits);
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(onDiskWhenHeard.every(Boolean)).toBe(true);
  });

  it('logs a listener that throws, keeps the commit and still calls the other listeners', async () => {
    const db = await open(false);
    const heard: string[] = [];
    db.onCommit(() => {
      throw new Error('listener bug');
    });
    db.onCommit((changes) => heard.push(...changes.keys()));
    await db.commit(change(db, 'a', 1), db.clock.next());
    expect(db.store.get('c/a')).not.toBeNull();
    expect(heard).toEqual(['c/a']);
    expect(logged.join('\n')).toMatch(/commit listener failed.*listener bug/s);
  });

  it('stops calling a listener once it is removed, and says nothing of empty commits', async () => {
    const db = await open(false);
    let calls = 0;
    const remove = db.onCommit(() => (calls += 1));
    await db.commit(new Map(), db.clock.next());
    await db.commit(change(db, 'a', 1), db.clock.next());
    remove();
    await db.commit(change(db, 'a', 2), db.clock.next());
    expect(calls).toBe(1);
  });
});
