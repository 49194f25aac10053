/**
 * List queries are allowed only when the rules hold for every document the query could return,
 * as Firestore does ("rules are not filters"). We do not look at stored data: `resource` stands
 * for an unknown document of which only what the query's filters fix is known.
 *
 * What is proven:
 * - The filter is put in disjunctive normal form; every disjunct (each OR branch, each value of an
 *   IN filter with several values) is a separate case, and each case must be allowed on its own.
 * - In a case, `EQUAL` filters (and `IN` with one value, `IS_NULL`, `IS_NAN`) fix a field's value:
 *   `resource.data.x` is that value, so `resource.data.x == v`, `!= v`, `in [...]`, `is string`,
 *   `request.auth.uid == resource.data.uid` and functions of it evaluate normally.
 *   An equality filter on `__name__` fixes `resource.id`, `resource.__name__` and the id wildcard.
 * - `request.query.limit`, `offset` and `orderBy` are known exactly.
 *
 * What is refused (evaluates as "unprovable", which is never true):
 * - Reading a field no equality filter fixes, the document id or name when not fixed, the map as
 *   a whole (`keys()`, `size()`, `diff()`, `==` with a map), and a field's presence (`'x' in
 *   resource.data`) unless fixed. Range, `!=`, `NOT_IN` and array filters fix nothing.
 * Three-valued logic applies: `unprovable || true` is true, `unprovable && false` is false.
 * Contradictory equality filters (x == 1 and x == 2) describe no document, so that case holds.
 */
import type { NormalizedFilter } from '../firestore-types';
import { PartialMapValue, PathValue, describe, fromFirestoreValue, valuesEqual, type RulesValue } from './values';

export interface FieldConstraint {
  field: string[];
  value: RulesValue;
}

export interface QueryCase {
  constraints: FieldConstraint[];
}

/** At most this many cases are checked; a query that expands further is denied as too complex. */
export const MAX_QUERY_CASES = 128;

export class QueryTooComplex extends Error {}

export function queryCases(filter: NormalizedFilter | null): QueryCase[] {
  return filter === null ? [{ constraints: [] }] : dnf(filter);
}

function dnf(f: NormalizedFilter): QueryCase[] {
  switch (f.kind) {
    case 'unary':
      if (f.op === 'IS_NULL') return [{ constraints: [{ field: f.field, value: null }] }];
      if (f.op === 'IS_NAN') return [{ constraints: [{ field: f.field, value: NaN }] }];
      return [{ constraints: [] }];
    case 'field':
      if (f.op === 'EQUAL') return [{ constraints: [{ field: f.field, value: fromFirestoreValue(f.value) }] }];
      if (f.op === 'IN') {
        const values = 'arrayValue' in f.value ? (f.value.arrayValue.values ?? []) : [];
        return values.map((v) => ({ constraints: [{ field: f.field, value: fromFirestoreValue(v) }] }));
      }
      return [{ constraints: [] }];
    case 'composite': {
      const parts = f.filters.map(dnf);
      if (f.op === 'OR') return limit(parts.flat());
      let acc: QueryCase[] = [{ constraints: [] }];
      for (const part of parts) {
        const next: QueryCase[] = [];
        for (const a of acc) for (const b of part) next.push({ constraints: [...a.constraints, ...b.constraints] });
        acc = limit(next);
      }
      return acc;
    }
  }
}

function limit(cases: QueryCase[]): QueryCase[] {
  if (cases.length > MAX_QUERY_CASES) {
    throw new QueryTooComplex(`the query expands to more than ${MAX_QUERY_CASES} cases (OR and IN filters multiply)`);
  }
  return cases;
}

interface Tree {
  value?: RulesValue;
  children?: Map<string, Tree>;
}

/**
 * The abstract document of one case: `resource` as a partial map, and the document id when a
 * `__name__` filter fixes it. Returns null when the constraints contradict each other.
 */
export function abstractResource(c: QueryCase, database: string): { resource: PartialMapValue; docId: string | null } | null {
  const root: Tree = { children: new Map() };
  let name: PathValue | null = null;
  for (const { field, value } of c.constraints) {
    if (field.length === 1 && field[0] === '__name__') {
      if (!(value instanceof PathValue)) return null;
      if (name !== null && !valuesEqual(name, value)) return null;
      name = value;
      continue;
    }
    let node = root;
    for (const key of field.slice(0, -1)) {
      if (node.value !== undefined) return null;
      node.children ??= new Map();
      let child = node.children.get(key);
      if (child === undefined) {
        child = {};
        node.children.set(key, child);
      }
      node = child;
    }
    const last = field[field.length - 1] as string;
    if (node.value !== undefined) return null;
    node.children ??= new Map();
    const leaf = node.children.get(last);
    if (leaf === undefined) node.children.set(last, { value });
    else if (leaf.children !== undefined || leaf.value === undefined || !sameConstraint(leaf.value, value)) return null;
  }
  const data = toPartial(root, 'resource.data');
  const known = new Map<string, RulesValue>([['data', data]]);
  let docId: string | null = null;
  if (name !== null) {
    const segments = name.concrete();
    docId = segments[segments.length - 1] ?? null;
    known.set('__name__', new PathValue(['databases', database, ...segments.slice(segments.indexOf('documents'))]));
    if (docId !== null) known.set('id', docId);
  }
  return { resource: new PartialMapValue(known, 'resource'), docId };
}

function sameConstraint(a: RulesValue, b: RulesValue): boolean {
  if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return true;
  return valuesEqual(a, b);
}

function toPartial(node: Tree, label: string): PartialMapValue {
  const known = new Map<string, RulesValue>();
  for (const [key, child] of node.children ?? []) {
    known.set(key, child.value !== undefined ? child.value : toPartial(child, `${label}.${key}`));
  }
  return new PartialMapValue(known, label);
}

export function describeCase(c: QueryCase): string {
  if (c.constraints.length === 0) return 'for any document of the collection';
  return 'for documents where ' + c.constraints.map((k) => `${k.field.join('.')} == ${describe(k.value)}`).join(' and ');
}
