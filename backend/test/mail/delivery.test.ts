// Sending the `mail` collection for real: the local document server (through firebase-admin, as
// the functions use it) and the local SMTP server (through nodemailer). Failures are real too: a
// port nothing listens on, and an SMTP server that refuses chosen recipients with 4xx or 5xx.
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL } from 'shared-data/contracts';
import { createMailTransport, processMailDocument, retryDueMail, type MailTransport } from '../../functions/src/mail/deliver-mail';
import { LEASE_MS, MAX_ATTEMPTS, PENDING_GRACE_MS, newMailDocument, retryDelayMs } from '../../functions/src/mail/mail-document';
import { findFreePort } from '../../src/emulators/ports';
import { startLocalMail, type LocalMail } from '../../src/mail/start-local-mail';
import { createAdminFirestore } from '../../src/server/admin-client';
import { startDocumentServer, type DocumentServer } from '../../src/server/index';

let server: DocumentServer;
let db: Firestore;
let mail: LocalMail;
let smtp: MailTransport;
/** A transport to a port where nothing listens: every send fails to connect. */
let closedPort: MailTransport;

interface InboxMessage {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  date: string;
}

async function inbox(to: string): Promise<InboxMessage[]> {
  const response = await fetch(`${mail.webUrl}/api/messages?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: InboxMessage[] }).messages;
}

let sequence = 0;
/** A queued e-mail to a fresh address (so each test reads only its own messages). */
async function queue(now: Date, local = 'customer'): Promise<{ id: string; to: string; number: number }> {
  sequence += 1;
  const to = `${local}-${sequence}@shop-test.example`;
  const ref = db.collection(MAIL).doc();
  await ref.set(
    newMailDocument(
      {
        to,
        from: '"Rajatmaya Silver" <wholesale@rajatmaya.example>',
        replyTo: 'wholesale@rajatmaya.example',
        message: { subject: `Test message ${sequence}`, html: `<p>Hello <strong>${sequence}</strong></p>`, text: `Hello ${sequence}` },
        kind: 'order-placed',
        orderId: `order-${sequence}`,
        uid: 'alice',
      },
      now,
    ),
  );
  return { id: ref.id, to, number: sequence };
}

const deliveryOf = async (id: string) => (await db.collection(MAIL).doc(id).get()).get('delivery') as Record<string, unknown>;
const millisOf = (value: unknown) => (value as Timestamp).toMillis();
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  server = await startDocumentServer({ port: 0, inMemory: true, log: () => undefined });
  db = createAdminFirestore({ host: `127.0.0.1:${server.port}` });
  mail = await startLocalMail({
    smtpPort: 0,
    webPort: 0,
    mailDir: null,
    // Recipients named "busy-…" are refused for now (4xx), "gone-…" for good (5xx).
    rejectRecipient: (address) =>
      address.startsWith('busy-')
        ? { code: 450, message: 'Mailbox busy, try again later' }
        : address.startsWith('gone-')
          ? { code: 550, message: 'No such user here' }
          : null,
  });
  smtp = createMailTransport(mail.smtpUrl);
  closedPort = createMailTransport(`smtp://127.0.0.1:${await findFreePort()}`);
});

afterAll(async () => {
  await db?.terminate();
  await mail?.close();
  await server?.close();
});

// retryDueMail sweeps the whole collection: each test starts from an empty one.
beforeEach(async () => {
  const existing = await db.collection(MAIL).get();
  const batch = db.batch();
  for (const doc of existing.docs) batch.delete(doc.ref);
  await batch.commit();
});

