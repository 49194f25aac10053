// firebase/firestore/lite (firebase 12) in Node against the document server: every RPC Lite sends
// (batchGet, commit, runQuery, runAggregationQuery) and the results Firestore specifies.

import {
  and,
  arrayRemove,
  arrayUnion,
  average,
  Bytes,
  collection,
  collectionGroup,
  count,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  endAt,
  endBefore,
  type Firestore,
  GeoPoint,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  increment,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  startAt,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentServer } from '../../src/server/index';
import { closeClients, liteClient, startTestServer } from './helpers';

let server: DocumentServer;
let db: Firestore;

beforeAll(async () => {
  server = await startTestServer();
  db = liteClient(server);
});
afterAll(async () => {
  await closeClients();
  await server.close();
});
beforeEach(async () => {
  await server.reset();
});

const idsOf = (snap: { docs: { id: string }[] }): string[] => snap.docs.map((d) => d.id);

describe('Lite: documents', () => {
  it('round-trips every value type', async () => {
    const data = {
      nul: null,
      yes: true,
      int: 42,
      big: 9007199254740991,
      dbl: 3.25,
      nan: NaN,
      inf: -Infinity,
      when: Timestamp.fromDate(new Date('2024-05-01T10:11:12.345Z')),
      text: 'silver ✨',
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 1, 254, 255])),
      ref: doc(db, 'prod/ring-1'),
      geo: new GeoPoint(12.97, 77.59),
      list: [1, 'two', { three: 3 }],
      nested: { a: { b: { c: 'deep' } } },
    };
    await setDoc(doc(db, 'types/all'), data);
    const snap = await getDoc(doc(db, 'types/all'));
    const got = snap.data() as Record<string, unknown>;
    expect(got['nul']).toBeNull();
    expect(got['yes']).toBe(true);
    expect(got['int']).toBe(42);
    expect(got['big']).toBe(9007199254740991);
    expect(got['dbl']).toBe(3.25);
    expect(got['nan']).toBeNaN();
    expect(got['inf']).toBe(-Infinity);
    expect((got['when'] as Timestamp).toMillis()).toBe(Date.parse('2024-05-01T10:11:12.345Z'));
    expect(got['text']).toBe('silver ✨');
    expect([...(got['bytes'] as Bytes).toUint8Array()]).toEqual([0, 1, 254, 255]);
    expect((got['ref'] as { path: string }).path).toBe('prod/ring-1');
    expect((got['geo'] as GeoPoint).isEqual(new GeoPoint(12.97, 77.59))).toBe(true);
    expect(got['list']).toEqual([1, 'two', { three: 3 }]);
    expect(got['nested']).toEqual({ a: { b: { c: 'deep' } } });
  });

  it('reports a missing document as not existing', async () => {
    const snap = await getDoc(doc(db, 'prod/nothing-here'));
    expect(snap.exists()).toBe(false);
  });

  it('merges with setDoc({merge}) and updates dotted fields, deleting with deleteField()', async () => {
    const ref = doc(db, 'webusers/u1');
    await setDoc(ref, { name: 'Asha', prefs: { news: true, promos: true }, old: 1 });
    await setDoc(ref, { phone: '+91 90000 00000', prefs: { news: false } }, { merge: true });
    await updateDoc(ref, { 'prefs.promos': false, old: deleteField() });
    expect((await getDoc(ref)).data()).toEqual({ name: 'Asha', phone: '+91 90000 00000', prefs: { news: false, promos: false } });
  });

  it('answers updateDoc on a missing document with not-found', async () => {
    await expect(updateDoc(doc(db, 'webusers/ghost'), { a: 1 })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('sets createTime once and moves updateTime forward (serverTimestamp equals the commit time)', async () => {
    const ref = doc(db, 'prod/p1');
    await setDoc(ref, { at: serverTimestamp(), n: 1 });
    const first = (await getDoc(ref)).data() as { at: Timestamp };
    await setDoc(ref, { at: serverTimestamp(), n: 2 });
    const second = (await getDoc(ref)).data() as { at: Timestamp };
    expect(second.at.toMillis()).toBeGreaterThanOrEqual(first.at.toMillis());
    expect(Math.abs(first.at.toMillis() - Date.now())).toBeLessThan(60_000);
    expect(second.at.isEqual(first.at)).toBe(false);
  });

  it('applies increment, arrayUnion and arrayRemove', async () => {
    const ref = doc(db, 'carts/u1');
    await setDoc(ref, { n: 1, price: 1.5, tags: ['a', 'b'] });
    await updateDoc(ref, { n: increment(2), price: increment(1), tags: arrayUnion('b', 'c') });
    await updateDoc(ref, { tags: arrayRemove('a'), fresh: increment(5) });
    expect((await getDoc(ref)).data()).toEqual({ n: 3, price: 2.5, tags: ['b', 'c'], fresh: 5 });
  });

  it('deletes documents', async () => {
    await setDoc(doc(db, 'c/x'), { a: 1 });
    await deleteDoc(doc(db, 'c/x'));
    expect((await getDoc(doc(db, 'c/x'))).exists()).toBe(false);
  });

  it('commits a write batch atomically: one failing write leaves nothing written', async () => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'c/a'), { n: 1 });
    batch.update(doc(db, 'c/missing'), { n: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'not-found' });
    expect((await getDoc(doc(db, 'c/a'))).exists()).toBe(false);
  });
});

