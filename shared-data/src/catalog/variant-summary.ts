// What a listing card shows of a product's options (issue 40), read from the stored document with
// the rest of its summary: whether the variants on sale differ in price, and the swatches of its
// colour option. It is on every page's first view, so it is kept small: it trusts the shape the
// product schema gives stored options and variants, and does not clean them as the product page's
// reader (variants.ts) does.
import type { ProductOption, ProductVariant, ProductVariantSummary } from '../types/catalog';
import { pricesDiffer } from './variant-pick';

/** The card's view of a stored product with options and variants; undefined for one without. */
export function variantSummaryOf(data: Record<string, unknown>): ProductVariantSummary | undefined {
  const options = data['options'] as ProductOption[] | undefined;
  const variants = data['variants'] as ProductVariant[] | undefined;
  if (!options?.length || !variants?.length) return undefined;
  const colour = options.find((option) => option.kind === 'colour');
  // The colour values some variant on sale has, each once, in the option's order.
  const onSale = new Set(variants.map((variant) => variant.status === 'active' && colour && variant.options?.[colour.name]));
  const values = colour?.values.filter((value) => onSale.delete(value.value)) ?? [];
  // At most six dots on a card; the rest are counted.
  const swatches = values.flatMap(({ value, swatch }) => (swatch ? [{ name: value, colour: swatch }] : [])).slice(0, 6);
  return { pricesDiffer: pricesDiffer(variants), swatches, moreSwatches: values.length - swatches.length };
}
