import { describe, expect, it } from 'vitest';
import type { Fields, Value } from '../firestore-types';
import { DocumentStore } from './document-store';
import { runQuery } from './query-engine';
import { normalizeQuery } from './query-normalize';
import type { StoredDoc } from './stored-document';
import { formatTimestamp } from './timestamp';
import { compareValues } from './value-order';

const root = 'projects/p/databases/(default)/documents';
const T0 = 1_700_000_000_000_000_000n;

function makeStore(): DocumentStore {
  return new DocumentStore({ historyRetentionMs: 60_000, maxVersionsPerDocument: 16 }, T0);
}

let tick = 0n;
function put(store: DocumentStore, path: string, fields: Fields | null): void {
  tick += 1000n;
  const t = formatTimestamp(T0 + tick);
  const before = store.get(path);
  store.put(path, fields ? { path, segments: path.split('/'), fields, createTime: before?.createTime ?? t, updateTime: t } : null, T0 + tick);
}

function ids(docs: StoredDoc[]): string[] {
  return docs.map((d) => d.segments[d.segments.length - 1] as string);
}

function query(store: DocumentStore, structuredQuery: Record<string, unknown>, parent: string[] = [], readNanos: bigint | null = null): string[] {
  return ids(runQuery(store, normalizeQuery({ from: [{ collectionId: 'c' }], ...structuredQuery }, parent), { root, readNanos }));
}

const f = (fieldPath: string, op: string, value: Value) => ({ fieldFilter: { field: { fieldPath }, op, value } });
const u = (fieldPath: string, op: string) => ({ unaryFilter: { field: { fieldPath }, op } });
const order = (fieldPath: string, direction = 'ASCENDING') => ({ field: { fieldPath }, direction });
const int = (n: number): Value => ({ integerValue: String(n) });
const dbl = (n: number | string): Value => ({ doubleValue: n });
const str = (s: string): Value => ({ stringValue: s });
const arr = (...values: Value[]): Value => ({ arrayValue: { values } });
const ref = (p: string): Value => ({ referenceValue: `${root}/${p}` });

describe('runQuery: ordering across types', () => {
  it('orders a field holding every type in Firestore order and leaves out documents without the field', () => {
    const store = makeStore();
    const values: [string, Value][] = [
      ['map', { mapValue: { fields: { a: int(1) } } }],
      ['array', arr(int(1))],
      ['geo', { geoPointValue: { latitude: 1, longitude: 1 } }],
      ['ref', ref('c/x')],
      ['bytes', { bytesValue: 'AAE=' }],
      ['string', str('s')],
      ['time', { timestampValue: '2020-01-01T00:00:00.000000Z' }],
      ['big', int(10)],
      ['half', dbl(0.5)],
      ['nan', dbl('NaN')],
      ['true', { booleanValue: true }],
      ['false', { booleanValue: false }],
      ['null', { nullValue: null }],
    ];
    for (const [id, v] of values) put(store, `c/${id}`, { v });
    put(store, 'c/none', { other: int(1) });
    expect(query(store, { orderBy: [order('v')] })).toEqual([
      'null',
      'false',
      'true',
      'nan',
      'half',
      'big',
      'time',
      'string',
      'bytes',
      'ref',
      'geo',
      'array',
      'map',
    ]);
    expect(query(store, { orderBy: [order('v', 'DESCENDING')], limit: 3 })).toEqual(['map', 'array', 'geo']);
  });
});

