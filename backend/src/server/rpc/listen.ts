// The Listen stream (google.firestore.v1.Firestore/Listen), whatever carries it. Requests add and
// remove targets; responses follow Firestore's order, which the SDK counts on:
//   addTarget → ADD, the documents (or, on resume, what changed since the token), CURRENT, then a
//   targetChange with no target ids and a readTime, which is what makes the SDK raise a snapshot;
//   removeTarget → REMOVE. Each add and remove gets exactly one answer (the SDK counts pending
//   acknowledgements); a refused add gets REMOVE with the error as its cause instead.
//   Announced commits → documentChange / documentDelete / documentRemove per document, then one
//   global targetChange with the commit time and a resume token; commits announced in the same
//   turn of the event loop are told together (see applyCommit).
// Rules: a query target is checked as a list, a documents target as a get of each document (again
// whenever the document changes, so a change that takes it out of the caller's reach ends the
// target; a delete is always delivered, since there is nothing left to protect).

import type { Changes } from '../database';
import { ApiError, invalidArgument, rpcStatusOf } from '../errors';
import { databaseName, documentName } from '../resource-path';
import { authorize, committedDataAccess } from '../rules-gate';
import type { StoredDoc } from '../stored-document';
import { formatTimestamp, parseTimestamp } from '../timestamp';
import { decodeResumeToken } from '../watch/resume-token';
import type { WatchHub, WatchSubscriber } from '../watch/watch-hub';
import { diffResults, parseTargetSpec, readTarget, type TargetChange, type TargetSpec, WatchTarget } from '../watch/watch-target';
import { documentJson, isObject, type RequestContext } from './context';
import { checkQuery } from './run-query';

export type StreamMessage = Record<string, unknown>;

/** Where a stream's responses go; `fail` ends the stream with an error, as Firestore does. */
export interface StreamSink {
  send(message: StreamMessage): void;
  fail(error: ApiError): void;
}

export type StreamContext = Omit<RequestContext, 'time'>;

function parseTargetId(raw: unknown, what: string): number {
  const n = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < -2147483648 || n > 2147483647) {
    throw invalidArgument(`${what} must be a 32-bit integer target id.`);
  }
  return n;
}

export class ListenStream implements WatchSubscriber {
  private readonly hub: WatchHub;
  private readonly base: StreamContext;
  private readonly sink: StreamSink;
  private readonly targets = new Map<number, WatchTarget>();
  private closed = false;
  /** Commits heard in this turn of the event loop, told at its end (see applyCommit). */
  private pending: { changes: Changes; nanos: bigint; merged: boolean } | null = null;

  constructor(hub: WatchHub, base: StreamContext, sink: StreamSink) {
    this.hub = hub;
    this.base = base;
    this.sink = sink;
    hub.add(this);
  }

  get targetCount(): number {
    return this.targets.size;
  }

  private ctx(): RequestContext {
    return { ...this.base, time: new Date() };
  }

  /** One ListenRequest. A malformed request ends the stream with INVALID_ARGUMENT. */
  handle(raw: unknown): void {
    if (this.closed) return;
    try {
      if (!isObject(raw)) throw invalidArgument('A ListenRequest must be a JSON object.');
      if (raw['database'] !== undefined && raw['database'] !== databaseName(this.base.dbId)) {
        throw invalidArgument(`ListenRequest.database "${String(raw['database'])}" is not ${databaseName(this.base.dbId)}, the database this stream serves.`);
      }
      const add = raw['addTarget'];
      const remove = raw['removeTarget'];
      if (add !== undefined && remove !== undefined) throw invalidArgument('A ListenRequest has either addTarget or removeTarget, not both.');
      if (isObject(add)) this.addTarget(add);
      else if (remove !== undefined) this.removeTarget(parseTargetId(remove, 'removeTarget'));
      else if (add !== undefined) throw invalidArgument('addTarget must be a Target object.');
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      this.fail(e);
    }
  }

  private fail(e: ApiError): void {
    this.close();
    this.sink.fail(e);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.targets.clear();
    this.hub.remove(this);
  }

