// The Write stream (google.firestore.v1.Firestore/Write), whatever carries it: the full SDK sends
// its writes here instead of calling documents:commit. The first request names the database and is
// answered with a stream token and no results; each later request carries the last token and a
// batch of writes, committed atomically through the same path as documents:commit (rules,
// preconditions, durability, the commit hook and so triggers), and is answered in order with a new
// token, one result per write and the commit time. A refused or failed batch ends the stream with
// the error, as Firestore does; the SDK rejects that batch and opens a new stream for the rest.

import { randomBytes } from 'node:crypto';
import { ApiError, invalidArgument } from '../errors';
import { databaseName } from '../resource-path';
import { formatTimestamp } from '../timestamp';
import { commit } from './commit';
import { isObject } from './context';
import type { StreamContext, StreamSink } from './listen';

/** Firestore's limit on the writes of one commit. */
const MAX_WRITES_PER_REQUEST = 500;

export class WriteStream {
  private readonly base: StreamContext;
  private readonly sink: StreamSink;
  private readonly streamId = randomBytes(12).toString('base64url');
  private counter = 0;
  private token: string | null = null;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(base: StreamContext, sink: StreamSink) {
    this.base = base;
    this.sink = sink;
  }

  private issued(token: unknown): boolean {
    if (typeof token !== 'string') return false;
    const m = /^(.*):(\d+)$/.exec(Buffer.from(token, 'base64').toString('utf8'));
    return m !== null && m[1] === this.streamId && Number(m[2]) <= this.counter;
  }

  private nextToken(): string {
    this.token = Buffer.from(`${this.streamId}:${++this.counter}`, 'utf8').toString('base64');
    return this.token;
  }

  /** One WriteRequest; requests are handled one after another, in the order they came. */
  handle(raw: unknown): void {
    this.queue = this.queue
      .then(() => this.process(raw))
      .catch((e: unknown) => {
        if (this.closed) return;
        const error = e instanceof ApiError ? e : new ApiError(500, 'INTERNAL', `Internal error: ${e instanceof Error ? e.message : String(e)}`);
        this.closed = true;
        this.sink.fail(error);
      });
  }

  /** Resolves once every request received so far has been answered (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue;
  }

  close(): void {
    this.closed = true;
  }

  private async process(raw: unknown): Promise<void> {
    if (this.closed) return;
    if (!isObject(raw)) throw invalidArgument('A WriteRequest must be a JSON object.');
    const writes = raw['writes'] ?? [];
    if (!Array.isArray(writes)) throw invalidArgument('WriteRequest.writes must be an array.');
    if (this.token === null) {
      if (raw['database'] !== databaseName(this.base.dbId)) {
        throw invalidArgument(`The first WriteRequest must name the database ${databaseName(this.base.dbId)} (got ${JSON.stringify(raw['database'])}).`);
      }
      if (writes.length > 0) throw invalidArgument('The first WriteRequest of a stream is a handshake: it carries no writes.');
      this.sink.send({ streamId: this.streamId, streamToken: this.nextToken() });
      return;
    }
    // The SDK sends batches without waiting for answers, each with the last token it has seen, so
    // a token may lag behind; it only has to be one this stream issued.
    if (!this.issued(raw['streamToken'])) throw invalidArgument('WriteRequest.streamToken is not a token of this stream.');
    if (writes.length > MAX_WRITES_PER_REQUEST) {
      throw invalidArgument(`A write batch may hold at most ${MAX_WRITES_PER_REQUEST} writes; this one has ${writes.length}.`);
    }
    if (writes.length === 0) {
      this.sink.send({ streamToken: this.nextToken(), commitTime: formatTimestamp(this.base.db.clock.readTime()) });
      return;
    }
    const result = (await commit({ ...this.base, time: new Date() }, { writes })) as { writeResults: unknown[]; commitTime: string };
    if (this.closed) return;
    this.sink.send({ streamToken: this.nextToken(), writeResults: result.writeResults, commitTime: result.commitTime });
  }
}