describe('processMailDocument', () => {
  it('sends a PENDING document over SMTP and records SUCCESS with the message id', async () => {
    const now = new Date();
    const { id, to, number } = await queue(now);
    const result = await processMailDocument(db, id, smtp, now);
    expect(result).toMatchObject({ id, outcome: 'sent', state: 'SUCCESS', attempts: 1 });

    const delivery = await deliveryOf(id);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null, leaseExpireTime: null, nextAttemptAt: null });
    expect(millisOf(delivery['startTime'])).toBe(now.getTime());
    expect(millisOf(delivery['endTime'])).toBe(now.getTime());
    const info = delivery['info'] as { messageId: string; accepted: string[]; rejected: string[] };
    expect(info.accepted).toEqual([to]);
    expect(info.rejected).toEqual([]);

    const [received, ...more] = await inbox(to);
    expect(more).toEqual([]);
    expect(received).toMatchObject({ to: [to], from: '"Rajatmaya Silver" <wholesale@rajatmaya.example>', subject: `Test message ${number}` });
    expect(received?.text.trim()).toBe(`Hello ${number}`);
    expect(received?.html).toContain('<strong>');
    expect(info.messageId).toMatch(/^<.+@.+>$/);

    // Finished documents are left alone.
    expect(await processMailDocument(db, id, smtp, new Date(now.getTime() + minutes(60)))).toMatchObject({ outcome: 'skipped', state: 'SUCCESS' });
    expect(await inbox(to)).toHaveLength(1);
  });

  it('turns a failed connection into RETRY with the error and the next attempt 5 minutes later', async () => {
    const now = new Date();
    const { id, to } = await queue(now);
    const result = await processMailDocument(db, id, closedPort, now);
    expect(result).toMatchObject({ outcome: 'retry', state: 'RETRY', attempts: 1 });
    const delivery = await deliveryOf(id);
    expect(delivery).toMatchObject({ state: 'RETRY', attempts: 1, leaseExpireTime: null, endTime: null });
    expect(delivery['error']).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
    expect(millisOf(delivery['nextAttemptAt'])).toBe(now.getTime() + minutes(5));
    // Not due yet: nothing happens before nextAttemptAt, even with a working transport.
    expect(await processMailDocument(db, id, smtp, new Date(now.getTime() + minutes(4)))).toMatchObject({ outcome: 'skipped', state: 'RETRY' });
    expect(await inbox(to)).toEqual([]);
  });

  it('retries a temporary refusal (450) and gives up at once on a permanent one (550)', async () => {
    const now = new Date();
    const busy = await queue(now, 'busy');
    expect(await processMailDocument(db, busy.id, smtp, now)).toMatchObject({ outcome: 'retry', state: 'RETRY' });
    expect((await deliveryOf(busy.id))['error']).toMatch(/450/);

    const gone = await queue(now, 'gone');
    const result = await processMailDocument(db, gone.id, smtp, now);
    expect(result).toMatchObject({ outcome: 'failed', state: 'ERROR', attempts: 1 });
    const delivery = await deliveryOf(gone.id);
    expect(delivery).toMatchObject({ state: 'ERROR', nextAttemptAt: null });
    expect(delivery['error']).toMatch(/550/);
    expect(millisOf(delivery['endTime'])).toBe(now.getTime());
  });

  it('sends once when two processors race for the same document', async () => {
    const now = new Date();
    const { id, to } = await queue(now);
    const results = await Promise.all([processMailDocument(db, id, smtp, now), processMailDocument(db, id, smtp, now), processMailDocument(db, id, smtp, now)]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['sent', 'skipped', 'skipped']);
    expect(await inbox(to)).toHaveLength(1);
    expect(await deliveryOf(id)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });

  it('leaves a document alone while another process holds its lease, and takes it back when the lease expires', async () => {
    const now = new Date();
    const { id, to } = await queue(now);
    // Another process claimed it and has not finished (or died).
    await db
      .collection(MAIL)
      .doc(id)
      .update({
        'delivery.state': 'PROCESSING',
        'delivery.attempts': 1,
        'delivery.startTime': Timestamp.fromDate(now),
        'delivery.leaseExpireTime': Timestamp.fromMillis(now.getTime() + LEASE_MS),
        'delivery.nextAttemptAt': Timestamp.fromMillis(now.getTime() + LEASE_MS),
      });
    expect(await processMailDocument(db, id, smtp, new Date(now.getTime() + LEASE_MS - 1000))).toMatchObject({ outcome: 'skipped', state: 'PROCESSING' });
    expect(await inbox(to)).toEqual([]);

    const later = new Date(now.getTime() + LEASE_MS + 1000);
    expect(await processMailDocument(db, id, smtp, later)).toMatchObject({ outcome: 'sent', attempts: 2 });
    expect(await inbox(to)).toHaveLength(1);
  });

  it('marks a document without recipient or message as ERROR instead of retrying it', async () => {
    const ref = db.collection(MAIL).doc();
    await ref.set({ message: { subject: 'No one to send to', text: 'x' } });
    const result = await processMailDocument(db, ref.id, smtp, new Date());
    expect(result).toMatchObject({ outcome: 'failed', state: 'ERROR' });
    expect((await deliveryOf(ref.id))['error']).toMatch(/no recipient/);
    expect(await processMailDocument(db, 'no-such-mail', smtp, new Date())).toMatchObject({ outcome: 'missing' });
  });

  it('sends a document written in the Trigger Email extension form (no delivery yet)', async () => {
    const ref = db.collection(MAIL).doc();
    const to = 'extension-form@shop-test.example';
    await ref.set({ to, message: { subject: 'Extension form', text: 'Plain text only' } });
    expect(await processMailDocument(db, ref.id, smtp, new Date(), { from: 'Shop <orders@shop-test.example>' })).toMatchObject({ outcome: 'sent' });
    const [received] = await inbox(to);
    expect(received).toMatchObject({ subject: 'Extension form', from: '"Shop" <orders@shop-test.example>', html: null });
    expect(received?.text.trim()).toBe('Plain text only');
  });
});

