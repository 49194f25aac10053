import { describe, expect, it } from 'vitest';
import type { PathValue, TimestampValue } from './values';
import { LatLngValue, MapValue, SetValue, compareValues, formatFloat, fromFirestoreValue, fromJson, parseTimestamp, valuesEqual } from './values';

describe('conversion from Firestore REST values', () => {
  it('accepts both null encodings', () => {
    expect(fromFirestoreValue({ nullValue: null })).toBeNull();
    expect(fromFirestoreValue({ nullValue: 'NULL_VALUE' })).toBeNull();
    expect(fromFirestoreValue({ nullValue: 0 })).toBeNull();
  });

  it('reads integerValue given as a string or a number as a 64-bit int', () => {
    expect(fromFirestoreValue({ integerValue: '9223372036854775807' })).toBe(9223372036854775807n);
    expect(fromFirestoreValue({ integerValue: 12 })).toBe(12n);
  });

  it('reads the special doubleValue strings', () => {
    expect(fromFirestoreValue({ doubleValue: 'NaN' })).toBeNaN();
    expect(fromFirestoreValue({ doubleValue: 'Infinity' })).toBe(Infinity);
    expect(fromFirestoreValue({ doubleValue: '-Infinity' })).toBe(-Infinity);
    expect(fromFirestoreValue({ doubleValue: 2.5 })).toBe(2.5);
  });

  it('parses timestamps with nanosecond precision, from strings with offsets or from seconds and nanos', () => {
    const a = fromFirestoreValue({ timestampValue: '2024-03-01T10:00:00.123456789Z' }) as TimestampValue;
    const b = fromFirestoreValue({ timestampValue: '2024-03-01T15:30:00.123456789+05:30' }) as TimestampValue;
    const c = fromFirestoreValue({ timestampValue: { seconds: '1709287200', nanos: 123456789 } }) as TimestampValue;
    expect(a.nanos).toBe(1709287200123456789n);
    expect(b.nanos).toBe(a.nanos);
    expect(c.nanos).toBe(a.nanos);
  });

  it('turns a reference into a path from /databases', () => {
    const p = fromFirestoreValue({ referenceValue: 'projects/demo/databases/(default)/documents/prod/p1' }) as PathValue;
    expect(p.toString()).toBe('/databases/(default)/documents/prod/p1');
  });

  it('converts bytes, geo points, arrays and maps', () => {
    expect(Array.from(fromFirestoreValue({ bytesValue: 'AQL/' }) as Uint8Array)).toEqual([1, 2, 255]);
    expect(fromFirestoreValue({ geoPointValue: { latitude: 12.5 } })).toEqual(new LatLngValue(12.5, 0));
    const m = fromFirestoreValue({
      mapValue: { fields: { a: { arrayValue: { values: [{ booleanValue: true }, { stringValue: 's' }] } }, e: { mapValue: {} } } },
    }) as MapValue;
    expect(m.entries.get('a')).toEqual([true, 's']);
    expect((m.entries.get('e') as MapValue).entries.size).toBe(0);
    expect(fromFirestoreValue({ arrayValue: {} })).toEqual([]);
  });

  it('converts token claims: integral numbers become ints, others floats', () => {
    const claims = fromJson({ exp: 1700000000, score: 0.5, admin: true, firebase: { sign_in_provider: 'password' } }) as MapValue;
    expect(claims.entries.get('exp')).toBe(1700000000n);
    expect(claims.entries.get('score')).toBe(0.5);
    expect((claims.entries.get('firebase') as MapValue).entries.get('sign_in_provider')).toBe('password');
  });
});

describe('equality and order', () => {
  it('compares ints and floats by value', () => {
    expect(valuesEqual(1n, 1.0)).toBe(true);
    expect(valuesEqual(1n, 1.5)).toBe(false);
    expect(valuesEqual(NaN, NaN)).toBe(false);
    expect(compareValues(2n, 1.5)).toBe(1);
    expect(compareValues(9007199254740993n, 9007199254740992)).toBe(1);
    expect(compareValues(1n, NaN)).toBeNaN();
  });

  it('is deep for lists and maps, order-free for sets, and false across types', () => {
    expect(valuesEqual([1n, MapValue.of({ a: 'x' })], [1n, MapValue.of({ a: 'x' })])).toBe(true);
    expect(valuesEqual(MapValue.of({ a: 1n }), MapValue.of({ a: 1n, b: 2n }))).toBe(false);
    expect(valuesEqual(new SetValue(['a', 'b']), new SetValue(['b', 'a', 'a']))).toBe(true);
    expect(valuesEqual('1', 1n)).toBe(false);
    expect(valuesEqual(null, MapValue.of({}))).toBe(false);
  });

  it('orders strings by code point, as UTF-8 does', () => {
    // U+FFFF sorts before U+1F600 in UTF-8; UTF-16 code units would say otherwise.
    expect(compareValues('\uffff', '😀')).toBe(-1);
    expect(compareValues('a', 'ab')).toBe(-1);
  });

  it('orders timestamps by instant, not by their text', () => {
    const early = parseTimestamp('2024-01-01T10:00:00+05:30');
    const late = parseTimestamp('2024-01-01T05:00:00Z');
    expect(compareValues(early, late)).toBe(-1);
  });

  it('refuses to order values without an order', () => {
    expect(() => compareValues([1n], [2n])).toThrow(/cannot compare list with list/);
    expect(() => compareValues('a', 1n)).toThrow(/cannot compare string with int/);
  });

  it('formats floats with a fractional part', () => {
    expect(formatFloat(2)).toBe('2.0');
    expect(formatFloat(1.25)).toBe('1.25');
  });
});