describe('runQuery: filters', () => {
  const store = makeStore();
  put(store, 'c/a', { n: int(1), tags: arr(str('x'), str('y')), s: str('a') });
  put(store, 'c/b', { n: dbl(1), tags: arr(str('y')), s: str('b') });
  put(store, 'c/c', { n: int(2), tags: arr(), s: { nullValue: null } });
  put(store, 'c/d', { n: dbl('NaN'), s: str('d') });
  put(store, 'c/e', { n: str('1'), s: str('e') });
  put(store, 'c/f', { other: int(0) });

  it('matches 1 and 1.0 for ==, never NaN, and only numbers for a numeric comparison', () => {
    expect(query(store, { where: f('n', 'EQUAL', int(1)) })).toEqual(['a', 'b']);
    expect(query(store, { where: f('n', 'EQUAL', dbl('NaN')) })).toEqual([]);
    expect(query(store, { where: f('n', 'GREATER_THAN_OR_EQUAL', int(1)) })).toEqual(['a', 'b', 'c']);
    expect(query(store, { where: f('n', 'LESS_THAN', str('z')) })).toEqual(['e']);
  });

  it('implements != and not-in as "present, not null, and different", and not-in with null as nothing', () => {
    expect(query(store, { where: f('n', 'NOT_EQUAL', int(1)) })).toEqual(['d', 'c', 'e']);
    expect(query(store, { where: f('s', 'NOT_EQUAL', str('a')) })).toEqual(['b', 'd', 'e']);
    expect(query(store, { where: f('s', 'NOT_IN', arr(str('a'), str('b'))) })).toEqual(['d', 'e']);
    expect(query(store, { where: f('s', 'NOT_IN', arr(str('a'), { nullValue: null })) })).toEqual([]);
  });

  it('implements in, array-contains and array-contains-any', () => {
    expect(query(store, { where: f('s', 'IN', arr(str('a'), str('e'), str('zz'))) })).toEqual(['a', 'e']);
    expect(query(store, { where: f('tags', 'ARRAY_CONTAINS', str('y')) })).toEqual(['a', 'b']);
    expect(query(store, { where: f('tags', 'ARRAY_CONTAINS_ANY', arr(str('x'), str('q'))) })).toEqual(['a']);
  });

  it('implements the unary filters', () => {
    expect(query(store, { where: u('n', 'IS_NAN') })).toEqual(['d']);
    expect(query(store, { where: u('s', 'IS_NULL') })).toEqual(['c']);
    expect(query(store, { where: u('n', 'IS_NOT_NAN') })).toEqual(['a', 'b', 'c', 'e']);
    expect(query(store, { where: u('s', 'IS_NOT_NULL') })).toEqual(['a', 'b', 'd', 'e']);
  });

  it('combines with AND and OR, and filters on __name__ with references', () => {
    expect(query(store, { where: { compositeFilter: { op: 'OR', filters: [f('s', 'EQUAL', str('e')), f('tags', 'ARRAY_CONTAINS', str('x'))] } } })).toEqual([
      'a',
      'e',
    ]);
    expect(query(store, { where: { compositeFilter: { op: 'AND', filters: [f('n', 'EQUAL', int(1)), f('s', 'EQUAL', str('b'))] } } })).toEqual(['b']);
    expect(query(store, { where: f('__name__', 'GREATER_THAN', ref('c/d')) })).toEqual(['e', 'f']);
    expect(query(store, { where: f('__name__', 'IN', arr(ref('c/a'), ref('c/f'))) })).toEqual(['a', 'f']);
  });
});

describe('runQuery: cursors, offset and limit', () => {
  const store = makeStore();
  for (const [id, n] of [
    ['a', 1],
    ['b', 2],
    ['c', 2],
    ['d', 3],
    ['e', 4],
  ] as const)
    put(store, `c/${id}`, { n: int(n) });

  it('starts at, starts after, ends at and ends before, with __name__ tie-breaking', () => {
    const asc = [order('n')];
    expect(query(store, { orderBy: asc, startAt: { values: [int(2)], before: true } })).toEqual(['b', 'c', 'd', 'e']);
    expect(query(store, { orderBy: asc, startAt: { values: [int(2)], before: false } })).toEqual(['d', 'e']);
    expect(query(store, { orderBy: asc, endAt: { values: [int(2)], before: false } })).toEqual(['a', 'b', 'c']);
    expect(query(store, { orderBy: asc, endAt: { values: [int(2)], before: true } })).toEqual(['a']);
    expect(query(store, { orderBy: asc, startAt: { values: [int(2), ref('c/b')], before: false } })).toEqual(['c', 'd', 'e']);
  });

  it('applies cursors in the direction of a descending order', () => {
    expect(query(store, { orderBy: [order('n', 'DESCENDING')], startAt: { values: [int(2)], before: true }, limit: 2 })).toEqual(['c', 'b']);
  });

  it('skips offset documents, then returns at most limit', () => {
    expect(query(store, { orderBy: [order('n')], offset: 1, limit: 2 })).toEqual(['b', 'c']);
    expect(query(store, { limit: 0 })).toEqual([]);
  });
});

