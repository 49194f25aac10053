// Choosing among a product's variants (the product page, the cart): small and on the storefront's
// first view, apart from the reader of stored variants (variants.ts), which only loaders need.
import type { ProductOption, ProductVariant } from '../types/catalog';

/** One key per combination of option values, in the options' order. */
export function combinationKey(options: readonly ProductOption[], values: Readonly<Record<string, string>>): string {
  return options.map((option) => values[option.name] ?? '').join('\u0000');
}

/** 'Size 7 / Rhodium': the variant's values in the options' order; '' for a product without options. */
export function variantLabel(options: readonly ProductOption[], variant: Pick<ProductVariant, 'options'>): string {
  return options
    .map((option) => variant.options[option.name])
    .filter(Boolean)
    .join(' / ');
}

/** The variant with this SKU (any case), or null. */
export function findVariant<V extends Pick<ProductVariant, 'sku'>>(variants: readonly V[], sku: string | null | undefined): V | null {
  if (!sku) return null;
  const wanted = sku.toLowerCase();
  return variants.find((variant) => variant.sku.toLowerCase() === wanted) ?? null;
}

/** The variant a page opens on: the first on sale with stock, else the first on sale, else the first. */
export function defaultVariant<V extends Pick<ProductVariant, 'status' | 'stock'>>(variants: readonly V[]): V | undefined {
  return variants.find((variant) => variant.status === 'active' && variant.stock > 0) ?? variants.find((variant) => variant.status === 'active') ?? variants[0];
}

/** Whether prices differ between the variants on sale (cards then say "from ₹…"). */
export function pricesDiffer(variants: ReadonlyArray<Pick<ProductVariant, 'price' | 'status'>>): boolean {
  const prices = new Set(variants.filter((variant) => variant.status === 'active').map((variant) => variant.price));
  return prices.size > 1;
}
