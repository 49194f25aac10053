import { describe, expect, it } from 'vitest';
import type { Value } from '../firestore-types';
import { compareIds, compareUtf8, compareValues, filterEquals, numericIdOf, transformEquals, typeOrder, valueKey } from './value-order';

const nul: Value = { nullValue: null };
const bool = (b: boolean): Value => ({ booleanValue: b });
const int = (n: string | number): Value => ({ integerValue: String(n) });
const dbl = (n: number | string): Value => ({ doubleValue: n });
const ts = (s: string): Value => ({ timestampValue: s });
const str = (s: string): Value => ({ stringValue: s });
const bytes = (b: number[]): Value => ({ bytesValue: Buffer.from(b).toString('base64') });
const ref = (p: string): Value => ({ referenceValue: `projects/p/databases/(default)/documents/${p}` });
const geo = (latitude: number, longitude: number): Value => ({ geoPointValue: { latitude, longitude } });
const arr = (...values: Value[]): Value => ({ arrayValue: { values } });
const map = (fields: Record<string, Value>): Value => ({ mapValue: { fields } });
const vector = (...n: number[]): Value => map({ __type__: str('__vector__'), value: arr(...n.map((x) => dbl(x))) });

/** Asserts that the list is strictly increasing under compareValues, checking every pair. */
function expectStrictlyIncreasing(values: Value[]): void {
  for (let i = 0; i < values.length; i++) {
    for (let j = 0; j < values.length; j++) {
      const c = compareValues(values[i] as Value, values[j] as Value);
      const expected = Math.sign(i - j);
      expect(Math.sign(c), `compare(${JSON.stringify(values[i])}, ${JSON.stringify(values[j])})`).toBe(expected);
    }
  }
}

describe('compareValues: order across types', () => {
  it('orders null < booleans < numbers < timestamps < strings < bytes < references < geo points < arrays < vectors < maps', () => {
    expectStrictlyIncreasing([
      nul,
      bool(false),
      bool(true),
      dbl('NaN'),
      dbl('-Infinity'),
      int(-5),
      dbl(0.5),
      int(1),
      dbl('Infinity'),
      ts('1970-01-01T00:00:00.000000Z'),
      str(''),
      str('a'),
      bytes([0]),
      ref('a/b'),
      geo(0, 0),
      arr(),
      vector(1),
      map({}),
    ]);
  });
});

describe('compareValues: numbers', () => {
  it('compares integers and doubles by numeric value, with 1 == 1.0 and -0.0 == 0', () => {
    expect(compareValues(int(1), dbl(1))).toBe(0);
    expect(compareValues(dbl(-0), int(0))).toBe(0);
    expect(compareValues(int(2), dbl(1.5))).toBe(1);
    expect(compareValues(dbl(1.5), int(2))).toBe(-1);
  });

  it('compares 64-bit integers exactly, beyond double precision', () => {
    expect(compareValues(int('9007199254740993'), int('9007199254740992'))).toBe(1);
    expect(compareValues(int('9007199254740993'), dbl(9007199254740992))).toBe(1);
    expect(compareValues(dbl(9007199254740992), int('9007199254740993'))).toBe(-1);
    expect(compareValues(int('-9223372036854775808'), int('9223372036854775807'))).toBe(-1);
  });

  it('puts NaN below every other number and equal to itself for ordering, but never filter-equal', () => {
    expectStrictlyIncreasing([dbl('NaN'), dbl('-Infinity'), dbl(-1e300), int('-9223372036854775808'), int(0)]);
    expect(compareValues(dbl('NaN'), int('-9223372036854775808'))).toBe(-1);
    expect(compareValues(dbl('NaN'), dbl('NaN'))).toBe(0);
    expect(filterEquals(dbl('NaN'), dbl('NaN'))).toBe(false);
    expect(transformEquals(dbl('NaN'), dbl('NaN'))).toBe(true);
  });
});

