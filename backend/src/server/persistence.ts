// Durable storage in a data folder: the latest snapshot plus an append-only journal.
//   journal-<firstSeq>.log   records framed as [magic u32][length u32][crc32 u32][JSON payload],
//                            appended and fdatasync'ed before a commit is acknowledged
//                            (concurrent commits share one fsync: group commit);
//   snapshot-<seq>.ndjson    every document as of record <seq>, written to a temp file, fsync'ed,
//                            renamed and the folder fsync'ed; then older files are deleted.
// Loading = latest snapshot + replay of later records. A torn or corrupt journal tail (a crash
// mid-append) is reported, skipped and truncated: it was never acknowledged. Corruption followed
// by valid records is not a torn tail, so start-up refuses rather than silently dropping data.

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { Fields } from '../firestore-types';
import type { StoredDoc } from './stored-document';
import { parseTimestamp } from './timestamp';

export type JournalOp = { set: string; fields: Fields; createTime: string; updateTime: string } | { delete: string };

export interface JournalRecord {
  seq: number;
  /** commit time, canonical RFC 3339 */
  time: string;
  ops?: JournalOp[];
  /** The reset endpoint: everything before is gone. */
  reset?: true;
}

export interface RecoveredState {
  seq: number;
  docs: Map<string, StoredDoc>;
  /** The latest time found in the data (ns), so new commits are later. */
  maxTimeNanos: bigint;
}

export type Logger = (level: 'info' | 'warn' | 'error', message: string) => void;

const MAGIC = 0x53534a31; // "SSJ1"
const HEADER = 12;
const MAX_RECORD = 64 * 1024 * 1024;
const SNAPSHOT_FORMAT = 'silver-shop-document-snapshot';
const pad = (n: number): string => String(n).padStart(16, '0');
const journalName = (firstSeq: number): string => `journal-${pad(firstSeq)}.log`;
const snapshotName = (seq: number): string => `snapshot-${pad(seq)}.ndjson`;
const JOURNAL_RE = /^journal-(\d{16})\.log$/;
const SNAPSHOT_RE = /^snapshot-(\d{16})\.ndjson$/;

export class DataFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFolderError';
  }
}

export function frameRecord(record: JournalRecord): Buffer {
  const payload = Buffer.from(JSON.stringify(record), 'utf8');
  const header = Buffer.alloc(HEADER);
  header.writeUInt32BE(MAGIC, 0);
  header.writeUInt32BE(payload.length, 4);
  header.writeUInt32BE(crc32(payload), 8);
  return Buffer.concat([header, payload]);
}

/** The record framed at `offset`, or null when the bytes there are not a whole valid record. */
function readFrame(buf: Buffer, offset: number): { record: JournalRecord; end: number } | null {
  if (offset + HEADER > buf.length || buf.readUInt32BE(offset) !== MAGIC) return null;
  const length = buf.readUInt32BE(offset + 4);
  if (length > MAX_RECORD || offset + HEADER + length > buf.length) return null;
  const payload = buf.subarray(offset + HEADER, offset + HEADER + length);
  if (crc32(payload) !== buf.readUInt32BE(offset + 8)) return null;
  try {
    const record = JSON.parse(payload.toString('utf8')) as JournalRecord;
    if (typeof record.seq !== 'number' || typeof record.time !== 'string') return null;
    return { record, end: offset + HEADER + length };
  } catch {
    return null;
  }
}

