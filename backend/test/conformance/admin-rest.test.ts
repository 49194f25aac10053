// firebase-admin 13 in REST mode (createAdminFirestore) against the document server: the RPCs it
// adds (listDocuments, listCollectionIds, transactions, rollback, batchWrite) and its encodings
// (enums as integers, timestamps as {seconds, nanos} objects turned into RFC 3339).

import { AggregateField, FieldPath, FieldValue, Filter, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentServer } from '../../src/server/index';
import { adminClient, closeClients, rest, startTestServer } from './helpers';

let server: DocumentServer;
let db: Firestore;

beforeAll(async () => {
  server = await startTestServer();
  db = adminClient(server);
});
afterAll(async () => {
  await closeClients();
  await server.close();
});
beforeEach(async () => {
  await server.reset();
});

const ids = (snap: { docs: { id: string }[] }): string[] => snap.docs.map((d) => d.id);

describe('firebase-admin (REST): documents', () => {
  it('creates, reads, updates and deletes, with create() refusing an existing document', async () => {
    const ref = db.doc('settings/site');
    await ref.create({ brand: 'Silver Nest', counters: { jewellers: 300 } });
    await expect(ref.create({ brand: 'again' })).rejects.toThrow(/Document already exists: .*settings\/site/);
    await ref.update({ 'counters.years': 15, tagline: 'Hallmarked silver' });
    expect((await ref.get()).data()).toEqual({ brand: 'Silver Nest', counters: { jewellers: 300, years: 15 }, tagline: 'Hallmarked silver' });
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
  });

  it('rejects update() of a missing document with NOT_FOUND (5)', async () => {
    await expect(db.doc('settings/none').update({ a: 1 })).rejects.toMatchObject({ code: 5 });
  });

  it('answers an update after a delete of the same document in one transaction or batch with INVALID_ARGUMENT (3)', async () => {
    const ref = db.doc('counters/gone');
    await ref.set({ n: 1 });
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.delete(ref);
        tx.update(ref, { n: 2 });
      }),
    ).rejects.toMatchObject({ code: 3 });
    await expect(db.batch().delete(ref).update(ref, { n: 3 }).commit()).rejects.toMatchObject({ code: 3 });
    expect((await ref.get()).data()).toEqual({ n: 1 });
  });

  it("refuses more than five aggregations with INVALID_ARGUMENT (3), in Firestore's words", async () => {
    const six = {
      a: AggregateField.count(),
      b: AggregateField.sum('x'),
      c: AggregateField.sum('y'),
      d: AggregateField.average('x'),
      e: AggregateField.average('y'),
      f: AggregateField.sum('z'),
    };
    await expect(db.collection('m').aggregate(six).get()).rejects.toMatchObject({ code: 3, message: expect.stringMatching(/maximum number of aggregations/) });
  });

  it('checks a lastUpdateTime precondition', async () => {
    const ref = db.doc('c/p');
    const first = await ref.set({ n: 1 });
    await ref.set({ n: 2 });
    await expect(ref.update({ n: 3 }, { lastUpdateTime: first.writeTime })).rejects.toThrow(/requires .* to have update time/);
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('applies server timestamps, increments, array unions/removals and field deletes', async () => {
    const ref = db.doc('c/t');
    const result = await ref.set({ n: 1, tags: ['a'], gone: true, at: FieldValue.serverTimestamp() });
    await ref.update({ n: FieldValue.increment(41), tags: FieldValue.arrayUnion('b', 'a'), gone: FieldValue.delete() });
    await ref.update({ tags: FieldValue.arrayRemove('a') });
    const snap = await ref.get();
    expect(snap.get('n')).toBe(42);
    expect(snap.get('tags')).toEqual(['b']);
    expect(snap.get('gone')).toBeUndefined();
    expect((snap.get('at') as Timestamp).isEqual(result.writeTime)).toBe(true);
    expect(snap.createTime?.isEqual(result.writeTime)).toBe(true);
  });

  it('stores timestamps to the microsecond', async () => {
    await db.doc('c/time').set({ at: new Timestamp(1_700_000_000, 123_456_789) });
    expect((await db.doc('c/time').get()).get('at')).toEqual(new Timestamp(1_700_000_000, 123_456_000));
  });

  it('reads several documents with getAll and a field mask (batchGet mask)', async () => {
    await db.doc('c/a').set({ x: 1, y: 2 });
    const [a, missing] = await db.getAll(db.doc('c/a'), db.doc('c/none'), { fieldMask: ['y'] });
    expect(a?.data()).toEqual({ y: 2 });
    expect(missing?.exists).toBe(false);
  });

  it('writes with BulkWriter (batchWrite), each write on its own', async () => {
    const writer = db.bulkWriter();
    const failures: string[] = [];
    writer.onWriteError((e) => {
      failures.push(e.documentRef.path);
      return false;
    });
    for (let i = 0; i < 30; i++) void writer.set(db.doc(`bulk/d${i}`), { i });
    void writer.update(db.doc('bulk/missing'), { i: -1 }).catch(() => undefined);
    await writer.close();
    expect(failures).toEqual(['bulk/missing']);
    expect((await db.collection('bulk').count().get()).data().count).toBe(30);
  });
});