describe('Lite: queries', () => {
  beforeEach(async () => {
    const batch = writeBatch(db);
    const products: [string, Record<string, unknown>][] = [
      ['r1', { cat: 'rings', price: 450, tags: ['925', 'gift'], stock: 3 }],
      ['r2', { cat: 'rings', price: 1200.5, tags: ['925'], stock: 0 }],
      ['r3', { cat: 'rings', price: 800, tags: [], stock: 10 }],
      ['c1', { cat: 'chains', price: 2500, tags: ['gift'], stock: 1 }],
      ['c2', { cat: 'chains', price: 800, tags: ['italy'], stock: null }],
      ['a1', { cat: 'anklets', price: NaN, stock: 4 }],
    ];
    for (const [id, data] of products) batch.set(doc(db, 'prod', id), data);
    await batch.commit();
  });

  it('filters with == and orders with limit', async () => {
    const snap = await getDocs(query(collection(db, 'prod'), where('cat', '==', 'rings'), orderBy('price', 'desc'), limit(2)));
    expect(idsOf(snap)).toEqual(['r2', 'r3']);
  });

  it('orders by the inequality field implicitly and breaks ties by document id', async () => {
    expect(idsOf(await getDocs(query(collection(db, 'prod'), where('price', '>=', 800))))).toEqual(['c2', 'r3', 'r2', 'c1']);
  });

  it('treats == NaN as IS_NAN, == null as IS_NULL and != null as IS_NOT_NULL', async () => {
    expect(idsOf(await getDocs(query(collection(db, 'prod'), where('price', '==', NaN))))).toEqual(['a1']);
    expect(idsOf(await getDocs(query(collection(db, 'prod'), where('stock', '==', null))))).toEqual(['c2']);
    expect(idsOf(await getDocs(query(collection(db, 'prod'), where('stock', '!=', null))))).toEqual(['r2', 'c1', 'r1', 'a1', 'r3']);
  });

  it('supports in, not-in, array-contains and array-contains-any', async () => {
    expect(idsOf(await getDocs(query(collection(db, 'prod'), where('cat', 'in', ['chains', 'anklets']))))).toEqual(['a1', 'c1', 'c2']);
    expect(idsOf(await getDocs(query(collection(db, 'prod'), where('cat', 'not-in', ['rings', 'anklets']))))).toEqual(['c1', 'c2']);
    expect(idsOf(await getDocs(query(collection(db, 'prod'), where('tags', 'array-contains', 'gift'))))).toEqual(['c1', 'r1']);
    expect(idsOf(await getDocs(query(collection(db, 'prod'), where('tags', 'array-contains-any', ['italy', '925']))))).toEqual(['c2', 'r1', 'r2']);
  });

  it('supports OR and nested AND/OR composite filters', async () => {
    const q = query(collection(db, 'prod'), or(where('cat', '==', 'anklets'), and(where('cat', '==', 'rings'), where('stock', '>', 5))));
    expect(idsOf(await getDocs(q))).toEqual(['a1', 'r3']);
  });

  it('pages with startAt/startAfter/endAt/endBefore by values and by snapshot', async () => {
    const byPrice = query(collection(db, 'prod'), where('cat', 'in', ['rings', 'chains']), orderBy('price'));
    expect(idsOf(await getDocs(query(byPrice, startAt(800))))).toEqual(['c2', 'r3', 'r2', 'c1']);
    expect(idsOf(await getDocs(query(byPrice, startAfter(800))))).toEqual(['r2', 'c1']);
    expect(idsOf(await getDocs(query(byPrice, endAt(800))))).toEqual(['r1', 'c2', 'r3']);
    expect(idsOf(await getDocs(query(byPrice, endBefore(800))))).toEqual(['r1']);
    const c2 = await getDoc(doc(db, 'prod/c2'));
    expect(idsOf(await getDocs(query(byPrice, startAfter(c2), limit(2))))).toEqual(['r3', 'r2']);
  });

  it('computes limitToLast on the client from a reversed server query', async () => {
    expect(idsOf(await getDocs(query(collection(db, 'prod'), orderBy('price'), limitToLast(2))))).toEqual(['r2', 'c1']);
  });

  it('filters and orders by documentId()', async () => {
    expect(idsOf(await getDocs(query(collection(db, 'prod'), where(documentId(), '>', 'c1'), orderBy(documentId(), 'desc'))))).toEqual([
      'r3',
      'r2',
      'r1',
      'c2',
    ]);
    expect(idsOf(await getDocs(query(collection(db, 'prod'), where(documentId(), 'in', ['a1', 'r3', 'zz']))))).toEqual(['a1', 'r3']);
  });

  it('queries subcollections and collection groups', async () => {
    await setDoc(doc(db, 'webusers/u1/addresses/home'), { city: 'Jaipur' });
    await setDoc(doc(db, 'webusers/u2/addresses/work'), { city: 'Pune' });
    await setDoc(doc(db, 'addresses/top'), { city: 'Agra' });
    expect(idsOf(await getDocs(collection(db, 'webusers/u1/addresses')))).toEqual(['home']);
    expect(idsOf(await getDocs(query(collectionGroup(db, 'addresses'), orderBy('city'))))).toEqual(['top', 'home', 'work']);
  });

  it('orders values of mixed types in Firestore order', async () => {
    const values: [string, unknown][] = [
      ['m', { a: 1 }],
      ['s', 'text'],
      ['n', 7],
      ['b', false],
      ['z', null],
      ['t', Timestamp.fromMillis(0)],
      ['l', [1]],
    ];
    for (const [id, v] of values) await setDoc(doc(db, 'mixed', id), { v });
    expect(idsOf(await getDocs(query(collection(db, 'mixed'), orderBy('v'))))).toEqual(['z', 'b', 'n', 't', 's', 'l', 'm']);
  });
});

