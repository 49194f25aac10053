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

/** The form field of an option's value when the picker is sent without JavaScript: `option.Size=8`. */
export const optionFieldName = (optionName: string) => `option.${optionName}`;

/**
 * The values a picker sent without JavaScript chose (its `option.<name>` fields, each a value the
 * option has), or null when it names none.
 */
export function chosenOptionValues(options: readonly ProductOption[], fields: URLSearchParams): Record<string, string> | null {
  const chosen: Record<string, string> = {};
  for (const option of options) {
    const value = fields.get(optionFieldName(option.name));
    if (value !== null && option.values.some((item) => item.value === value)) chosen[option.name] = value;
  }
  return Object.keys(chosen).length ? chosen : null;
}

/**
 * The variant on sale with the most of the chosen values (one in stock before one sold out, then the
 * first): what a picker sent without JavaScript opens. Undefined when none is on sale.
 */
export function closestVariant<V extends Pick<ProductVariant, 'options' | 'status' | 'stock'>>(
  variants: readonly V[],
  chosen: Readonly<Record<string, string>>,
): V | undefined {
  let best: { variant: V; score: number } | undefined;
  for (const variant of variants) {
    if (variant.status !== 'active') continue;
    const matches = Object.entries(chosen).filter(([name, value]) => variant.options[name] === value).length;
    // Matches count first; stock breaks a tie.
    const score = matches * 2 + (variant.stock > 0 ? 1 : 0);
    if (!best || score > best.score) best = { variant, score };
  }
  return best?.variant;
}