describe('compareValues: other types', () => {
  it('compares timestamps chronologically', () => {
    expectStrictlyIncreasing([
      ts('0001-01-01T00:00:00.000000Z'),
      ts('1969-12-31T23:59:59.999999Z'),
      ts('2024-01-01T00:00:00.000001Z'),
      ts('9999-12-31T23:59:59.999999Z'),
    ]);
  });

  it('compares strings by UTF-8 bytes, not UTF-16 code units', () => {
    // U+FF5E (BMP, above the surrogates) < U+1F600 (astral) in UTF-8, but not in UTF-16.
    expect('\uff5e' < '\u{1f600}').toBe(false);
    expect(compareValues(str('\uff5e'), str('\u{1f600}'))).toBe(-1);
    expect(compareUtf8('a', 'ab')).toBe(-1);
    expect(compareUtf8('B', 'a')).toBe(-1);
    expect(compareUtf8('é', 'z')).toBe(1);
  });

  it('compares bytes bytewise and shorter prefixes first', () => {
    expectStrictlyIncreasing([bytes([]), bytes([0]), bytes([0, 0]), bytes([1]), bytes([255])]);
  });

  it('compares references segment by segment', () => {
    // "a/b" < "a-b/c" by segments ("a" < "a-b"), although "/" > "-" as text
    expectStrictlyIncreasing([ref('a/b'), ref('a/b/c/d'), ref('a-b/c'), ref('b/a')]);
  });

  it('compares geo points by latitude, then longitude', () => {
    expectStrictlyIncreasing([geo(-10, 50), geo(0, -20), geo(0, 10), geo(5, -180)]);
  });

  it('compares arrays element-wise, then by length', () => {
    expectStrictlyIncreasing([arr(), arr(int(1)), arr(int(1), str('a')), arr(int(2)), arr(str('a'))]);
  });

  it('compares maps by sorted keys, then values, then size', () => {
    expectStrictlyIncreasing([map({}), map({ a: int(1) }), map({ a: int(1), b: int(0) }), map({ a: int(2) }), map({ b: int(0) })]);
    expect(compareValues(map({ b: int(1), a: int(2) }), map({ a: int(2), b: int(1) }))).toBe(0);
  });

  it('orders vectors by length first', () => {
    expectStrictlyIncreasing([vector(), vector(9, 9), vector(1, 1, 1), vector(1, 1, 2)]);
  });
});

describe('typeOrder and valueKey', () => {
  it('treats integers and doubles as one type', () => {
    expect(typeOrder(int(1))).toBe(typeOrder(dbl(2.5)));
  });

  it('gives equal keys exactly to values that compare equal', () => {
    expect(valueKey(int(3))).toBe(valueKey(dbl(3)));
    expect(valueKey(map({ b: int(1), a: dbl(2) }))).toBe(valueKey(map({ a: int(2), b: dbl(1) })));
    expect(valueKey(str('1'))).not.toBe(valueKey(int(1)));
    expect(valueKey(arr(int(1), int(2)))).not.toBe(valueKey(arr(int(12))));
    expect(valueKey(dbl(0.1))).not.toBe(valueKey(int(0)));
  });
});

describe("compareIds: document ids in Firestore's order", () => {
  it('puts numeric ids (__id<64-bit integer>__) first, by number, then the rest by UTF-8', () => {
    // The order firebase-js-sdk's own suite expects from a query ordered by document id.
    const ids = ['A', 'a', 'Aa', '7', '12', '__id7__', '__id12__', '__id-2__', '_id1__', '__id1_', '__id'];
    ids.push('__id9223372036854775807__', '__id9223372036854775806__', '__id-9223372036854775808__', '__id-9223372036854775807__');
    expect([...ids].sort(compareIds)).toEqual([
      '__id-9223372036854775808__',
      '__id-9223372036854775807__',
      '__id-2__',
      '__id7__',
      '__id12__',
      '__id9223372036854775806__',
      '__id9223372036854775807__',
      '12',
      '7',
      'A',
      'Aa',
      '__id',
      '__id1_',
      '_id1__',
      'a',
    ]);
  });

  it('takes only 64-bit integers as numeric ids', () => {
    expect(numericIdOf('__id-9223372036854775808__')).toBe(-(2n ** 63n));
    expect(numericIdOf('__id9223372036854775808__')).toBeNull();
    expect(numericIdOf('__idx__')).toBeNull();
    expect(numericIdOf('__id__')).toBeNull();
  });
});
