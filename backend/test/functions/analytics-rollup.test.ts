// The analytics roll-up against the local document server: shoppers' events written through the
// real rules (anonymous and signed-in clients), one India day rolled up into analyticsDaily, events
// of the day before and after left out, a second run changing nothing, and admins alone reading it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { addDoc, collection, doc, getDoc, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpDay, rollUpRecentDays } from '../../functions/src/analytics-rollup';
import { compileRules } from '../../src/rules';
import type { DocumentServer } from '../../src/server/index';
import { adminClient, closeClients, liteClient, startTestServer } from '../conformance/helpers';
import { indianDay } from '../../../shared-data/src/collections/sales-daily';

const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

let server: DocumentServer;
let admin: AdminFirestore;
let shopper: Firestore;
let staff: Firestore;

beforeAll(async () => {
  server = await startTestServer(compileRules(readFileSync(RULES_PATH, 'utf8'), 'firestore.rules'));
  admin = adminClient(server);
  shopper = liteClient(server);
  staff = liteClient(server, { uid: 'boss', claims: { admin: true } });
});

afterAll(async () => {
  await closeClients();
  await server.close();
});

describe('rollUpDay', () => {
  it("rolls today's events up, leaves other days out, and only admins read the result", async () => {
    const today = indianDay(new Date());
    const event = (name: string, params: Record<string, unknown>, sessionId = 's1') =>
      addDoc(collection(shopper, 'events'), { name, params, path: '/', sessionId, createdAt: serverTimestamp() });
    await event('page_view', { page_path: '/', page_title: 'Home', device: 'mobile', source: 'direct' });
    await event('page_view', { page_path: '/products', page_title: 'All Products', device: 'mobile', source: 'direct' }, 's2');
    await event('view_item', { currency: 'INR', value: 999, items: [{ item_id: 'SLV-RNG-0001', item_name: 'Ring' }] });
    await event('search', { search_term: 'toe ring', results: 0 }, 's2');
    // Yesterday's and tomorrow's events (written by the server) are not today's.
    const other = (offsetDays: number) => admin.collection('events').add({ name: 'page_view', params: { page_path: '/old' }, sessionId: 'x', createdAt: new Date(Date.now() + offsetDays * 86_400_000) });
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
