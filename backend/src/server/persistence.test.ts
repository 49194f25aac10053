import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frameRecord, Journal, type JournalRecord, recoverDataFolder } from './persistence';
import type { StoredDoc } from './stored-document';

let dir: string;
const warnings: string[] = [];
const log = (level: string, message: string): void => {
  if (level !== 'info') warnings.push(message);
};

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'docserver-persist-'));
  warnings.length = 0;
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const T = '2024-01-01T00:00:00.000000Z';
const setOp = (p: string, n: number) => ({ set: p, fields: { n: { integerValue: String(n) } }, createTime: T, updateTime: T });
const record = (seq: number, ops = [setOp(`c/d${seq}`, seq)]): JournalRecord => ({ seq, time: T, ops });

async function writeJournal(records: JournalRecord[], name = 'journal-0000000000000001.log'): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(file, Buffer.concat(records.map(frameRecord)));
  return file;
}

describe('recoverDataFolder', () => {
  it('replays every framed record in order', async () => {
    await writeJournal([record(1), record(2), { seq: 3, time: T, ops: [{ delete: 'c/d1' }] }]);
    const state = await recoverDataFolder(dir, log);
    expect(state.seq).toBe(3);
    expect([...state.docs.keys()]).toEqual(['c/d2']);
    expect(warnings).toEqual([]);
  });

  it('skips and truncates a half-written last record, with a warning', async () => {
    const file = await writeJournal([record(1), record(2)]);
    const whole = (await fs.stat(file)).size;
    const torn = frameRecord(record(3)).subarray(0, 20);
    await fs.appendFile(file, torn);
    const state = await recoverDataFolder(dir, log);
    expect(state.seq).toBe(2);
    expect(warnings.join('\n')).toMatch(/skipped a corrupt or incomplete record at byte \d+ \(20 bytes\).*Truncated/);
    expect((await fs.stat(file)).size).toBe(whole);
  });

  it('skips a last record whose checksum does not match', async () => {
    const file = await writeJournal([record(1), record(2)]);
    const buf = await fs.readFile(file);
    buf[buf.length - 3] = (buf[buf.length - 3] as number) ^ 0xff;
    await fs.writeFile(file, buf);
    const state = await recoverDataFolder(dir, log);
    expect(state.seq).toBe(1);
    expect(warnings).toHaveLength(1);
  });

  it('refuses to start when valid records follow a corrupt one (not a torn tail)', async () => {
    const first = frameRecord(record(1));
    const garbage = Buffer.from('garbage-garbage');
    await fs.writeFile(path.join(dir, 'journal-0000000000000001.log'), Buffer.concat([first, garbage, frameRecord(record(2))]));
    await expect(recoverDataFolder(dir, log)).rejects.toThrow(/has valid records after it, so this is not a torn write/);
  });

  it('refuses a gap in the record sequence', async () => {
    await writeJournal([record(1), record(3)]);
    await expect(recoverDataFolder(dir, log)).rejects.toThrow(/jumps from record 1 to 3/);
  });
});

describe('Journal', () => {
  it('acknowledges appends after they are on disk, and compacts into a snapshot that later loads', async () => {
    const docs = new Map<string, StoredDoc>();
    const journal = await Journal.open(dir, 0, { compactionThresholdBytes: 1 << 30, log, captureDocuments: () => [...docs.values()] });
    const appends: Promise<void>[] = [];
    for (let seq = 1; seq <= 50; seq++) {
      docs.set(`c/d${seq}`, { path: `c/d${seq}`, segments: ['c', `d${seq}`], fields: { n: { integerValue: String(seq) } }, createTime: T, updateTime: T });
      appends.push(journal.append(record(seq)));
    }
    await Promise.all(appends);
    await journal.compact();
    await journal.append(record(51));
    await journal.close();
    const files = (await fs.readdir(dir)).sort();
    expect(files).toEqual(['journal-0000000000000051.log', 'snapshot-0000000000000050.ndjson']);
    const state = await recoverDataFolder(dir, log);
    expect(state.seq).toBe(51);
    expect(state.docs.size).toBe(51);
    expect(state.docs.get('c/d51')?.fields).toEqual({ n: { integerValue: '51' } });
  });

  it('compacts by itself once the journal passes the threshold', async () => {
    const docs = new Map<string, StoredDoc>();
    const journal = await Journal.open(dir, 0, { compactionThresholdBytes: 2_000, log, captureDocuments: () => [...docs.values()] });
    for (let seq = 1; seq <= 40; seq++) {
      docs.set(`c/d${seq}`, { path: `c/d${seq}`, segments: ['c', `d${seq}`], fields: {}, createTime: T, updateTime: T });
      await journal.append(record(seq));
    }
    await journal.close();
    const files = await fs.readdir(dir);
    expect(files.some((f) => f.startsWith('snapshot-'))).toBe(true);
    const state = await recoverDataFolder(dir, log);
    expect(state.seq).toBe(40);
    expect(state.docs.size).toBe(40);
  });
});
