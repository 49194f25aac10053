// The start-up migrations on a copy of a data folder as the version before variants left it: the
// beauty demo shop (shades with pictures of their own) seeded into a folder on disk, with the fields
// the product trigger derives since variants (variant SKUs, option values, the variants' pictures
// among the image addresses) taken away, the folder copied, and the copy migrated through a
// restarted document server.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcsOf } from '../../functions/src/product-written';
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
    expect(report.applied[0]!.changed).toBe(withOptions.length);

    const after = await products();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [id, was] of before) {
      const now = after.get(id)!;
      // Price, MRP, stock, pictures, options and variants exactly as they were.
      for (const field of ['price', 'mrp', 'stock', 'images', 'options', 'variants', 'status', 'minOrderQty', 'updatedAt'])
        expect(now[field], `${id} ${field}`).toEqual(was[field]);
      const variants = (was['variants'] as Array<{ sku: string; images?: Array<{ src: string }> }> | undefined) ?? [];
      if (variants.length) {
        expect(now['variantSkus']).toEqual(variants.map((variant) => variant.sku.toLowerCase()));
        expect((now['optionValues'] as string[]).length).toBeGreaterThan(0);
      } else {
        expect(now['optionValues']).toBeUndefined();
      }
      expect(now['imageSrcs']).toEqual(imageSrcsOf(was['images'], was['variants']));
    }
    expect((await db.doc(MIGRATIONS_META_PATH).get()).get('version')).toBe(MIGRATIONS.at(-1)!.version);
  });

  it('change nothing when run again, whether skipped by the recorded version or run anyway', async () => {
    const once = await products();
    expect(await runMigrations(db)).toMatchObject({ applied: [] });
    for (const migration of MIGRATIONS) expect(await migration.run(db)).toBe(0);
    expect(await products()).toEqual(once);
  });
});
