// Parses a StructuredQuery (enum names or numbers, either null form) into NormalizedQuery,
// validates it as Firestore does, and adds Firestore's implicit ordering.

import type { FieldOperator, FieldPath, NormalizedFilter, NormalizedOrder, UnaryOperator, Value } from '../firestore-types';
import { ApiError, invalidArgument } from './errors';
import { formatFieldPath, isNameField, parseFieldPath, samePath } from './field-path';
import type { Cursor, NormalizedQuery } from './query-types';
import { validateId } from './resource-path';
import { normalizeValue } from './value-normalize';
import { compareUtf8 } from './value-order';

const FIELD_OPERATORS: readonly FieldOperator[] = [
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
];
// Proto enum numbers, as firebase-admin's REST transport sends them.
const FIELD_OPERATOR_NUMBERS: Record<number, FieldOperator> = {
  1: 'LESS_THAN',
  2: 'LESS_THAN_OR_EQUAL',
  3: 'GREATER_THAN',
  4: 'GREATER_THAN_OR_EQUAL',
  5: 'EQUAL',
  6: 'NOT_EQUAL',
  7: 'ARRAY_CONTAINS',
  8: 'IN',
  9: 'ARRAY_CONTAINS_ANY',
  10: 'NOT_IN',
};
const UNARY_OPERATORS: Record<string | number, UnaryOperator> = {
  IS_NAN: 'IS_NAN',
  IS_NULL: 'IS_NULL',
  IS_NOT_NAN: 'IS_NOT_NAN',
  IS_NOT_NULL: 'IS_NOT_NULL',
  2: 'IS_NAN',
  3: 'IS_NULL',
  4: 'IS_NOT_NAN',
  5: 'IS_NOT_NULL',
};
const COMPOSITE_OPERATORS: Record<string | number, 'AND' | 'OR'> = { AND: 'AND', OR: 'OR', 1: 'AND', 2: 'OR' };
const DIRECTIONS: Record<string | number, 'ASCENDING' | 'DESCENDING'> = {
  ASCENDING: 'ASCENDING',
  DESCENDING: 'DESCENDING',
  1: 'ASCENDING',
  2: 'DESCENDING',
};
const INEQUALITY: ReadonlySet<string> = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);
export const MAX_DISJUNCTION_VALUES = 30;
export const MAX_NOT_IN_VALUES = 10;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function enumValue<T>(raw: unknown, table: Record<string | number, T>, what: string): T {
  const v = typeof raw === 'string' || typeof raw === 'number' ? table[raw] : undefined;
  if (v === undefined) throw invalidArgument(`${what} "${String(raw)}" is not a valid operator or direction.`);
  return v;
}

function fieldReference(raw: unknown, what: string): FieldPath {
  if (!isObject(raw)) throw invalidArgument(`${what} must be {fieldPath: "..."}.`);
  return parseFieldPath(raw['fieldPath'], `${what}.fieldPath`);
}

function parseFieldOperator(raw: unknown): FieldOperator {
  if (typeof raw === 'number') return enumValue(raw, FIELD_OPERATOR_NUMBERS, 'fieldFilter.op');
  if (typeof raw === 'string' && (FIELD_OPERATORS as readonly string[]).includes(raw)) return raw as FieldOperator;
  throw invalidArgument(`fieldFilter.op "${String(raw)}" is not a valid operator.`);
}

function checkArrayOperand(op: FieldOperator, value: Value, field: FieldPath): void {
  if (op !== 'IN' && op !== 'NOT_IN' && op !== 'ARRAY_CONTAINS_ANY') return;
  const where = `Filter ${op} on "${formatFieldPath(field)}"`;
  if (!('arrayValue' in value)) throw invalidArgument(`${where} needs an array value.`);
  const n = value.arrayValue.values?.length ?? 0;
  if (n === 0) throw invalidArgument(`${where} needs a non-empty array.`);
  const max = op === 'NOT_IN' ? MAX_NOT_IN_VALUES : MAX_DISJUNCTION_VALUES;
  if (n > max) throw invalidArgument(`${where} accepts at most ${max} values; got ${n}.`);
}

