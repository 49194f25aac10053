// Runs a NormalizedQuery against the store. A query on one collection at the current time walks
// a sorted index (equality fields + full ordering) from the start cursor and stops at the limit;
// collection-group queries and reads at a past time scan, filter and sort.

import type { FieldPath, NormalizedFilter, NormalizedOrder, Value } from '../firestore-types';
import type { DocumentStore } from './document-store';
import { formatFieldPath, isNameField, samePath } from './field-path';
import { matchesFilter, nameValue } from './filter-match';
import { compareEntries, groupKey, type IndexEntry, lowerBound, orderKeys } from './query-index';
import type { Cursor, NormalizedQuery } from './query-types';
import { collectionPathOf, type StoredDoc } from './stored-document';
import { compareReferences, compareValues, isNaNValue } from './value-order';

export interface QueryContext {
  /** projects/{p}/databases/{d}/documents */
  root: string;
  /** Read at this past time (ns), or null for the current state. */
  readNanos: bigint | null;
}

/** Position of an entry relative to a cursor over the first cursor.values.length orders. */
function compareToCursor(entry: IndexEntry, cursor: Cursor, order: readonly NormalizedOrder[], root: string): number {
  for (let i = 0; i < cursor.values.length; i++) {
    const o = order[i] as NormalizedOrder;
    const bound = cursor.values[i] as Value;
    const key = entry.keys[i];
    const c =
      key == null
        ? 'referenceValue' in bound
          ? compareReferences(`${root}/${entry.doc.path}`, bound.referenceValue)
          : compareValues(nameValue(root, entry.doc), bound)
        : compareValues(key, bound);
    if (c !== 0) return o.direction === 'ASCENDING' ? c : -c;
  }
  return 0;
}

/** True while `entry` sorts before the start cursor. */
function beforeStart(entry: IndexEntry, q: NormalizedQuery, root: string): boolean {
  if (!q.startAt) return false;
  const c = compareToCursor(entry, q.startAt, q.orderBy, root);
  return c < 0 || (c === 0 && !q.startAt.before);
}

/** True once `entry` sorts after the end cursor. */
function afterEnd(entry: IndexEntry, q: NormalizedQuery, root: string): boolean {
  if (!q.endAt) return false;
  const c = compareToCursor(entry, q.endAt, q.orderBy, root);
  return c > 0 || (c === 0 && q.endAt.before);
}

/** Top-level equality filters usable as an index prefix. */
function equalityFields(filter: NormalizedFilter | null): { fields: FieldPath[]; values: Value[] } {
  const candidates = !filter ? [] : filter.kind === 'composite' ? (filter.op === 'AND' ? filter.filters : []) : [filter];
  const chosen: { field: FieldPath; value: Value }[] = [];
  for (const f of candidates) {
    if (f.kind !== 'field' || f.op !== 'EQUAL' || isNameField(f.field) || isNaNValue(f.value)) continue;
    if (chosen.some((c) => samePath(c.field, f.field))) continue;
    chosen.push({ field: f.field, value: f.value });
  }
  chosen.sort((a, b) => (formatFieldPath(a.field) < formatFieldPath(b.field) ? -1 : 1));
  return { fields: chosen.map((c) => c.field), values: chosen.map((c) => c.value) };
}

function collectionPath(q: NormalizedQuery): string {
  return [...q.parent, q.collectionId].join('/');
}

function inQueryScope(q: NormalizedQuery): (collectionPath: string) => boolean {
  if (!q.allDescendants) {
    const path = collectionPath(q);
    return (p) => p === path;
  }
  const prefix = q.parent.length === 0 ? '' : q.parent.join('/') + '/';
  if (q.collectionId === '') return (p) => p.startsWith(prefix);
  return (p) => {
    if (!p.startsWith(prefix)) return false;
    const segments = p.split('/');
    return segments[segments.length - 1] === q.collectionId;
  };
}

/**
 * Whether one document belongs to the results of a query without a limit or offset: in scope,
 * with every order field, matching the filter and inside the cursors (realtime listeners decide
 * per changed document with it).
 */
export function matchesQuery(doc: StoredDoc, q: NormalizedQuery, root: string): boolean {
  if (!inQueryScope(q)(collectionPathOf(doc.segments))) return false;
  const keys = orderKeys(doc, q.orderBy);
  if (!keys) return false;
  if (q.filter && !matchesFilter(q.filter, doc, root)) return false;
  const entry = { doc, keys };
  return !beforeStart(entry, q, root) && !afterEnd(entry, q, root);
}

/** Whether documents of the collection at `collectionPath` can be results of the query. */
export function inScope(q: NormalizedQuery, collectionPath: string): boolean {
  return inQueryScope(q)(collectionPath);
}

function walkSorted(entries: readonly IndexEntry[], q: NormalizedQuery, ctx: QueryContext): StoredDoc[] {
  const out: StoredDoc[] = [];
  const limit = q.limit ?? Infinity;
  if (limit === 0) return out;
  let skipped = 0;
  const start = q.startAt ? lowerBound(entries, (e) => beforeStart(e, q, ctx.root)) : 0;
  for (let i = start; i < entries.length; i++) {
    const entry = entries[i] as IndexEntry;
    if (afterEnd(entry, q, ctx.root)) break;
    if (q.filter && !matchesFilter(q.filter, entry.doc, ctx.root)) continue;
    if (skipped < q.offset) {
      skipped++;
      continue;
    }
    out.push(entry.doc);
    if (out.length >= limit) break;
  }
  return out;
}

function scan(store: DocumentStore, q: NormalizedQuery, ctx: QueryContext): StoredDoc[] {
  const scope = inQueryScope(q);
  let docs: StoredDoc[];
  if (ctx.readNanos !== null) docs = store.documentsAt(ctx.readNanos, scope);
  else {
    docs = [];
    for (const c of store.allCollections()) if (scope(c.path)) for (const d of c.docs.values()) docs.push(d);
  }
  const entries: IndexEntry[] = [];
  for (const doc of docs) {
    const keys = orderKeys(doc, q.orderBy);
    if (keys) entries.push({ doc, keys });
  }
  entries.sort((a, b) => compareEntries(q.orderBy, a, b));
  return walkSorted(entries, q, ctx);
}

export function runQuery(store: DocumentStore, q: NormalizedQuery, ctx: QueryContext): StoredDoc[] {
  if (q.allDescendants || ctx.readNanos !== null) return scan(store, q, ctx);
  const collection = store.collection(collectionPath(q));
  if (!collection) return [];
  const eq = equalityFields(q.filter);
  const index = collection.index({ eqFields: eq.fields, order: q.orderBy });
  return walkSorted(index.group(groupKey(eq.values)), q, ctx);
}
