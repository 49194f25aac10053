import { describe, expect, it } from 'vitest';
import { normalizeFields, normalizeValue } from './value-normalize';

const write = { forWrite: true };

describe('normalizeValue: both client encodings become one canonical form', () => {
  it('accepts both null forms and integers as strings or numbers', () => {
    expect(normalizeValue({ nullValue: 'NULL_VALUE' }, write)).toEqual({ nullValue: null });
    expect(normalizeValue({ nullValue: null }, write)).toEqual({ nullValue: null });
    expect(normalizeValue({ nullValue: 0 }, write)).toEqual({ nullValue: null });
    expect(normalizeValue({ integerValue: 42 }, write)).toEqual({ integerValue: '42' });
    expect(normalizeValue({ integerValue: '-0042' }, write)).toEqual({ integerValue: '-42' });
  });

  it('keeps non-finite doubles as the proto3 JSON strings', () => {
    expect(normalizeValue({ doubleValue: 'NaN' }, write)).toEqual({ doubleValue: 'NaN' });
    expect(normalizeValue({ doubleValue: '-Infinity' }, write)).toEqual({ doubleValue: '-Infinity' });
    expect(normalizeValue({ doubleValue: '1.5' }, write)).toEqual({ doubleValue: 1.5 });
  });

  it('stores timestamps at microsecond precision from either form', () => {
    expect(normalizeValue({ timestampValue: '2024-05-01T10:00:00.123456789Z' }, write)).toEqual({ timestampValue: '2024-05-01T10:00:00.123456Z' });
    expect(normalizeValue({ timestampValue: { seconds: '0', nanos: 1000 } }, write)).toEqual({ timestampValue: '1970-01-01T00:00:00.000001Z' });
  });

  it('fills in empty arrays and maps and normalises base64', () => {
    expect(normalizeValue({ arrayValue: {} }, write)).toEqual({ arrayValue: { values: [] } });
    expect(normalizeValue({ mapValue: {} }, write)).toEqual({ mapValue: { fields: {} } });
    expect(normalizeValue({ bytesValue: '_-8' }, write)).toEqual({ bytesValue: Buffer.from([0xff, 0xef]).toString('base64') });
  });
});

describe('normalizeValue: invalid input is refused with a message naming the field', () => {
  it('refuses values without exactly one known type', () => {
    expect(() => normalizeFields({ a: {} }, write)).toThrow(/field "a" has no value type/);
    expect(() => normalizeFields({ a: { stringValue: 'x', integerValue: '1' } }, write)).toThrow(/more than one value type/);
    expect(() => normalizeFields({ a: { textValue: 'x' } }, write)).toThrow(/unknown value type "textValue"/);
    expect(() => normalizeFields({ a: 'plain' }, write)).toThrow(/field "a" must be a Value object/);
  });

  it('refuses wrong types inside a value', () => {
    expect(() => normalizeFields({ n: { integerValue: '1.5' } }, write)).toThrow(/integerValue must be an integer/);
    expect(() => normalizeFields({ n: { integerValue: '9223372036854775808' } }, write)).toThrow(/does not fit in 64 bits/);
    expect(() => normalizeFields({ b: { booleanValue: 'yes' } }, write)).toThrow(/booleanValue must be true or false/);
    expect(() => normalizeFields({ g: { geoPointValue: { latitude: 91 } } }, write)).toThrow(/latitude/);
    expect(() => normalizeFields({ r: { referenceValue: 'projects/p/databases/d/documents/onlycollection' } }, write)).toThrow(/does not name a document/);
  });

  it('refuses reserved field names at any depth when writing, but not in query operands', () => {
    expect(() => normalizeFields({ __secret__: { nullValue: null } }, write)).toThrow(/reserved/);
    expect(() => normalizeFields({ m: { mapValue: { fields: { __x__: { nullValue: null } } } } }, write)).toThrow(/field "m.__x__"/);
    expect(normalizeValue({ mapValue: { fields: { __x__: { nullValue: null } } } }, { forWrite: false })).toBeTruthy();
  });

  it('refuses arrays directly inside arrays and nesting deeper than 20 levels', () => {
    expect(() => normalizeFields({ a: { arrayValue: { values: [{ arrayValue: {} }] } } }, write)).toThrow(/cannot directly contain another array/);
    let deep: unknown = { nullValue: null };
    for (let i = 0; i < 21; i++) deep = { mapValue: { fields: { x: deep } } };
    expect(() => normalizeFields({ deep }, write)).toThrow(/nested more than 20 levels/);
  });

  it('refuses strings that are not valid UTF-8', () => {
    expect(() => normalizeFields({ s: { stringValue: 'bad\ud800' } }, write)).toThrow(/not valid UTF-8/);
  });
});
