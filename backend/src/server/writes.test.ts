import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import type { StoredDoc } from './stored-document';
import { formatTimestamp } from './timestamp';
import { computeCommit, parseWrites } from './writes';

const db = { projectId: 'p', databaseId: '(default)' };
const root = 'projects/p/databases/(default)/documents';
const T1 = 1_700_000_000_000_000_000n;
const T2 = T1 + 1_000n;

function stored(path: string, fields: StoredDoc['fields'], time = T1): StoredDoc {
  const t = formatTimestamp(time);
  return { path, segments: path.split('/'), fields, createTime: t, updateTime: t };
}

function commitOn(existing: StoredDoc[], writes: unknown[]) {
  const state = new Map(existing.map((d) => [d.path, d]));
  return computeCommit(parseWrites(writes, db), (p) => state.get(p) ?? null, T2, db);
}

function errorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected an ApiError');
}

describe('computeCommit', () => {
  it('replaces the whole document without a mask and keeps the create time', () => {
    const out = commitOn(
      [stored('c/d', { a: { integerValue: '1' }, b: { integerValue: '2' } })],
      [{ update: { name: `${root}/c/d`, fields: { a: { integerValue: '3' } } } }],
    );
    const after = out.changes.get('c/d')?.after;
    expect(after?.fields).toEqual({ a: { integerValue: '3' } });
    expect(after?.createTime).toBe(formatTimestamp(T1));
    expect(after?.updateTime).toBe(formatTimestamp(T2));
  });

  it('with an update mask changes only the listed fields, deleting listed fields absent from the input', () => {
    const out = commitOn(
      [stored('c/d', { a: { integerValue: '1' }, b: { integerValue: '2' }, m: { mapValue: { fields: { x: { nullValue: null }, y: { nullValue: null } } } } })],
      [
        {
          update: { name: `${root}/c/d`, fields: { a: { integerValue: '9' }, ignored: { integerValue: '0' } } },
          updateMask: { fieldPaths: ['a', 'b', 'm.x'] },
        },
      ],
    );
    expect(out.changes.get('c/d')?.after?.fields).toEqual({ a: { integerValue: '9' }, m: { mapValue: { fields: { y: { nullValue: null } } } } });
  });

  it('keeps the previous update time for a write that changes nothing', () => {
    const out = commitOn([stored('c/d', { a: { integerValue: '1' } })], [{ update: { name: `${root}/c/d`, fields: { a: { integerValue: '1' } } } }]);
    expect(out.changes.size).toBe(0);
    expect(out.effects[0]?.result.updateTime).toBe(formatTimestamp(T1));
  });

  it('answers each precondition failure with the status the clients expect', () => {
    const existing = [stored('c/d', {})];
    expect(errorOf(() => commitOn(existing, [{ update: { name: `${root}/c/x`, fields: {} }, currentDocument: { exists: true } }]))).toMatchObject({
      httpStatus: 404,
      status: 'NOT_FOUND',
      message: `No document to update: ${root}/c/x`,
    });
    expect(errorOf(() => commitOn(existing, [{ update: { name: `${root}/c/d`, fields: {} }, currentDocument: { exists: false } }]))).toMatchObject({
      httpStatus: 400,
      status: 'FAILED_PRECONDITION',
      message: `Document already exists: ${root}/c/d`,
    });
    const stale = errorOf(() => commitOn(existing, [{ verify: `${root}/c/d`, currentDocument: { updateTime: formatTimestamp(T1 - 1000n) } }]));
    expect(stale).toMatchObject({ httpStatus: 400, status: 'FAILED_PRECONDITION' });
    expect(stale.message).toMatch(/was updated at/);
    expect(commitOn(existing, [{ verify: `${root}/c/d`, currentDocument: { updateTime: formatTimestamp(T1) } }]).changes.size).toBe(0);
  });

  it('sees earlier writes of the same commit', () => {
    const out = commitOn(
      [],
      [
        { update: { name: `${root}/c/d`, fields: { n: { integerValue: '1' } } }, currentDocument: { exists: false } },
        {
          update: { name: `${root}/c/d`, fields: {} },
          updateTransforms: [{ fieldPath: 'n', increment: { integerValue: '1' } }],
          updateMask: { fieldPaths: [] },
          currentDocument: { exists: true },
        },
      ],
    );
    expect(out.changes.get('c/d')).toMatchObject({ before: null, after: { fields: { n: { integerValue: '2' } } } });
    expect(out.effects[1]?.result.transformResults).toEqual([{ integerValue: '2' }]);
  });

  it('deletes, and a transform write on a missing document creates it', () => {
    const out = commitOn(
      [stored('c/d', {})],
      [{ delete: `${root}/c/d` }, { transform: { document: `${root}/c/e`, fieldTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }] } }],
    );
    expect(out.changes.get('c/d')?.after).toBeNull();
    expect(out.changes.get('c/e')?.after?.fields).toEqual({ at: { timestampValue: formatTimestamp(T2) } });
  });

  it("refuses a document over 1 MiB by Firestore's size formula", () => {
    // name c/d: 2 + 2 + 16; field "s": 2; a string of L bytes: L + 1; plus 32 => L + 55 bytes.
    const fits = 1_048_576 - 55;
    expect(commitOn([], [{ update: { name: `${root}/c/d`, fields: { s: { stringValue: 'x'.repeat(fits) } } } }]).changes.size).toBe(1);
    const e = errorOf(() => commitOn([], [{ update: { name: `${root}/c/d`, fields: { s: { stringValue: 'x'.repeat(fits + 1) } } } }]));
    expect(e).toMatchObject({ httpStatus: 400, status: 'INVALID_ARGUMENT' });
    expect(e.message).toMatch(/would be 1048577 bytes, over Firestore's limit of 1048576 bytes/);
  });
});

describe('parseWrites', () => {
  it('refuses more than 500 writes, bad names and ambiguous writes', () => {
    const many = Array.from({ length: 501 }, (_, i) => ({ delete: `${root}/c/d${i}` }));
    expect(() => parseWrites(many, db)).toThrow(/at most 500 writes; this one has 501/);
    expect(() => parseWrites([{ delete: `${root}/c` }], db)).toThrow(/is not a document/);
    expect(() => parseWrites([{ delete: 'projects/other/databases/(default)/documents/c/d' }], db)).toThrow(/names database projects\/other/);
    expect(() => parseWrites([{ delete: `${root}/c/d`, verify: `${root}/c/d` }], db)).toThrow(/exactly one of/);
    expect(() => parseWrites([{ delete: `${root}/c/__bad__` }], db)).toThrow(/reserved pattern/);
    expect(() => parseWrites([{ delete: `${root}/c/__id9223372036854775808__` }], db)).toThrow(/reserved pattern/);
    // Numeric ids match the pattern but are allowed, as in Firestore.
    expect(parseWrites([{ delete: `${root}/c/__id-7__` }], db)).toHaveLength(1);
  });
});
