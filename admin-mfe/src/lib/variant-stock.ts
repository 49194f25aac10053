// Stock per variant (issue 40), as the stock screens show it: a product with options is stocked per
// variant, its own `stock` being the total of those on sale (shared-data catalog/variants.ts). So a
// product can be low on stock while its total is not: one of its variants on sale is at or below the
// settings' threshold. The product list's low-stock filter and the dashboard find those products by
// reading the products with options (their `variantSkus`, kept by the productWritten trigger) —
// Firestore cannot query the stock inside the variants.
import { getDocs, limit, query, where, type Firestore } from 'firebase/firestore/lite';
import { variantLabel, type Product, type ProductVariant } from 'shared-data';
import { productsRef } from 'shared-data/admin';

/** One variant's stock as a list row or the stock page shows it. */
export interface VariantStock {
  sku: string;
  /** Its option values, '7 / Rhodium'. */
  label: string;
  stock: number;
  status: ProductVariant['status'];
}

/** A product's variants with their stock, in the product's order; [] for a product without options. */
export function variantStocksOf(product: Pick<Product, 'options' | 'variants'>): VariantStock[] {
  if (!product.options.length) return [];
  return product.variants.map((variant) => ({ sku: variant.sku, label: variantLabel(product.options, variant), stock: variant.stock, status: variant.status }));
}

export type StockLevel = 'out' | 'low' | 'in';

/** Out of stock (0), low (at or below the threshold) or in stock. */
export const stockLevel = (stock: number, threshold: number): StockLevel => (stock <= 0 ? 'out' : stock <= threshold ? 'low' : 'in');

/** The variants on sale at or below the threshold, lowest stock first (drafts are not sold, so never low). */
export function lowVariants(variants: readonly VariantStock[], threshold: number): VariantStock[] {
  return variants.filter((variant) => variant.status === 'active' && variant.stock <= threshold).sort((a, b) => a.stock - b.stock);
}

/** The inventory page of a product, opened on one of its variants when given. */
export const variantQuery = (sku: string | null | undefined) => (sku ? `variant=${encodeURIComponent(sku)}` : '');

/** How many products with options are read at most for the low-stock figures (a shop's whole range of them, ordinarily). */
export const PRODUCTS_WITH_OPTIONS_READ = 500;

/**
 * The products with options, for the low-stock figures: `complete` is false when the shop has more
 * than PRODUCTS_WITH_OPTIONS_READ of them (only that many were read). A product without options has
 * no `variantSkus` (or an empty list): `!=` leaves it out.
 */
export async function fetchProductsWithOptions(db: Firestore): Promise<{ products: Product[]; complete: boolean }> {
  const snapshot = await getDocs(query(productsRef(db), where('variantSkus', '!=', []), limit(PRODUCTS_WITH_OPTIONS_READ + 1)));
  const products = snapshot.docs.map((document) => document.data()).filter((product) => product.options.length > 0);
  return { products: products.slice(0, PRODUCTS_WITH_OPTIONS_READ), complete: snapshot.size <= PRODUCTS_WITH_OPTIONS_READ };
}

/** A variant low on stock, named for the dashboard. */
export interface LowVariant extends VariantStock {
  productId: string;
  title: string;
}

export interface LowVariantReport {
  /** Products on sale whose total is above the threshold but with a variant on sale at or below it. */
  hiddenByTotal: number;
  /** Every variant on sale of a product on sale at or below the threshold, lowest first. */
  variants: LowVariant[];
  /** False when not every product with options could be read (the figures are then "at least"). */
  complete: boolean;
}

/** What the dashboard says about variants low on stock, from the products with options. */
export function lowVariantReport(products: readonly Product[], threshold: number, complete = true): LowVariantReport {
  let hiddenByTotal = 0;
  const variants: LowVariant[] = [];
  for (const product of products) {
    if (product.status !== 'active') continue;
    const low = lowVariants(variantStocksOf(product), threshold);
    if (!low.length) continue;
    if (product.stock > threshold) hiddenByTotal += 1;
    variants.push(...low.map((variant) => ({ ...variant, productId: product.id, title: product.title })));
  }
  variants.sort((a, b) => a.stock - b.stock || a.title.localeCompare(b.title) || a.label.localeCompare(b.label));
  return { hiddenByTotal, variants, complete };
}