function checkNameOperand(op: FieldOperator, value: Value): void {
  if (op === 'ARRAY_CONTAINS' || op === 'ARRAY_CONTAINS_ANY') {
    throw invalidArgument(`Filter ${op} cannot be used on __name__: document names are not arrays.`);
  }
  const values = op === 'IN' || op === 'NOT_IN' ? ('arrayValue' in value ? (value.arrayValue.values ?? []) : []) : [value];
  for (const v of values) {
    if (!('referenceValue' in v)) {
      throw invalidArgument(`A filter on __name__ must compare with document references (referenceValue), not ${Object.keys(v)[0]}.`);
    }
  }
}

export function parseFilter(raw: unknown, depth = 0): NormalizedFilter {
  if (!isObject(raw)) throw invalidArgument('A filter must be an object with fieldFilter, unaryFilter or compositeFilter.');
  if (depth > 20) throw invalidArgument('Filters are nested too deeply.');
  if (isObject(raw['compositeFilter'])) {
    const c = raw['compositeFilter'];
    const op = enumValue(c['op'], COMPOSITE_OPERATORS, 'compositeFilter.op');
    const list = c['filters'];
    if (!Array.isArray(list) || list.length === 0) throw invalidArgument(`compositeFilter ${op} needs at least one filter.`);
    const filters = list.map((f) => parseFilter(f, depth + 1));
    return filters.length === 1 ? (filters[0] as NormalizedFilter) : { kind: 'composite', op, filters };
  }
  if (isObject(raw['fieldFilter'])) {
    const f = raw['fieldFilter'];
    const field = fieldReference(f['field'], 'fieldFilter.field');
    const op = parseFieldOperator(f['op']);
    if (f['value'] === undefined) throw invalidArgument(`fieldFilter on "${formatFieldPath(field)}" has no value.`);
    const value = normalizeValue(f['value'], { forWrite: false });
    checkArrayOperand(op, value, field);
    if (isNameField(field)) checkNameOperand(op, value);
    return { kind: 'field', field, op, value };
  }
  if (isObject(raw['unaryFilter'])) {
    const u = raw['unaryFilter'];
    const op = enumValue(u['op'], UNARY_OPERATORS, 'unaryFilter.op');
    const field = fieldReference(u['field'], 'unaryFilter.field');
    if (isNameField(field)) throw invalidArgument(`${op} cannot be applied to __name__.`);
    return { kind: 'unary', field, op };
  }
  throw invalidArgument('A filter must set exactly one of fieldFilter, unaryFilter or compositeFilter.');
}

function collectFieldFilters(f: NormalizedFilter, out: NormalizedFilter[]): void {
  if (f.kind === 'composite') f.filters.forEach((g) => collectFieldFilters(g, out));
  else out.push(f);
}

function validateFilterCombination(filter: NormalizedFilter): void {
  const all: NormalizedFilter[] = [];
  collectFieldFilters(filter, all);
  const ops = all.map((f) => f.op);
  const count = (op: string): number => ops.filter((o) => o === op).length;
  if (count('NOT_IN') > 1) throw invalidArgument('A query can have at most one NOT_IN filter.');
  if (count('NOT_IN') > 0 && count('NOT_EQUAL') > 0) throw invalidArgument('NOT_IN cannot be combined with NOT_EQUAL in one query.');
  if (count('NOT_IN') > 0 && (count('IN') > 0 || count('ARRAY_CONTAINS_ANY') > 0)) {
    throw invalidArgument('NOT_IN cannot be combined with IN or ARRAY_CONTAINS_ANY in one query.');
  }
}

/** Field paths of inequality filters, in Firestore's field-path order. */
export function inequalityFields(filter: NormalizedFilter | null): FieldPath[] {
  if (!filter) return [];
  const all: NormalizedFilter[] = [];
  collectFieldFilters(filter, all);
  const out: FieldPath[] = [];
  for (const f of all) {
    if (f.kind === 'composite' || !INEQUALITY.has(f.op)) continue;
    if (!out.some((p) => samePath(p, f.field))) out.push(f.field);
  }
  return out.sort(compareFieldPaths);
}

