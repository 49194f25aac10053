// Versioned migrations of a data folder, run at start-up (start-backend.ts) before the shop opens:
// `meta/migrations` records the last version applied, so each runs once per folder, and each is
// idempotent besides (a second run writes nothing). An in-memory store is always made from today's
// seed and needs none.
//
// Issue 40 kept products whole rather than copying each into a one-variant array (a product without
// options reads as its own single variant: shared-data/catalog/variants.ts), so nothing about a
// product's price, stock or pictures is rewritten. What older folders lack are the fields the
// `productWritten` trigger derives, which it only adds on a product's next write: the variants' SKUs
// (search, the editor's uniqueness check), the option values (the listings' option filter), and the
// variants' pictures among its image addresses. Migration 1 derives them with the trigger's own
// function, so a folder from before variants works as a fresh one does.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { PRODUCTS } from 'shared-data/contracts';
import { productWriteEffects } from '../../functions/src/product-written';

export const MIGRATIONS_META_PATH = 'meta/migrations';

export interface Migration {
  version: number;
  /** What it does, for the start-up log. */
  title: string;
  /** Applies it; answers how many documents it changed. */
  run(db: Firestore): Promise<number>;
}

const BATCH = 400;

/** Writes what the product trigger would derive, for every product whose stored fields are missing or out of date. */
async function deriveProductFields(db: Firestore): Promise<number> {
  const products = await db.collection(PRODUCTS).get();
  let changed = 0;
  let batch = db.batch();
  let pending = 0;
  for (const product of products.docs) {
    const effects = productWriteEffects(product.data(), product.data());
    const derived = {
      ...(effects.searchKeywords ? { searchKeywords: effects.searchKeywords } : {}),
      ...(effects.imageSrcs ? { imageSrcs: effects.imageSrcs } : {}),
      ...(effects.variantSkus ? { variantSkus: effects.variantSkus } : {}),
      ...(effects.optionValues ? { optionValues: effects.optionValues } : {}),
    };
    if (!Object.keys(derived).length) continue;
    batch.update(product.ref, derived);
    changed += 1;
    pending += 1;
    if (pending === BATCH) {
      await batch.commit();
      batch = db.batch();
      pending = 0;
    }
  }
  if (pending) await batch.commit();
  return changed;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, title: 'products: variant SKUs, option values and image addresses derived as the product trigger does', run: deriveProductFields },
];

export interface MigrationReport {
  from: number;
  to: number;
  applied: Array<{ version: number; title: string; changed: number }>;
}

/** Applies the migrations newer than the folder's recorded version, in order, recording each. */
export async function runMigrations(db: Firestore, migrations: readonly Migration[] = MIGRATIONS, now: Date = new Date()): Promise<MigrationReport> {
  const meta = db.doc(MIGRATIONS_META_PATH);
  const stored = (await meta.get()).get('version');
  const from = typeof stored === 'number' ? stored : 0;
  const applied: MigrationReport['applied'] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (migration.version <= from) continue;
    const changed = await migration.run(db);
    applied.push({ version: migration.version, title: migration.title, changed });
    // Recorded after each, so a failure part-way resumes from the one that failed.
    await meta.set({ version: migration.version, updatedAt: Timestamp.fromDate(now) }, { merge: true });
  }
  return { from, to: applied.at(-1)?.version ?? from, applied };
}
