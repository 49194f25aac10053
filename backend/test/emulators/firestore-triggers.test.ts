// Firestore triggers run locally: the Functions emulator registers `productWritten` with the
// document server, which sends the events of product writes made through firebase/firestore/lite
// (as an admin) and firebase-admin to the callable host (which runs them as the emulator would);
// the test waits on the documents until the trigger's effects (search keywords, category counts,
// public search) show, also after both reload the rebuilt functions. Then, on a document server
// delivering to the Functions emulator itself, the emulator goes down and comes back, and an event
// committed meanwhile still arrives; and it comes back even when a port it was given is taken.
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setLogLevel,
  where,
  type Firestore as LiteFirestore,
} from 'firebase/firestore/lite';
import * as firestoreLite from 'firebase/firestore/lite';
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_SERVER_HOST_ENV } from '../../functions/src/config';
import { asIsoDate, parseSearchQuery } from 'shared-data/contracts';
// An admin's write from the browser (Lite SDK), as admin-mfe makes it.
import { provideFirestoreSdk } from 'shared-data';
import { auditedWrite } from 'shared-data/admin';

// The e-mail is the Lite client's token's (liteClient): the rules require an audit entry's byEmail to be the writer's.
const ADMIN_ACTOR = { uid: 'demo-admin', email: 'demo-admin@example.com' };
import { buildFunctions } from '../../src/cli/build-functions';
import { startBackend, type RunningBackend } from '../../src/cli/start-backend';
import { findFreePorts } from '../../src/emulators/ports';
import type { HelperPorts } from '../../src/emulators/emulator-config';
import { startEmulators, type RunningEmulators, type StartEmulatorsOptions } from '../../src/emulators/start-emulators';
import { createAdminFirestore } from '../../src/server/admin-client';
import { type DocumentServer, startDocumentServer } from '../../src/server/index';
import { buildSearchKeywords } from '../../src/seed/search-keywords';

const PROJECT = 'demo-silver-shop';
/** A trigger's first run starts a worker process (about 2 s); the machine may be busy. */
const EFFECT_TIMEOUT = { timeout: 60_000, interval: 100 };
const apps: FirebaseApp[] = [];
setLogLevel('silent');
// shared-data's audited write calls the SDK it is handed, as on the server.
provideFirestoreSdk(firestoreLite);

function liteClient(port: number, user?: { sub: string; admin?: boolean }): LiteFirestore {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-api-key' }, `triggers-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  // An unsigned ID token like the Auth emulator's; Lite's default iat of 0 would be long expired.
  const iat = Math.floor(Date.now() / 1000);
  connectFirestoreEmulator(db, '127.0.0.1', port, user ? { mockUserToken: { ...user, iat, email: `${user.sub}@example.com` } } : {});
  return db;
}

/** The catalogue's public search: one term with array-contains on active products. */
async function publicSearch(db: LiteFirestore, text: string): Promise<string[]> {
  const term = parseSearchQuery(text).queryTerm ?? '';
  const snapshot = await getDocs(
    query(collection(db, 'prod'), where('status', '==', 'active'), where('searchKeywords', 'array-contains', term), orderBy('createdAt', 'desc'), limit(50)),
  );
  return snapshot.docs.map((d) => d.id);
}

interface Counts {
  category: number;
  subcategory: number;
}

function product(fields: { sku: string; title: string; categorySlug: string; category: string; subCategoryId: string; subCategory: string }) {
  return {
    ...fields,
    slug: fields.sku.toLowerCase(),
    description: 'A test piece.',
    price: 1299,
    mrp: 1499,
    currency: 'INR',
    stock: 5,
    minOrderQty: 1,
    status: 'active',
    images: [],
    attributes: { purity: '925' },
    tags: ['test piece'],
  };
}

