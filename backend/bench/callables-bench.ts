// npm run bench:callables -w backend (or `npm run bench:callables` at the root)
// Callables under a burst, through the local functions host (emulators/callable-host.mjs) as the shop calls them (the real web SDK):
// BENCH_ROUNDS rounds (default 3) of BENCH_BURST concurrent subscribeNewsletter calls (default 200,
// each a new address, from BENCH_PEOPLE signed-in people, default 50) mixed with BENCH_ORDERS concurrent placeOrder calls (default 20, a
// signed-in customer). Per round: calls, successes, errors by code, and p50/p99/max of each call's
// time from sending to its answer; then how many Firestore trigger events (the orders' mail and
// stock) were still pending and how long they took to finish. The goal (issue 10 item 6): no error and p99 ≤ 2 s, every round.
// Figures are printed, not asserted.
import { performance } from 'node:perf_hooks';
import { startBackend } from '../src/cli/start-backend';
import { createAdminFirestore } from '../src/server/admin-client';
import { DEMO_CUSTOMER } from '../src/seed/demo-users';
import { clientSession, closeClientSessions } from '../test/support/client-session';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BURST = Number(process.env.BENCH_BURST ?? 200);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 20);
// Who signs up: each person is a signed-in account, since one visitor's 200 sign-ups would be
// refused by the per-client limit (20 in 10 minutes). 50 people × 4 addresses a round.
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 50);

interface Outcome {
  ms: number;
  error: string | null;
}

async function timed(work: () => Promise<unknown>): Promise<Outcome> {
  const started = performance.now();
  try {
    await work();
    return { ms: performance.now() - started, error: null };
  } catch (error) {
    return { ms: performance.now() - started, error: (error as { code?: string }).code ?? (error as Error).message };
  }
}

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;

async function main() {
  console.log('Starting an in-memory backend with the Auth and Functions emulators (demo shop)…');
  const backend = await startBackend({ inMemory: true, ports: { firestore: 0, auth: 0, functions: 0, storage: 0, smtp: 0, mailWeb: 0 } });
  const admin = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  try {
    const productRef = (await admin.collection('prod').where('status', '==', 'active').limit(1).get()).docs[0]!.ref;
    await productRef.update({ stock: 1_000_000, minOrderQty: 1 });
    const customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
    const run = Date.now().toString(36);
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, (_, i) =>
        clientSession(backend.endpoints, { email: `bench-${run}-person-${i}@example.com`, password: 'bench-password-1', create: true }),
      ),
    );
    console.log(
      `\n${ROUNDS} rounds of ${BURST} concurrent subscribeNewsletter + ${ORDERS} concurrent placeOrder (local callable host, real web SDK, App Check tokens)`,
    );
    const triggers = backend.documentServer.triggers;
    await triggers.whenIdle();
    let before = triggers.stats();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const started = performance.now();
      const calls = [
        ...Array.from({ length: BURST }, (_, i) => () => people[i % PEOPLE]!.call('subscribeNewsletter', { email: `bench-${run}-${round}-${i}@example.com` })),
        ...Array.from(
          { length: ORDERS },
          (_, i) => () =>
            customer.call('placeOrder', {
              items: [{ productId: productRef.id, quantity: 1 }],
              addressId: 'demo-address-1',
              idempotencyKey: `bench-${run}-${round}-${i}`,
            }),
        ),
      ];
      const outcomes = await Promise.all(calls.map((call) => timed(call)));
      const wall = performance.now() - started;
      const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
      const errors = new Map<string, number>();
      for (const outcome of outcomes) if (outcome.error) errors.set(outcome.error, (errors.get(outcome.error) ?? 0) + 1);
      const failed = [...errors].map(([code, count]) => `${count} ${code}`).join(', ') || 'none';
      console.log(
        `  round ${round}: ${outcomes.length} calls, ${outcomes.length - [...errors.values()].reduce((a, b) => a + b, 0)} succeeded (errors: ${failed}); ` +
          `p50 ${s(at(times, 0.5))}  p99 ${s(at(times, 0.99))}  max ${s(times.at(-1) ?? 0)}  all answered in ${s(wall)}`,
      );
      const part = (from: number, to: number) =>
        outcomes
          .slice(from, to)
          .map((outcome) => outcome.ms)
          .sort((a, b) => a - b);
      const newsletter = part(0, BURST);
      const orders = part(BURST, BURST + ORDERS);
      console.log(
        `           subscribeNewsletter p50 ${s(at(newsletter, 0.5))} p99 ${s(at(newsletter, 0.99))}; ` +
          `placeOrder p50 ${s(at(orders, 0.5))} p99 ${s(at(orders, 0.99))}`,
      );
      // The orders' Firestore triggers (sendMail, productWritten) run behind the calls; the next
      // round starts when they are done, so each round meets the same backlog (none).
      const pendingAtEnd = triggers.stats().pending;
      await triggers.whenIdle();
      const after = triggers.stats();
      console.log(
        `           trigger events: ${pendingAtEnd} pending when the last call was answered, all done ${s(performance.now() - started - wall)} later; ` +
          `${after.delivered - before.delivered} delivered this round, ${after.failed - before.failed} failed, ${after.retried - before.retried} retried`,
      );
      before = after;
    }
  } finally {
    await closeClientSessions();
    await admin.terminate();
    await backend.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
