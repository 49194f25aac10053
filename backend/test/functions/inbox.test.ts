// Spam and abuse (issue 10 item 7): contact messages, video-call requests and newsletter sign-ups go
// through callables that need App Check and limit each client; direct client writes are refused by
// the rules. Before, 1000 anonymous 5000-character messages went into `messages` within 12 s.
// Driven by the real web SDKs against the local backend (callable host + document server).
import type { Firestore } from 'firebase-admin/firestore';
import { connectFirestoreEmulator, getFirestore, addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { messageDocumentSchema, newsletterDocumentSchema, videoCallRequestDocumentSchema } from 'shared-data/contracts';
import { request as httpRequest } from 'node:http';
import { CONTACT_LIMIT } from '../../functions/src/inbox';
import { rateLimitClient } from '../../functions/src/rate-limit';
import { localAppCheckToken } from '../../../shared-auth/src/lib/app-check-token';
import { NEWSLETTER_LIMIT } from '../../functions/src/subscribe-newsletter';
import { callError, callMessage, clientSession, closeClientSessions } from '../support/client-session';
import { sharedBackend, type SharedBackend } from '../support/shared-backend';

let backend: SharedBackend;
let db: Firestore;

beforeAll(async () => {
  backend = await sharedBackend();
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
}, 180_000);

afterAll(async () => {
  await closeClientSessions();
  await db?.terminate();
});

const message = (run: string, i: number) => ({
  name: `Flood ${run}`,
  email: `flood-${run}@example.com`,
  subject: `Message ${i}`,
  message: `${i} `.padEnd(5000, 'x'),
});

async function storedMessages(run: string) {
  return (await db.collection('messages').where('name', '==', `Flood ${run}`).get()).docs;
}

describe('App Check', () => {
  it('refuses a callable without a token before any of our code runs, and stores nothing', async () => {
    const run = Date.now().toString(36);
    const { functions, projectId } = backend.endpoints;
    const response = await fetch(`${functions?.url ?? ''}/${projectId}/${functions?.region ?? ''}/sendContactMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: message(run, 1) }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { status: 'UNAUTHENTICATED' } });
    expect(await storedMessages(run)).toHaveLength(0);
  });
});

describe('a flood of contact messages', () => {
  it(`keeps ${CONTACT_LIMIT.limit} of 50 concurrent messages from one visitor, refuses the rest clearly, and still takes another person's`, async () => {
    const run = `${Date.now().toString(36)}a`;
    const visitor = await clientSession(backend.endpoints);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => visitor.call('sendContactMessage', message(run, i))));
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(outcomes.length - refused.length).toBe(CONTACT_LIMIT.limit);
    for (const { reason } of refused) {
      expect((reason as { code: string }).code).toBe('functions/resource-exhausted');
      expect(callMessage(reason as never)).toMatch(
        /^You have sent several messages in the last few minutes, and we will answer them all\. Please try again in \d+ minutes?\.$/,
      );
    }
    const stored = await storedMessages(run);
    expect(stored).toHaveLength(CONTACT_LIMIT.limit);
    // What the function stores is what the admin inbox's schema expects.
    for (const doc of stored) expect(messageDocumentSchema.safeParse({ ...doc.data(), createdAt: doc.get('createdAt').toDate() }).success).toBe(true);

    // Someone else (a signed-in customer) is not affected by the visitor's flood.
    const customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
    await expect(customer.call('sendContactMessage', { ...message(run, 99), message: 'Please send the wholesale price list.' })).resolves.toMatchObject({
      id: expect.any(String),
    });
    expect(await storedMessages(run)).toHaveLength(CONTACT_LIMIT.limit + 1);
  }, 120_000);

  it('refuses a message with fields the form does not have', async () => {
    const visitor = await clientSession(backend.endpoints);
    const error = await callError(visitor.call('sendContactMessage', { ...message('x', 1), status: 'done' }));
    expect(error.code).toBe('functions/invalid-argument');
    expect(callMessage(error)).toMatch(/Unexpected field\(s\) status/);
  });
});

describe('video-call requests', () => {
  it("stores the signed-in caller's own uid from the token and refuses a uid in the data", async () => {
    const customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
    const request = {
      name: `Video ${Date.now()}`,
      phone: '+91 98765 43210',
      preferredDate: '2099-01-15',
      preferredTime: '11:00',
      products: ['SLV-RNG-0001'],
      note: '',
      source: 'product',
    };
    const { id } = await customer.call<{ id: string }>('requestVideoCall', request);
    const stored = await db.collection('videoCallRequests').doc(id).get();
    expect(stored.get('uid')).toBe(customer.uid);
    expect(videoCallRequestDocumentSchema.safeParse({ ...stored.data(), createdAt: stored.get('createdAt').toDate() }).success).toBe(true);
    const error = await callError(customer.call('requestVideoCall', { ...request, uid: 'someone-else' }));
    expect(error.code).toBe('functions/invalid-argument');
  });
});