describe('productWritten on the local backend', () => {
  let backend: RunningBackend;
  let admin: Firestore;
  let adminLite: LiteFirestore;
  let shopper: LiteFirestore;
  let category: { slug: string; name: string; sub: { id: string; name: string } };
  let base: Counts;

  async function counts(): Promise<Counts> {
    const data = (await admin.doc(`categories/${category.slug}`).get()).data() ?? {};
    const subs = (data['subcategories'] ?? []) as { id: string; productCount: number }[];
    return { category: data['productCount'] as number, subcategory: subs.find((s) => s.id === category.sub.id)?.productCount ?? -1 };
  }

  async function keywordsOf(id: string): Promise<unknown> {
    return (await admin.doc(`prod/${id}`).get()).get('searchKeywords');
  }

  beforeAll(async () => {
    backend = await startBackend({ inMemory: true, ports: { firestore: 0, auth: 0, functions: 0 } });
    const { firestore } = backend.endpoints;
    admin = createAdminFirestore({ host: firestore.host, projectId: PROJECT });
    adminLite = liteClient(firestore.port, { sub: 'demo-admin', admin: true });
    shopper = liteClient(firestore.port);
    const rings = (await admin.collection('categories').get()).docs
      .map((d) => ({ id: d.id, data: d.data() }))
      .find((c) => (c.data['subcategories'] as unknown[]).length > 0);
    if (!rings) throw new Error('The seed has no category with subcategories.');
    const sub = (rings.data['subcategories'] as { id: string; name: string }[])[0] as { id: string; name: string };
    category = { slug: rings.id, name: rings.data['name'] as string, sub };
    base = await counts();
  }, 240_000);

  afterAll(async () => {
    await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
    await admin?.terminate();
    await backend?.close();
  }, 60_000);

  const renameAsAdmin = async (id: string, title: string) => {
    const stored = await getDoc(doc(adminLite, 'prod', id));
    await auditedWrite({
      db: adminLite,
      actor: ADMIN_ACTOR,
      kind: 'update',
      collection: 'prod',
      id,
      action: 'product.update',
      summary: `Renamed to ${title}`,
      data: { title },
      base: { ...stored.data(), updatedAt: asIsoDate(stored.get('updatedAt')) },
    });
  };

  it('is registered with the document server by the Functions emulator', async () => {
    const listing = (await (await fetch(`${backend.endpoints.firestore.url}/emulator/v1/projects/${PROJECT}/triggers`)).json()) as {
      triggers: { key: string; eventType: string; document: string }[];
    };
    expect(listing.triggers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'asia-south1-productWritten-0', eventType: 'google.cloud.firestore.document.v1.written', document: 'prod/{id}' }),
        expect.objectContaining({ key: 'asia-south1-sendMail-0', eventType: 'google.cloud.firestore.document.v1.created', document: 'mail/{id}' }),
      ]),
    );
  });

  it('indexes a product an admin creates with Lite and counts it in its category', async () => {
    const fields = product({
      sku: 'TST-ANK-0001',
      title: 'Moonlit Zaffira Anklet',
      categorySlug: category.slug,
      category: category.name,
      subCategoryId: category.sub.id,
      subCategory: category.sub.name,
    });
    // An admin's change as the admin area makes it: with its audit entry in the same commit.
    await auditedWrite({
      db: adminLite,
      actor: ADMIN_ACTOR,
      kind: 'create',
      collection: 'prod',
      id: 'tst-ank-0001',
      action: 'product.create',
      summary: 'Created a test anklet',
      data: { ...fields, createdAt: serverTimestamp() },
    });
    const expected = buildSearchKeywords({
      title: fields.title,
      sku: fields.sku,
      category: fields.category,
      subCategory: fields.subCategory,
      tags: fields.tags,
    });
    await vi.waitFor(async () => expect(await keywordsOf('tst-ank-0001')).toEqual(expected), EFFECT_TIMEOUT);
    await vi.waitFor(async () => expect(await counts()).toEqual({ category: base.category + 1, subcategory: base.subcategory + 1 }), EFFECT_TIMEOUT);
    expect(await publicSearch(shopper, 'zaffira')).toEqual(['tst-ank-0001']);
  }, 180_000);

  it('makes a renamed product findable by its new words and no longer by the old ones', async () => {
    const acknowledged = performance.now();
    await renameAsAdmin('tst-ank-0001', 'Starlit Quenby Anklet');
    await vi.waitFor(async () => expect(await publicSearch(shopper, 'starlit')).toEqual(['tst-ank-0001']), EFFECT_TIMEOUT);
    console.info(`rename → searchable by the new word after ${Math.round(performance.now() - acknowledged)} ms`);
    expect(await publicSearch(shopper, 'moonlit')).toEqual([]);
    const keywords = (await keywordsOf('tst-ank-0001')) as string[];
    expect(keywords).toEqual(expect.arrayContaining(['starlit', 'quenby', 'st', 'tst-ank-0001']));
    expect(keywords).not.toContain('moonlit');
    expect(await counts()).toEqual({ category: base.category + 1, subcategory: base.subcategory + 1 });
  }, 120_000);

  it('keeps its registration and its events run after the functions are reloaded', async () => {
    const log = backend.emulatorLog ?? '';
    const loads = (): number => readFileSync(log, 'utf8').split('Loaded functions definitions from source').length - 1;
    const before = loads();
    // What a rebuild does: the emulator watches the functions folder and reloads on a change.
    const bundle = fileURLToPath(new URL('../../functions/lib/index.js', import.meta.url));
    writeFileSync(bundle, readFileSync(bundle));
    await vi.waitFor(() => expect(loads()).toBeGreaterThan(before), { timeout: 30_000, interval: 100 });
    // Unchanged triggers are not registered again: the first registration still holds.
    const keys = backend.documentServer.triggers.list().map((t) => t.key);
    expect(keys).toEqual(expect.arrayContaining(['asia-south1-productWritten-0', 'asia-south1-sendMail-0']));
    expect(keys.every((key) => key.endsWith('-0'))).toBe(true);
    await renameAsAdmin('tst-ank-0001', 'Starlit Wrenna Anklet');
    await vi.waitFor(async () => expect(await publicSearch(shopper, 'wrenna')).toEqual(['tst-ank-0001']), EFFECT_TIMEOUT);
  }, 120_000);

  it('bumps the public content version for a shopper-visible change, not for a stock change', async () => {
    const version = async () => ((await admin.doc('meta/publicContent').get()).get('version') as number | undefined) ?? 0;
    const before = await version();
    await admin.doc(`categories/${category.slug}`).update({ description: `Changed at ${Date.now()}` });
    await vi.waitFor(async () => expect(await version()).toBeGreaterThan(before), EFFECT_TIMEOUT);
    // The shop server reads it as anyone may (the rules allow only this one meta document).
    expect((await getDoc(doc(shopper, 'meta', 'publicContent'))).get('version')).toBeGreaterThan(before);
    await backend.documentServer.triggers.whenIdle();
    const settled = await version();
    await admin.doc('prod/tst-ank-0001').update({ stock: 3 });
    await backend.documentServer.triggers.whenIdle();
    expect(await version()).toBe(settled);
  }, 120_000);

  it('takes an archived product out of the counts and the search (firebase-admin write)', async () => {
    await admin.doc('prod/tst-ank-0001').update({ status: 'archived', updatedAt: Timestamp.now() });
    await vi.waitFor(async () => expect(await counts()).toEqual(base), EFFECT_TIMEOUT);
    expect(await publicSearch(shopper, 'wrenna')).toEqual([]);
  }, 120_000);

  it('counts a product firebase-admin creates and uncounts it when deleted', async () => {
    const fields = product({
      sku: 'TST-ANK-0002',
      title: 'Orlavine Toe Ring',
      categorySlug: category.slug,
      category: category.name,
      subCategoryId: category.sub.id,
      subCategory: category.sub.name,
    });
    await admin.doc('prod/tst-ank-0002').create({ ...fields, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
    await vi.waitFor(async () => expect(await counts()).toEqual({ category: base.category + 1, subcategory: base.subcategory + 1 }), EFFECT_TIMEOUT);
    await vi.waitFor(async () => expect(await publicSearch(shopper, 'orlavine')).toEqual(['tst-ank-0002']), EFFECT_TIMEOUT);
    const stored = await getDoc(doc(adminLite, 'prod', 'tst-ank-0002'));
    await auditedWrite({
      db: adminLite,
      actor: ADMIN_ACTOR,
      kind: 'delete',
      collection: 'prod',
      id: 'tst-ank-0002',
      action: 'product.delete',
      summary: 'Deleted a test anklet',
      base: { ...stored.data(), updatedAt: asIsoDate(stored.get('updatedAt')) },
    });
    await vi.waitFor(async () => expect(await counts()).toEqual(base), EFFECT_TIMEOUT);
    await backend.documentServer.triggers.whenIdle();
    expect(backend.documentServer.triggers.stats()).toMatchObject({ pending: 0, failed: 0 });
  }, 180_000);
});