describe('runQuery: collections', () => {
  it('queries a subcollection under its parent document, and every collection of a name in a collection group', () => {
    const store = makeStore();
    put(store, 'users/u1/c/x', { n: int(1) });
    put(store, 'users/u2/c/y', { n: int(2) });
    put(store, 'c/z', { n: int(3) });
    expect(query(store, {}, ['users', 'u1'])).toEqual(['x']);
    const group = normalizeQuery({ from: [{ collectionId: 'c', allDescendants: true }], orderBy: [order('n', 'DESCENDING')] }, []);
    expect(ids(runQuery(store, group, { root, readNanos: null }))).toEqual(['z', 'y', 'x']);
    const underUsers = normalizeQuery({ from: [{ collectionId: 'c', allDescendants: true }] }, ['users', 'u2']);
    expect(ids(runQuery(store, underUsers, { root, readNanos: null }))).toEqual(['y']);
  });
});

describe('runQuery: sorted indexes stay correct under writes', () => {
  it('answers like a full scan after inserts, updates and deletes (randomised)', () => {
    const store = makeStore();
    let seed = 42;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const categories = ['rings', 'chains', 'anklets'];
    const randomFields = (): Fields => {
      const fields: Fields = { cat: str(categories[rnd(3)] as string), price: rnd(4) === 0 ? dbl(rnd(1000) / 10) : int(rnd(100)) };
      if (rnd(5) > 0) fields['stock'] = int(rnd(20));
      return fields;
    };
    const structured = { where: f('cat', 'EQUAL', str('rings')), orderBy: [order('price', 'DESCENDING')], limit: 24 };
    const reference = (): string[] =>
      [...store.allDocuments()]
        .filter((d) => d.fields['cat'] && compareValues(d.fields['cat'], str('rings')) === 0 && d.fields['price'])
        .sort((a, b) => compareValues(b.fields['price'] as Value, a.fields['price'] as Value) || (a.path < b.path ? 1 : -1))
        .slice(0, 24)
        .map((d) => d.segments[1] as string);
    for (let i = 0; i < 300; i++) put(store, `c/d${i}`, randomFields());
    expect(query(store, structured)).toEqual(reference());
    for (let round = 0; round < 400; round++) {
      const id = `c/d${rnd(350)}`;
      put(store, id, rnd(4) === 0 ? null : randomFields());
      if (round % 50 === 0) expect(query(store, structured)).toEqual(reference());
    }
    expect(query(store, structured)).toEqual(reference());
    expect(query(store, { where: f('stock', 'GREATER_THAN', int(10)), orderBy: [order('stock')] })).toEqual(
      [...store.allDocuments()]
        .filter((d) => d.fields['stock'] && compareValues(d.fields['stock'], int(10)) > 0)
        .sort((a, b) => compareValues(a.fields['stock'] as Value, b.fields['stock'] as Value) || (a.path < b.path ? -1 : 1))
        .map((d) => d.segments[1] as string),
    );
  });
});

describe('runQuery at a past read time', () => {
  it('sees documents as they were, including ones deleted since', () => {
    const store = makeStore();
    put(store, 'c/a', { n: int(1) });
    put(store, 'c/b', { n: int(2) });
    const before = T0 + tick;
    put(store, 'c/a', { n: int(5) });
    put(store, 'c/b', null);
    put(store, 'c/c', { n: int(0) });
    expect(query(store, { orderBy: [order('n')] }, [], before)).toEqual(['a', 'b']);
    expect(store.getAt('c/a', before)?.fields).toEqual({ n: int(1) });
    expect(query(store, { orderBy: [order('n')] })).toEqual(['c', 'a']);
    expect(() => store.getAt('c/a', T0 - 1n)).toThrow(/too old/);
  });
});
