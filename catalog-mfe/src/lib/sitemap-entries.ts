// The catalogue's part of /sitemap.xml: every active product, every category and subcategory page,
// with their last-modified dates. The shell calls this through the `./sitemap` expose.
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore/lite';
import { asIsoDate, asString, fetchCategories, PRODUCTS } from 'shared-data';
import { paths } from '../config/paths';

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

const BATCH = 500;

export async function catalogSitemapEntries(db: Firestore | null): Promise<SitemapEntry[]> {
  if (!db) return [];
  const entries: SitemapEntry[] = [];
  const categories = await fetchCategories(db);
  entries.push({ path: paths.categories.getHref() });
  for (const category of categories) {
    entries.push({ path: paths.category.getHref(category.slug), ...(category.updatedAt ? { lastModified: category.updatedAt } : {}) });
    for (const sub of category.subcategories) {
      entries.push({ path: paths.subcategory.getHref(sub.id), ...(category.updatedAt ? { lastModified: category.updatedAt } : {}) });
    }
  }
  // Equality filter plus document-id order: served by single-field indexes, read in batches.
  let last: QueryDocumentSnapshot | null = null;
  for (;;) {
    const snapshot: QuerySnapshot = await getDocs(
      query(collection(db, PRODUCTS), where('status', '==', 'active'), orderBy(documentId()), ...(last ? [startAfter(last)] : []), limit(BATCH)),
    );
    for (const d of snapshot.docs) {
      const data = d.data();
      const sku = asString(data['sku'], d.id.toUpperCase());
      const slug = asString(data['slug']);
      const lastModified = asIsoDate(data['updatedAt']);
      if (slug) entries.push({ path: paths.product.getHref(sku, slug), ...(lastModified ? { lastModified } : {}) });
    }
    if (snapshot.size < BATCH) break;
    last = snapshot.docs[snapshot.docs.length - 1] ?? null;
  }
  return entries;
}
