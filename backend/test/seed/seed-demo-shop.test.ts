// The seed against the real document server (in memory) through firebase-admin as owner, and read
// back by an anonymous Firestore Lite client as a shopper would.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, getDocs, getFirestore, limit, orderBy, query, where } from 'firebase/firestore/lite';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { startDocumentServer, type DocumentServer } from '../../src/server/index';
import { seedDemoShop, SEED_VERSION, type SeedReport } from '../../src/seed/seed-demo-shop';

const projectId = 'demo-silver-shop';
let server: DocumentServer;
let db: Firestore;
let mediaDir: string;
let first: SeedReport;
let liteApp: FirebaseApp;

/** name → updateTime of every document, subcollections included. */
async function snapshotAll(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const visit = async (refs: DocumentReference[]): Promise<void> => {
    for (const ref of refs) {
      const snap = await ref.get();
      if (snap.exists) out.set(ref.path, snap.updateTime?.toDate().toISOString() ?? '');
      for (const sub of await ref.listCollections()) await visit(await sub.listDocuments());
    }
  };
  for (const col of await db.listCollections()) await visit(await col.listDocuments());
  return out;
}

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'seed-test-media-'));
  server = await startDocumentServer({ port: 0, inMemory: true, projectId, mediaDir });
  db = createAdminFirestore({ host: `127.0.0.1:${server.port}`, projectId });
  first = await seedDemoShop({ db, mediaDir, projectId });
  liteApp = initializeApp({ projectId, apiKey: 'demo-key' }, `seed-test-${Date.now()}`);
  connectFirestoreEmulator(getFirestore(liteApp), '127.0.0.1', server.port);
}, 120_000);

