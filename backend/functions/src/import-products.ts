// importProducts: one chunk of a CSV import (shared-data callables/import-products.ts). SKU is
// the key: a row whose product exists updates it, a new SKU creates one, a row equal to the stored
// product is left alone (a second import of the same file writes nothing). The category names are
// taken from the stored categories (the row names the category by slug). Each written product has
// its audit entry, and an existing product whose stock changes its stock movement, all in one
// transaction per chunk: a chunk is written whole or not at all. An image the product already has
// keeps its stored sizes and variants (a CSV carries only its address and description).
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { CATEGORIES, importProductsInputSchema, type ImportProductsResult, productIdOf, type ProductImportFields, PRODUCTS } from 'shared-data/contracts';
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
const KEPT_WHEN_ABSENT = ['seo'] as const;

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

  return db.runTransaction(async (transaction) => {
    const refs = complete.map((row) => db.collection(PRODUCTS).doc(row.id));
    const snaps = await transaction.getAll(...refs);
    // A product with options is priced and stocked per variant (in the product editor): its own
    // price, MRP and stock are its variants' lowest price and total, so a row may carry them as
    // exported (the shop's own file round-trips) but not change them.
    const variantChanges = complete.filter((row, index) => {
      const stored = snaps[index]?.exists ? snaps[index]!.data() : undefined;
      return stored && hasVariants(stored) && (['price', 'mrp', 'stock'] as const).some((field) => (stored[field] ?? undefined) !== row[field]);
    });
    if (variantChanges.length)
      throw new HttpsError(
        'failed-precondition',
        `These products have variants, each priced and stocked in the product editor: ${variantChanges.map((row) => row.sku).join(', ')}. Change their price or stock there, or leave them out of the file.`,
      );
    const result: ImportProductsResult = { created: 0, updated: 0, unchanged: 0 };
    complete.forEach(({ id, ...fields }, index) => {
      const ref = refs[index]!;
      const stored = snaps[index]?.exists ? snaps[index]!.data() : undefined;
      const images = withStoredImages(stored, fields.images);
      const row = images === undefined ? fields : { ...fields, images };
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
          ...(row.mrp === undefined ? { mrp: FieldValue.delete() } : {}),
          ...(row.hsnCode === undefined ? { hsnCode: FieldValue.delete() } : {}),
          updatedAt: FieldValue.serverTimestamp(),
          lastAuditId: auditId,
        });
        const before = Number(stored['stock']) || 0;
        if (before !== row.stock) {
          recordStockMovement(transaction, ref, {
            change: row.stock - before,
            stockAfter: row.stock,
            reason: 'correction',
            note: 'CSV import',
            by: actor.uid,
            byEmail: actor.email ?? '',
          });
        }
        result.updated += 1;
      } else {
        transaction.create(ref, { ...row, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), lastAuditId: auditId });
        result.created += 1;
      }
    });
    return result;
  });
}