describe('retryDueMail', () => {
  it(`backs off 5, 10, 20, 40 minutes and gives up after ${MAX_ATTEMPTS} attempts, leaving the error for the admin`, async () => {
    const start = new Date();
    const { id } = await queue(start);
    await processMailDocument(db, id, closedPort, start);
    let clock = start.getTime();
    const waits: number[] = [];
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const next = millisOf((await deliveryOf(id))['nextAttemptAt']);
      waits.push(next - clock);
      // A minute early: not due, nothing is tried.
      const early = await retryDueMail(db, closedPort, new Date(next - minutes(1)));
      expect(early.results).toEqual([]);
      clock = next;
      const summary = await retryDueMail(db, closedPort, new Date(clock));
      expect(summary.results).toEqual([expect.objectContaining({ id, attempts: attempt, outcome: attempt < MAX_ATTEMPTS ? 'retry' : 'failed' })]);
    }
    expect(waits).toEqual([minutes(5), minutes(10), minutes(20), minutes(40)]);
    expect(waits).toEqual([1, 2, 3, 4].map(retryDelayMs));

    const delivery = await deliveryOf(id);
    expect(delivery).toMatchObject({ state: 'ERROR', attempts: MAX_ATTEMPTS, nextAttemptAt: null, leaseExpireTime: null });
    expect(delivery['error']).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
    expect(millisOf(delivery['endTime'])).toBe(clock);
    // Given up for good: later sweeps do not see it.
    expect((await retryDueMail(db, smtp, new Date(clock + minutes(24 * 60)))).results).toEqual([]);
  });

  it('delivers a retried message once the SMTP server is reachable again', async () => {
    const start = new Date();
    const { id, to } = await queue(start);
    await processMailDocument(db, id, closedPort, start);
    const summary = await retryDueMail(db, smtp, new Date(start.getTime() + minutes(5)));
    expect(summary).toMatchObject({ sent: 1, retry: 0, failed: 0 });
    expect(await deliveryOf(id)).toMatchObject({ state: 'SUCCESS', attempts: 2, error: null });
    expect(await inbox(to)).toHaveLength(1);
  });

  it('sends PENDING documents the trigger never claimed, after a grace period, and reclaims expired leases', async () => {
    const start = new Date();
    const pending = await queue(start);
    const stuck = await queue(start);
    await db
      .collection(MAIL)
      .doc(stuck.id)
      .update({
        'delivery.state': 'PROCESSING',
        'delivery.attempts': 1,
        'delivery.leaseExpireTime': Timestamp.fromMillis(start.getTime() + LEASE_MS),
        'delivery.nextAttemptAt': Timestamp.fromMillis(start.getTime() + LEASE_MS),
      });
    // Within the grace period and the lease: the trigger (or the holder) is still at work.
    expect((await retryDueMail(db, smtp, new Date(start.getTime() + Math.min(PENDING_GRACE_MS, LEASE_MS) - 1000))).results).toEqual([]);

    const summary = await retryDueMail(db, smtp, new Date(start.getTime() + Math.max(PENDING_GRACE_MS, LEASE_MS) + 1000));
    expect(summary.sent).toBe(2);
    expect(await inbox(pending.to)).toHaveLength(1);
    expect(await inbox(stuck.to)).toHaveLength(1);
    expect(await deliveryOf(stuck.id)).toMatchObject({ state: 'SUCCESS', attempts: 2 });
  });

  it('gives up a document whose last allowed attempt never reported back', async () => {
    const start = new Date();
    const { id, to } = await queue(start);
    await db
      .collection(MAIL)
      .doc(id)
      .update({
        'delivery.state': 'PROCESSING',
        'delivery.attempts': MAX_ATTEMPTS,
        'delivery.error': 'Connection timeout (ETIMEDOUT)',
        'delivery.leaseExpireTime': Timestamp.fromMillis(start.getTime() + LEASE_MS),
        'delivery.nextAttemptAt': Timestamp.fromMillis(start.getTime() + LEASE_MS),
      });
    const summary = await retryDueMail(db, smtp, new Date(start.getTime() + LEASE_MS + 1000));
    expect(summary.failed).toBe(1);
    expect(await deliveryOf(id)).toMatchObject({ state: 'ERROR', attempts: MAX_ATTEMPTS, error: 'Connection timeout (ETIMEDOUT)' });
    expect(await inbox(to)).toEqual([]);
  });
});