describe('firebase-admin (REST): queries', () => {
  beforeEach(async () => {
    const batch = db.batch();
    batch.set(db.doc('prod/r1'), { cat: 'rings', price: 450, tags: ['gift'], meta: { weight: 4 } });
    batch.set(db.doc('prod/r2'), { cat: 'rings', price: 1200, tags: [], meta: { weight: 9 } });
    batch.set(db.doc('prod/c1'), { cat: 'chains', price: 2500, tags: ['gift'], meta: { weight: 20 } });
    batch.set(db.doc('prod/c2'), { cat: 'chains', price: 800, tags: ['italy'] });
    await batch.commit();
  });

  it('sends enums as integers and gets the same answers (where, orderBy desc, limit, offset)', async () => {
    expect(ids(await db.collection('prod').where('price', '>', 500).orderBy('price', 'desc').get())).toEqual(['c1', 'r2', 'c2']);
    expect(ids(await db.collection('prod').orderBy('price').offset(1).limit(2).get())).toEqual(['c2', 'r2']);
    expect(ids(await db.collection('prod').where('cat', 'in', ['chains']).where('tags', 'array-contains', 'gift').get())).toEqual(['c1']);
  });

  it('supports Filter.or and Filter.and', async () => {
    const q = db
      .collection('prod')
      .where(Filter.or(Filter.where('price', '<', 500), Filter.and(Filter.where('cat', '==', 'chains'), Filter.where('price', '<', 1000))));
    // ordered by the inequality field, price, implicitly
    expect(ids(await q.get())).toEqual(['r1', 'c2']);
  });

  it('projects with select(), including select() of no field (names only)', async () => {
    const snap = await db.collection('prod').select('meta.weight').where('cat', '==', 'rings').get();
    expect(snap.docs.map((d) => d.data())).toEqual([{ meta: { weight: 4 } }, { meta: { weight: 9 } }]);
    const names = await db.collection('prod').select().get();
    expect(names.docs.map((d) => [d.id, d.data()])).toEqual([
      ['c1', {}],
      ['c2', {}],
      ['r1', {}],
      ['r2', {}],
    ]);
  });

  it('pages with startAfter(snapshot) and filters by FieldPath.documentId()', async () => {
    const first = await db.collection('prod').orderBy('price').limit(2).get();
    const next = await db.collection('prod').orderBy('price').startAfter(first.docs[1]).get();
    expect(ids(first)).toEqual(['r1', 'c2']);
    expect(ids(next)).toEqual(['r2', 'c1']);
    expect(ids(await db.collection('prod').where(FieldPath.documentId(), '>=', 'r').get())).toEqual(['r1', 'r2']);
  });

  it('runs collection-group queries', async () => {
    await db.doc('webusers/u1/addresses/a').set({ pin: '302001' });
    await db.doc('webusers/u2/addresses/b').set({ pin: '411001' });
    expect(ids(await db.collectionGroup('addresses').where('pin', '>', '400000').get())).toEqual(['b']);
  });

  it('aggregates count, sum and average', async () => {
    const snap = await db
      .collection('prod')
      .where('cat', '==', 'rings')
      .aggregate({ n: AggregateField.count(), total: AggregateField.sum('price'), avg: AggregateField.average('meta.weight') })
      .get();
    expect(snap.data()).toEqual({ n: 2, total: 1650, avg: 6.5 });
  });
});

