// Server-side transactions (firebase-admin's beginTransaction / newTransaction): read-only
// transactions read one consistent snapshot; read-write transactions lock what they read and are
// validated at commit, so that a document changed since it was read aborts the commit (409).

import { randomBytes } from 'node:crypto';
import { aborted, invalidArgument } from './errors';
import type { LockManager } from './lock-manager';

export interface QueryRead {
  /** Recomputes the result signature (document names and update times) of the query now. */
  rerun: () => string;
  signature: string;
}

export interface Transaction {
  readonly id: string;
  readonly readOnly: boolean;
  /** Read-only transactions read at this time (ns). */
  readonly readNanos: bigint | null;
  /** path -> update time seen (null: the document did not exist). */
  readonly reads: Map<string, string | null>;
  readonly queries: QueryRead[];
  readonly locks: Set<string>;
  lastActive: number;
  readonly createdAt: number;
}

export interface TransactionOptions {
  /** A transaction unused for this long expires (and releases its locks). */
  idleTimeoutMs: number;
  /** No transaction lives longer than this. */
  maxLifetimeMs: number;
}

export const EXPIRED_MESSAGE = 'The referenced transaction has expired or is no longer valid (transaction has expired). Start a new transaction.';

export class TransactionRegistry {
  private readonly active = new Map<string, Transaction>();
  private readonly locks: LockManager;
  private readonly options: TransactionOptions;

  constructor(locks: LockManager, options: TransactionOptions) {
    this.locks = locks;
    this.options = options;
  }

  get size(): number {
    return this.active.size;
  }

  begin(readOnly: boolean, readNanos: bigint | null): Transaction {
    const tx: Transaction = {
      id: randomBytes(16).toString('base64'),
      readOnly,
      readNanos: readOnly ? readNanos : null,
      reads: new Map(),
      queries: [],
      locks: new Set(),
      lastActive: Date.now(),
      createdAt: Date.now(),
    };
    this.active.set(tx.id, tx);
    return tx;
  }

  /** The live transaction with this id (base64, as the clients send it back). */
  get(raw: unknown): Transaction {
    if (typeof raw !== 'string' || raw === '') throw invalidArgument('transaction must be the base64 id returned by the server.');
    const id = Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('base64');
    const tx = this.active.get(id);
    if (!tx || this.isExpired(tx, Date.now())) {
      if (tx) this.end(tx);
      throw invalidArgument(EXPIRED_MESSAGE);
    }
    tx.lastActive = Date.now();
    return tx;
  }

  isActive(tx: Transaction): boolean {
    return this.active.get(tx.id) === tx;
  }

  private isExpired(tx: Transaction, now: number): boolean {
    return now - tx.lastActive > this.options.idleTimeoutMs || now - tx.createdAt > this.options.maxLifetimeMs;
  }

  /** Takes the lock on `path` for a read-write transaction; fails if the transaction ended meanwhile. */
  async lock(tx: Transaction, path: string): Promise<void> {
    if (tx.readOnly || tx.locks.has(path)) return;
    await this.locks.acquire(tx.id, path);
    if (!this.isActive(tx)) {
      this.locks.release(tx.id, [path]);
      throw aborted('The transaction ended while it waited for a lock; retry it.');
    }
    tx.locks.add(path);
  }

  recordRead(tx: Transaction, path: string, updateTime: string | null): void {
    if (!tx.readOnly && !tx.reads.has(path)) tx.reads.set(path, updateTime);
  }

  end(tx: Transaction): void {
    if (this.active.get(tx.id) === tx) this.active.delete(tx.id);
    this.locks.release(tx.id, tx.locks);
    tx.locks.clear();
  }

  sweep(now = Date.now()): void {
    for (const tx of this.active.values()) if (this.isExpired(tx, now)) this.end(tx);
  }

  clear(): void {
    for (const tx of [...this.active.values()]) this.end(tx);
    this.locks.abortAll('The database was reset');
  }
}
