// Whole products (`prod/{id}`) with their options and variants, for the pages that show or sell one
// product: the product page's loader, the cart and the admin. Exported by shared-data/shopper and
// shared-data/admin, not by shared-data, so no page's first view carries the variants' reader; the
// summaries every listing uses stay in collections/products.ts. The loaded Firestore SDK is reached
// through the package name (this module may come from another app's build than shared-data does).
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { lazyFirestore, toAttributes, toProductSummary } from 'shared-data';
import { asImage, asSeoOverride, asString } from './field-readers';
import { PRODUCTS } from './collection-names';
import type { Product } from '../types/catalog';
import { readPriceBreakup, readPriceRule, readPriceTiers } from '../pricing/price-fields';
import { readVariants } from '../catalog/variants';

const { collection, doc } = lazyFirestore;

export function toProduct(id: string, data: Record<string, unknown>): Product {
  const images = Array.isArray(data['images']) ? data['images'].map((image) => asImage(image)).filter((image) => image !== null) : [];
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  const summary = toProductSummary(id, data);
  const attributes = toAttributes(data['attributes']);
  const { options, variants } = readVariants(data, {
    sku: summary.sku,
    price: summary.price,
    mrp: summary.mrp,
    stock: summary.stock,
    weightGrams: attributes.weightGrams ?? null,
  });
  return {
    ...summary,
    description: asString(data['description']),
    featured: data['featured'] === true,
    hsnCode: asString(data['hsnCode']),
    images,
    attributes,
    tags: strings(data['tags']),
    searchKeywords: strings(data['searchKeywords']),
    seo: asSeoOverride(data['seo']),
    priceBreakup: readPriceBreakup(data['priceBreakup']),
    priceTiers: readPriceTiers(data['priceTiers']),
    pricing: readPriceRule(data['pricing']),
    pricingFromCategory: data['pricingFromCategory'] === true,
    options,
    variants,
  };
}

export const productConverter: FirestoreDataConverter<Product> = {
  toFirestore: (product) => product as unknown as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toProduct(snapshot.id, snapshot.data()),
};

/** The products collection, read as whole products. */
export const productsRef = (db: Firestore) => collection(db, PRODUCTS).withConverter(productConverter);
export const productRef = (db: Firestore, id: string) => doc(db, PRODUCTS, id).withConverter(productConverter);