describe('newsletter sign-ups', () => {
  it(`takes ${NEWSLETTER_LIMIT.limit} sign-ups from one visitor in a window and refuses the next`, async () => {
    const run = Date.now().toString(36);
    const visitor = await clientSession(backend.endpoints);
    for (let i = 0; i < NEWSLETTER_LIMIT.limit; i += 1) {
      await expect(visitor.call('subscribeNewsletter', { email: `limit-${run}-${i}@example.com` })).resolves.toEqual({ status: 'subscribed' });
    }
    const error = await callError(visitor.call('subscribeNewsletter', { email: `limit-${run}-over@example.com` }));
    expect(error.code).toBe('functions/resource-exhausted');
    expect(callMessage(error)).toMatch(/Please try again in \d+ minutes?\./);
    expect((await db.collection('newsletter').doc(`limit-${run}-over@example.com`).get()).exists).toBe(false);
    const first = await db.collection('newsletter').doc(`limit-${run}-0@example.com`).get();
    expect(newsletterDocumentSchema.safeParse({ ...first.data(), createdAt: first.get('createdAt').toDate() }).success).toBe(true);
  });
});

describe('direct client writes', () => {
  it('are refused by the rules even when well formed', async () => {
    const visitor = await clientSession(backend.endpoints);
    const lite = getFirestore(visitor.app);
    connectFirestoreEmulator(lite, '127.0.0.1', backend.endpoints.firestore.port);
    const code = async (write: Promise<unknown>) =>
      write.then(
        () => 'stored',
        (error: { code?: string }) => error.code,
      );
    const base = { status: 'new', createdAt: serverTimestamp() };
    expect(
      await code(
        addDoc(collection(lite, 'messages'), { ...base, name: 'Direct', email: 'direct@example.com', message: 'A message sent straight to the database.' }),
      ),
    ).toBe('permission-denied');
    expect(
      await code(
        addDoc(collection(lite, 'videoCallRequests'), {
          ...base,
          name: 'Direct',
          phone: '+91 98765 43210',
          preferredDate: '2099-01-01',
          preferredTime: '10:00',
        }),
      ),
    ).toBe('permission-denied');
  });
});

describe('whose sends count together (X-Forwarded-For)', () => {
  /** POSTs a contact message from `localAddress` (a loopback address of its own) with the given X-Forwarded-For. */
  async function sendFrom(localAddress: string, forwardedFor: string, data: unknown): Promise<number> {
    const { functions, projectId } = backend.endpoints;
    const url = new URL(`${functions?.url ?? ''}/${projectId}/${functions?.region ?? ''}/sendContactMessage`);
    const body = JSON.stringify({ data });
    const { token } = await localAppCheckToken('inbox-test', projectId);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress,
          headers: {
            'content-type': 'application/json',
            'x-firebase-appcheck': token,
            'x-forwarded-for': forwardedFor,
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('counts a visitor who rotates X-Forwarded-For as one address when clients connect directly (locally)', async () => {
    const run = `${Date.now().toString(36)}x`;
    // A loopback address no other test sends from, so this visitor's allowance is untouched.
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => sendFrom('127.0.0.37', `10.9.${i}.1`, message(run, i))));
    expect(statuses.filter((status) => status === 200)).toHaveLength(CONTACT_LIMIT.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - CONTACT_LIMIT.limit);
    expect(await storedMessages(run)).toHaveLength(CONTACT_LIMIT.limit);
  }, 120_000);

  it('behind one trusted proxy, takes the address it appended and ignores what the client wrote before it', () => {
    const behindProxy = (forwardedFor: string) =>
      rateLimitClient({ auth: undefined, rawRequest: { headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: '35.191.0.1' } } } as never, 1);
    expect(new Set(Array.from({ length: 50 }, (_, i) => behindProxy(`10.0.${i}.1, 203.0.113.7`)))).toEqual(new Set(['ip:203.0.113.7']));
    expect(behindProxy('203.0.113.8')).toBe('ip:203.0.113.8');
    // Direct: the connection's address, whatever the header says.
    expect(
      rateLimitClient(
        { auth: undefined, rawRequest: { headers: { 'x-forwarded-for': '203.0.113.7' }, socket: { remoteAddress: '198.51.100.4' } } } as never,
        0,
      ),
    ).toBe('ip:198.51.100.4');
  });
});
