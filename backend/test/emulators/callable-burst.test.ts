// Callables under a burst (issue 10 item 6): through the Functions emulator, 200 concurrent sign-ups
// left 199 hanging until the client's 70 s deadline and 20 concurrent orders left 13 hanging. The
// callable host (emulators/callable-host.mjs) must answer every call of a burst, each exactly once,
// with the orders numbered without gaps or repeats; the orders' Firestore triggers run in the same
// host (each a worker process of the Functions emulator before, which fell behind a burst) and all
// finish. Timing is for `npm run bench:callables`, not for this test.
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../src/cli/start-backend';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { clientSession, closeClientSessions } from '../support/client-session';

let backend: RunningBackend;
let db: Firestore;
let hostPid = 0;

beforeAll(async () => {
  backend = await startBackend({ inMemory: true, schedules: false, ports: { firestore: 0, auth: 0, functions: 0, storage: 0, smtp: 0, mailWeb: 0 } });
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
}, 180_000);

afterAll(async () => {
  await closeClientSessions();
  await db?.terminate();
  await backend?.close();
});

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('a burst of callables', () => {
  it('answers 200 concurrent sign-ups from 40 people and 10 concurrent orders, each once, through one concurrent host', async () => {
    const host = (await (await fetch(`${backend.endpoints.functions?.url ?? ''}/__callables`)).json()) as {
      pid: number;
      functions: string[];
      events: string[];
    };
    expect(host.functions).toContain(`/${backend.endpoints.projectId}/asia-south1/placeOrder`);
    expect(host.events).toEqual(expect.arrayContaining(['asia-south1-sendMail', 'asia-south1-productWritten', 'asia-south1-publicContent-blogs']));
    expect(processAlive(host.pid)).toBe(true);
    hostPid = host.pid;

    const product = (await db.collection('prod').where('status', '==', 'active').limit(1).get()).docs[0]!;
    await product.ref.update({ stock: 1000, minOrderQty: 1 });
    const customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
    const run = Date.now().toString(36);
    // 40 people signing up 5 addresses each: one visitor's 200 would be refused by the per-client
    // limit (inbox.test.ts), which is the point of it.
    const people = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        clientSession(backend.endpoints, { email: `burst-${run}-person-${i}@example.com`, password: 'burst-password-1', create: true }),
      ),
    );
    const triggers = backend.documentServer.triggers;
    await triggers.whenIdle();
    const before = triggers.stats();
    const emails = Array.from({ length: 200 }, (_, i) => `burst-${run}-${i}@example.com`);

    const [signUps, orders] = await Promise.all([
      Promise.allSettled(emails.map((email, i) => people[i % people.length]!.call<{ status: string }>('subscribeNewsletter', { email }))),
      Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          customer.call<{ orderId: string; number: string; created: boolean }>('placeOrder', {
            items: [{ productId: product.id, quantity: 1 }],
            addressId: 'demo-address-1',
            idempotencyKey: `burst-${run}-${i}`,
          }),
        ),
      ),
    ]);

    const failures = [...signUps, ...orders].filter((outcome) => outcome.status === 'rejected');
    expect(failures.map((failure) => String((failure as PromiseRejectedResult).reason))).toEqual([]);
    expect(signUps.map((outcome) => (outcome as PromiseFulfilledResult<{ status: string }>).value.status)).toEqual(emails.map(() => 'subscribed'));
    const stored = await db.getAll(...emails.map((email) => db.collection('newsletter').doc(email)));
    expect(stored.filter((snap) => snap.exists)).toHaveLength(200);

    // Ten new orders, numbered one after another: the order counter was taken by one at a time.
    const numbers = orders.map((outcome) => (outcome as PromiseFulfilledResult<{ orderId: string; number: string; created: boolean }>).value);
    expect(numbers.every((order) => order.created)).toBe(true);
    const sequences = numbers.map((order) => Number(order.number.split('-').at(-1))).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(10);
    expect(sequences.at(-1)! - sequences[0]!).toBe(9);
    expect((await product.ref.get()).get('stock')).toBe(990);

    // Each order's confirmation e-mail went out through the sendMail trigger, and every event of the
    // burst (mail, stock) was delivered to the host at the first attempt.
    await triggers.whenIdle();
    const mail = await db.getAll(...numbers.map((order) => db.collection('mail').doc(`order-${order.orderId}-placed`)));
    expect(mail.map((snap) => snap.get('delivery.state'))).toEqual(numbers.map(() => 'SUCCESS'));
    expect(triggers.stats()).toMatchObject({ pending: 0, failed: 0, retried: before.retried });

    // The same sign-up again is an answer, not an error.
    await expect(people[0]!.call('subscribeNewsletter', { email: emails[0] })).resolves.toEqual({ status: 'already-subscribed' });
  }, 180_000);

  it('answers an event for a function it does not have with 404, which the document server retries', async () => {
    const url = `${backend.endpoints.functions?.url ?? ''}/functions/projects/${backend.endpoints.projectId}/triggers/asia-south1-noSuchFunction-0`;
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(404);
  });

  it('stops the host process with the backend', async () => {
    expect(hostPid).toBeGreaterThan(0);
    await closeClientSessions();
    await db.terminate();
    await backend.close();
    expect(processAlive(hostPid)).toBe(false);
  }, 60_000);
});
