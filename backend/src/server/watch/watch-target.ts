// One target of a Listen stream: what it watches (documents by name, or a query), the results the
// client was last sent, and how a commit changes them. A query without a limit decides per changed
// document; a limit (or offset) query is run again when a change can touch its results, because a
// document entering or leaving it moves another one across the limit.

import type { Changes, Database } from '../database';
import { ApiError, invalidArgument } from '../errors';
import { inScope, matchesQuery, runQuery } from '../query-engine';
import { normalizeQuery } from '../query-normalize';
import type { NormalizedQuery } from '../query-types';
import { type DatabaseId, parseResourceName } from '../resource-path';
import { collectionPathOf, type StoredDoc } from '../stored-document';

export type TargetSpec = { kind: 'documents'; paths: string[] } | { kind: 'query'; query: NormalizedQuery };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Firestore's limit on the documents of one documents target. */
const MAX_DOCUMENTS_PER_TARGET = 100;

/** Parses the `documents` or `query` part of a Target. */
export function parseTargetSpec(raw: Record<string, unknown>, dbId: DatabaseId): TargetSpec {
  if (raw['pipelineQuery'] !== undefined) {
    throw new ApiError(501, 'UNIMPLEMENTED', 'Pipeline listen targets are not supported by the local document server.');
  }
  const documents = raw['documents'];
  const query = raw['query'];
  if (documents !== undefined && query !== undefined) throw invalidArgument('A target has either documents or query, not both.');
  if (isObject(documents)) {
    const names = documents['documents'];
    if (!Array.isArray(names) || names.length === 0) throw invalidArgument('target.documents.documents must be a non-empty array of document names.');
    if (names.length > MAX_DOCUMENTS_PER_TARGET) {
      throw invalidArgument(`A documents target may name at most ${MAX_DOCUMENTS_PER_TARGET} documents; this one names ${names.length}.`);
    }
    const paths = names.map((n, i) => parseResourceName(n, dbId, 'document', `target.documents.documents[${i}]`).join('/'));
    return { kind: 'documents', paths: [...new Set(paths)] };
  }
  if (isObject(query)) {
    const parent = parseResourceName(query['parent'], dbId, 'parent', 'target.query.parent');
    if (query['structuredQuery'] === undefined) throw invalidArgument('target.query needs a structuredQuery.');
    return { kind: 'query', query: normalizeQuery(query['structuredQuery'], parent) };
  }
  throw invalidArgument('A target needs documents {documents: [names]} or query {parent, structuredQuery}.');
}

/** The target's results as of `atNanos` (a time every commit up to which has been announced). */
export function readTarget(db: Database, spec: TargetSpec, root: string, atNanos: bigint): Map<string, StoredDoc> {
  // Later commits may already be in the store while their journal record is on its way to the
  // disk: then the state at the time is read from the version history.
  const current = atNanos >= db.latestCommitNanos;
  const out = new Map<string, StoredDoc>();
  if (spec.kind === 'documents') {
    for (const path of spec.paths) {
      const doc = current ? db.store.get(path) : db.store.getAt(path, atNanos);
      if (doc) out.set(path, doc);
    }
    return out;
  }
  for (const doc of runQuery(db.store, spec.query, { root, readNanos: current ? null : atNanos })) out.set(doc.path, doc);
  return out;
}

/** A document whose place in a target changed: in it now (added or modified), or out of it. */
export interface TargetChange {
  path: string;
  /** The document now; null when it was deleted. */
  doc: StoredDoc | null;
  inTarget: boolean;
}

/** What moved between two result sets, as changes to send. */
export function diffResults(
  before: ReadonlyMap<string, StoredDoc>,
  after: ReadonlyMap<string, StoredDoc>,
  existsNow: (path: string) => StoredDoc | null,
): TargetChange[] {
  const out: TargetChange[] = [];
  for (const [path, doc] of after) {
    if (before.get(path)?.updateTime !== doc.updateTime) out.push({ path, doc, inTarget: true });
  }
  for (const path of before.keys()) {
    if (!after.has(path)) out.push({ path, doc: existsNow(path), inTarget: false });
  }
  return out;
}

export class WatchTarget {
  readonly id: number;
  readonly spec: TargetSpec;
  /** What the client holds for this target: path → the version sent. */
  results: Map<string, StoredDoc>;

  constructor(id: number, spec: TargetSpec, results: Map<string, StoredDoc>) {
    this.id = id;
    this.spec = spec;
    this.results = results;
  }

  /** Applies one commit (announced in commit order) and returns what the client must be told. */
  applyCommit(db: Database, root: string, changes: Changes, nanos: bigint): TargetChange[] {
    const out: TargetChange[] = [];
    if (this.spec.kind === 'documents') {
      for (const path of this.spec.paths) {
        const change = changes.get(path);
        if (!change) continue;
        if (change.after) {
          this.results.set(path, change.after);
          out.push({ path, doc: change.after, inTarget: true });
        } else if (this.results.delete(path)) out.push({ path, doc: null, inTarget: false });
      }
      return out;
    }
    const q = this.spec.query;
    const limited = q.limit !== null || q.offset > 0;
    let rerun = false;
    for (const [path, { after }] of changes) {
      const collection = after ? collectionPathOf(after.segments) : path.slice(0, path.lastIndexOf('/'));
      if (!inScope(q, collection)) continue;
      const had = this.results.has(path);
      const matches = after !== null && matchesQuery(after, q, root);
      if (limited) {
        if (had || matches) rerun = true;
        continue;
      }
      if (matches) {
        this.results.set(path, after);
        out.push({ path, doc: after, inTarget: true });
      } else if (had) {
        this.results.delete(path);
        out.push({ path, doc: after, inTarget: false });
      }
    }
    if (!rerun) return out;
    const now = readTarget(db, this.spec, root, nanos);
    const current = nanos >= db.latestCommitNanos;
    const changed = diffResults(this.results, now, (path) => {
      const change = changes.get(path);
      if (change) return change.after;
      return current ? db.store.get(path) : db.store.getAt(path, nanos);
    });
    this.results = now;
    return changed;
  }
}
