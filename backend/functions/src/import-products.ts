// importProducts: one chunk of a CSV import (shared-data callables/import-products.ts). SKU is
// the key: a row whose product exists updates it, a new SKU creates one, a row equal to the stored
// product is left alone (a second import of the same file writes nothing). The category names are
// taken from the stored categories (the row names the category by slug). Each written product has
// its audit entry, and an existing product whose stock changes its stock movement, all in one
// transaction per chunk: a chunk is written whole or not at all. An image the product already has
// keeps its stored sizes and variants (a CSV carries only its address and description).
//
// A product with options (issue 40) comes with its options and variants, read from the file's
// variant rows: each variant keeps what a CSV cannot carry (its weight, barcode and pictures) from
// the stored variant with the same SKU, each option its kind and swatches, and a variant whose stock
// changes leaves its own stock movement. A variant SKU new to its product must not be another
// product's SKU or variant SKU. A row without variants leaves a stored product's variants as they
// are (and then its price, MRP and stock, theirs, must stay as stored).
import { FieldValue, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  CATEGORIES,
  importProductsInputSchema,
  productImportFieldsSchema,
  type ImportProductsResult,
  productIdOf,
  type ProductImportFields,
  PRODUCTS,
  variantSkusOf,
} from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import { parseCallableInput } from './callable-input';
import { requireAdmin } from './require-admin';
import { recordStockMovement } from './stock';
import { hasVariants } from './variant-stock';

/** The fields an import sets; a stored product equal on all of them is unchanged. */
const IMPORTED_FIELDS = [
  'sku',
  'slug',
  'title',
  'description',
  'category',
  'categorySlug',
  'subCategory',
  'subCategoryId',
  'price',
  'mrp',
  'currency',
  'stock',
  'minOrderQty',
  'status',
  'images',
  'attributes',
  'tags',
  'featured',
  'hsnCode',
] as const;

/**
 * Fields a row may leave out to keep the stored value: the CSV has no columns for a product's
 * search listing, so an import keeps the one set in the product editor.
 */
const KEPT_WHEN_ABSENT = ['seo', 'options', 'variants'] as const;

/** Key order does not matter for maps (attributes); it does for lists (images, tags). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * What a stored product without the field means (the seed's products and older documents have no
 * currency): a row setting that value changes nothing. Without this, re-importing an export reported
 * every seeded product as updated.
 */
const STORED_DEFAULTS: Partial<Record<(typeof IMPORTED_FIELDS)[number], unknown>> = { currency: 'INR' };

export function changedFields(stored: DocumentData | undefined, row: Record<string, unknown>): string[] {
  const fields = [...IMPORTED_FIELDS, ...KEPT_WHEN_ABSENT.filter((field) => row[field] !== undefined)];
  if (!stored) return fields.filter((field) => row[field] !== undefined);
  const storedValue = (field: string) => stored[field] ?? STORED_DEFAULTS[field as keyof typeof STORED_DEFAULTS] ?? null;
  return fields.filter((field) => JSON.stringify(canonical(storedValue(field))) !== JSON.stringify(canonical(row[field] ?? null)));
}

type ImportedImage = NonNullable<ProductImportFields['images']>[number];

/**
 * A CSV names a product's images by address and description only. An image the product already has
 * (the same address) keeps what the file cannot carry, its stored width, height and sized variants
 * (the product page's srcset), and takes the file's description; a new address is taken as the row
 * gives it.
 */
export function withStoredImages(stored: DocumentData | undefined, images: readonly ImportedImage[] | undefined): ImportedImage[] | undefined {
  if (!images) return images;
  const storedImages = (Array.isArray(stored?.['images']) ? stored['images'] : []) as ImportedImage[];
  return images.map((image) => {
    const same = storedImages.find((candidate) => candidate.src === image.src);
    if (!same) return image;
    const { alt: _storedAlt, ...kept } = same;
    return image.alt === undefined ? kept : { ...kept, alt: image.alt };
  });
}

