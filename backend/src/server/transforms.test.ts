import { describe, expect, it } from 'vitest';
import type { Fields, Value } from '../firestore-types';
import { applyTransforms, type FieldTransform, parseFieldTransforms } from './transforms';

const T = '2024-01-01T00:00:00.000000Z';
const int = (n: number | string): Value => ({ integerValue: String(n) });
const dbl = (n: number | string): Value => ({ doubleValue: n });
const str = (s: string): Value => ({ stringValue: s });
const arr = (...values: Value[]): Value => ({ arrayValue: { values } });

function run(fields: Fields, raw: unknown[]): { fields: Fields; results: Value[] } {
  return applyTransforms(fields, parseFieldTransforms(raw, 'updateTransforms'), T);
}

describe('field transforms', () => {
  it('sets the request time for REQUEST_TIME, by name or number, at nested paths', () => {
    const out = run({}, [
      { fieldPath: 'meta.at', setToServerValue: 'REQUEST_TIME' },
      { fieldPath: 'b', setToServerValue: 1 },
    ]);
    expect(out.fields).toEqual({ meta: { mapValue: { fields: { at: { timestampValue: T } } } }, b: { timestampValue: T } });
    expect(out.results).toEqual([{ timestampValue: T }, { timestampValue: T }]);
  });

  it('increments integers as integers, saturating at the 64-bit bounds, and mixes to doubles', () => {
    expect(run({ n: int(5) }, [{ fieldPath: 'n', increment: int(2) }]).fields['n']).toEqual(int(7));
    expect(run({ n: int('9223372036854775807') }, [{ fieldPath: 'n', increment: int(1) }]).fields['n']).toEqual(int('9223372036854775807'));
    expect(run({ n: int('-9223372036854775808') }, [{ fieldPath: 'n', increment: int(-1) }]).fields['n']).toEqual(int('-9223372036854775808'));
    expect(run({ n: int(1) }, [{ fieldPath: 'n', increment: dbl(0.5) }]).fields['n']).toEqual(dbl(1.5));
  });

  it('replaces a missing or non-numeric field with the operand', () => {
    expect(run({}, [{ fieldPath: 'n', increment: int(3) }]).fields['n']).toEqual(int(3));
    expect(run({ n: str('x') }, [{ fieldPath: 'n', maximum: dbl(2) }]).fields['n']).toEqual(dbl(2));
    expect(run({ n: str('x') }, [{ fieldPath: 'n', minimum: int(2) }]).fields['n']).toEqual(int(2));
  });

  it('takes the larger operand for maximum and the smaller for minimum, keeping the stored value on ties', () => {
    expect(run({ n: int(3) }, [{ fieldPath: 'n', maximum: dbl(3.5) }]).fields['n']).toEqual(dbl(3.5));
    expect(run({ n: int(3) }, [{ fieldPath: 'n', maximum: dbl(3) }]).fields['n']).toEqual(int(3));
    expect(run({ n: dbl(-0) }, [{ fieldPath: 'n', minimum: int(0) }]).fields['n']).toEqual(dbl(-0));
    expect(run({ n: int(3) }, [{ fieldPath: 'n', minimum: int(1) }]).fields['n']).toEqual(int(1));
    expect(run({ n: int(3) }, [{ fieldPath: 'n', maximum: dbl('NaN') }]).fields['n']).toEqual(dbl('NaN'));
    expect(run({ n: dbl('NaN') }, [{ fieldPath: 'n', minimum: int(1) }]).fields['n']).toEqual(dbl('NaN'));
  });

  it('appends only missing elements (3 == 3.0, NaN == NaN) and removes every equal element', () => {
    const appended = run({ a: arr(int(3), dbl('NaN')) }, [{ fieldPath: 'a', appendMissingElements: { values: [dbl(3), dbl('NaN'), str('x'), str('x')] } }]);
    expect(appended.fields['a']).toEqual(arr(int(3), dbl('NaN'), str('x')));
    expect(appended.results).toEqual([{ nullValue: null }]);
    const removed = run({ a: arr(int(1), dbl(1), str('1'), int(2)) }, [{ fieldPath: 'a', removeAllFromArray: { values: [int(1)] } }]);
    expect(removed.fields['a']).toEqual(arr(str('1'), int(2)));
    expect(run({ a: str('not an array') }, [{ fieldPath: 'a', removeAllFromArray: { values: [int(1)] } }]).fields['a']).toEqual(arr());
  });

  it('applies transforms in order on the result of the previous ones', () => {
    const t: FieldTransform[] = parseFieldTransforms(
      [
        { fieldPath: 'n', increment: int(1) },
        { fieldPath: 'm', maximum: int(10) },
      ],
      'x',
    );
    expect(applyTransforms({ n: int(1) }, t, T).results).toEqual([int(2), int(10)]);
  });

  it('refuses malformed transforms with a message naming the field', () => {
    expect(() => parseFieldTransforms([{ fieldPath: 'n', increment: str('1') }], 'updateTransforms')).toThrow(
      /increment on "n" needs an integerValue or doubleValue/,
    );
    expect(() => parseFieldTransforms([{ fieldPath: 'n', setToServerValue: 'NOW' }], 'updateTransforms')).toThrow(/REQUEST_TIME/);
    expect(() => parseFieldTransforms([{ fieldPath: 'n', increment: int(1), maximum: int(1) }], 'u')).toThrow(/exactly one transform/);
    expect(() =>
      parseFieldTransforms(
        [
          { fieldPath: 'n', increment: int(1) },
          { fieldPath: 'n', maximum: int(1) },
        ],
        'u',
      ),
    ).toThrow(/more than once/);
  });
});