afterAll(async () => {
  await deleteApp(liteApp);
  await db?.terminate();
  await server?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('seeding an empty database', () => {
  it('creates every document and records the seed version', async () => {
    expect(first.documents.skipped).toBe(false);
    expect(first.documents.existing).toBe(0);
    expect(first.documents.created).toBeGreaterThanOrEqual(150);
    const meta = await db.doc('meta/seed').get();
    expect(meta.get('version')).toBe(SEED_VERSION);
    expect(meta.get('counts.products')).toBeGreaterThanOrEqual(120);
  });

  it('stores at least 120 products and 6 categories whose counts match the active products', async () => {
    const products = await db.collection('prod').get();
    expect(products.size).toBeGreaterThanOrEqual(120);
    const categories = await db.collection('categories').get();
    expect(categories.size).toBeGreaterThanOrEqual(6);
    for (const category of categories.docs) {
      const active = await db.collection('prod').where('status', '==', 'active').where('categorySlug', '==', category.id).count().get();
      expect(category.get('productCount')).toBe(active.data().count);
      const subs = category.get('subcategories') as { id: string; productCount: number }[];
      expect(subs.length).toBeGreaterThanOrEqual(2);
      for (const sub of subs) {
        const inSub = products.docs.filter((p) => p.get('status') === 'active' && p.get('subCategoryId') === sub.id);
        expect(sub.productCount, sub.id).toBe(inSub.length);
      }
    }
    const sample = products.docs[0];
    expect(sample?.id).toBe(String(sample?.get('sku')).toLowerCase());
    expect(sample?.get('createdAt')?.constructor.name).toBe('Timestamp');
  });

  it('stores the blog, pages, careers, settings, SEO and both demo profiles', async () => {
    const blogs = await db.collection('blogs').get();
    expect(blogs.docs.filter((b) => b.get('status') === 'published').length).toBeGreaterThanOrEqual(6);
    expect(blogs.docs.filter((b) => b.get('status') === 'draft').length).toBeGreaterThanOrEqual(1);
    const pages = (await db.collection('pages').get()).docs.map((d) => d.id).sort();
    expect(pages).toEqual(['about', 'careers', 'faqs', 'privacy-policy', 'returns', 'shipping', 'terms-conditions']);
    expect((await db.collection('careers').where('active', '==', false).get()).size).toBe(1);
    const site = await db.doc('settings/site').get();
    expect(site.get('counters')).toEqual({ jewellers: 300, smallBusinesses: 800, years: 15 });
    expect(site.get('brand.name')).toEqual(expect.any(String));
    expect((await db.doc('seo/global').get()).get('keywords').length).toBeGreaterThan(3);
    for (const uid of ['demo-customer', 'demo-admin']) {
      const profile = await db.doc(`webusers/${uid}`).get();
      expect(profile.get('uid')).toBe(uid);
      expect(profile.get('emailPreferences')).toEqual({ orderUpdates: true, promotions: true, newsletter: true });
      for (const field of ['email', 'displayName', 'photoURL', 'emailVerified', 'createdAt', 'lastLogin', 'firstName', 'lastName', 'phone']) {
        expect(profile.data(), `${uid}.${field}`).toHaveProperty(field);
      }
    }
    expect((await db.collection('webusers/demo-customer/addresses').get()).size).toBe(1);
  });

  it('writes the images into the media folder and the document server serves them', async () => {
    const product = (await db.collection('prod').limit(1).get()).docs[0];
    const src = (product?.get('images') as { src: string }[])[0]?.src ?? '';
    const response = await fetch(`${server.url}${src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const body = await response.text();
    expect(body).toBe(readFileSync(path.join(mediaDir, src.replace('/media/', '')), 'utf8'));
    expect(body.length).toBeLessThan(4096);
    expect(first.media.written).toBeGreaterThan(240);
  });
});

describe('what an anonymous shopper can read', () => {
  it('lists a category’s active products newest first and sees only published blog posts', async () => {
    const lite = getFirestore(liteApp);
    const rings = await getDocs(
      query(collection(lite, 'prod'), where('status', '==', 'active'), where('categorySlug', '==', 'rings'), orderBy('createdAt', 'desc'), limit(24)),
    );
    expect(rings.size).toBeGreaterThan(10);
    const times = rings.docs.map((d) => (d.get('createdAt') as { toMillis(): number }).toMillis());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const published = await getDocs(query(collection(lite, 'blogs'), where('status', '==', 'published'), orderBy('publishedAt', 'desc')));
    expect(published.size).toBeGreaterThanOrEqual(6);
    const search = await getDocs(query(collection(lite, 'prod'), where('status', '==', 'active'), where('searchKeywords', 'array-contains', 'jhum')));
    expect(search.docs.every((d) => String(d.get('title')).toLowerCase().includes('jhum'))).toBe(true);
    expect(search.size).toBeGreaterThan(3);
  });
});

describe('seeding again', () => {
  it('skips the documents, rewrites no image and changes no document', async () => {
    const before = await snapshotAll();
    const again = await seedDemoShop({ db, mediaDir, projectId });
    expect(again.documents).toEqual({ created: 0, existing: 0, skipped: true });
    expect(again.media.written).toBe(0);
    expect(await snapshotAll()).toEqual(before);
  });

  it('with force, finds every document present and still creates nothing', async () => {
    const before = await snapshotAll();
    const forced = await seedDemoShop({ db, mediaDir, projectId, force: true });
    expect(forced.documents.skipped).toBe(false);
    expect(forced.documents.created).toBe(0);
    expect(forced.documents.existing).toBe(first.documents.created);
    expect(await snapshotAll()).toEqual(before);
  });

  it('with force, recreates a deleted document and leaves an edited one as the admin left it', async () => {
    await db.doc('pages/shipping').delete();
    await db.doc('pages/about').update({ title: 'About Rajatmaya (edited)' });
    const forced = await seedDemoShop({ db, mediaDir, projectId, force: true });
    expect(forced.documents.created).toBe(1);
    expect((await db.doc('pages/shipping').get()).exists).toBe(true);
    expect((await db.doc('pages/about').get()).get('title')).toBe('About Rajatmaya (edited)');
  });
});

describe('one demo shop per data folder', () => {
  it('records which shop it holds and refuses to load the other into it, writing nothing', async () => {
    expect((await db.doc('meta/seed').get()).get('demo')).toBe('silver');
    const before = await snapshotAll();
    await expect(seedDemoShop({ db, mediaDir, projectId, demo: 'beauty', force: true })).rejects.toThrow(
      'This data folder holds the silver demo shop, not the beauty one: start with --demo silver, or give the beauty shop its own folder with --data <dir>.',
    );
    expect(await snapshotAll()).toEqual(before);
  });
});
