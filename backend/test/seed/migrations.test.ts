// The start-up migrations on a copy of a data folder as the version before variants left it: the
// beauty demo shop (shades with pictures of their own) seeded into a folder on disk, with the fields
// the product trigger derives since variants (variant SKUs, option values, the variants' pictures
// among the image addresses) and the categories' attribute definitions and filter choices taken
// away, the folder copied, and the copy migrated through a restarted document server.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcsOf, optionValuesOfDocument } from '../../functions/src/product-written';
import { MIGRATIONS, MIGRATIONS_META_PATH, runMigrations } from '../../src/migrations/migrations';
import { seedDemoShop } from '../../src/seed/seed-demo-shop';
import { createAdminFirestore } from '../../src/server/admin-client';
import { startDocumentServer, type DocumentServer } from '../../src/server/index';

const projectId = 'demo-silver-shop';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'migrations-test-'));
const original = path.join(scratch, 'original');
const copy = path.join(scratch, 'copy');
let server: DocumentServer;
let db: Firestore;

type Stored = Map<string, Record<string, unknown>>;

async function products(): Promise<Stored> {
  const snapshot = await db.collection('prod').get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

async function openFolder(dataDir: string): Promise<void> {
  server = await startDocumentServer({ port: 0, dataDir, projectId, mediaDir: path.join(dataDir, 'media') });
  db = createAdminFirestore({ host: `127.0.0.1:${server.port}`, projectId });
}

async function closeFolder(): Promise<void> {
  await db.terminate();
  await server.close();
}

let before: Stored;
/** The categories as a fresh seed writes them (what the migration must arrive at). */
let seededCategories: Stored;

/** Stored facets as sorted `kind name: value count` lines. */
const facetSet = (facets: unknown) =>
  (facets as Array<{ kind: string; name: string; values: Array<{ value: string; count: number }> }>)
    .flatMap((facet) => facet.values.map((value) => `${facet.kind} ${facet.name}: ${value.value} ${value.count}`))
    .sort();

async function categories(): Promise<Stored> {
  const snapshot = await db.collection('categories').get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

beforeAll(async () => {
  // The folder as the earlier version wrote it.
  await openFolder(original);
  await seedDemoShop({ db, mediaDir: path.join(original, 'media'), projectId, demo: 'beauty' });
  const batch = db.batch();
  for (const [id, data] of await products()) {
    batch.update(db.doc(`prod/${id}`), {
      variantSkus: FieldValue.delete(),
      optionValues: FieldValue.delete(),
      imageSrcs: imageSrcsOf(data['images']),
    });
  }
  seededCategories = await categories();
  for (const [slug, data] of seededCategories) {
    batch.update(db.doc(`categories/${slug}`), {
      attributes: FieldValue.delete(),
      facets: FieldValue.delete(),
      subcategories: (data['subcategories'] as Array<Record<string, unknown>>).map(({ facets: _facets, ...sub }) => sub),
    });
  }
  await batch.commit();
  before = await products();
  await closeFolder();
  cpSync(original, copy, { recursive: true });
  await openFolder(copy);
}, 180_000);

afterAll(async () => {
  await closeFolder();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the start-up migrations', () => {
  it('give an older folder the fields the product trigger derives, and lose nothing', async () => {
    const withOptions = [...before.values()].filter((data) => Array.isArray(data['options']) && (data['options'] as unknown[]).length > 0);
    expect(withOptions.length).toBeGreaterThan(0);
    expect(withOptions.every((data) => data['optionValues'] === undefined && data['variantSkus'] === undefined)).toBe(true);

    const report = await runMigrations(db);
    expect(report).toMatchObject({ from: 0, to: MIGRATIONS.at(-1)!.version });
    // Every beauty product states attributes (its brand at least), so each takes filter values.
    expect(report.applied[0]!.changed).toBe(before.size);

    const after = await products();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [id, was] of before) {
      const now = after.get(id)!;
      // Price, MRP, stock, pictures, options and variants exactly as they were.
      for (const field of ['price', 'mrp', 'stock', 'images', 'options', 'variants', 'status', 'minOrderQty', 'updatedAt'])
        expect(now[field], `${id} ${field}`).toEqual(was[field]);
      const variants = (was['variants'] as Array<{ sku: string; images?: Array<{ src: string }> }> | undefined) ?? [];
      if (variants.length) expect(now['variantSkus']).toEqual(variants.map((variant) => variant.sku.toLowerCase()));
      expect(now['optionValues']).toEqual(optionValuesOfDocument(was));
      expect((now['optionValues'] as string[]).length).toBeGreaterThan(0);
      expect(now['imageSrcs']).toEqual(imageSrcsOf(was['images'], was['variants']));
    }
    expect((await db.doc(MIGRATIONS_META_PATH).get()).get('version')).toBe(MIGRATIONS.at(-1)!.version);
  });

  it("define the categories' attributes and count their filter choices as a fresh seed does", async () => {
    const migrated = await categories();
    expect([...migrated.keys()].sort()).toEqual([...seededCategories.keys()].sort());
    for (const [slug, seeded] of seededCategories) {
      const now = migrated.get(slug)!;
      for (const field of ['attributes', 'productCount', 'updatedAt']) expect(now[field], `${slug} ${field}`).toEqual(seeded[field]);
      // The same choices and counts; a value's place is where the count first met it (seed order, document order).
      expect(facetSet(now['facets']), `${slug} facets`).toEqual(facetSet(seeded['facets']));
      const subs = (data: Record<string, unknown>) =>
        (data['subcategories'] as Array<Record<string, unknown>>).map((sub) => ({ ...sub, facets: facetSet(sub['facets']) }));
      expect(subs(now), `${slug} subcategories`).toEqual(subs(seeded));
    }
    // A filter the skincare listings offer beyond the options: skin type, counted.
    const skinType = (migrated.get('skincare')!['facets'] as Array<{ kind: string; name: string; values: Array<{ value: string; count: number }> }>).find(
      (facet) => facet.kind === 'attribute' && facet.name === 'skinType',
    );
    expect(skinType?.values.find((value) => value.value === 'Oily')?.count).toBeGreaterThan(1);
  });

  it('change nothing when run again, whether skipped by the recorded version or run anyway', async () => {
    const once = await products();
    expect(await runMigrations(db)).toMatchObject({ applied: [] });
    const categoriesOnce = await categories();
    for (const migration of MIGRATIONS) expect(await migration.run(db, { settle: () => Promise.resolve() })).toBe(0);
    expect(await products()).toEqual(once);
    expect(await categories()).toEqual(categoriesOnce);
  });
});