  private refuse(targetId: number, e: ApiError): void {
    this.targets.delete(targetId);
    this.sink.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [targetId], cause: rpcStatusOf(e) } });
  }

  private authorizeTarget(spec: TargetSpec, docs: ReadonlyMap<string, StoredDoc>): void {
    const ctx = this.ctx();
    if (spec.kind === 'query') {
      checkQuery(ctx, spec.query);
      return;
    }
    const data = committedDataAccess(ctx.db.store);
    for (const path of spec.paths) {
      authorize(ctx.gate, ctx.caller, ctx.time, { method: 'get', path: path.split('/'), resource: docs.get(path) ?? null }, data);
    }
  }

  private addTarget(raw: Record<string, unknown>): void {
    const id = parseTargetId(raw['targetId'] ?? 0, 'addTarget.targetId');
    if (this.targets.has(id)) throw invalidArgument(`Target id ${id} is already in use on this stream: remove it before adding it again.`);
    let spec: TargetSpec;
    try {
      spec = parseTargetSpec(raw, this.base.dbId);
    } catch (e) {
      // A target that names documents or a query Firestore cannot serve (a reserved id such as
      // "__bad__", a query it rejects) is refused on its own, as Firestore does: the stream and its
      // other targets carry on. A request without a target at all is malformed and ends the stream.
      if (!(e instanceof ApiError) || !(isObject(raw['documents']) || isObject(raw['query']))) throw e;
      this.refuse(id, e);
      return;
    }
    const token = raw['resumeToken'];
    const readTime = raw['readTime'];
    const resumeGiven = (typeof token === 'string' && token !== '') || (readTime !== undefined && readTime !== null);
    let since: bigint | null = null;
    if (typeof token === 'string' && token !== '') since = decodeResumeToken(token, this.hub.runId);
    else if (readTime !== undefined && readTime !== null) since = parseTimestamp(readTime, 'addTarget.readTime');

    if (this.targets.size >= this.hub.options.maxTargetsPerStream) {
      this.refuse(
        id,
        new ApiError(
          429,
          'RESOURCE_EXHAUSTED',
          `Too many targets on one Listen stream: at most ${this.hub.options.maxTargetsPerStream}. Remove listeners you no longer need.`,
        ),
      );
      return;
    }
    // Commits already heard are told first: the new target's answer starts from after them.
    this.tellPending();
    const db = this.base.db;
    const at = db.announcedThrough();
    let results: Map<string, StoredDoc>;
    try {
      results = readTarget(db, spec, this.base.root, at);
      this.authorizeTarget(spec, results);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      this.refuse(id, e);
      return;
    }
    // A resume point this run cannot read back to (another run's token, older than the history,
    // or after the present) gets RESET and everything again.
    let previous: Map<string, StoredDoc> | null = null;
    if (since !== null && since <= at) {
      try {
        db.store.assertReadable(since);
        previous = readTarget(db, spec, this.base.root, since);
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        previous = null;
      }
    }
    this.sink.send({ targetChange: { targetChangeType: 'ADD', targetIds: [id] } });
    if (resumeGiven && previous === null) this.sink.send({ targetChange: { targetChangeType: 'RESET', targetIds: [id] } });
    const changes =
      previous === null
        ? [...results.values()].map((doc): TargetChange => ({ path: doc.path, doc, inTarget: true }))
        : diffResults(previous, results, (path) => (at >= db.latestCommitNanos ? db.store.get(path) : db.store.getAt(path, at)));
    this.targets.set(id, new WatchTarget(id, spec, results));
    const readTimeText = formatTimestamp(at);
    for (const change of changes) this.sendChange(change, change.inTarget ? [id] : [], change.inTarget ? [] : [id], readTimeText);
    const resumeToken = this.hub.resumeToken(at);
    this.sink.send({ targetChange: { targetChangeType: 'CURRENT', targetIds: [id], resumeToken } });
    this.sink.send({ targetChange: { targetChangeType: 'NO_CHANGE', readTime: readTimeText, resumeToken } });
  }

  private removeTarget(id: number): void {
    this.targets.delete(id);
    this.sink.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id] } });
  }

  private sendChange(change: { path: string; doc: StoredDoc | null }, added: number[], removed: number[], readTime: string): void {
    const ctx = this.base;
    if (added.length > 0 && change.doc) {
      this.sink.send({
        documentChange: {
          document: documentJson(ctx, change.doc, null),
          targetIds: added,
          ...(removed.length > 0 ? { removedTargetIds: removed } : {}),
        },
      });
    } else if (change.doc === null) {
      this.sink.send({ documentDelete: { document: documentName(ctx.dbId, change.path), removedTargetIds: removed, readTime } });
    } else {
      this.sink.send({ documentRemove: { document: documentName(ctx.dbId, change.path), removedTargetIds: removed, readTime } });
    }
  }

  /**
   * Hears one announced commit. Commits announced in one turn of the event loop are told together
   * at its end, as one set of changes (each document at its last version) and one global snapshot
   * at the last commit's time, as Firestore's watch does under load: the client raises one snapshot
   * for the lot instead of one per commit, and a tab keeps up with a burst. Order is kept: nothing
   * of a later turn goes out before this one's snapshot.
   */
  applyCommit(changes: Changes, nanos: bigint): void {
    if (this.closed || this.targets.size === 0) return;
    const pending = this.pending;
    if (pending === null) {
      this.pending = { changes, nanos, merged: false };
      setImmediate(() => this.tellPending());
      return;
    }
    // The hub's map is not ours to change: merge into a copy, keeping each document's first
    // "before" and last "after".
    if (!pending.merged) pending.changes = new Map(pending.changes);
    pending.merged = true;
    for (const [path, change] of changes) {
      const earlier = pending.changes.get(path);
      pending.changes.set(path, earlier ? { before: earlier.before, after: change.after } : change);
    }
    pending.nanos = nanos;
  }

  /** Tells the commits heard since the last time: per-document changes, then the global snapshot. */
  private tellPending(): void {
    const pending = this.pending;
    if (pending === null) return;
    this.pending = null;
    if (this.closed) return;
    const { changes, nanos } = pending;
    const byDoc = new Map<string, { doc: StoredDoc | null; added: number[]; removed: number[] }>();
    for (const target of [...this.targets.values()]) {
      const moved = target.applyCommit(this.base.db, this.base.root, changes, nanos);
      if (moved.length === 0) continue;
      if (target.spec.kind === 'documents') {
        const refusal = this.recheckDocuments(moved);
        if (refusal) {
          this.refuse(target.id, refusal);
          continue;
        }
      }
      for (const m of moved) {
        let entry = byDoc.get(m.path);
        if (!entry) byDoc.set(m.path, (entry = { doc: m.doc, added: [], removed: [] }));
        (m.inTarget ? entry.added : entry.removed).push(target.id);
      }
    }
    if (byDoc.size === 0) return;
    const readTime = formatTimestamp(nanos);
    for (const [path, entry] of byDoc) this.sendChange({ path, doc: entry.doc }, entry.added, entry.removed, readTime);
    this.sink.send({ targetChange: { targetChangeType: 'NO_CHANGE', readTime, resumeToken: this.hub.resumeToken(nanos) } });
  }

  /** The rules again for documents that changed and still exist; deletes need no permission. */
  private recheckDocuments(moved: readonly TargetChange[]): ApiError | null {
    if (this.base.caller.kind === 'owner') return null;
    const ctx = this.ctx();
    const data = committedDataAccess(ctx.db.store);
    for (const m of moved) {
      if (!m.doc) continue;
      try {
        authorize(ctx.gate, ctx.caller, ctx.time, { method: 'get', path: [...m.doc.segments], resource: m.doc }, data);
      } catch (e) {
        if (e instanceof ApiError) return e;
        throw e;
      }
    }
    return null;
  }

  heartbeat(nanos: bigint): void {
    if (this.closed || this.targets.size === 0 || this.pending !== null) return;
    this.sink.send({ targetChange: { targetChangeType: 'NO_CHANGE', readTime: formatTimestamp(nanos), resumeToken: this.hub.resumeToken(nanos) } });
  }
}
