// Trigger registration and event delivery of the document server, with a small HTTP server
// standing in for the Functions emulator so that its failures can be staged (down, 500, slow).
// Registrations are sent exactly as firebase-tools' Functions emulator sends them; writes come from
// firebase-admin. The real Functions emulator is exercised in test/emulators/firestore-triggers.test.ts.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { type DocumentServer, type DocumentServerOptions, startDocumentServer } from '../../src/server/index';
import { decodeDocumentEventData } from '../../src/server/triggers/document-event';
import { allowAll, type JsonBody } from '../conformance/helpers';

const PROJECT = 'demo-silver-shop';

interface Received {
  key: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers POST /functions/projects/{p}/triggers/{key} like the Functions emulator, as told. */
class StandInFunctionsEmulator {
  readonly received: Received[] = [];
  answer: (request: Received) => number | Promise<number> = () => 200;
  private server: Server | null = null;
  port = 0;

  async listen(port = 0): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const request = {
          key: decodeURIComponent((req.url ?? '').replace(/^.*\/triggers\//, '')),
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        };
        this.received.push(request);
        void Promise.resolve(this.answer(request)).then((status) => res.writeHead(status).end(status === 200 ? '{"status":"acknowledged"}' : 'failed'));
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(
  options: Partial<DocumentServerOptions> = {},
): Promise<{ server: DocumentServer; functions: StandInFunctionsEmulator; db: Firestore; logs: string[] }> {
  const functions = new StandInFunctionsEmulator();
  await functions.listen();
  cleanups.push(() => functions.stop());
  const logs: string[] = [];
  const server = await startDocumentServer({
    port: 0,
    inMemory: true,
    rules: allowAll,
    log: (level, message) => logs.push(`${level}: ${message}`),
    functionsEmulatorHost: `127.0.0.1:${functions.port}`,
    ...options,
  });
  cleanups.push(() => server.close());
  const db = createAdminFirestore({ host: `127.0.0.1:${server.port}`, projectId: PROJECT });
  cleanups.push(() => db.terminate());
  return { server, functions, db, logs };
}

/** The 2nd-gen registration call of firebase-tools' FunctionsEmulator.addFirestoreTrigger. */
async function registerV2(server: DocumentServer, key: string, eventType: string, document: string, matchType = 'PATH_PATTERN'): Promise<number> {
  const res = await fetch(`${server.url}/emulator/v1/projects/${PROJECT}/eventarcTrigger?eventarcTriggerId=${key}`, {
    method: 'POST',
    body: JSON.stringify({ eventType, database: '(default)', namespace: '(default)', document: { value: document, matchType } }),
  });
  return res.status;
}

async function listing(server: DocumentServer): Promise<JsonBody> {
  return (await fetch(`${server.url}/emulator/v1/projects/${PROJECT}/triggers`)).json();
}

function fieldOf(received: Received, field: string): unknown {
  const data = decodeDocumentEventData(Buffer.from(received.body, 'base64')) as { value?: { fields: Record<string, Record<string, unknown>> } };
  const value = data.value?.fields[field];
  return value ? Object.values(value)[0] : undefined;
}

const WRITTEN = 'google.cloud.firestore.document.v1.written';
const CREATED = 'google.cloud.firestore.document.v1.created';

describe('trigger registration', () => {
  it('accepts both generations of registration as the Functions emulator sends them, and lists them', async () => {
    const { server } = await setUp();
    expect(await registerV2(server, 'asia-south1-productWritten-0', WRITTEN, 'prod/{id}')).toBe(200);
    const v1 = await fetch(`${server.url}/emulator/v1/projects/${PROJECT}/triggers/us-central1-legacyMail-0`, {
      method: 'PUT',
      body: JSON.stringify({
        eventTrigger: {
          eventType: 'providers/cloud.firestore/eventTypes/document.create',
          resource: `projects/${PROJECT}/databases/(default)/documents/mail/{id}`,
          service: 'firestore.googleapis.com',
        },
      }),
    });
    expect(v1.status).toBe(200);
    const { triggers, deliveries } = await listing(server);
    expect(triggers).toEqual([
      expect.objectContaining({
        key: 'asia-south1-productWritten-0',
        functionId: 'asia-south1-productWritten',
        signature: 'cloudevent',
        document: 'prod/{id}',
      }),
      expect.objectContaining({
        key: 'us-central1-legacyMail-0',
        signature: 'legacy',
        eventType: 'providers/cloud.firestore/eventTypes/document.create',
        document: 'mail/{id}',
      }),
    ]);
    expect(deliveries).toEqual({ pending: 0, inFlight: 0, delivered: 0, failed: 0, retried: 0 });
    expect(server.triggers.list()).toEqual(triggers);
  });

  it('replaces a function’s registration when the emulator registers it again after a reload', async () => {
    const { server, functions, db } = await setUp();
    await registerV2(server, 'asia-south1-productWritten-0', WRITTEN, 'prod/{id}');
    await registerV2(server, 'asia-south1-mailCreated-0', CREATED, 'mail/{id}');
    await registerV2(server, 'asia-south1-productWritten-1', WRITTEN, 'products/{id}');
    expect(server.triggers.list().map((t) => t.key)).toEqual(['asia-south1-productWritten-1', 'asia-south1-mailCreated-0']);
    await db.doc('prod/p1').set({ title: 'old pattern' });
    await db.doc('products/p1').set({ title: 'new pattern' });
    await vi.waitFor(() => expect(functions.received).toHaveLength(1), { timeout: 10_000, interval: 20 });
    await server.triggers.whenIdle();
    expect(functions.received[0]?.key).toBe('asia-south1-productWritten-1');
    expect(functions.received[0]?.headers['ce-document']).toBe('products/p1');
  });

  it('refuses registrations it cannot honour, naming the problem', async () => {
    const { server } = await setUp();
    expect(await registerV2(server, 'f-0', 'google.cloud.pubsub.topic.v1.messagePublished', 'prod/{id}')).toBe(400);
    expect(await registerV2(server, 'f-0', WRITTEN, 'prod/slv-*')).toBe(400);
    const wrongProject = await fetch(`${server.url}/emulator/v1/projects/other-project/eventarcTrigger?eventarcTriggerId=f-0`, {
      method: 'POST',
      body: JSON.stringify({ eventType: WRITTEN, database: '(default)', namespace: '(default)', document: { value: 'prod/{id}', matchType: 'PATH_PATTERN' } }),
    });
    expect(wrongProject.status).toBeGreaterThanOrEqual(400);
    const noKey = await fetch(`${server.url}/emulator/v1/projects/${PROJECT}/eventarcTrigger`, { method: 'POST', body: '{}' });
    expect(((await noKey.json()) as JsonBody).error.message).toMatch(/eventarcTriggerId/);
    expect(server.triggers.list()).toEqual([]);
  });
});

describe('event delivery', () => {
  it('sends created, updated and deleted changes to written triggers, and only creations to created triggers', async () => {
    const { server, functions, db } = await setUp();
    await registerV2(server, 'asia-south1-productWritten-0', WRITTEN, 'prod/{id}');
    await registerV2(server, 'asia-south1-mailCreated-0', CREATED, 'mail/{id}');
    await db.doc('prod/p1').set({ title: 'Anklet' });
    await db.doc('prod/p1').update({ title: 'Toe ring' });
    await db.doc('prod/p1').delete();
    await db.doc('mail/m1').set({ to: 'a@example.com' });
    await db.doc('mail/m1').update({ sent: true });
    await db.doc('categories/rings').set({ name: 'Rings' });
    await vi.waitFor(() => expect(functions.received).toHaveLength(4), { timeout: 10_000, interval: 20 });
    await server.triggers.whenIdle();
    const product = functions.received.filter((r) => r.key === 'asia-south1-productWritten-0');
    expect(product.map((r) => fieldOf(r, 'title') ?? null)).toEqual(['Anklet', 'Toe ring', null]);
    expect(product.every((r) => r.headers['ce-type'] === WRITTEN && r.headers['content-type'] === 'application/protobuf')).toBe(true);
    expect(new Set(product.map((r) => r.headers['ce-id'])).size).toBe(3);
    const mail = functions.received.filter((r) => r.key === 'asia-south1-mailCreated-0');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.headers['ce-type']).toBe(CREATED);
    expect(fieldOf(mail[0] as Received, 'to')).toBe('a@example.com');
    expect(server.triggers.stats()).toMatchObject({ pending: 0, delivered: 4, failed: 0 });
  });

  it('delivers the events of one document in commit order, however the calls overlap', async () => {
    const { server, functions, db } = await setUp({ triggerDelivery: { maxConcurrent: 4 } });
    await registerV2(server, 'asia-south1-productWritten-0', WRITTEN, 'prod/{id}');
    // Slow, uneven answers: a later event would overtake an earlier one if both were in flight.
    functions.answer = () => new Promise((resolve) => setTimeout(() => resolve(200), Math.random() * 30));
    // Two documents' commits interleave; deliveries overlap (up to four in flight).
    for (let i = 0; i < 30; i += 1) await db.doc(`prod/p${i % 2}`).set({ n: i });
    await vi.waitFor(() => expect(functions.received).toHaveLength(30), { timeout: 20_000, interval: 20 });
    await server.triggers.whenIdle();
    for (const [id, first] of [
      ['p0', 0],
      ['p1', 1],
    ] as const) {
      const seen = functions.received.filter((r) => r.headers['ce-document'] === `prod/${id}`).map((r) => Number(fieldOf(r, 'n')));
      expect(seen).toEqual(Array.from({ length: 15 }, (_, k) => first + 2 * k));
    }
    expect(server.triggers.stats().delivered).toBe(30);
  });

  it('acknowledges commits while the Functions emulator is down and delivers once it is back', async () => {
    const { server, functions, db, logs } = await setUp({ triggerDelivery: { initialBackoffMs: 20, maxBackoffMs: 100 } });
    await registerV2(server, 'asia-south1-productWritten-0', WRITTEN, 'prod/{id}');
    const port = functions.port;
    await functions.stop();
    const started = performance.now();
    await db.doc('prod/p1').set({ title: 'First' });
    await db.doc('prod/p1').set({ title: 'Second' });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(server.triggers.stats().pending).toBe(2);
    await vi.waitFor(() => expect(server.triggers.stats().retried).toBeGreaterThan(2), { timeout: 10_000, interval: 20 });
    expect(logs.join('\n')).toMatch(/wait for the functions host at 127\.0\.0\.1:\d+: .*unreachable/);
    await functions.listen(port);
    await server.triggers.whenIdle();
    expect(functions.received.map((r) => fieldOf(r, 'title'))).toEqual(['First', 'Second']);
    expect(server.triggers.stats()).toMatchObject({ pending: 0, delivered: 2, failed: 0 });
  });

  it('gives up on an event after the retry window, logs it and moves on', async () => {
    const { server, functions, db, logs } = await setUp({ triggerDelivery: { retryWindowMs: 300, initialBackoffMs: 20, maxBackoffMs: 50 } });
    await registerV2(server, 'asia-south1-productWritten-0', WRITTEN, 'prod/{id}');
    functions.answer = () => 503;
    await db.doc('prod/p1').set({ title: 'Lost' });
    await server.triggers.whenIdle();
    expect(server.triggers.stats()).toMatchObject({ pending: 0, delivered: 0, failed: 1 });
    expect(functions.received.length).toBeGreaterThan(2);
    expect(logs.join('\n')).toMatch(/error: Gave up delivering .* prod\/p1 .*HTTP 503/);
    functions.answer = () => 200;
    await db.doc('prod/p1').set({ title: 'Kept' });
    await server.triggers.whenIdle();
    expect(server.triggers.stats()).toMatchObject({ delivered: 1, failed: 1 });
  });

  it('counts the retry window from each event’s commit, so a long outage drains a queue at once', async () => {
    const windowMs = 2_000;
    const { server, functions, db } = await setUp({ triggerDelivery: { retryWindowMs: windowMs, initialBackoffMs: 20, maxBackoffMs: 50 } });
    await registerV2(server, 'asia-south1-productWritten-0', WRITTEN, 'prod/{id}');
    functions.answer = () => 503;
    const started = performance.now();
    for (let i = 0; i < 5; i += 1) await db.doc('prod/p1').set({ n: i });
    await server.triggers.whenIdle();
    const elapsed = performance.now() - started;
    expect(server.triggers.stats()).toMatchObject({ pending: 0, delivered: 0, failed: 5 });
    const attempts = new Map<string, number>();
    for (const r of functions.received) attempts.set(String(r.headers['ce-id']), (attempts.get(String(r.headers['ce-id'])) ?? 0) + 1);
    const perEvent = [...attempts.values()];
    expect(perEvent).toHaveLength(5);
    expect(perEvent[0]).toBeGreaterThan(3);
    // The others waited behind the first (same document, in order) and were at or near the end of
    // their own windows when their turn came: fewer attempts each, and the five together end within
    // about one window of the first commit — not five windows one after another.
    for (const count of perEvent.slice(1)) expect(count).toBeLessThan(perEvent[0] ?? 0);
    expect(elapsed).toBeLessThan(3 * windowMs);
  });

  it('tries a function that fails three times in all, as its error is not the emulator’s', async () => {
    const { server, functions, db, logs } = await setUp({ triggerDelivery: { initialBackoffMs: 10, maxBackoffMs: 20 } });
    await registerV2(server, 'asia-south1-productWritten-0', WRITTEN, 'prod/{id}');
    functions.answer = () => 500;
    await db.doc('prod/p1').set({ title: 'Throws' });
    await server.triggers.whenIdle();
    expect(functions.received).toHaveLength(3);
    expect(new Set(functions.received.map((r) => r.headers['ce-id'])).size).toBe(1);
    expect(logs.filter((line) => line.includes('The function failed'))).toHaveLength(2);
    expect(server.triggers.stats()).toMatchObject({ failed: 1, retried: 2 });
  });

  it('never holds up a commit for a slow function', async () => {
    const { server, functions, db } = await setUp();
    await registerV2(server, 'asia-south1-productWritten-0', WRITTEN, 'prod/{id}');
    let release: (status: number) => void = () => undefined;
    functions.answer = () => new Promise((resolve) => (release = resolve));
    await db.doc('prod/p1').set({ title: 'Slow' });
    await vi.waitFor(() => expect(server.triggers.stats().inFlight).toBe(1), { timeout: 5_000, interval: 10 });
    const started = performance.now();
    await db.doc('prod/p1').set({ title: 'Slower' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(server.triggers.stats().pending).toBe(2);
    release(200);
    await vi.waitFor(() => expect(functions.received).toHaveLength(2), { timeout: 5_000, interval: 10 });
    release(200);
    await server.triggers.whenIdle();
  });
});
