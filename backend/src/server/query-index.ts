// Per-collection sorted indexes, built lazily for the orderings and equality fields that queries
// use, and kept up to date on every write. An index holds, per combination of equality-field
// values, the collection's documents sorted by the query's full ordering, so that
// "where a == x order by b limit 24" reads 24 entries instead of the whole collection.

import type { FieldPath, NormalizedOrder, Value } from '../firestore-types';
import { formatFieldPath, getField, isNameField } from './field-path';
import type { StoredDoc } from './stored-document';
import { comparePathSegments, compareValues, valueKey } from './value-order';

export interface IndexEntry {
  readonly doc: StoredDoc;
  /** The values of the order fields (null at the __name__ position). */
  readonly keys: readonly (Value | null)[];
}

export interface IndexSpec {
  /** Equality fields, sorted by formatted path. */
  eqFields: FieldPath[];
  /** A complete ordering, ending with __name__. */
  order: NormalizedOrder[];
}

export function indexId(spec: IndexSpec): string {
  return (
    spec.eqFields.map(formatFieldPath).join(',') +
    '|' +
    spec.order.map((o) => `${formatFieldPath(o.field)}:${o.direction === 'ASCENDING' ? 'a' : 'd'}`).join(',')
  );
}

export function groupKey(values: readonly Value[]): string {
  return values.map(valueKey).join('|');
}

/** The order-field values of a document, or null when it lacks one (ordering excludes it). */
export function orderKeys(doc: StoredDoc, order: readonly NormalizedOrder[]): (Value | null)[] | null {
  const keys: (Value | null)[] = [];
  for (const o of order) {
    if (isNameField(o.field)) {
      keys.push(null);
      continue;
    }
    const v = getField(doc.fields, o.field);
    if (v === undefined) return null;
    keys.push(v);
  }
  return keys;
}

export function compareEntries(order: readonly NormalizedOrder[], a: IndexEntry, b: IndexEntry): number {
  for (let i = 0; i < order.length; i++) {
    const o = order[i] as NormalizedOrder;
    const ka = a.keys[i];
    const kb = b.keys[i];
    const c = ka == null || kb == null ? comparePathSegments(a.doc.segments, b.doc.segments) : compareValues(ka, kb);
    if (c !== 0) return o.direction === 'ASCENDING' ? c : -c;
  }
  return 0;
}

/** First position whose entry is not "before" according to `isBefore` (entries are sorted). */
export function lowerBound(entries: readonly IndexEntry[], isBefore: (e: IndexEntry) => boolean): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isBefore(entries[mid] as IndexEntry)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class SortedIndex {
  readonly spec: IndexSpec;
  readonly id: string;
  lastUsed = 0;
  private readonly groups = new Map<string, IndexEntry[]>();

  constructor(spec: IndexSpec, docs: Iterable<StoredDoc>) {
    this.spec = spec;
    this.id = indexId(spec);
    for (const doc of docs) {
      const placed = this.place(doc);
      if (!placed) continue;
      let list = this.groups.get(placed.group);
      if (!list) this.groups.set(placed.group, (list = []));
      list.push(placed.entry);
    }
    for (const list of this.groups.values()) list.sort((a, b) => compareEntries(this.spec.order, a, b));
  }

  private place(doc: StoredDoc): { group: string; entry: IndexEntry } | null {
    const eqValues: Value[] = [];
    for (const f of this.spec.eqFields) {
      const v = getField(doc.fields, f);
      if (v === undefined) return null;
      eqValues.push(v);
    }
    const keys = orderKeys(doc, this.spec.order);
    if (!keys) return null;
    return { group: groupKey(eqValues), entry: { doc, keys } };
  }

  group(key: string): readonly IndexEntry[] {
    return this.groups.get(key) ?? [];
  }

  /** Replaces `before` by `after` (either may be null), keeping the entries sorted. */
  update(before: StoredDoc | null, after: StoredDoc | null): void {
    if (before) {
      const placed = this.place(before);
      const list = placed ? this.groups.get(placed.group) : undefined;
      if (placed && list) {
        const at = lowerBound(list, (e) => compareEntries(this.spec.order, e, placed.entry) < 0);
        if (list[at]?.doc.path === before.path) list.splice(at, 1);
        else {
          const i = list.findIndex((e) => e.doc.path === before.path);
          if (i >= 0) list.splice(i, 1);
        }
        if (list.length === 0) this.groups.delete(placed.group);
      }
    }
    if (after) {
      const placed = this.place(after);
      if (!placed) return;
      let list = this.groups.get(placed.group);
      if (!list) this.groups.set(placed.group, (list = []));
      const at = lowerBound(list, (e) => compareEntries(this.spec.order, e, placed.entry) < 0);
      list.splice(at, 0, placed.entry);
    }
  }
}