/** True if a valid record starts anywhere after `from` (corruption in the middle, not a tail). */
function hasValidFrameAfter(buf: Buffer, from: number): boolean {
  const magic = Buffer.alloc(4);
  magic.writeUInt32BE(MAGIC, 0);
  for (let at = buf.indexOf(magic, from + 1); at !== -1; at = buf.indexOf(magic, at + 1)) {
    if (readFrame(buf, at)) return true;
  }
  return false;
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeFully(handle: fs.FileHandle, buf: Buffer): Promise<void> {
  let offset = 0;
  while (offset < buf.length) {
    const { bytesWritten } = await handle.write(buf, offset, buf.length - offset);
    offset += bytesWritten;
  }
}

function applyRecord(docs: Map<string, StoredDoc>, record: JournalRecord): void {
  if (record.reset) docs.clear();
  for (const op of record.ops ?? []) {
    if ('delete' in op) docs.delete(op.delete);
    else docs.set(op.set, { path: op.set, segments: op.set.split('/'), fields: op.fields, createTime: op.createTime, updateTime: op.updateTime });
  }
}

async function loadSnapshot(file: string, expectedSeq: number): Promise<{ docs: Map<string, StoredDoc>; maxTime: bigint }> {
  const text = await fs.readFile(file, 'utf8');
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const fail = (why: string): never => {
    throw new DataFolderError(`Snapshot ${file} is unreadable (${why}). Move it aside to start from the older files, or restore a backup.`);
  };
  let header: { format?: string; seq?: number; count?: number };
  let trailer: { end?: boolean; count?: number };
  try {
    header = JSON.parse(lines[0] ?? '') as typeof header;
    trailer = JSON.parse(lines[lines.length - 1] ?? '') as typeof trailer;
  } catch {
    return fail('bad header or trailer');
  }
  if (header.format !== SNAPSHOT_FORMAT || header.seq !== expectedSeq) fail('unexpected header');
  if (!trailer.end || trailer.count !== lines.length - 2 || header.count !== trailer.count) fail('incomplete');
  const docs = new Map<string, StoredDoc>();
  let maxTime = 0n;
  for (let i = 1; i < lines.length - 1; i++) {
    let d: { p: string; f: Fields; c: string; u: string };
    try {
      d = JSON.parse(lines[i] as string) as typeof d;
    } catch {
      return fail(`line ${i + 1} is not JSON`);
    }
    docs.set(d.p, { path: d.p, segments: d.p.split('/'), fields: d.f, createTime: d.c, updateTime: d.u });
    const t = parseTimestamp(d.u);
    if (t > maxTime) maxTime = t;
  }
  return { docs, maxTime };
}

/** Loads the data folder (creating it if needed), repairing a torn journal tail. */
export async function recoverDataFolder(dir: string, log: Logger): Promise<RecoveredState> {
  await fs.mkdir(dir, { recursive: true });
  const names = await fs.readdir(dir);
  // A snapshot interrupted by a crash: the previous snapshot and the journals are still complete.
  for (const n of names) if (/^snapshot-\d{16}\.ndjson\.tmp$/.test(n)) await fs.rm(path.join(dir, n), { force: true });
  const snapshots = names
    .map((n) => SNAPSHOT_RE.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => b - a);
  const journals = names
    .map((n) => JOURNAL_RE.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);

  let seq = 0;
  let docs = new Map<string, StoredDoc>();
  let maxTime = 0n;
  const latest = snapshots[0];
  if (latest !== undefined) {
    const loaded = await loadSnapshot(path.join(dir, snapshotName(latest)), latest);
    docs = loaded.docs;
    maxTime = loaded.maxTime;
    seq = latest;
  }
  for (let i = 0; i < journals.length; i++) {
    const first = journals[i] as number;
    const file = path.join(dir, journalName(first));
    const buf = await fs.readFile(file);
    let offset = 0;
    while (offset < buf.length) {
      const frame = readFrame(buf, offset);
      if (!frame) break;
      const { record } = frame;
      if (record.seq > seq) {
        if (record.seq !== seq + 1) {
          throw new DataFolderError(`Journal ${file} jumps from record ${seq} to ${record.seq}: records are missing. Restore the data folder from a backup.`);
        }
        applyRecord(docs, record);
        seq = record.seq;
        const t = parseTimestamp(record.time);
        if (t > maxTime) maxTime = t;
      }
      offset = frame.end;
    }
    if (offset < buf.length) {
      const isLast = i === journals.length - 1;
      if (hasValidFrameAfter(buf, offset)) {
        throw new DataFolderError(
          `Journal ${file} is corrupt at byte ${offset} but has valid records after it, so this is not a torn write. ` +
            'Refusing to start rather than drop committed data; restore the data folder from a backup.',
        );
      }
      log(
        'warn',
        `Journal ${file}: skipped a corrupt or incomplete record at byte ${offset} (${buf.length - offset} bytes); it was never acknowledged.${isLast ? ' Truncated the file.' : ''}`,
      );
      if (isLast) {
        const handle = await fs.open(file, 'r+');
        try {
          await handle.truncate(offset);
          await handle.sync();
        } finally {
          await handle.close();
        }
      }
    }
  }
  return { seq, docs, maxTimeNanos: maxTime };
}

export interface JournalOptions {
  /** Compact (snapshot + new journal) once the journal is larger than this. */
  compactionThresholdBytes: number;
  log: Logger;
  /** The documents as of the last appended record (called synchronously at compaction time). */
  captureDocuments: () => StoredDoc[];
}

interface DurabilityWaiter {
  seq: number;
  resolve: () => void;
  reject: (e: Error) => void;
}

/** The append side: group commit, durability waits, compaction. */
export class Journal {
  private readonly dir: string;
  private readonly options: JournalOptions;
  private handle: fs.FileHandle;
  private size: number;
  private pending: Buffer[] = [];
  private appendedSeq: number;
  private durableSeq: number;
  private waiters: DurabilityWaiter[] = [];
  private running = false;
  private compactionRequested = false;
  /** The append loop while it runs (close waits for it: it may be starting a compaction). */
  private loop: Promise<void> = Promise.resolve();
  private compactionWaiters: { resolve: () => void; reject: (e: Error) => void }[] = [];
  private snapshotInProgress: Promise<void> | null = null;
  private failure: Error | null = null;
  private closed = false;

  private constructor(dir: string, handle: fs.FileHandle, size: number, seq: number, options: JournalOptions) {
    this.dir = dir;
    this.handle = handle;
    this.size = size;
    this.appendedSeq = seq;
    this.durableSeq = seq;
    this.options = options;
  }

  static async open(dir: string, recoveredSeq: number, options: JournalOptions): Promise<Journal> {
    const names = await fs.readdir(dir);
    const firsts = names
      .map((n) => JOURNAL_RE.exec(n))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => Number(m[1]))
      .sort((a, b) => a - b);
    const last = firsts[firsts.length - 1];
    const file = path.join(dir, journalName(last ?? recoveredSeq + 1));
    const handle = await fs.open(file, 'a');
    if (last === undefined) await fsyncDir(dir);
    const { size } = await handle.stat();
    return new Journal(dir, handle, size, recoveredSeq, options);
  }

  get failed(): Error | null {
    return this.failure;
  }

  /** Queues a record; resolves once it is on disk. */
  append(record: JournalRecord): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('The journal is closed.'));
    this.pending.push(frameRecord(record));
    this.appendedSeq = record.seq;
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ seq: record.seq, resolve, reject }));
    this.kick();
    return done;
  }

  /** Resolves once every record up to `seq` is on disk (readers call it before answering). */
  waitDurable(seq: number): Promise<void> {
    if (seq <= this.durableSeq) return Promise.resolve();
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<void>((resolve, reject) => this.waiters.push({ seq, resolve, reject }));
  }

  /** Writes a snapshot now; resolves when it is durable and old files are gone. */
  compact(): Promise<void> {
    const done = new Promise<void>((resolve, reject) => this.compactionWaiters.push({ resolve, reject }));
    this.compactionRequested = true;
    this.kick();
    return done;
  }

  private kick(): void {
    if (!this.running) this.loop = this.run();
  }

  private settle(upTo: number): void {
    const still: DurabilityWaiter[] = [];
    for (const w of this.waiters) {
      if (w.seq <= upTo) w.resolve();
      else still.push(w);
    }
    this.waiters = still;
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.pending.length > 0 || (this.compactionRequested && !this.snapshotInProgress)) {
        const batch = this.pending.length === 1 ? (this.pending[0] as Buffer) : Buffer.concat(this.pending);
        this.pending = [];
        const upTo = this.appendedSeq;
        // Captured in the same tick as upTo: the documents as of exactly that record.
        const capture = this.compactionRequested && !this.snapshotInProgress ? this.options.captureDocuments() : null;
        if (capture) this.compactionRequested = false;
        if (batch.length > 0) {
          await writeFully(this.handle, batch);
          await this.handle.datasync();
          this.size += batch.length;
        }
        this.durableSeq = upTo;
        this.settle(upTo);
        if (capture) {
          await this.rotate(upTo + 1);
          const waiters = this.compactionWaiters;
          this.compactionWaiters = [];
          this.snapshotInProgress = this.writeSnapshot(upTo, capture)
            .then(() => waiters.forEach((w) => w.resolve()))
            .catch((e: unknown) => {
              const err = e instanceof Error ? e : new Error(String(e));
              this.options.log('error', `Compaction failed (the journal keeps growing, no data lost): ${err.message}`);
              waiters.forEach((w) => w.reject(err));
            })
            .finally(() => {
              this.snapshotInProgress = null;
              if (this.compactionRequested) this.kick();
            });
        } else if (this.size >= this.options.compactionThresholdBytes && !this.snapshotInProgress) {
          this.compactionRequested = true;
        }
      }
    } catch (e) {
      const err = e instanceof Error ? e : new Error(String(e));
      this.failure = new Error(`Writing the journal in ${this.dir} failed: ${err.message}. Writes are disabled until the server restarts.`);
      this.options.log('error', this.failure.message);
      for (const w of this.waiters) w.reject(this.failure);
      this.waiters = [];
    } finally {
      this.running = false;
    }
  }

  private async rotate(firstSeq: number): Promise<void> {
    const next = await fs.open(path.join(this.dir, journalName(firstSeq)), 'a');
    await fsyncDir(this.dir);
    const old = this.handle;
    this.handle = next;
    this.size = (await next.stat()).size;
    await old.close();
  }

  private async writeSnapshot(seq: number, docs: StoredDoc[]): Promise<void> {
    const finalPath = path.join(this.dir, snapshotName(seq));
    const tmpPath = `${finalPath}.tmp`;
    const handle = await fs.open(tmpPath, 'w');
    try {
      let chunk: string[] = [JSON.stringify({ format: SNAPSHOT_FORMAT, version: 1, seq, count: docs.length })];
      let chunkBytes = 0;
      for (const d of docs) {
        const line = JSON.stringify({ p: d.path, f: d.fields, c: d.createTime, u: d.updateTime });
        chunk.push(line);
        chunkBytes += line.length;
        if (chunkBytes > 1 << 20) {
          await writeFully(handle, Buffer.from(chunk.join('\n') + '\n', 'utf8'));
          chunk = [];
          chunkBytes = 0;
        }
      }
      chunk.push(JSON.stringify({ end: true, count: docs.length }));
      await writeFully(handle, Buffer.from(chunk.join('\n') + '\n', 'utf8'));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmpPath, finalPath);
    await fsyncDir(this.dir);
    for (const n of await fs.readdir(this.dir)) {
      const s = SNAPSHOT_RE.exec(n);
      const j = JOURNAL_RE.exec(n);
      if ((s && Number(s[1]) < seq) || (j && Number(j[1]) <= seq)) await fs.rm(path.join(this.dir, n), { force: true });
    }
    await fsyncDir(this.dir);
    this.options.log('info', `Compacted the data folder: snapshot of ${docs.length} documents at record ${seq}.`);
  }

  /** Flushes what is pending, waits for a running snapshot, and closes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.waitDurable(this.appendedSeq).catch(() => undefined);
    // The loop can go on after the last record is durable (rotating into a compaction it has just
    // decided on), and a snapshot can end by kicking the loop again: wait until both are idle, so
    // nothing writes to the folder once close has answered.
    while (this.running || this.snapshotInProgress) {
      await this.loop;
      if (this.snapshotInProgress) await this.snapshotInProgress;
    }
    this.closed = true;
    await this.handle.close();
  }
}
