// Rules enforcement through the real clients: a rules file compiled by the project's engine, and
// a recording engine that shows exactly what the server asks for each RPC.

import {
  collection,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  deleteDoc,
  getCount,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules';
import type { RulesDataAccess, RulesDocument, RulesEngine, RulesRequest } from '../../src/rules/types';
import type { DocumentServer } from '../../src/server/index';
import { adminClient, closeClients, liteClient, startTestServer } from './helpers';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{noteId} {
      allow read: if request.auth != null && resource.data.owner == request.auth.uid;
      allow create: if request.auth != null && request.resource.data.owner == request.auth.uid
        && request.resource.data.keys().hasOnly(['owner', 'text', 'at']);
      allow update, delete: if request.auth != null && resource.data.owner == request.auth.uid;
    }
    match /catalogue/{id} {
      allow read: if true;
      allow write: if request.auth != null && request.auth.token.admin == true;
    }
  }
}`;

describe('rules from a rules file, through firebase/firestore/lite', () => {
  let server: DocumentServer;
  let asha: Firestore;
  let ravi: Firestore;
  let anonymous: Firestore;
  let staff: Firestore;

  beforeAll(async () => {
    server = await startTestServer(compileRules(RULES, 'test.rules'));
    asha = liteClient(server, { uid: 'asha' });
    ravi = liteClient(server, { uid: 'ravi' });
    anonymous = liteClient(server);
    staff = liteClient(server, { uid: 'boss', claims: { admin: true } });
  });
  afterAll(async () => {
    await closeClients();
    await server.close();
  });

  it('lets a user create and read their own note', async () => {
    await setDoc(doc(asha, 'notes/n1'), { owner: 'asha', text: 'hello', at: serverTimestamp() });
    expect((await getDoc(doc(asha, 'notes/n1'))).data()?.['text']).toBe('hello');
  });

  it('denies another user and anonymous callers with permission-denied', async () => {
    await expect(getDoc(doc(ravi, 'notes/n1'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDoc(doc(anonymous, 'notes/n1'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateDoc(doc(ravi, 'notes/n1'), { text: 'mine now' })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(setDoc(doc(ravi, 'notes/n2'), { owner: 'asha', text: 'forged' })).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('validates the fields of a create', async () => {
    await expect(setDoc(doc(asha, 'notes/n3'), { owner: 'asha', text: 'x', role: 'admin' })).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('allows a query only when the rules hold for every result it could return', async () => {
    const mine = await getDocs(query(collection(asha, 'notes'), where('owner', '==', 'asha'), limit(10)));
    expect(mine.docs.map((d) => d.id)).toEqual(['n1']);
    await expect(getDocs(collection(asha, 'notes'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getCount(query(collection(ravi, 'notes'), where('owner', '==', 'asha')))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('fails a whole write batch when one write is denied, writing nothing', async () => {
    const batch = writeBatch(asha);
    batch.set(doc(asha, 'notes/n4'), { owner: 'asha', text: 'ok' });
    batch.set(doc(asha, 'catalogue/p1'), { title: 'not allowed' });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDoc(doc(anonymous, 'catalogue/p1'))).exists()).toBe(false);
    await expect(getDoc(doc(asha, 'notes/n4'))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('honours custom claims in request.auth.token, and the owner token bypasses the rules', async () => {
    await setDoc(doc(staff, 'catalogue/p1'), { title: 'Filigree ring' });
    expect((await getDoc(doc(anonymous, 'catalogue/p1'))).data()).toEqual({ title: 'Filigree ring' });
    const admin = adminClient(server);
    await admin.doc('notes/seeded').set({ owner: 'nobody', extra: true });
    expect((await admin.doc('notes/seeded').get()).get('extra')).toBe(true);
  });

  it('lets the owner delete their note', async () => {
    await deleteDoc(doc(asha, 'notes/n1'));
    await expect(getDoc(doc(asha, 'notes/n1'))).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('what the server asks the rules engine', () => {
  let server: DocumentServer;
  let user: Firestore;
  const seen: { request: RulesRequest; after: Record<string, RulesDocument | null>; before: Record<string, RulesDocument | null> }[] = [];
  const probe = ['orders/o1', 'orders/o2'];
  const recording: RulesEngine = {
    evaluate(request: RulesRequest, data: RulesDataAccess) {
      const after: Record<string, RulesDocument | null> = {};
      const before: Record<string, RulesDocument | null> = {};
      for (const p of probe) {
        after[p] = data.getAfter(p.split('/'));
        before[p] = data.get(p.split('/'));
      }
      seen.push({ request, after, before });
      const denied = request.newResource?.fields['deny'] !== undefined;
      return { allowed: !denied, reason: denied ? `no allow for "${request.method}" on /${request.path.join('/')}` : 'ok' };
    },
  };

  beforeAll(async () => {
    server = await startTestServer(recording);
    user = liteClient(server, { uid: 'u1', claims: { email: 'u1@example.com', admin: false } });
  });
  afterAll(async () => {
    await closeClients();
    await server.close();
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it('asks "create", then "update", then "delete" with resource and request.resource, and passes the caller', async () => {
    await setDoc(doc(user, 'orders/o1'), { total: 10, at: serverTimestamp() });
    await updateDoc(doc(user, 'orders/o1'), { total: 12 });
    await deleteDoc(doc(user, 'orders/o1'));
    expect(seen.map((s) => s.request.method)).toEqual(['create', 'update', 'delete']);
    const [create, update, del] = seen.map((s) => s.request);
    expect(create?.auth).toMatchObject({ uid: 'u1', token: { email: 'u1@example.com', admin: false, sub: 'u1' } });
    expect(create?.path).toEqual(['orders', 'o1']);
    expect(create?.resource).toBeNull();
    // the server timestamp is resolved to request.time in request.resource
    const at = create?.newResource?.fields['at'] as { timestampValue: string };
    expect(Date.parse(at.timestampValue)).toBe(create?.time.getTime());
    expect(update?.resource?.fields['total']).toEqual({ integerValue: '10' });
    expect(update?.newResource?.fields['total']).toEqual({ integerValue: '12' });
    expect(del?.resource).not.toBeNull();
    expect(del?.newResource).toBeNull();
  });

  it('lets getAfter() see every write of the commit while get() sees the state before', async () => {
    const batch = writeBatch(user);
    batch.set(doc(user, 'orders/o1'), { n: 1 });
    batch.set(doc(user, 'orders/o2'), { n: 2 });
    await batch.commit();
    expect(seen).toHaveLength(2);
    for (const s of seen) {
      expect(s.after['orders/o2']?.fields).toEqual({ n: { integerValue: '2' } });
      expect(s.after['orders/o1']?.fields).toEqual({ n: { integerValue: '1' } });
      expect(s.before['orders/o2']).toBeNull();
    }
  });

  it('asks "get" per document of a batchGet and "list" once per query, with the normalised query', async () => {
    await getDoc(doc(user, 'orders/o1'));
    await getDocs(query(collection(user, 'orders'), where('n', '>', 0), limit(5)));
    expect(seen.map((s) => s.request.method)).toEqual(['get', 'list']);
    const list = seen[1]?.request;
    expect(list?.path).toEqual(['orders']);
    expect(list?.query).toEqual({
      filter: { kind: 'field', field: ['n'], op: 'GREATER_THAN', value: { integerValue: '0' } },
      orderBy: [
        { field: ['n'], direction: 'ASCENDING' },
        { field: ['__name__'], direction: 'ASCENDING' },
      ],
      limit: 5,
      offset: 0,
    });
  });

  it("puts the engine's reason in the PERMISSION_DENIED message", async () => {
    await expect(setDoc(doc(user, 'orders/o3'), { deny: true })).rejects.toThrow(/no allow for "create" on \/orders\/o3/);
  });
});
