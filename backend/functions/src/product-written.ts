// Keeps what is derived from a product in step when it is written (by the admin, a script or
// placeOrder): its `searchKeywords` (the catalogue's search index), its `imageSrcs` (which the
// media library asks to say where an image is used), its `variantSkus` and `optionValues` (the
// listings' filter: option and attribute values), a metal-priced product's price when its rule
// or weight changed (product-pricing.ts) and the product counts and filter choices stored
// on the categories (by the write's difference, once per event). It runs as a Firestore trigger on
// `prod/{id}`, in production and on the local backend (whose document server delivers Firestore
// events to the Functions emulator).
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { buildSearchKeywords, filterValuesOf, PRODUCTS, readVariants, variantSkusOf } from 'shared-data/contracts';
import { applyCountChangesOnce, countChanges } from './category-count-delta';
import { bumpPublicContentVersion, productChangeIsPublic } from './public-content';
import { priceProduct, pricingInputsChanged } from './product-pricing';

export interface ProductWriteEffects {
  /** The keywords to store, when the stored ones are missing or out of date. */
  searchKeywords: string[] | null;
  /** Its images' addresses to store (the media library's "used by"), when missing or out of date. */
  imageSrcs: string[] | null;
  /** Its variants' SKUs in lower case (search by a variant's SKU, the editor's uniqueness check), when out of date. */
  variantSkus: string[] | null;
  /** `name:value` of the option values its variants on sale have and of its attributes' values (the listings' filter), when out of date. */
  optionValues: string[] | null;
  /** Whether category counts or filter choices may have changed (status, category, subcategory or filter values changed). */
  recountCategories: boolean;
}

const sameList = (stored: unknown, wanted: readonly string[]) =>
  Array.isArray(stored) && stored.length === wanted.length && stored.every((item, index) => item === wanted[index]);

const srcsOf = (images: unknown): string[] =>
  (Array.isArray(images) ? images : [])
    .map((image) => (image && typeof image === 'object' ? (image as { src?: unknown }).src : null))
    .filter((src): src is string => typeof src === 'string' && src.length > 0 && src.length <= 500);

/** The distinct image addresses of a product document (its own, then its variants'), in order. */
export function imageSrcsOf(images: unknown, variants: unknown = []): string[] {
  const variantImages = Array.isArray(variants) ? variants.flatMap((variant) => srcsOf((variant as { images?: unknown } | null)?.images)) : [];
  return [...new Set([...srcsOf(images), ...variantImages])].slice(0, 120);
}

/** The keys of the option values its active variants have, then of its attributes' values (the listings' filter). */
export function optionValuesOfDocument(after: DocumentData): string[] {
  const { options, variants } = readVariants(after, { sku: '', price: 0, mrp: null, stock: 0, weightGrams: null });
  return filterValuesOf(options, variants, after['attributes']);
}

const COUNTED = ['status', 'categorySlug', 'subCategoryId'] as const;

export function productWriteEffects(before: DocumentData | undefined, after: DocumentData | undefined): ProductWriteEffects {
  const recountCategories = COUNTED.some((field) => before?.[field] !== after?.[field]) || countChanges(before, after).length > 0;
  if (!after || typeof after['title'] !== 'string' || typeof after['sku'] !== 'string')
    return { searchKeywords: null, imageSrcs: null, variantSkus: null, optionValues: null, recountCategories };
  const skus = variantSkusOf(after);
  const wanted = buildSearchKeywords({
    variantSkus: skus,
    title: after['title'],
    sku: after['sku'],
    category: typeof after['category'] === 'string' ? after['category'] : '',
    subCategory: typeof after['subCategory'] === 'string' ? after['subCategory'] : null,
    tags: Array.isArray(after['tags']) ? after['tags'].filter((tag): tag is string => typeof tag === 'string') : [],
  });
  const srcs = imageSrcsOf(after['images'], after['variants']);
  const optionValues = optionValuesOfDocument(after);
  return {
    searchKeywords: sameList(after['searchKeywords'], wanted) ? null : wanted,
    imageSrcs: sameList(after['imageSrcs'] ?? [], srcs) ? null : srcs,
    variantSkus: sameList(after['variantSkus'] ?? [], skus) ? null : skus,
    optionValues: sameList(after['optionValues'] ?? [], optionValues) ? null : optionValues,
    recountCategories,
  };
}

/** Applies the effects; the keyword write fires the trigger once more, which then finds nothing to do. */
export async function onProductWritten(
  db: Firestore,
  id: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  eventId: string,
): Promise<void> {
  const effects = productWriteEffects(before, after);
  const derived = {
    ...(effects.searchKeywords ? { searchKeywords: effects.searchKeywords } : {}),
    ...(effects.imageSrcs ? { imageSrcs: effects.imageSrcs } : {}),
    ...(effects.variantSkus ? { variantSkus: effects.variantSkus } : {}),
    ...(effects.optionValues ? { optionValues: effects.optionValues } : {}),
  };
  if (Object.keys(derived).length) await db.collection(PRODUCTS).doc(id).update(derived);
  // Its pricing or weight changed: priced now at the rate in force (issue 41).
  if (pricingInputsChanged(before, after)) await priceProduct(db, id);
  if (effects.recountCategories) await applyCountChangesOnce(db, eventId, countChanges(before, after));
  if (productChangeIsPublic(before, after)) await bumpPublicContentVersion(db, `${PRODUCTS}/${id}`);
}
