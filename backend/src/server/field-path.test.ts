import { describe, expect, it } from 'vitest';
import { deleteField, formatFieldPath, getField, parseFieldPath, projectFields, setField } from './field-path';

describe('parseFieldPath / formatFieldPath', () => {
  it('splits on dots and honours backtick quoting with escapes', () => {
    expect(parseFieldPath('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(parseFieldPath('`we\\`ird`')).toEqual(['we`ird']);
    expect(parseFieldPath('__name__')).toEqual(['__name__']);
  });

  it('quotes segments that are not simple identifiers, and round-trips', () => {
    for (const path of [['a', 'b'], ['a.b', 'c d'], ['back`tick', '1x'], ['ünï']]) {
      expect(parseFieldPath(formatFieldPath(path))).toEqual(path);
    }
    expect(formatFieldPath(['price', 'in INR'])).toBe('price.`in INR`');
  });

  it('rejects empty segments and unterminated quotes', () => {
    expect(() => parseFieldPath('a..b')).toThrow(/empty segment/);
    expect(() => parseFieldPath('a.')).toThrow(/ends with a dot/);
    expect(() => parseFieldPath('`a')).toThrow(/unterminated backtick/);
    expect(() => parseFieldPath('')).toThrow(/non-empty/);
  });
});

describe('getField / setField / deleteField / projectFields', () => {
  const fields = { a: { mapValue: { fields: { b: { integerValue: '1' }, c: { stringValue: 'x' } } } }, d: { booleanValue: true } };

  it('reads nested values and reports missing ones as undefined', () => {
    expect(getField(fields, ['a', 'b'])).toEqual({ integerValue: '1' });
    expect(getField(fields, ['a', 'z'])).toBeUndefined();
    expect(getField(fields, ['d', 'x'])).toBeUndefined();
  });

  it('sets and deletes without mutating the input', () => {
    const set = setField(fields, ['a', 'e'], { nullValue: null });
    expect(getField(set, ['a', 'e'])).toEqual({ nullValue: null });
    expect(getField(fields, ['a', 'e'])).toBeUndefined();
    const replaced = setField(fields, ['d', 'x'], { integerValue: '2' });
    expect(getField(replaced, ['d', 'x'])).toEqual({ integerValue: '2' });
    const deleted = deleteField(fields, ['a', 'b']);
    expect(getField(deleted, ['a', 'b'])).toBeUndefined();
    expect(getField(deleted, ['a', 'c'])).toEqual({ stringValue: 'x' });
    expect(getField(fields, ['a', 'b'])).toEqual({ integerValue: '1' });
  });

  it('projects nested paths into their maps', () => {
    expect(projectFields(fields, [['a', 'c'], ['missing'], ['__name__']])).toEqual({ a: { mapValue: { fields: { c: { stringValue: 'x' } } } } });
  });
});
