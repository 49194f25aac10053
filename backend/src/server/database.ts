// One database: the store, the commit clock, transactions and locks, and (unless in memory) the
// journal. Every change goes through commit(), which applies it and queues its journal record in
// the same tick, so the journal order is the commit order. onCommit() listeners (the trigger
// dispatcher) hear of each commit once it is durable, in commit order.

import { DocumentStore } from './document-store';
import { LockManager } from './lock-manager';
import { Journal, type JournalOp, type Logger, recoverDataFolder } from './persistence';
import type { StoredDoc } from './stored-document';
import { CommitClock, formatTimestamp } from './timestamp';
import { TransactionRegistry } from './transactions';

export interface DatabaseOptions {
  /** null keeps everything in memory. */
  dataDir: string | null;
  log: Logger;
  compactionThresholdBytes: number;
  historyRetentionMs: number;
  lockWaitTimeoutMs: number;
  transactionIdleTimeoutMs: number;
}

export type Changes = Map<string, { before: StoredDoc | null; after: StoredDoc | null }>;

/** Hears of a commit once its changes are applied and durable. Must not modify `changes`. */
export type CommitListener = (changes: Changes, commitNanos: bigint) => void;

export class Database {
  readonly store: DocumentStore;
  readonly clock: CommitClock;
  readonly transactions: TransactionRegistry;
  private readonly journal: Journal | null;
  private seq: number;
  private readonly sweeper: NodeJS.Timeout;
  private readonly log: Logger;
  private readonly listeners = new Set<CommitListener>();
  /** Settles after the last commit's listeners ran: each commit's notice waits for the one before. */
  private notified: Promise<void> = Promise.resolve();
  /** Times of the commits applied but not yet announced (waiting for the disk), oldest first. */
  private readonly unannounced: bigint[] = [];
  private lastCommit = 0n;

  private constructor(store: DocumentStore, clock: CommitClock, journal: Journal | null, seq: number, options: DatabaseOptions) {
    this.store = store;
    this.clock = clock;
    this.journal = journal;
    this.seq = seq;
    this.log = options.log;
    this.transactions = new TransactionRegistry(new LockManager(options.lockWaitTimeoutMs), {
      idleTimeoutMs: options.transactionIdleTimeoutMs,
      maxLifetimeMs: Math.max(options.transactionIdleTimeoutMs, 270_000),
    });
    this.sweeper = setInterval(() => {
      this.transactions.sweep();
      this.store.prune(this.clock.readTime());
    }, 5_000);
    this.sweeper.unref();
  }

  static async open(options: DatabaseOptions): Promise<Database> {
    const clock = new CommitClock();
    const storeOptions = { historyRetentionMs: options.historyRetentionMs, maxVersionsPerDocument: 256 };
    if (options.dataDir === null) {
      return new Database(new DocumentStore(storeOptions, clock.readTime()), clock, null, 0, options);
    }
    const recovered = await recoverDataFolder(options.dataDir, options.log);
    clock.observe(recovered.maxTimeNanos);
    const store = new DocumentStore(storeOptions, clock.readTime());
    const startNanos = clock.readTime();
    for (const doc of recovered.docs.values()) store.put(doc.path, doc, startNanos);
    store.clearHistory(startNanos);
    // The journal's compaction needs the database it belongs to, which needs the journal.
    const created: { db?: Database } = {};
    const journal = await Journal.open(options.dataDir, recovered.seq, {
      compactionThresholdBytes: options.compactionThresholdBytes,
      log: options.log,
      captureDocuments: () => (created.db ? [...created.db.store.allDocuments()] : []),
    });
    created.db = new Database(store, clock, journal, recovered.seq, options);
    return created.db;
  }

  get persistent(): boolean {
    return this.journal !== null;
  }

  /**
   * Applies the changes of one commit at `commitNanos` and returns a promise that resolves when
   * they are durable. Synchronous up to the journal append, so commits cannot interleave.
   */
  commit(changes: Changes, commitNanos: bigint): Promise<void> {
    if (this.journal?.failed) return Promise.reject(this.journal.failed);
    if (changes.size === 0) return this.durableNow();
    const ops: JournalOp[] = [];
    for (const [path, { after }] of changes) {
      this.store.put(path, after, commitNanos);
      ops.push(after ? { set: path, fields: after.fields, createTime: after.createTime, updateTime: after.updateTime } : { delete: path });
    }
    this.seq++;
    this.lastCommit = commitNanos;
    if (!this.journal) {
      this.notify(changes, commitNanos);
      return Promise.resolve();
    }
    const durable = this.journal.append({ seq: this.seq, time: formatTimestamp(commitNanos), ops });
    this.unannounced.push(commitNanos);
    // A commit whose record never reached the disk was not acknowledged: nobody hears of it.
    this.notified = this.notified
      .then(() => durable)
      .then(
        () => {
          this.unannounced.shift();
          this.notify(changes, commitNanos);
        },
        () => {
          this.unannounced.shift();
        },
      );
    return durable;
  }

  /** The time of the latest commit applied to the store (0n before the first). */
  get latestCommitNanos(): bigint {
    return this.lastCommit;
  }

  /**
   * A time up to which every commit has been announced to the onCommit listeners: a listener that
   * reads the store as of this time and then applies the announcements that follow misses nothing
   * and sees nothing twice (realtime listeners start from it).
   */
  announcedThrough(): bigint {
    const first = this.unannounced[0];
    return first === undefined ? this.clock.readTime() : first - 1n;
  }

  /**
   * Calls `listener` after every later commit is applied and durable (after its journal record is
   * on disk; at once in memory), in commit order. A listener that throws is logged and changes
   * nothing for the commit. Returns the function that removes the listener.
   */
  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private notify(changes: Changes, commitNanos: bigint): void {
    for (const listener of this.listeners) {
      try {
        listener(changes, commitNanos);
      } catch (e) {
        this.log('error', `A commit listener failed (the commit itself succeeded): ${e instanceof Error && e.stack ? e.stack : String(e)}`);
      }
    }
  }

  /** Resolves when everything visible now is durable: readers wait for it before answering. */
  durableNow(): Promise<void> {
    return this.journal ? this.journal.waitDurable(this.seq) : Promise.resolve();
  }

  /** Deletes every document (the emulator's reset endpoint). */
  reset(): Promise<void> {
    const now = this.clock.next();
    this.transactions.clear();
    this.store.clear(now);
    this.seq++;
    if (!this.journal) return Promise.resolve();
    return this.journal.append({ seq: this.seq, time: formatTimestamp(now), reset: true });
  }

  /** Snapshot now (no-op in memory). */
  compact(): Promise<void> {
    return this.journal ? this.journal.compact() : Promise.resolve();
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.transactions.clear();
    await this.journal?.close();
  }
}
