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
  variantLabel,
  type CategoryInfo,
  type Product,
  type ProductStatus,
} from 'shared-data';
import { auditedWrite, productRef, productsRef, type Actor, type PriceRounding } from 'shared-data/admin';
import { fetchCursorPage, readAllPages, type CursorPage } from './cursor-page';
import type { ListQuery } from './list-query';
import { fetchProductsWithOptions, lowVariants, variantStocksOf, type VariantStock } from './variant-stock';

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
  /** Its variants' stock, for a product with options ([] otherwise); `stock` is the total of those on sale. */
  variants: VariantStock[];
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
    variants: variantStocksOf(product),
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

/**
 * The products the "low" stock filter cannot find by their own stock: products with options whose
 * total is above the threshold while a variant on sale is at or below it, matching the list's other
 * filters and search, in the list's order (stock, lowest first, then id).
 */
export function lowByVariant(products: readonly Product[], query: ProductListQuery, lowStockThreshold: number): Product[] {
  const search = query.q ? parseSearchQuery(query.q).queryTerm : null;
  const { category, status, featured } = query.filters;
  return products
    .filter(
      (product) =>
        product.stock > lowStockThreshold &&
        lowVariants(variantStocksOf(product), lowStockThreshold).length > 0 &&
        (!search || product.searchKeywords.includes(search)) &&
        (!category || product.categorySlug === category) &&
        (!status || product.status === status) &&
        (featured !== 'yes' || product.featured),
    )
    .sort((a, b) => a.stock - b.stock || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The products with a variant low on stock that the "low" filter adds (none for other filters). A
 * failed read leaves them out (logged) rather than failing the list.
 */
async function fetchLowByVariant(db: Firestore, query: ProductListQuery, lowStockThreshold: number): Promise<Product[]> {
  if (query.filters.stock !== 'low') return [];
  try {
    const { products } = await fetchProductsWithOptions(db);
    return lowByVariant(products, query, lowStockThreshold);
  } catch (error) {
    console.warn('Products with options could not be read for the low-stock list:', error instanceof Error ? error.message : error);
    return [];
  }
}

/**
 * One page of the list. With the "low" filter, the products low on stock by a variant only (their
 * total is above the threshold) come after those low by their own stock, as the sort by stock puts
 * them: on the last page, and counted in the total.
 */
export async function fetchProductListPage(
  db: Firestore,
  query: ProductListQuery,
  lowStockThreshold: number,
): Promise<CursorPage<ProductRow> & { sortedBy: ProductSort }> {
  const { constraints, sortedBy } = productListConstraints(query, lowStockThreshold);
  const [page, byVariant] = await Promise.all([
    fetchCursorPage(productsRef(db), constraints, { after: query.after, before: query.before, size: PRODUCT_PAGE_SIZE }),
    fetchLowByVariant(db, query, lowStockThreshold),
  ]);
  const rows = page.hasNext ? page.rows : [...page.rows, ...byVariant];
  // `featured` is not part of the shared product type: the list reads it from the same documents.
  return {
    ...page,
    rows: rows.map((product) => toProductRow(product, product.featured)),
    total: page.total === null ? null : page.total + byVariant.length,
    sortedBy,
  };
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
 * the SKU in lower case) or as one of its variants' (`variantSkus`, written with the product by this
 * editor and the CSV import, and kept by the productWritten trigger): the lower-case SKU → that
 * product's SKU. As slugUsedBy, thirty SKUs a query.
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
export async function fetchProductsForExport(
  db: Firestore,
  query: ProductListQuery,
  lowStockThreshold: number,
  onProgress: (read: number) => void,
): Promise<Product[]> {
  const [products, byVariant] = await Promise.all([
    readAllPages(productsRef(db), productListConstraints(query, lowStockThreshold).constraints, onProgress),
    fetchLowByVariant(db, query, lowStockThreshold),
  ]);
  return [...products, ...byVariant];
}

/**
 * What an order line is picked from: a product without options, or one variant on sale of a product
 * with options. What the order form shows before the function prices it.
 */
export interface PickableProduct {
  /** The product's id. */
  id: string;
  /** The line's SKU (its key in the order form): the variant's for a product with options, else the product's. */
  sku: string;
  title: string;
  /** A variant of a product with options: its SKU and its option values ('7 / Rhodium'). */
  variantSku?: string;
  variantLabel?: string;
  price: number;
  stock: number;
  minOrderQty: number;
  status: Product['status'];
}

/** The lines a product offers: itself, or each of its variants on sale. */
export function pickablesOf(product: Product): PickableProduct[] {
  const common = { id: product.id, title: product.title, minOrderQty: product.minOrderQty, status: product.status };
  if (!product.options.length) return [{ ...common, sku: product.sku, price: product.price, stock: product.stock }];
  return product.variants
    .filter((variant) => variant.status === 'active')
    .map((variant) => ({
      ...common,
      sku: variant.sku,
      variantSku: variant.sku,
      variantLabel: variantLabel(product.options, variant),
      price: variant.price,
      stock: variant.stock,
    }));
}

/**
 * Products for an order line, by SKU (exact, first: the product's or a variant's) or by words of the
 * title (the kept search keywords, which hold the variants' SKUs too): at most `max` products, active
 * ones first, each as its lines (pickablesOf). A variant's exact SKU gives that variant alone.
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
  const wanted = typed.toLowerCase();
  const lines = all
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, max)
    .flatMap((product) => {
      const offered = pickablesOf(product);
      const named = offered.filter((line) => line.variantSku?.toLowerCase() === wanted);
      return named.length ? named : offered;
    });
  // The line whose SKU was typed comes first.
  return [...lines.filter((line) => line.sku.toLowerCase() === wanted), ...lines.filter((line) => line.sku.toLowerCase() !== wanted)];
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
