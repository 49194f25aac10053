// request.time in the rules is the commit time exactly, so rules that pin a client's
// serverTimestamp() to it (`createdAt == request.time`) allow the write — as Firestore does.
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules';
import type { DocumentServer } from '../../src/server/index';
import { adminClient, closeClients, liteClient, startTestServer } from './helpers';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /signups/{id} {
      allow create: if request.resource.data.createdAt == request.time;
    }
  }
}`;

describe('request.time and serverTimestamp()', () => {
  let server: DocumentServer;
  let visitor: Firestore;

  beforeAll(async () => {
    server = await startTestServer(compileRules(RULES, 'time.rules'));
    visitor = liteClient(server);
  });

  afterAll(async () => {
    await closeClients();
    await server.close();
  });

  it('allows a create whose createdAt is the server time, many times in a row (microsecond times)', async () => {
    for (let i = 0; i < 20; i += 1) {
      await setDoc(doc(visitor, 'signups', `s${i}`), { createdAt: serverTimestamp() });
    }
    const stored = await adminClient(server).doc('signups/s19').get();
    expect(stored.exists).toBe(true);
  });

  it('refuses a create whose createdAt is a client-chosen time', async () => {
    await expect(setDoc(doc(visitor, 'signups', 'forged'), { createdAt: Timestamp.fromMillis(Date.now()) })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDoc(doc(visitor, 'signups', 'forged'))).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
