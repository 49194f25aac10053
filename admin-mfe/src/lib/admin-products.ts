// The admin's product reads: one page of the product list for its search, filters and sort, as
// Firestore queries (never "read everything and filter here"), with cursor paging and a count.
import {
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query as firestoreQuery,
  serverTimestamp,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import {
  fetchCategories,
  fetchSiteSettings,
  parseSearchQuery,
  productIdOf,
  productRef,
  productsRef,
  type CategoryInfo,
  type Product,
  type ProductStatus,
} from 'shared-data';
import { auditedWrite, type Actor, type PriceRounding } from 'shared-data/admin';
import { fetchCursorPage, readAllPages, type CursorPage } from './cursor-page';
import type { ListQuery } from './list-query';

export const PRODUCT_FILTERS = ['category', 'status', 'stock', 'featured'] as const;
export const PRODUCT_SORTS = ['updatedAt', 'price', 'stock', 'title', 'sku'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type ProductListQuery = ListQuery<ProductFilter, ProductSort>;
export const PRODUCT_PAGE_SIZE = 25;

/** What a row of the admin's product list shows. */
export interface ProductRow {
  id: string;
  sku: string;
  slug: string;
  title: string;
  category: string;
  categorySlug: string;
  subCategory: string;
  subCategoryId: string;
  price: number;
  mrp: number | null;
  stock: number;
  status: ProductStatus;
  featured: boolean;
  /** It has options: its price and stock are its variants' (changed in the editor only). */
  hasOptions: boolean;
  image: { src: string; alt: string } | null;
  updatedAt: string | null;
}

export function toProductRow(product: Product, featured: boolean): ProductRow {
  return {
    id: product.id,
    sku: product.sku,
    slug: product.slug,
    title: product.title,
    category: product.category,
    categorySlug: product.categorySlug,
    subCategory: product.subCategory,
    subCategoryId: product.subCategoryId,
    price: product.price,
    mrp: product.mrp,
    stock: product.stock,
    status: product.status,
    featured,
    hasOptions: product.options.length > 0,
    image: product.image ? { src: product.image.src, alt: product.image.alt } : null,
    updatedAt: product.updatedAt,
  };
}

/**
 * The query's constraints. A stock filter is a range on `stock` for "low", which Firestore can
 * only order by `stock` first: that list is sorted by stock, lowest first.
 */
export function productListConstraints(query: ProductListQuery, lowStockThreshold: number): { constraints: QueryConstraint[]; sortedBy: ProductSort } {
  const filters: QueryConstraint[] = [];
  const search = query.q ? parseSearchQuery(query.q).queryTerm : null;
  if (search) filters.push(where('searchKeywords', 'array-contains', search));
  if (query.filters.category) filters.push(where('categorySlug', '==', query.filters.category));
  if (query.filters.status) filters.push(where('status', '==', query.filters.status));
  if (query.filters.featured === 'yes') filters.push(where('featured', '==', true));
  let sort = query.sort;
  if (query.filters.stock === 'out') filters.push(where('stock', '==', 0));
  if (query.filters.stock === 'low') {
    filters.push(where('stock', '<=', lowStockThreshold));
    sort = { key: 'stock', direction: 'asc' };
  }
  if (query.filters.stock === 'in') {
    filters.push(where('stock', '>', lowStockThreshold));
    if (sort.key !== 'stock') sort = { key: 'stock', direction: 'desc' };
  }
  return {
    constraints: [...filters, orderBy(sort.key, sort.direction), orderBy(documentId(), sort.direction)],
    sortedBy: sort.key,
  };
}

export async function fetchProductListPage(
  db: Firestore,
  query: ProductListQuery,
  lowStockThreshold: number,
): Promise<CursorPage<ProductRow> & { sortedBy: ProductSort }> {
  const { constraints, sortedBy } = productListConstraints(query, lowStockThreshold);
  const page = await fetchCursorPage(productsRef(db), constraints, { after: query.after, before: query.before, size: PRODUCT_PAGE_SIZE });
  // `featured` is not part of the shared product type: the list reads it from the same documents.
  return { ...page, rows: page.rows.map((product) => toProductRow(product, product.featured)), sortedBy };
}

/** One product as the editor loads it, whatever its status (admins read drafts and archived ones). */
export async function fetchAdminProduct(db: Firestore, id: string): Promise<Product | null> {
  const snapshot = await getDoc(productRef(db, id));
  return snapshot.data() ?? null;
}

/** The SKU of another product that already uses `slug`, or null when it is free. */
export async function slugUsedBy(db: Firestore, slug: string, exceptId: string | null): Promise<string | null> {
  const snapshot = await getDocs(firestoreQuery(productsRef(db), where('slug', '==', slug), limit(2)));
  const other = snapshot.docs.find((item) => item.id !== exceptId);
  return other ? other.data().sku : null;
}

/** Firestore's most values in one `in` or `array-contains-any` filter. */
const MAX_IN_VALUES = 30;

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * Which of `skus` (variant SKUs) another product already uses, as its own SKU (its document id is
 * the SKU in lower case) or as one of its variants' (`variantSkus`, kept by the productWritten
 * trigger): the lower-case SKU → that product's SKU. As slugUsedBy, thirty SKUs a query.
 */
export async function skusUsedBy(db: Firestore, skus: readonly string[], exceptId: string | null): Promise<Map<string, string>> {
  const wanted = [...new Set(skus.map((sku) => productIdOf(sku)).filter((id): id is string => id !== null))];
  const used = new Map<string, string>();
  if (!wanted.length) return used;
  const snapshots = await Promise.all(
    chunksOf(wanted, MAX_IN_VALUES).flatMap((chunk) => [
      getDocs(firestoreQuery(productsRef(db), where(documentId(), 'in', chunk))),
      getDocs(firestoreQuery(productsRef(db), where('variantSkus', 'array-contains-any', chunk))),
    ]),
  );
  for (const item of snapshots.flatMap((snapshot) => snapshot.docs)) {
    if (item.id === exceptId) continue;
    const other = item.data();
    const theirs = new Set([item.id, ...other.variants.map((variant) => variant.sku.toLowerCase())]);
    for (const sku of wanted) if (theirs.has(sku) && !used.has(sku)) used.set(sku, other.sku);
  }
  return used;
}

/** Creates a product (with its audit entry); refused with a ConflictError when the SKU exists. */
export function createProduct(db: Firestore, actor: Actor, id: string, fields: Record<string, unknown>, summary: string) {
  return auditedWrite({
    db,
    actor,
    kind: 'create',
    collection: 'prod',
    id,
    action: 'product.create',
    summary,
    data: { ...fields, createdAt: serverTimestamp() },
  });
}

/** Every product matching the list's search and filters (for the CSV export), 500 at a time. */
export function fetchProductsForExport(
  db: Firestore,
  query: ProductListQuery,
  lowStockThreshold: number,
  onProgress: (read: number) => void,
): Promise<Product[]> {
  return readAllPages(productsRef(db), productListConstraints(query, lowStockThreshold).constraints, onProgress);
}

/** A product as an order line is picked: what the order form shows before the function prices it. */
export interface PickableProduct {
  id: string;
  sku: string;
  title: string;
  price: number;
  stock: number;
  minOrderQty: number;
  status: Product['status'];
}

const pickable = (product: Product): PickableProduct => ({
  id: product.id,
  sku: product.sku,
  title: product.title,
  price: product.price,
  stock: product.stock,
  minOrderQty: product.minOrderQty,
  status: product.status,
});

/**
 * Products for an order line, by SKU (exact, first) or by words of the title (the kept search
 * keywords): at most `max`, active ones first.
 */
export async function findProductsForOrder(db: Firestore, text: string, max = 8): Promise<PickableProduct[]> {
  const typed = text.trim();
  if (!typed) return [];
  const exactId = productIdOf(typed);
  const term = parseSearchQuery(typed).queryTerm;
  const [exact, found] = await Promise.all([
    exactId ? getDoc(productRef(db, exactId)).then((snapshot) => snapshot.data() ?? null) : Promise.resolve(null),
    term
      ? getDocs(firestoreQuery(productsRef(db), where('searchKeywords', 'array-contains', term), limit(max * 2))).then((snapshot) =>
          snapshot.docs.map((item) => item.data()),
        )
      : Promise.resolve([]),
  ]);
  const all = [...(exact ? [exact] : []), ...found.filter((product) => product.id !== exact?.id)];
  const rank = (product: Product) => (product.status === 'active' ? 0 : 1);
  return all
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, max)
    .map(pickable);
}

/**
 * What the product and stock lists read besides their page: the categories (filters, "Move to") and
 * the settings they apply (the low-stock level, the price rounding of bulk changes). Without the
 * database: no categories and the shop's defaults.
 */
export async function fetchProductListContext(db: Firestore | null): Promise<{ categories: CategoryInfo[]; threshold: number; rounding: PriceRounding }> {
  if (!db) return { categories: [], threshold: 5, rounding: 'rupee' };
  const [{ settings }, categories] = await Promise.all([fetchSiteSettings(db), fetchCategories(db).catch(() => [])]);
  return { categories, threshold: settings.inventory.lowStockThreshold, rounding: settings.pricing.rounding };
}
