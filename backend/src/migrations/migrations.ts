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
//
// Migration 2 (attributes per category): each category without attribute definitions gets them for
// the attributes its products state (the demo shops' table, seed/attribute-definitions.ts), the
// products' filter values take in their attribute values, and the categories' listing filter choices
// are counted whole. The count runs after the trigger deliveries its own writes caused have settled,
// so it is the last word whether or not the Functions emulator was listening yet.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { CATEGORIES, PRODUCTS } from 'shared-data/contracts';
import { productWriteEffects } from '../../functions/src/product-written';
import { syncCategoryCounts } from '../../functions/src/sync-category-counts';
import { attributeDefinitionsFor } from '../seed/attribute-definitions';

export const MIGRATIONS_META_PATH = 'meta/migrations';

export interface Migration {
  version: number;
  /** What it does, for the start-up log. */
  title: string;
  /** Applies it; answers how many documents it changed. */
  run(db: Firestore, context: MigrationContext): Promise<number>;
}

export interface MigrationContext {
  /** Resolves when the Firestore trigger deliveries queued so far are done (nothing to wait for without triggers). */
  settle(): Promise<void>;
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

/** Defines the attributes of each category that has none, from its products' attributes. */
async function defineCategoryAttributes(db: Firestore): Promise<number> {
  const categories = await db.collection(CATEGORIES).get();
  let changed = 0;
  for (const category of categories.docs) {
    if (Array.isArray(category.get('attributes'))) continue;
    const products = await db.collection(PRODUCTS).where('categorySlug', '==', category.id).select('attributes').get();
    const attributes = attributeDefinitionsFor(
      products.docs.map((product) => {
        const stored = product.get('attributes') as unknown;
        return { attributes: stored && typeof stored === 'object' ? (stored as Record<string, string | number | undefined>) : {} };
      }),
    );
    // Not an admin edit: `updatedAt` (the version admins edit against) stays.
    await category.ref.update({ attributes });
    changed += 1;
  }
  return changed;
}

async function countFilterChoices(db: Firestore, context: MigrationContext): Promise<number> {
  const defined = await defineCategoryAttributes(db);
  const products = await deriveProductFields(db);
  await context.settle();
  const counted = await syncCategoryCounts(db);
  return defined + products + counted.updated.length;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, title: 'products: variant SKUs, option values and image addresses derived as the product trigger does', run: deriveProductFields },
  {
    version: 2,
    title: "categories: attributes defined from their products' and listing filter choices counted; products: attribute values among the filter values",
    run: countFilterChoices,
  },
];

export interface MigrationReport {
  from: number;
  to: number;
  applied: Array<{ version: number; title: string; changed: number }>;
}

/** Applies the migrations newer than the folder's recorded version, in order, recording each. */
export async function runMigrations(
  db: Firestore,
  migrations: readonly Migration[] = MIGRATIONS,
  now: Date = new Date(),
  context: MigrationContext = { settle: () => Promise.resolve() },
): Promise<MigrationReport> {
  const meta = db.doc(MIGRATIONS_META_PATH);
  const stored = (await meta.get()).get('version');
  const from = typeof stored === 'number' ? stored : 0;
  const applied: MigrationReport['applied'] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (migration.version <= from) continue;
    const changed = await migration.run(db, context);
    applied.push({ version: migration.version, title: migration.title, changed });
    // Recorded after each, so a failure part-way resumes from the one that failed.
    await meta.set({ version: migration.version, updatedAt: Timestamp.fromDate(now) }, { merge: true });
  }
  return { from, to: applied.at(-1)?.version ?? from, applied };
}