describe('while the Functions emulator is down', () => {
  let server: DocumentServer;
  let emulators: RunningEmulators | null = null;
  let admin: Firestore;
  let ports: { auth: number; functions: number };
  const logs: string[] = [];

  const start = async (extra: Pick<StartEmulatorsOptions, 'pickHelperPorts'> = {}): Promise<RunningEmulators> => {
    const running = await startEmulators({
      projectId: PROJECT,
      ports,
      env: { [DOCUMENT_SERVER_HOST_ENV]: `127.0.0.1:${server.port}` },
      firestoreHost: `127.0.0.1:${server.port}`,
      expectFunctions: ['productWritten'],
      ...extra,
    });
    // Its readiness says the function is loaded; its trigger is registered a moment later.
    await vi.waitFor(() => expect(server.triggers.list().map((t) => t.key)).toContain('asia-south1-productWritten-0'), { timeout: 30_000, interval: 100 });
    return running;
  };

  beforeAll(async () => {
    await buildFunctions(new URL('../../functions', import.meta.url).pathname);
    const [auth = 0, functions = 0] = await findFreePorts(2, '127.0.0.1');
    ports = { auth, functions };
    server = await startDocumentServer({
      port: 0,
      inMemory: true,
      functionsEmulatorHost: `127.0.0.1:${functions}`,
      log: (level, message) => logs.push(`${level}: ${message}`),
    });
    admin = createAdminFirestore({ host: `127.0.0.1:${server.port}`, projectId: PROJECT });
    emulators = await start();
  }, 240_000);

  afterAll(async () => {
    await emulators?.close();
    await admin?.terminate();
    await server?.close();
  }, 60_000);

  it('acknowledges a commit at once and delivers its event when the emulator is back', async () => {
    const fields = product({
      sku: 'TST-RNG-0009',
      title: 'Veltrane Band',
      categorySlug: 'rings',
      category: 'Rings',
      subCategoryId: 'rings--bands',
      subCategory: 'Bands',
    });
    await admin.doc('prod/tst-rng-0009').set({ ...fields, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
    await vi.waitFor(async () => expect((await admin.doc('prod/tst-rng-0009').get()).get('searchKeywords')).toContain('veltrane'), EFFECT_TIMEOUT);
    await server.triggers.whenIdle();

    await emulators?.close();
    emulators = null;
    const writing = performance.now();
    await admin.doc('prod/tst-rng-0009').update({ title: 'Quorvash Band' });
    expect(performance.now() - writing).toBeLessThan(2_000);
    expect(server.triggers.stats().pending).toBe(1);
    await vi.waitFor(() => expect(server.triggers.stats().retried).toBeGreaterThan(0), { timeout: 10_000, interval: 50 });
    expect(logs.join('\n')).toMatch(/wait for the functions host .* unreachable/);

    emulators = await start();
    await vi.waitFor(async () => expect((await admin.doc('prod/tst-rng-0009').get()).get('searchKeywords')).toContain('quorvash'), EFFECT_TIMEOUT);
    await server.triggers.whenIdle();
    expect(server.triggers.stats()).toMatchObject({ pending: 0, failed: 0 });
  }, 300_000);

  it('starts again on new helper ports when another process took the Cloud Tasks port it was given', async () => {
    await emulators?.close();
    emulators = null;
    // Another program takes the port between the pick and the CLI's bind.
    const [taken = 0] = await findFreePorts(1, '127.0.0.1');
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(taken, '127.0.0.1', resolve));
    const picked: HelperPorts[] = [];
    try {
      emulators = await start({
        pickHelperPorts: async () => {
          const [hub = 0, logging = 0, eventarc = 0, tasks = 0] = await findFreePorts(4, '127.0.0.1');
          const helpers = { hub, logging, eventarc, tasks: picked.length === 0 ? taken : tasks };
          picked.push(helpers);
          return helpers;
        },
      });
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    expect(picked).toHaveLength(2);
    expect(picked[1]?.tasks).not.toBe(taken);
    // The second start runs the trigger.
    await admin.doc('prod/tst-rng-0009').update({ title: 'Zembrith Band' });
    await vi.waitFor(async () => expect((await admin.doc('prod/tst-rng-0009').get()).get('searchKeywords')).toContain('zembrith'), EFFECT_TIMEOUT);
  }, 300_000);
});