export function compareFieldPaths(a: FieldPath, b: FieldPath): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareUtf8(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** Firestore's implicit ordering: explicit orders, then inequality fields, then __name__. */
export function completeOrderBy(explicit: NormalizedOrder[], filter: NormalizedFilter | null): NormalizedOrder[] {
  const out = [...explicit];
  const last = explicit.length > 0 ? (explicit[explicit.length - 1] as NormalizedOrder).direction : 'ASCENDING';
  for (const field of inequalityFields(filter)) {
    if (!out.some((o) => samePath(o.field, field))) out.push({ field, direction: last });
  }
  if (!out.some((o) => isNameField(o.field))) out.push({ field: ['__name__'], direction: last });
  return out;
}

function parseOrderBy(raw: unknown): NormalizedOrder[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw invalidArgument('orderBy must be an array.');
  const out: NormalizedOrder[] = [];
  for (const o of raw) {
    if (!isObject(o)) throw invalidArgument('Each orderBy entry must be {field, direction}.');
    const field = fieldReference(o['field'], 'orderBy.field');
    const direction =
      o['direction'] === undefined || o['direction'] === 0 || o['direction'] === 'DIRECTION_UNSPECIFIED'
        ? 'ASCENDING'
        : enumValue(o['direction'], DIRECTIONS, 'orderBy.direction');
    if (out.some((p) => samePath(p.field, field))) throw invalidArgument(`orderBy lists "${formatFieldPath(field)}" twice.`);
    out.push({ field, direction });
  }
  return out;
}

function parseCursor(raw: unknown, what: string, orderBy: NormalizedOrder[]): Cursor | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) throw invalidArgument(`${what} must be {values, before}.`);
  const list = raw['values'] ?? [];
  if (!Array.isArray(list)) throw invalidArgument(`${what}.values must be an array.`);
  if (list.length > orderBy.length) {
    throw invalidArgument(`${what} has ${list.length} values but the query orders by only ${orderBy.length} fields.`);
  }
  const values = list.map((v, i) => {
    const value = normalizeValue(v, { forWrite: false });
    if (isNameField((orderBy[i] as NormalizedOrder).field) && !('referenceValue' in value)) {
      throw invalidArgument(`${what} value ${i} is for __name__ and must be a document reference (referenceValue).`);
    }
    return value;
  });
  const before = raw['before'];
  if (before !== undefined && typeof before !== 'boolean') throw invalidArgument(`${what}.before must be a boolean.`);
  return { values, before: before === true };
}

function parseInt32(raw: unknown, what: string): number | null {
  if (raw === undefined || raw === null) return null;
  const v = isObject(raw) ? raw['value'] : raw;
  const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 2_147_483_647) {
    throw invalidArgument(`${what} must be a non-negative 32-bit integer.`);
  }
  return n;
}

/** Parses `structuredQuery` for a request whose URL parent is `parent` (document segments). */
export function normalizeQuery(raw: unknown, parent: string[]): NormalizedQuery {
  if (!isObject(raw)) throw invalidArgument('structuredQuery must be an object.');
  if (raw['findNearest'] !== undefined) {
    throw new ApiError(501, 'UNIMPLEMENTED', 'Vector search (findNearest) is not supported by the local document server.');
  }
  const from = raw['from'];
  if (!Array.isArray(from) || from.length !== 1 || !isObject(from[0])) {
    throw invalidArgument('structuredQuery.from must name exactly one collection: [{collectionId}].');
  }
  const selector = from[0];
  const allDescendants = selector['allDescendants'] === true;
  const collectionId = selector['collectionId'] ?? '';
  if (typeof collectionId !== 'string') throw invalidArgument('structuredQuery.from[0].collectionId must be a string.');
  // An empty collection id with allDescendants is a kindless query: every document below parent.
  if (collectionId !== '' || !allDescendants) validateId(collectionId, 'collection', collectionId);
  const filter = raw['where'] === undefined || raw['where'] === null ? null : parseFilter(raw['where']);
  if (filter) validateFilterCombination(filter);
  const orderBy = completeOrderBy(parseOrderBy(raw['orderBy']), filter);
  let select: FieldPath[] | null = null;
  if (raw['select'] !== undefined && raw['select'] !== null) {
    const s = raw['select'];
    if (!isObject(s)) throw invalidArgument('select must be {fields: [{fieldPath}]}.');
    const fields = s['fields'] ?? [];
    if (!Array.isArray(fields)) throw invalidArgument('select.fields must be an array.');
    select = fields.map((f) => fieldReference(f, 'select.fields[]'));
  }
  return {
    parent,
    collectionId,
    allDescendants,
    filter,
    orderBy,
    startAt: parseCursor(raw['startAt'], 'startAt', orderBy),
    endAt: parseCursor(raw['endAt'], 'endAt', orderBy),
    offset: parseInt32(raw['offset'], 'offset') ?? 0,
    limit: parseInt32(raw['limit'], 'limit'),
    select,
  };
}