type ImportedOption = NonNullable<ProductImportFields['options']>[number];
type ImportedVariant = NonNullable<ProductImportFields['variants']>[number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const storedList = (stored: DocumentData | undefined, field: string): Array<Record<string, unknown>> =>
  Array.isArray(stored?.[field]) ? (stored[field] as unknown[]).filter(isRecord) : [];

/**
 * A variant the product already has (the same SKU, in any case) keeps what a file cannot carry: its
 * weight, barcode and pictures. Its price, MRP, stock, status and option values are the file's.
 */
export function withStoredVariants(stored: DocumentData | undefined, variants: readonly ImportedVariant[] | undefined): ImportedVariant[] | undefined {
  if (!variants) return variants;
  const storedBySku = new Map(storedList(stored, 'variants').map((variant) => [String(variant['sku'] ?? '').toLowerCase(), variant]));
  return variants.map((variant) => {
    const same = storedBySku.get(variant.sku.toLowerCase());
    if (!same) return variant;
    const kept: Partial<ImportedVariant> = {};
    if (typeof same['weightGrams'] === 'number') kept.weightGrams = same['weightGrams'];
    if (typeof same['gtin'] === 'string' && same['gtin']) kept.gtin = same['gtin'];
    if (Array.isArray(same['images']) && same['images'].length) kept.images = same['images'] as ImportedVariant['images'];
    return { ...variant, ...kept };
  });
}

/**
 * The options as the file names them (its variants' values, in the file's order), with what a file
 * cannot carry taken from the stored option of the same name: its kind, its swatches, and the order
 * of its values. A stored value none of the file's variants has is kept only when none of the stored
 * variants had it either (a value the editor keeps unsold), so a removed variant's value goes, and a
 * file exported from the shop imports as unchanged.
 */
export function withStoredOptions(
  stored: DocumentData | undefined,
  options: readonly ImportedOption[] | undefined,
  variants: readonly ImportedVariant[],
): ImportedOption[] | undefined {
  if (!options) return options;
  const storedOptions = storedList(stored, 'options');
  const storedVariants = storedList(stored, 'variants');
  return options.map((option) => {
    const same = storedOptions.find((candidate) => String(candidate['name'] ?? '').toLowerCase() === option.name.toLowerCase());
    if (!same || !Array.isArray(same['values'])) return option;
    const storedName = String(same['name']);
    const inFile = new Set(variants.map((variant) => variant.options[option.name]));
    const wasSold = new Set(storedVariants.map((variant) => (isRecord(variant['options']) ? variant['options'][storedName] : undefined)));
    const storedValues = (same['values'] as unknown[]).filter(isRecord).map((value) => ({
      value: String(value['value'] ?? ''),
      ...(typeof value['swatch'] === 'string' ? { swatch: value['swatch'] } : {}),
    }));
    const values = [
      ...storedValues.filter((value) => inFile.has(value.value) || !wasSold.has(value.value)),
      ...option.values.filter((value) => !storedValues.some((kept) => kept.value === value.value)),
    ];
    const kind = same['kind'] === 'colour' || same['kind'] === 'size' || same['kind'] === 'text' ? same['kind'] : option.kind;
    return { name: option.name, kind, values: kind === 'colour' ? values : values.map(({ value }) => ({ value })) };
  });
}

/** Each variant's stock before and after the row (0 for a variant added or removed), where it differs. */
export function variantStockChanges(
  stored: DocumentData | undefined,
  variants: readonly ImportedVariant[],
): Array<{ variantSku: string; before: number; after: number }> {
  const before = new Map(storedList(stored, 'variants').map((variant) => [String(variant['sku'] ?? ''), Math.max(0, Number(variant['stock']) || 0)]));
  const changes: Array<{ variantSku: string; before: number; after: number }> = [];
  const seen = new Set<string>();
  for (const variant of variants) {
    const storedSku = [...before.keys()].find((sku) => sku.toLowerCase() === variant.sku.toLowerCase());
    if (storedSku !== undefined) seen.add(storedSku);
    const was = storedSku === undefined ? 0 : (before.get(storedSku) ?? 0);
    if (was !== variant.stock) changes.push({ variantSku: variant.sku, before: was, after: variant.stock });
  }
  for (const [sku, was] of before) if (!seen.has(sku) && was > 0) changes.push({ variantSku: sku, before: was, after: 0 });
  return changes;
}

/** Firestore's most values in one `in` or `array-contains-any` filter. */
const MAX_IN_VALUES = 30;

/**
 * The SKUs (lower case) the rows claim that another product already has, as its own SKU or one of
 * its variants': claimed SKU → the other product's SKU. Only claims new to their product are asked
 * about (a stored variant was unique when it was saved), so importing a file again reads nothing.
 */
async function skusTakenElsewhere(db: Firestore, claims: ReadonlyMap<string, string>): Promise<Map<string, string>> {
  const skus = [...claims.keys()];
  const taken = new Map<string, string>();
  const note = (doc: DocumentSnapshot, candidates: readonly string[]) => {
    const theirs = new Set([doc.id, ...((doc.get('variantSkus') as string[] | undefined) ?? [])]);
    for (const sku of candidates) if (theirs.has(sku) && claims.get(sku) !== doc.id && !taken.has(sku)) taken.set(sku, String(doc.get('sku') ?? doc.id));
  };
  // Another product whose own SKU it is: its document id (read as documents, not queried). A SKU
  // that cannot be a document id ('/' in it) is no product's own.
  const ids = skus.filter((sku) => productIdOf(sku) === sku);
  const asProducts = ids.length ? await db.getAll(...ids.map((id) => db.collection(PRODUCTS).doc(id))) : [];
  for (const doc of asProducts) if (doc.exists) note(doc, [doc.id]);
  // Another product's variant: its variantSkus, thirty SKUs a query.
  const chunks = Array.from({ length: Math.ceil(skus.length / MAX_IN_VALUES) }, (_, index) => skus.slice(index * MAX_IN_VALUES, (index + 1) * MAX_IN_VALUES));
  const asVariants = await Promise.all(chunks.map((chunk) => db.collection(PRODUCTS).where('variantSkus', 'array-contains-any', chunk).get()));
  asVariants.forEach((snapshot, index) => snapshot.docs.forEach((doc) => note(doc, chunks[index]!)));
  return taken;
}

export async function importProducts(request: CallableRequest<unknown>, db: Firestore, auth: Auth): Promise<ImportProductsResult> {
  const actor = await requireAdmin(request, auth);
  const { rows } = parseCallableInput(importProductsInputSchema, request.data);
  const ids = rows.map((row) => productIdOf(row.sku));
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (!id) throw new HttpsError('invalid-argument', `Row ${index + 1}: the SKU ${rows[index]?.sku} cannot be used.`);
    if (seen.has(id)) throw new HttpsError('invalid-argument', `Row ${index + 1}: the SKU ${rows[index]?.sku} appears twice.`);
    seen.add(id);
  });

  // The categories the rows name, with their subcategories, read once.
  const slugs = [...new Set(rows.map((row) => row.categorySlug ?? ''))];
  const categorySnaps = await db.getAll(...slugs.map((slug) => db.collection(CATEGORIES).doc(slug || '-')));
  const categories = new Map(categorySnaps.filter((snap) => snap.exists).map((snap) => [snap.id, snap.data() as DocumentData]));
  const complete: Array<ProductImportFields & { id: string }> = rows.map((row, index) => {
    const category = categories.get(row.categorySlug ?? '');
    if (!category) throw new HttpsError('invalid-argument', `Row ${index + 1} (${row.sku}): there is no category "${row.categorySlug ?? ''}".`);
    const subs = (Array.isArray(category['subcategories']) ? category['subcategories'] : []) as Array<{ id?: string; slug?: string; name?: string }>;
    const sub = row.subCategoryId ? subs.find((item) => (item.id ?? `${row.categorySlug}--${item.slug}`) === row.subCategoryId) : undefined;
    if (row.subCategoryId && !sub)
      throw new HttpsError('invalid-argument', `Row ${index + 1} (${row.sku}): "${category['name']}" has no subcategory "${row.subCategoryId}".`);
    return {
      ...row,
      id: ids[index] as string,
      category: String(category['name']),
      subCategory: sub?.name ?? '',
      subCategoryId: row.subCategoryId ?? '',
      currency: 'INR',
    };
  });

  // No SKU twice in the chunk, across its products and their variants (a variant may repeat its own product's).
  const owners = new Map(complete.map((row) => [row.id, row.sku]));
  complete.forEach((row, index) => {
    for (const variant of row.variants ?? []) {
      const key = variant.sku.toLowerCase();
      const owner = owners.get(key);
      if (owner !== undefined && owner.toLowerCase() !== row.id)
        throw new HttpsError('invalid-argument', `Row ${index + 1} (${row.sku}): the variant SKU ${variant.sku} is also used by ${owner} in this import.`);
      owners.set(key, row.sku);
    }
  });

  return db.runTransaction(async (transaction) => {
    const refs = complete.map((row) => db.collection(PRODUCTS).doc(row.id));
    const snaps = await transaction.getAll(...refs);
    const storedOf = (index: number) => (snaps[index]?.exists ? snaps[index]!.data() : undefined);
    // A row without variants for a product with options leaves its variants as stored: its own
    // price, MRP and stock are theirs (lowest price, total stock), so the row may carry them as
    // exported but not change them.
    const variantChanges = complete.filter((row, index) => {
      const stored = storedOf(index);
      return (
        !row.variants?.length &&
        stored &&
        hasVariants(stored) &&
        (['price', 'mrp', 'stock'] as const).some((field) => (stored[field] ?? undefined) !== row[field])
      );
    });
    if (variantChanges.length)
      throw new HttpsError(
        'failed-precondition',
        `These products have variants, priced and stocked each on its own: ${variantChanges.map((row) => row.sku).join(', ')}. Put their variant rows in the file (as the export writes them) to change them, or leave their price, MRP and stock as they are.`,
      );
    // The SKUs new to their product: a new product's own, and variants its stored document lacks.
    const claims = new Map<string, string>();
    complete.forEach((row, index) => {
      const stored = storedOf(index);
      if (!stored) claims.set(row.id, row.id);
      const storedSkus = new Set(storedList(stored, 'variants').map((variant) => String(variant['sku'] ?? '').toLowerCase()));
      for (const variant of row.variants ?? []) if (!storedSkus.has(variant.sku.toLowerCase())) claims.set(variant.sku.toLowerCase(), row.id);
    });
    const taken = await skusTakenElsewhere(db, claims);
    if (taken.size) {
      const listed = [...taken].slice(0, 10).map(([sku, other]) => `${sku.toUpperCase()} (${other})`);
      throw new HttpsError(
        'already-exists',
        `These SKUs belong to other products: ${listed.join(', ')}${taken.size > 10 ? ` and ${taken.size - 10} more` : ''}. Every product and variant needs its own SKU.`,
      );
    }
    const result: ImportProductsResult = { created: 0, updated: 0, unchanged: 0 };
    complete.forEach(({ id, ...fields }, index) => {
      const ref = refs[index]!;
      const stored = snaps[index]?.exists ? snaps[index]!.data() : undefined;
      const images = withStoredImages(stored, fields.images);
      const variants = withStoredVariants(stored, fields.variants);
      const options = withStoredOptions(stored, fields.options, variants ?? []);
      const row = {
        ...fields,
        ...(images === undefined ? {} : { images }),
        ...(variants === undefined ? {} : { variants }),
        ...(options === undefined ? {} : { options }),
      };
      // What the stored option or variant kept must still make a product the schema takes.
      const merged = productImportFieldsSchema.safeParse(row);
      if (!merged.success) throw new HttpsError('invalid-argument', `${row.sku}: ${merged.error.issues[0]?.message ?? 'the product is not valid.'}`);
      const changed = changedFields(stored, row);
      if (stored && changed.length === 0) {
        result.unchanged += 1;
        return;
      }
      const auditId = recordAdminChange(transaction, db, actor, {
        action: stored ? 'product.import-update' : 'product.import-create',
        target: `${PRODUCTS}/${id}`,
        summary: stored ? `Import updated ${row.title} (${row.sku}): ${changed.join(', ')}` : `Import created ${row.title} (${row.sku})`,
        changes: stored
          ? Object.fromEntries(
              changed
                .slice(0, 10)
                .map((field) => [
                  field,
                  { from: JSON.stringify(stored[field] ?? null).slice(0, 200), to: JSON.stringify(row[field as keyof typeof row] ?? null).slice(0, 200) },
                ]),
            )
          : {},
      });
      if (stored) {
        transaction.update(ref, {
          ...row,
          // Written with the product (the trigger keeps it too), so a SKU check right after the import finds its variants.
          ...(row.variants?.length ? { variantSkus: variantSkusOf(row) } : {}),
          ...(row.mrp === undefined ? { mrp: FieldValue.delete() } : {}),
          ...(row.hsnCode === undefined ? { hsnCode: FieldValue.delete() } : {}),
          updatedAt: FieldValue.serverTimestamp(),
          lastAuditId: auditId,
        });
        const by = { reason: 'correction', by: actor.uid, byEmail: actor.email ?? '' } as const;
        const before = Number(stored['stock']) || 0;
        if (row.variants?.length) {
          const storedHasVariants = hasVariants(stored);
          // A product that gains options keeps its stock per variant from now on.
          if (!storedHasVariants && before > 0)
            recordStockMovement(transaction, ref, { ...by, change: -before, stockAfter: 0, note: 'CSV import: stock now kept per variant' });
          for (const change of variantStockChanges(storedHasVariants ? stored : undefined, row.variants))
            recordStockMovement(transaction, ref, {
              ...by,
              change: change.after - change.before,
              stockAfter: change.after,
              variantSku: change.variantSku,
              note: 'CSV import',
            });
        } else if (before !== row.stock) {
          recordStockMovement(transaction, ref, { ...by, change: row.stock - before, stockAfter: row.stock, note: 'CSV import' });
        }
        result.updated += 1;
      } else {
        transaction.create(ref, {
          ...row,
          ...(row.variants?.length ? { variantSkus: variantSkusOf(row) } : {}),
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
          lastAuditId: auditId,
        });
        result.created += 1;
      }
    });
    return result;
  });
}
