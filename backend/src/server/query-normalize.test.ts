import { describe, expect, it } from 'vitest';
import { completeOrderBy, normalizeQuery } from './query-normalize';

const from = [{ collectionId: 'prod' }];

describe('normalizeQuery', () => {
  it('reads enum names and the integers firebase-admin sends alike', () => {
    const byName = normalizeQuery(
      {
        from,
        where: { fieldFilter: { field: { fieldPath: 'a' }, op: 'EQUAL', value: { integerValue: '1' } } },
        orderBy: [{ field: { fieldPath: 'b' }, direction: 'DESCENDING' }],
      },
      [],
    );
    const byNumber = normalizeQuery(
      {
        from,
        where: { fieldFilter: { field: { fieldPath: 'a' }, op: 5, value: { integerValue: 1 } } },
        orderBy: [{ field: { fieldPath: 'b' }, direction: 2 }],
      },
      [],
    );
    expect(byNumber).toEqual(byName);
    expect(normalizeQuery({ from, where: { unaryFilter: { op: 3, field: { fieldPath: 'a' } } } }, []).filter).toEqual({
      kind: 'unary',
      op: 'IS_NULL',
      field: ['a'],
    });
    expect(
      normalizeQuery(
        {
          from,
          where: {
            compositeFilter: {
              op: 2,
              filters: [{ unaryFilter: { op: 'IS_NAN', field: { fieldPath: 'a' } } }, { unaryFilter: { op: 'IS_NULL', field: { fieldPath: 'b' } } }],
            },
          },
        },
        [],
      ).filter,
    ).toMatchObject({ kind: 'composite', op: 'OR' });
  });

  it('accepts limit as a number or an Int32Value wrapper', () => {
    expect(normalizeQuery({ from, limit: 24 }, []).limit).toBe(24);
    expect(normalizeQuery({ from, limit: { value: 24 } }, []).limit).toBe(24);
  });

  it('refuses what Firestore refuses, naming the problem', () => {
    expect(() => normalizeQuery({ from: [] }, [])).toThrow(/exactly one collection/);
    expect(() => normalizeQuery({ from, where: { fieldFilter: { field: { fieldPath: 'a' }, op: 'IN', value: { arrayValue: {} } } } }, [])).toThrow(
      /needs a non-empty array/,
    );
    expect(() => normalizeQuery({ from, where: { fieldFilter: { field: { fieldPath: 'a' }, op: 'LIKE', value: { nullValue: null } } } }, [])).toThrow(
      /"LIKE" is not a valid operator/,
    );
    expect(() => normalizeQuery({ from, where: { fieldFilter: { field: { fieldPath: '__name__' }, op: 'EQUAL', value: { stringValue: 'x' } } } }, [])).toThrow(
      /document references/,
    );
    expect(() => normalizeQuery({ from, orderBy: [{ field: { fieldPath: 'a' } }, { field: { fieldPath: 'a' } }] }, [])).toThrow(/twice/);
    expect(() => normalizeQuery({ from, startAt: { values: [{ integerValue: '1' }, { integerValue: '2' }] } }, [])).toThrow(/orders by only 1 fields/);
    expect(() => normalizeQuery({ from, limit: -1 }, [])).toThrow(/non-negative/);
    const tooMany = { arrayValue: { values: Array.from({ length: 31 }, (_, i) => ({ integerValue: String(i) })) } };
    expect(() => normalizeQuery({ from, where: { fieldFilter: { field: { fieldPath: 'a' }, op: 'IN', value: tooMany } } }, [])).toThrow(/at most 30 values/);
  });
});

describe('completeOrderBy: Firestore implicit ordering', () => {
  const ineq = (path: string) => ({ kind: 'field' as const, field: path.split('.'), op: 'GREATER_THAN' as const, value: { integerValue: '0' } });

  it('orders by __name__ ascending when nothing else is given', () => {
    expect(completeOrderBy([], null)).toEqual([{ field: ['__name__'], direction: 'ASCENDING' }]);
  });

  it('adds inequality fields in field-path order, then __name__, in the direction of the last explicit order', () => {
    const filter = { kind: 'composite' as const, op: 'AND' as const, filters: [ineq('z'), ineq('b.c'), ineq('a')] };
    expect(completeOrderBy([{ field: ['b', 'c'], direction: 'DESCENDING' }], filter)).toEqual([
      { field: ['b', 'c'], direction: 'DESCENDING' },
      { field: ['a'], direction: 'DESCENDING' },
      { field: ['z'], direction: 'DESCENDING' },
      { field: ['__name__'], direction: 'DESCENDING' },
    ]);
  });

  it('does not add __name__ twice', () => {
    expect(completeOrderBy([{ field: ['__name__'], direction: 'DESCENDING' }], null)).toEqual([{ field: ['__name__'], direction: 'DESCENDING' }]);
  });
});
