// `prod/{id}`: products (docs/data-model.md; the id is the SKU in lower case). Documents become
// plain typed objects with ISO dates, safe to embed in the page; the write rule's checks are the
// document schema below.
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { lazyFirestore } from '../platform/firestore-sdk';
import type { Product, ProductAttributes, ProductStatus, ProductSummary } from '../types/catalog';
import { asImage, asIsoDate, asNumber, asString } from './field-readers';
import { productRatingOf } from './reviews';
import { variantSummaryOf } from '../catalog/variant-summary';
import { PRODUCTS } from './collection-names';

const { collection, doc } = lazyFirestore;

export { PRODUCTS } from './collection-names';
export const PRODUCT_STATUSES: readonly ProductStatus[] = ['active', 'draft', 'archived'];

export { productIdOf } from '../catalog/product-id';

export function toProductSummary(id: string, data: Record<string, unknown>): ProductSummary {
  const images = Array.isArray(data['images']) ? data['images'] : [];
  const mrp = asNumber(data['mrp'], Number.NaN);
  const status = asString(data['status']) as ProductStatus;
  const variantSummary = variantSummaryOf(data);
  return {
    id,
    sku: asString(data['sku'], id.toUpperCase()),
    slug: asString(data['slug'], id),
    title: asString(data['title'], id),
    price: asNumber(data['price']),
    mrp: Number.isNaN(mrp) ? null : mrp,
    stock: Math.max(0, Math.floor(asNumber(data['stock']))),
    minOrderQty: Math.max(1, Math.floor(asNumber(data['minOrderQty'], 1))),
    category: asString(data['category']),
    categorySlug: asString(data['categorySlug']),
    subCategory: asString(data['subCategory']),
    subCategoryId: asString(data['subCategoryId']),
    image: asImage(images[0]),
    status: PRODUCT_STATUSES.includes(status) ? status : 'draft',
    createdAt: asIsoDate(data['createdAt']),
    updatedAt: asIsoDate(data['updatedAt']),
    rating: productRatingOf(data),
    // Only a product with options has one (no `undefined` in documents written from a summary).
    ...(variantSummary && { variantSummary }),
  };
}

/** At most this many attributes are read from a product (the first ones stored). */
export const MAX_PRODUCT_ATTRIBUTES = 24;
const ATTRIBUTE_NAME = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;

export function toAttributes(value: unknown): ProductAttributes {
  if (typeof value !== 'object' || value === null) return {};
  const attributes: ProductAttributes = {};
  for (const [name, raw] of Object.entries(value as Record<string, unknown>).slice(0, MAX_PRODUCT_ATTRIBUTES)) {
    if (!ATTRIBUTE_NAME.test(name)) continue;
    if (name === 'weightGrams') {
      if (typeof raw === 'number' && Number.isFinite(raw) && raw > 0) attributes.weightGrams = raw;
    } else if (typeof raw === 'string' && raw.trim()) attributes[name] = raw.slice(0, 2000);
    else if (typeof raw === 'number' && Number.isFinite(raw)) attributes[name] = raw;
  }
  return attributes;
}

/** 'keyIngredients' → 'Key ingredients': an attribute's name as a label. */
export function attributeLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The product page's meta description when the product has no search description of its own: the
 * title, "925 silver" and its (sub)category, then `summary` (the description as plain text), cut to
 * 300 characters. The admin's search preview shows the same, so it previews what the page says.
 */
export function productPageDescription(product: Pick<Product, 'title' | 'category' | 'subCategory'>, summary: string): string {
  const description = `${product.title} — 925 silver ${product.subCategory || product.category}. ${summary}`.slice(0, 300);
  return description.length === 300 ? `${description.slice(0, 297)}…` : description;
}

export const productSummaryConverter: FirestoreDataConverter<ProductSummary> = {
  toFirestore: (product) => product as unknown as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toProductSummary(snapshot.id, snapshot.data()),
};

/**
 * The products collection read (for listings, search and carts) as summaries. Full products (with
 * their options and variants) are read through shared-data/shopper's product-documents.ts, outside
 * every page's first view.
 */
export const productSummariesRef = (db: Firestore) => collection(db, PRODUCTS).withConverter(productSummaryConverter);
export const productSummaryRef = (db: Firestore, id: string) => doc(db, PRODUCTS, id).withConverter(productSummaryConverter);
