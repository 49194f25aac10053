// The analytics roll-up against the local document server: shoppers' events stored as the shop
// server stores them from POST /__events (its event store, with the server's credential; the rules
// refuse clients), one India day rolled up into analyticsDaily, events of the day before and after
// left out, a second run changing nothing, and admins alone reading it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { addDoc, collection, doc, getDoc, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpDay, rollUpRecentDays } from '../../functions/src/analytics-rollup';
import { compileRules } from '../../src/rules';
import type { DocumentServer } from '../../src/server/index';
import { adminClient, closeClients, liteClient, PROJECT_ID, startTestServer } from '../conformance/helpers';
import { createEventStore, type EventStore } from '../../../shell/src/server/event-store.server';
import { type EventBatch, eventDocumentSchema, indianDay } from 'shared-data/contracts';

const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

let server: DocumentServer;
let admin: AdminFirestore;
let shopper: Firestore;
let staff: Firestore;
let store: EventStore;

beforeAll(async () => {
  server = await startTestServer(compileRules(readFileSync(RULES_PATH, 'utf8'), 'firestore.rules'));
  admin = adminClient(server);
  shopper = liteClient(server);
  store = createEventStore({
    firebase: { projectId: PROJECT_ID },
    emulators: { firestore: `127.0.0.1:${server.port}`, auth: '', functions: '', storage: '' },
    functionsRegion: 'asia-south1',
  });
  staff = liteClient(server, { uid: 'boss', claims: { admin: true } });
});

afterAll(async () => {
  await closeClients();
  await server.close();
});

describe('rollUpDay', () => {
  it("rolls today's events up, leaves other days out, and only admins read the result", async () => {
    const today = indianDay(new Date());
    const event = (name: EventBatch['events'][number]['name'], params: EventBatch['events'][number]['params'], sessionId = 's1') =>
      store.write({ sessionId, events: [{ name, params, path: '/' }] }, null);
    await event('page_view', { page_path: '/', page_title: 'Home', device: 'mobile', source: 'direct' });
    await event('page_view', { page_path: '/products', page_title: 'All Products', device: 'mobile', source: 'direct' }, 's2');
    await event('view_item', { currency: 'INR', value: 999, items: [{ item_id: 'SLV-RNG-0001', item_name: 'Ring' }] });
    await event('search', { search_term: 'toe ring', results: 0 }, 's2');
    // Yesterday's and tomorrow's events (written by the server) are not today's.
    const other = (offsetDays: number) =>
      admin
        .collection('events')
        .add({ name: 'page_view', params: { page_path: '/old' }, sessionId: 'x', createdAt: new Date(Date.now() + offsetDays * 86_400_000) });
    await other(-1);
    await other(1);

    const day = await rollUpDay(admin, today);
    expect(day).toMatchObject({ day: today, events: 4, pageViews: 2, visitors: 2, funnel: { viewItem: 1, addToCart: 0, purchase: 0 } });
    expect(day.searchesNoResults).toEqual([{ key: 'toe ring', count: 1 }]);
    expect(day.pages.map((page) => page.key)).toEqual(['/', '/products']);

    const stored = await getDoc(doc(staff, 'analyticsDaily', today));
    expect(stored.get('pageViews')).toBe(2);
    const writtenAt = stored.get('rolledUpAt') as { toMillis(): number };
    // Nothing new: the document is not written again.
    await rollUpRecentDays(admin, new Date());
    expect(((await getDoc(doc(staff, 'analyticsDaily', today))).get('rolledUpAt') as { toMillis(): number }).toMillis()).toBe(writtenAt.toMillis());

    await expect(getDoc(doc(shopper, 'analyticsDaily', today))).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('the events store', () => {
  it('stores a batch as one document per event, shaped as eventDocumentSchema, with the server time and the uid', async () => {
    const before = Date.now();
    await store.write(
      {
        sessionId: 'store-session-1',
        sample: 10,
        events: [
          { name: 'view_item', params: { currency: 'INR', value: 1299.5, items: [{ item_id: 'SLV-RNG-0001', price: 1299.5 }] } },
          { name: 'click', params: { category: 'whatsapp_enquiry', label: 'Ring', opened: true, missing: null }, path: '/product/x' },
        ],
      },
      'alice',
    );
    const stored = (await admin.collection('events').where('sessionId', '==', 'store-session-1').get()).docs.map((snapshot) => snapshot.data());
    expect(stored).toHaveLength(2);
    for (const data of stored) {
      const parsed = eventDocumentSchema.safeParse({ ...data, createdAt: data['createdAt'].toDate() });
      expect(parsed.error).toBeUndefined();
      expect(data).toMatchObject({ uid: 'alice', sample: 10 });
      expect(data['createdAt'].toMillis()).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(stored.find((data) => data['name'] === 'view_item')?.['params']).toEqual({
      currency: 'INR',
      value: 1299.5,
      items: [{ item_id: 'SLV-RNG-0001', price: 1299.5 }],
    });
    expect(stored.find((data) => data['name'] === 'click')).toMatchObject({ path: '/product/x', params: { opened: true, missing: null } });
  });

  it('is the only way in: a visitor or a signed-in customer writing an event directly is refused', async () => {
    const customer = liteClient(server, { uid: 'alice', claims: { email: 'alice@example.com' } });
    const direct = { name: 'page_view', params: { page_path: '/' }, path: '/', sessionId: 's1', createdAt: serverTimestamp() };
    await expect(addDoc(collection(shopper, 'events'), direct)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(addDoc(collection(customer, 'events'), { ...direct, uid: 'alice' })).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
