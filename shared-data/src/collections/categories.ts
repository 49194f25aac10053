// `categories/{slug}`: one small document per category with its subcategories and counts (kept in
// step with the products by the admin and by a function), so start-up never reads the catalogue.
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { lazyFirestore } from '../platform/firestore-sdk';
import { z } from '#zod';
import { storedSlug, storedText } from '../schemas/fields';
import type { CategoryInfo, SubcategoryInfo } from '../types/catalog';
import { readCategoryTax } from './category-tax';
import { asImage, asIsoDate, asNumber, asString } from './field-readers';
import { lazySchema } from '../schemas/lazy-schema';
import { readPriceRule, readPriceTiers } from '../pricing/price-fields';
import { CATEGORIES } from './collection-names';

const { collection, getDocs } = lazyFirestore;

export { CATEGORIES } from './collection-names';

/** What the write rule checks of a category document (the admin's form adds the rest). */
export const categoryDocumentSchema = lazySchema(() =>
  z.looseObject({
    name: storedText(1, 100),
    slug: storedSlug,
  }),
);

/**
 * A stored category as every page uses it (the nav, the /products filters, the admin's lists). Its
 * attribute definitions and listing filter choices are read by category-details.ts, where a page
 * needs them, so the shell's first view carries neither their code nor their data.
 */
export function toCategoryInfo(id: string, data: Record<string, unknown>): CategoryInfo {
  const subs = Array.isArray(data['subcategories']) ? (data['subcategories'] as unknown[]) : [];
  const subcategories: SubcategoryInfo[] = subs.flatMap((raw) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const sub = raw as Record<string, unknown>;
    const subId = asString(sub['id']);
    const name = asString(sub['name']);
    if (!subId || !name) return [];
    return [{ id: subId, slug: asString(sub['slug']), name, productCount: Math.max(0, Math.round(asNumber(sub['productCount']))) }];
  });
  return {
    slug: asString(data['slug'], id) || id,
    name: asString(data['name'], id),
    order: asNumber(data['order'], 0),
    description: asString(data['description']),
    image: asImage(data['image']),
    productCount: Math.max(0, Math.round(asNumber(data['productCount']))),
    subcategories,
    updatedAt: asIsoDate(data['updatedAt']),
    pricing: readPriceRule(data['pricing']),
    priceTiers: readPriceTiers(data['priceTiers']),
    tax: readCategoryTax(data['tax']),
  };
}

export const categoryConverter: FirestoreDataConverter<CategoryInfo> = {
  toFirestore: (category) => category as unknown as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toCategoryInfo(snapshot.id, snapshot.data()),
};

export const categoriesRef = (db: Firestore) => collection(db, CATEGORIES).withConverter(categoryConverter);

/** Every category in display order; throws when the database cannot be read. */
export async function fetchCategories(db: Firestore | null): Promise<CategoryInfo[]> {
  if (!db) throw new Error('The catalogue is not connected right now. Please try again later.');
  // Sorted here rather than with orderBy('order'): a category saved without `order` still shows.
  const snapshot = await getDocs(categoriesRef(db));
  return snapshot.docs.map((document) => document.data()).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'en'));
}

export { readCategoryTax } from './category-tax';