describe('Lite: aggregations', () => {
  it('counts, sums (integers stay integers) and averages, ignoring non-numbers', async () => {
    await setDoc(doc(db, 'o/1'), { total: 100, qty: 1 });
    await setDoc(doc(db, 'o/2'), { total: 250, qty: 'two' });
    await setDoc(doc(db, 'o/3'), { total: 50, qty: 2.5 });
    await setDoc(doc(db, 'o/4'), { note: 'no totals' });
    expect((await getCount(collection(db, 'o'))).data().count).toBe(4);
    const agg = await getAggregate(query(collection(db, 'o'), where('total', '>', 60)), {
      n: count(),
      sum: sum('total'),
      avg: average('total'),
      qty: sum('qty'),
    });
    expect(agg.data()).toEqual({ n: 2, sum: 350, avg: 175, qty: 1 });
    expect((await getAggregate(collection(db, 'o'), { avg: average('none') })).data().avg).toBeNull();
  });
});

describe('Lite: where Firestore differs from a naive reading', () => {
  it('aggregates several fields over only the documents that have all of them', async () => {
    await setDoc(doc(db, 'm/1'), { total: 100, qty: 1 });
    await setDoc(doc(db, 'm/2'), { total: 250, qty: null });
    await setDoc(doc(db, 'm/3'), { total: 70 });
    await setDoc(doc(db, 'm/4'), { qty: 5 });
    expect((await getAggregate(collection(db, 'm'), { n: count(), total: sum('total') })).data()).toEqual({ n: 3, total: 420 });
    expect((await getAggregate(collection(db, 'm'), { n: count(), total: sum('total'), qty: sum('qty') })).data()).toEqual({ n: 2, total: 350, qty: 1 });
    expect((await getAggregate(collection(db, 'm'), { n: count(), avg: average('qty') })).data()).toEqual({ n: 3, avg: 3 });
  });

  // Lite reads any HTTP 400 as failed-precondition (as it does against Cloud Firestore); the
  // status itself, INVALID_ARGUMENT, is checked through firebase-admin in admin-rest.test.ts.
  it("refuses more than five aggregations in Firestore's words", async () => {
    const six = { a: count(), b: sum('x'), c: sum('y'), d: average('x'), e: average('y'), f: sum('z') };
    await expect(getAggregate(collection(db, 'm'), six)).rejects.toMatchObject({ message: expect.stringMatching(/maximum number of aggregations is 5/) });
  });

  it('matches nothing with a null inside in or array-contains-any', async () => {
    await setDoc(doc(db, 'n/1'), { stock: null, tags: [null] });
    await setDoc(doc(db, 'n/2'), { stock: 3, tags: ['gift'] });
    const ids = async (...constraints: Parameters<typeof where>[]) =>
      (await getDocs(query(collection(db, 'n'), ...constraints.map((c) => where(...c))))).docs.map((d) => d.id).sort();
    expect(await ids(['stock', 'in', [null, 3]])).toEqual(['2']);
    expect(await ids(['tags', 'array-contains-any', [null, 'gift']])).toEqual(['2']);
    expect(await ids(['stock', '==', null])).toEqual(['1']);
  });

  it('refuses an update after a delete of the same document in one commit, and allows a set', async () => {
    const ref = doc(db, 'counters/gone');
    await setDoc(ref, { n: 1 });
    const batch = writeBatch(db);
    batch.delete(ref);
    batch.update(ref, { n: 3 });
    await expect(batch.commit()).rejects.toMatchObject({ message: expect.stringMatching(/deleted earlier in this commit/) });
    // Nothing of the commit was applied; deleting then setting is allowed.
    expect((await getDoc(ref)).data()).toEqual({ n: 1 });
    const replace = writeBatch(db);
    replace.delete(ref);
    replace.set(ref, { n: 4 });
    await replace.commit();
    expect((await getDoc(ref)).data()).toEqual({ n: 4 });
  });
});

describe('Lite: transactions', () => {
  it('reads then writes atomically, creating a document read as missing', async () => {
    await runTransaction(db, async (tx) => {
      const snap = await tx.get(doc(db, 'counters/c'));
      tx.set(doc(db, 'counters/c'), { n: snap.exists() ? (snap.data()['n'] as number) + 1 : 1 });
    });
    await runTransaction(db, async (tx) => {
      const snap = await tx.get(doc(db, 'counters/c'));
      tx.update(doc(db, 'counters/c'), { n: (snap.data()?.['n'] as number) + 1 });
    });
    expect((await getDoc(doc(db, 'counters/c'))).data()).toEqual({ n: 2 });
  });
});