describe('firebase-admin (REST): listing', () => {
  it('lists documents, including missing ones that only hold subcollections, across pages', async () => {
    await db.doc('webusers/u1').set({ a: 1 });
    await db.doc('webusers/u2/addresses/home').set({ a: 1 });
    for (let i = 0; i < 5; i++) await db.doc(`webusers/x${i}`).set({ i });
    const refs = await db.collection('webusers').listDocuments();
    expect(refs.map((r) => r.id).sort()).toEqual(['u1', 'u2', 'x0', 'x1', 'x2', 'x3', 'x4']);
    const names = (r: { json: { documents: { name: string }[] } }): string[] => r.json.documents.map((d) => d.name.split('/').pop() as string);
    const page = await rest(server, 'documents/webusers?pageSize=3', undefined, { method: 'GET', token: 'owner' });
    expect(names(page)).toEqual(['u1', 'x0', 'x1']);
    const next = await rest(server, `documents/webusers?pageSize=10&pageToken=${page.json.nextPageToken}`, undefined, { method: 'GET', token: 'owner' });
    expect(names(next)).toEqual(['x2', 'x3', 'x4']);
    expect(next.json.nextPageToken).toBeUndefined();
    const withMissing = await rest(server, 'documents/webusers?pageSize=3&showMissing=true', undefined, { method: 'GET', token: 'owner' });
    expect(names(withMissing)).toEqual(['u1', 'u2', 'x0']);
    expect(withMissing.json.documents[1]).toEqual({ name: expect.stringMatching(/webusers\/u2$/) });
  });

  it('lists collection ids of the database and of a document', async () => {
    await db.doc('prod/a').set({});
    await db.doc('webusers/u1/addresses/a').set({});
    await db.doc('webusers/u1/orders/o').set({});
    expect((await db.listCollections()).map((c) => c.id)).toEqual(['prod', 'webusers']);
    expect((await db.doc('webusers/u1').listCollections()).map((c) => c.id)).toEqual(['addresses', 'orders']);
  });

  it('deletes a tree with recursiveDelete', async () => {
    await db.doc('webusers/u9').set({ a: 1 });
    await db.doc('webusers/u9/addresses/a').set({ a: 1 });
    await db.recursiveDelete(db.doc('webusers/u9'));
    expect((await db.doc('webusers/u9/addresses/a').get()).exists).toBe(false);
    expect((await db.listCollections()).map((c) => c.id)).toEqual([]);
  });
});

describe('firebase-admin (REST): transactions', () => {
  it('runs a read-write transaction with a query and a document read', async () => {
    await db.doc('stock/r1').set({ n: 5 });
    await db.doc('stock/r2').set({ n: 1 });
    await db.runTransaction(async (tx) => {
      const low = await tx.get(db.collection('stock').where('n', '<', 3));
      const r1 = await tx.get(db.doc('stock/r1'));
      for (const d of low.docs) tx.update(d.ref, { n: FieldValue.increment(10) });
      tx.update(r1.ref, { n: (r1.get('n') as number) - 1 });
    });
    expect((await db.doc('stock/r1').get()).get('n')).toBe(4);
    expect((await db.doc('stock/r2').get()).get('n')).toBe(11);
  });

  it('reads a consistent snapshot in a read-only transaction, also at a past readTime', async () => {
    const write = await db.doc('c/v').set({ n: 1 });
    await db.doc('c/v').set({ n: 2 });
    const past = await db.runTransaction((tx) => tx.get(db.doc('c/v')), { readOnly: true, readTime: write.writeTime });
    expect(past.get('n')).toBe(1);
    const now = await db.runTransaction((tx) => tx.get(db.doc('c/v')), { readOnly: true });
    expect(now.get('n')).toBe(2);
  });

  it('rolls back when the callback throws, releasing its locks', async () => {
    await db.doc('c/lock').set({ n: 1 });
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(db.doc('c/lock'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const started = Date.now();
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(db.doc('c/lock'));
      tx.update(snap.ref, { n: 2 });
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await db.doc('c/lock').get()).get('n')).toBe(2);
  });

  it('aborts (409) a transaction whose read was changed by a plain write, and the retry succeeds', async () => {
    await db.doc('c/race').set({ n: 0 });
    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts++;
      const snap = await tx.get(db.doc('c/race'));
      if (attempts === 1)
        await rest(
          server,
          'documents:commit',
          {
            writes: [
              {
                update: {
                  name: snap.ref.path.replace(/^/, `projects/demo-silver-shop/databases/(default)/documents/`),
                  fields: { n: { integerValue: '100' } },
                },
              },
            ],
          },
          { token: 'owner' },
        );
      tx.update(snap.ref, { n: (snap.get('n') as number) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await db.doc('c/race').get()).get('n')).toBe(101);
  });
});
