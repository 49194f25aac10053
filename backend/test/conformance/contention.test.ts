// 20 concurrent clients incrementing one counter through transactions: no update may be lost.
// Lite retries optimistic transactions (updateTime preconditions) on failed-precondition;
// firebase-admin's transactions lock what they read and retry on ABORTED (HTTP 409).

import { doc, getDoc, runTransaction, setDoc } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentServer } from '../../src/server/index';
import { adminClient, closeClients, liteClient, startTestServer } from './helpers';

const CLIENTS = 20;

let server: DocumentServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await closeClients();
  await server.close();
});

describe('transactions under contention', () => {
  it(`loses no update when ${CLIENTS} Lite clients increment one counter through runTransaction`, async () => {
    const perClient = 5;
    const clients = Array.from({ length: CLIENTS }, () => liteClient(server));
    await setDoc(doc(clients[0]!, 'counters/lite'), { n: 0 });
    let attempts = 0;
    await Promise.all(
      clients.map(async (db) => {
        for (let i = 0; i < perClient; i++) {
          await runTransaction(
            db,
            async (tx) => {
              attempts++;
              const snap = await tx.get(doc(db, 'counters/lite'));
              tx.update(doc(db, 'counters/lite'), { n: (snap.data()?.['n'] as number) + 1 });
            },
            { maxAttempts: 100 },
          );
        }
      }),
    );
    const final = await getDoc(doc(clients[0]!, 'counters/lite'));
    expect(final.data()?.['n']).toBe(CLIENTS * perClient);
    // contention really happened: some attempts were rejected and retried
    expect(attempts).toBeGreaterThan(CLIENTS * perClient);
  }, 120_000);

  it(`loses no update when ${CLIENTS} firebase-admin clients increment one counter through runTransaction`, async () => {
    const perClient = 10;
    const clients = Array.from({ length: CLIENTS }, () => adminClient(server));
    await clients[0]!.doc('counters/admin').set({ n: 0 });
    await Promise.all(
      clients.map(async (db) => {
        for (let i = 0; i < perClient; i++) {
          await db.runTransaction(async (tx) => {
            const snap = await tx.get(db.doc('counters/admin'));
            tx.update(snap.ref, { n: (snap.get('n') as number) + 1 });
          });
        }
      }),
    );
    expect((await clients[0]!.doc('counters/admin').get()).get('n')).toBe(CLIENTS * perClient);
  }, 120_000);
});
