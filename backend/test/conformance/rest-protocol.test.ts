// The REST protocol directly, for what neither SDK exposes: maximum/minimum and `transform`
// writes, `verify`, beginTransaction/rollback, reads at readTime, both enum and null encodings,
// aggregation typing, GetDocument and queries under a document parent.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentServer } from '../../src/server/index';
import { DOCS, rest, startTestServer } from './helpers';

let server: DocumentServer;
const call = (rpc: string, body?: unknown, method = 'POST') => rest(server, rpc, body, { method, token: 'owner' });
const name = (path: string): string => `${DOCS}/${path}`;
const int = (n: number | string) => ({ integerValue: String(n) });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.reset();
});

async function put(path: string, fields: Record<string, unknown>): Promise<string> {
  const res = await call('documents:commit', { writes: [{ update: { name: name(path), fields } }] });
  expect(res.status).toBe(200);
  return res.json.commitTime as string;
}

async function fields(path: string): Promise<Record<string, unknown> | null> {
  const res = await call('documents:batchGet', { documents: [name(path)] });
  return res.json[0].found?.fields ?? null;
}

describe('commit over REST', () => {
  it('applies maximum and minimum transforms and returns transformResults', async () => {
    await put('c/m', { hi: int(5), lo: int(5) });
    const res = await call('documents:commit', {
      writes: [
        {
          transform: {
            document: name('c/m'),
            fieldTransforms: [
              { fieldPath: 'hi', maximum: { doubleValue: 7.5 } },
              { fieldPath: 'lo', minimum: int(2) },
              { fieldPath: 'fresh', maximum: int(1) },
              { fieldPath: 'at', setToServerValue: 'REQUEST_TIME' },
            ],
          },
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.writeResults[0].transformResults).toEqual([{ doubleValue: 7.5 }, int(2), int(1), { timestampValue: res.json.commitTime }]);
    expect(await fields('c/m')).toEqual({ hi: { doubleValue: 7.5 }, lo: int(2), fresh: int(1), at: { timestampValue: res.json.commitTime } });
  });

  it('answers a verify write with the stored update time, and fails it when stale', async () => {
    const t = await put('c/v', { a: int(1) });
    expect((await call('documents:commit', { writes: [{ verify: name('c/v'), currentDocument: { updateTime: t } }] })).status).toBe(200);
    await put('c/v', { a: int(2) });
    const stale = await call('documents:commit', { writes: [{ verify: name('c/v'), currentDocument: { updateTime: t } }, { delete: name('c/v') }] });
    expect(stale.status).toBe(400);
    expect(stale.json.error.status).toBe('FAILED_PRECONDITION');
    expect(await fields('c/v')).toEqual({ a: int(2) });
  });

  // Firestore answers every update of a document deleted earlier in the same commit with
  // INVALID_ARGUMENT (firebase-js-sdk's transaction tests: delete then update is 'invalid-argument'
  // whether the document existed or not), whichever precondition the update carries. Clients read
  // the status from the body (firebase-admin's REST transport, gRPC clients); Lite reads only the
  // HTTP status, and maps every 400 to failed-precondition, against Cloud Firestore as well.
  it.each([
    ['exists: true (update, firebase-admin update)', { exists: true }],
    ['updateTime (firebase-admin update with lastUpdateTime)', 'stored'],
  ])('answers an update with %s after a delete of the document in the same commit with INVALID_ARGUMENT', async (_what, precondition) => {
    const t = await put('c/gone', { n: int(1) });
    const res = await call('documents:commit', {
      writes: [
        { delete: name('c/gone') },
        { update: { name: name('c/gone'), fields: { n: int(2) } }, currentDocument: precondition === 'stored' ? { updateTime: t } : precondition },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringMatching(/c\/gone is deleted earlier in this commit, so it cannot be updated in it; set it instead\./),
    });
    expect(await fields('c/gone')).toEqual({ n: int(1) });
  });

  it('names the operation when a delete or verify that needs the document follows its delete in the same commit', async () => {
    await put('c/gone', { n: int(1) });
    const twice = await call('documents:commit', { writes: [{ delete: name('c/gone') }, { delete: name('c/gone'), currentDocument: { exists: true } }] });
    expect(twice.json.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringMatching(/deleted earlier in this commit, so it cannot be deleted again with an exists precondition/),
    });
    const verify = await call('documents:commit', { writes: [{ delete: name('c/gone') }, { verify: name('c/gone'), currentDocument: { exists: true } }] });
    expect(verify.json.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringMatching(/deleted earlier in this commit, so it cannot be verified as existing in it/),
    });
  });

  it('accepts the firebase-admin encodings: numeric enums, integers as numbers, nullValue 0, {seconds, nanos}', async () => {
    const res = await call('documents:commit?$alt=json%3Benum-encoding=int', {
      writes: [
        {
          update: { name: name('c/enc'), fields: { n: { integerValue: 7 }, z: { nullValue: 0 }, t: { timestampValue: '2024-01-01T00:00:00.5Z' } } },
          updateTransforms: [{ fieldPath: 'at', setToServerValue: 1 }],
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(await fields('c/enc')).toMatchObject({ n: int(7), z: { nullValue: null }, t: { timestampValue: '2024-01-01T00:00:00.500000Z' } });
    const q = await call('documents:runQuery', {
      structuredQuery: {
        from: [{ collectionId: 'c' }],
        where: { unaryFilter: { op: 3, field: { fieldPath: 'z' } } },
        orderBy: [{ field: { fieldPath: 'n' }, direction: 2 }],
      },
    });
    expect(q.json.map((r: { document: { name: string } }) => r.document.name)).toEqual([name('c/enc')]);
  });
});

describe('transactions over REST', () => {
  it('begins a read-write transaction, reads with it, commits and then forgets it', async () => {
    await put('acct/a', { balance: int(10) });
    const begin = await call('documents:beginTransaction', { options: { readWrite: {} } });
    const tx = begin.json.transaction as string;
    expect(typeof tx).toBe('string');
    const read = await call('documents:batchGet', { documents: [name('acct/a')], transaction: tx });
    expect(read.json[0].found.fields.balance).toEqual(int(10));
    const commit = await call('documents:commit', { transaction: tx, writes: [{ update: { name: name('acct/a'), fields: { balance: int(5) } } }] });
    expect(commit.status).toBe(200);
    const again = await call('documents:commit', { transaction: tx, writes: [] });
    expect(again.status).toBe(400);
    expect(again.json.error.message).toMatch(/transaction has expired/);
  });

  it('aborts with 409 when a document read in the transaction changed before the commit', async () => {
    await put('acct/b', { balance: int(10) });
    const tx = (await call('documents:beginTransaction', {})).json.transaction as string;
    await call('documents:batchGet', { documents: [name('acct/b')], transaction: tx });
    await put('acct/b', { balance: int(99) });
    const commit = await call('documents:commit', { transaction: tx, writes: [{ update: { name: name('acct/b'), fields: { balance: int(0) } } }] });
    expect(commit.status).toBe(409);
    expect(commit.json.error).toMatchObject({ code: 409, status: 'ABORTED' });
    expect(commit.json.error.message).toMatch(/acct\/b changed after the transaction read it/);
    expect(await fields('acct/b')).toEqual({ balance: int(99) });
  });

  it('makes a second transaction wait for the lock of the first, until rollback', async () => {
    await put('acct/c', { balance: int(1) });
    const t1 = (await call('documents:beginTransaction', {})).json.transaction as string;
    await call('documents:batchGet', { documents: [name('acct/c')], transaction: t1 });
    let secondDone = false;
    const second = call('documents:batchGet', { documents: [name('acct/c')], newTransaction: { readWrite: {} } }).then((r) => {
      secondDone = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(secondDone).toBe(false);
    expect((await call('documents:rollback', { transaction: t1 })).status).toBe(200);
    const r = await second;
    expect(r.status).toBe(200);
    expect(typeof r.json[0].transaction).toBe('string');
  });

  it('reads a read-only transaction at its readTime, in batchGet and runQuery', async () => {
    const t1 = await put('snap/x', { v: int(1) });
    await put('snap/x', { v: int(2) });
    await put('snap/y', { v: int(3) });
    const tx = (await call('documents:beginTransaction', { options: { readOnly: { readTime: t1 } } })).json.transaction as string;
    const doc = await call('documents:batchGet', { documents: [name('snap/x'), name('snap/y')], transaction: tx });
    expect(doc.json[0].found.fields).toEqual({ v: int(1) });
    expect(doc.json[1].missing).toBe(name('snap/y'));
    const q = await call('documents:runQuery', { structuredQuery: { from: [{ collectionId: 'snap' }] }, transaction: tx });
    expect(q.json.map((r: { document?: { name: string } }) => r.document?.name)).toEqual([name('snap/x')]);
    const direct = await call('documents:runQuery', { structuredQuery: { from: [{ collectionId: 'snap' }] }, readTime: t1 });
    expect(direct.json).toHaveLength(1);
    const write = await call('documents:commit', { transaction: tx, writes: [{ delete: name('snap/x') }] });
    expect(write.json.error.message).toMatch(/read-only transaction/);
  });
});

describe('reads over REST', () => {
  it('gets one document by GET, with 404 for a missing one', async () => {
    await put('c/g', { a: int(1), b: int(2) });
    const got = await call('documents/c/g?mask.fieldPaths=b', undefined, 'GET');
    expect(got.json).toMatchObject({ name: name('c/g'), fields: { b: int(2) } });
    expect(got.json.fields.a).toBeUndefined();
    const missing = await call('documents/c/none', undefined, 'GET');
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toMatch(/c\/none" not found/);
  });

  it('runs queries and aggregations under a document parent', async () => {
    await put('webusers/u1/addresses/a', { pin: int(1) });
    await put('webusers/u2/addresses/b', { pin: int(2) });
    const q = await call('documents/webusers/u1:runQuery', { structuredQuery: { from: [{ collectionId: 'addresses' }] } });
    expect(q.json.map((r: { document: { name: string } }) => r.document.name)).toEqual([name('webusers/u1/addresses/a')]);
    const agg = await call('documents/webusers/u2:runAggregationQuery', {
      structuredAggregationQuery: { structuredQuery: { from: [{ collectionId: 'addresses' }] }, aggregations: [{ alias: 'n', count: {} }] },
    });
    expect(agg.json[0].result.aggregateFields).toEqual({ n: int(1) });
  });

  it('keeps integer sums exact, turns overflowing sums into doubles, and caps count at upTo', async () => {
    await put('big/a', { n: int('9223372036854775000'), m: int(1) });
    await put('big/b', { n: int(1000), m: int(2) });
    await put('big/c', { n: int(0), m: { doubleValue: 0.5 } });
    const agg = await call('documents:runAggregationQuery', {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'big' }] },
        aggregations: [
          { alias: 'sumN', sum: { field: { fieldPath: 'n' } } },
          { alias: 'sumM', sum: { field: { fieldPath: 'm' } } },
          { alias: 'avgM', avg: { field: { fieldPath: 'm' } } },
          { alias: 'two', count: { upTo: '2' } },
        ],
      },
    });
    expect(agg.json[0].result.aggregateFields).toEqual({
      sumN: { doubleValue: 9223372036854776000 },
      sumM: { doubleValue: 3.5 },
      avgM: { doubleValue: 3.5 / 3 },
      two: int(2),
    });
  });

  it('returns an empty query result as one element with only readTime', async () => {
    const q = await call('documents:runQuery', { structuredQuery: { from: [{ collectionId: 'empty' }] } });
    expect(q.json).toEqual([{ readTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) }]);
  });

  it('lists collection ids page by page', async () => {
    for (const c of ['a', 'b', 'c']) await put(`${c}/d`, {});
    const first = await call('documents:listCollectionIds', { pageSize: 2 });
    expect(first.json.collectionIds).toEqual(['a', 'b']);
    const next = await call('documents:listCollectionIds', { pageSize: 2, pageToken: first.json.nextPageToken });
    expect(next.json).toEqual({ collectionIds: ['c'] });
  });
});
