// Exclusive per-document locks for read-write transactions (firebase-admin's), so that concurrent
// transactions on the same document queue behind each other instead of all aborting. A request
// that would close a wait cycle, or waits too long, is aborted (HTTP 409: the client retries).
// Correctness never depends on the locks: commits still validate every read (transactions.ts).

import { aborted } from './errors';

interface Waiter {
  txId: string;
  resolve: () => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

export class LockManager {
  private readonly holders = new Map<string, string>();
  private readonly queues = new Map<string, Waiter[]>();
  /** The document each waiting transaction waits for. */
  private readonly waitingFor = new Map<string, string>();
  private readonly waitTimeoutMs: number;

  constructor(waitTimeoutMs: number) {
    this.waitTimeoutMs = waitTimeoutMs;
  }

  holder(path: string): string | undefined {
    return this.holders.get(path);
  }

  private wouldDeadlock(txId: string, path: string): boolean {
    const seen = new Set<string>();
    let holder = this.holders.get(path);
    while (holder !== undefined && !seen.has(holder)) {
      if (holder === txId) return true;
      seen.add(holder);
      const next = this.waitingFor.get(holder);
      holder = next === undefined ? undefined : this.holders.get(next);
    }
    return false;
  }

  /** Resolves once `txId` holds `path`. */
  acquire(txId: string, path: string): Promise<void> {
    const holder = this.holders.get(path);
    if (holder === undefined || holder === txId) {
      this.holders.set(path, txId);
      return Promise.resolve();
    }
    if (this.wouldDeadlock(txId, path)) {
      return Promise.reject(aborted(`Transaction aborted to break a deadlock on document ${path}; retry the transaction.`));
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        txId,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.dropWaiter(path, waiter);
          reject(aborted(`Transaction aborted: document ${path} stayed locked by another transaction for ${this.waitTimeoutMs} ms; retry.`));
        }, this.waitTimeoutMs),
      };
      let queue = this.queues.get(path);
      if (!queue) this.queues.set(path, (queue = []));
      queue.push(waiter);
      this.waitingFor.set(txId, path);
    });
  }

  private dropWaiter(path: string, waiter: Waiter): void {
    const queue = this.queues.get(path);
    if (queue) {
      const i = queue.indexOf(waiter);
      if (i >= 0) queue.splice(i, 1);
      if (queue.length === 0) this.queues.delete(path);
    }
    if (this.waitingFor.get(waiter.txId) === path) this.waitingFor.delete(waiter.txId);
  }

  /** Releases the locks `txId` holds on `paths` and hands each to its next waiter. */
  release(txId: string, paths: Iterable<string>): void {
    for (const path of paths) {
      if (this.holders.get(path) !== txId) continue;
      this.holders.delete(path);
      const queue = this.queues.get(path);
      const next = queue?.shift();
      if (queue && queue.length === 0) this.queues.delete(path);
      if (next) {
        clearTimeout(next.timer);
        this.waitingFor.delete(next.txId);
        this.holders.set(path, next.txId);
        next.resolve();
      }
    }
  }

  /** Fails every waiter (server reset or shutdown). */
  abortAll(reason: string): void {
    for (const [path, queue] of this.queues) {
      for (const w of queue) {
        clearTimeout(w.timer);
        w.reject(aborted(`${reason} (while waiting for ${path})`));
      }
    }
    this.queues.clear();
    this.waitingFor.clear();
    this.holders.clear();
  }
}
