// The realtime core of one database, independent of any transport: it hears every commit once it
// is durable (in commit order, from the database's commit hook) and hands it to each open Listen
// stream, which turns it into per-target changes. Transports (WebChannel, and any other) only
// open streams, pass requests in and carry responses out.

import { randomBytes } from 'node:crypto';
import type { Changes, Database } from '../database';
import type { Logger } from '../persistence';
import { encodeResumeToken } from './resume-token';

/** What the hub asks of a Listen stream. */
export interface WatchSubscriber {
  applyCommit(changes: Changes, nanos: bigint): void;
  /** A snapshot at `nanos` with nothing changed: refreshes the client's resume tokens. */
  heartbeat(nanos: bigint): void;
}

export interface WatchHubOptions {
  /** Most targets one Listen stream may hold (RESOURCE_EXHAUSTED past it). */
  maxTargetsPerStream: number;
  /** How often idle streams get a fresh resume token (so a later resume stays within the history). */
  heartbeatMs: number;
}

export const DEFAULT_WATCH_OPTIONS: WatchHubOptions = { maxTargetsPerStream: 1000, heartbeatMs: 5 * 60_000 };

export class WatchHub {
  /** Names this run of the server in resume tokens: the version history does not survive a restart. */
  readonly runId = randomBytes(9).toString('base64url');
  readonly db: Database;
  readonly options: WatchHubOptions;
  private readonly log: Logger;
  private readonly streams = new Set<WatchSubscriber>();
  private readonly stopListening: () => void;
  private readonly heartbeatTimer: NodeJS.Timeout;

  constructor(db: Database, log: Logger, options: Partial<WatchHubOptions> = {}) {
    this.db = db;
    this.log = log;
    this.options = { ...DEFAULT_WATCH_OPTIONS, ...options };
    this.stopListening = db.onCommit((changes, nanos) => this.onCommit(changes, nanos));
    this.heartbeatTimer = setInterval(() => this.heartbeat(), this.options.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  get streamCount(): number {
    return this.streams.size;
  }

  resumeToken(nanos: bigint): string {
    return encodeResumeToken(this.runId, nanos);
  }

  add(stream: WatchSubscriber): void {
    this.streams.add(stream);
  }

  remove(stream: WatchSubscriber): void {
    this.streams.delete(stream);
  }

  private onCommit(changes: Changes, nanos: bigint): void {
    for (const stream of this.streams) {
      try {
        stream.applyCommit(changes, nanos);
      } catch (e) {
        // One stream's failure must not keep the commit from the others.
        this.log('error', `A Listen stream failed to apply a commit: ${e instanceof Error && e.stack ? e.stack : String(e)}`);
      }
    }
  }

  private heartbeat(): void {
    const at = this.db.announcedThrough();
    for (const stream of this.streams) stream.heartbeat(at);
  }

  close(): void {
    clearInterval(this.heartbeatTimer);
    this.stopListening();
    this.streams.clear();
  }
}
