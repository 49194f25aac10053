// A product's options and variants (issue 40): reading them from a stored product, finding the one a
// page or a cart line names, and the product-level figures they make. A product without options is
// stored as it always was (its own sku, price, mrp, stock, weight) and reads as one variant made of
// those fields; a product with options stores `options` and `variants`, and its own `price` and
// `stock` are the variants' lowest price and total stock (rollUpVariants), kept by whoever writes the
// variants, so listings, sorting and the queries on `price` and `stock` need no second code path.
import type { ImageRef, ProductOption, ProductOptionKind, ProductVariant } from '../types/catalog';
import { asImage, asNumber, asString } from '../collections/field-readers';
import { combinationKey } from './variant-pick';

export { combinationKey, defaultVariant, findVariant, pricesDiffer, variantLabel } from './variant-pick';

/** At most three options (Shade, Size, Plating), as every shop platform allows. */
export const MAX_PRODUCT_OPTIONS = 3;
/** At most 100 variants per product (the security rules and the schema hold it). */
export const MAX_PRODUCT_VARIANTS = 100;
/** At most 30 values per option. */
export const MAX_OPTION_VALUES = 30;
/** At most 6 pictures per variant. */
export const MAX_VARIANT_IMAGES = 6;

const OPTION_KINDS: readonly ProductOptionKind[] = ['colour', 'size', 'text'];
const SWATCH = /^#[0-9a-fA-F]{6}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored `options`, cleaned: valid ones only, at most MAX_PRODUCT_OPTIONS, unique names and values. */
export function readOptions(value: unknown): ProductOption[] {
  if (!Array.isArray(value)) return [];
  const names = new Set<string>();
  const options: ProductOption[] = [];
  for (const raw of value) {
    if (!isRecord(raw)) continue;
    const name = asString(raw['name']).trim();
    if (!name || names.has(name.toLowerCase())) continue;
    const kind = OPTION_KINDS.includes(raw['kind'] as ProductOptionKind) ? (raw['kind'] as ProductOptionKind) : 'text';
    const seen = new Set<string>();
    const values = (Array.isArray(raw['values']) ? raw['values'] : []).flatMap((item) => {
      const record: Record<string, unknown> = isRecord(item) ? item : { value: item };
      const text = asString(record['value']).trim();
      if (!text || seen.has(text)) return [];
      seen.add(text);
      const swatch = asString(record['swatch']);
      return [kind === 'colour' && SWATCH.test(swatch) ? { value: text, swatch } : { value: text }];
    });
    if (!values.length) continue;
    names.add(name.toLowerCase());
    options.push({ name, kind, values: values.slice(0, MAX_OPTION_VALUES) });
    if (options.length === MAX_PRODUCT_OPTIONS) break;
  }
  return options;
}

/** What a product's own fields say about its one variant (a product without options). */
interface ProductFields {
  sku: string;
  price: number;
  mrp: number | null;
  stock: number;
  weightGrams: number | null;
}

function readVariant(raw: unknown, options: readonly ProductOption[]): ProductVariant | null {
  if (!isRecord(raw)) return null;
  const sku = asString(raw['sku']).trim();
  const price = asNumber(raw['price'], Number.NaN);
  if (!sku || !(price >= 0)) return null;
  const chosen = isRecord(raw['options']) ? raw['options'] : {};
  const values: Record<string, string> = {};
  for (const option of options) {
    const value = asString(chosen[option.name]);
    // A variant must name a value of every option (the schema refuses others; a reader skips them).
    if (!option.values.some((known) => known.value === value)) return null;
    values[option.name] = value;
  }
  const mrp = asNumber(raw['mrp'], Number.NaN);
  const weight = asNumber(raw['weightGrams'], 0);
  const images = Array.isArray(raw['images']) ? raw['images'].map((image) => asImage(image)).filter((image): image is ImageRef => image !== null) : [];
  return {
    sku,
    options: values,
    price,
    mrp: Number.isNaN(mrp) ? null : mrp,
    stock: Math.max(0, Math.floor(asNumber(raw['stock']))),
    weightGrams: weight > 0 ? weight : null,
    gtin: asString(raw['gtin']),
    images: images.slice(0, MAX_VARIANT_IMAGES),
    status: raw['status'] === 'draft' ? 'draft' : 'active',
  };
}

/**
 * The product's options and variants: the stored ones when it has options (unreadable variants and
 * repeated SKUs or combinations dropped), otherwise one variant made of the product's own fields.
 */
export function readVariants(data: Record<string, unknown>, own: ProductFields): { options: ProductOption[]; variants: ProductVariant[] } {
  const options = readOptions(data['options']);
  if (options.length && Array.isArray(data['variants'])) {
    const skus = new Set<string>();
    const combinations = new Set<string>();
    const variants: ProductVariant[] = [];
    for (const raw of data['variants']) {
      const variant = readVariant(raw, options);
      if (!variant) continue;
      const combination = combinationKey(options, variant.options);
      if (skus.has(variant.sku.toLowerCase()) || combinations.has(combination)) continue;
      skus.add(variant.sku.toLowerCase());
      combinations.add(combination);
      variants.push(variant);
      if (variants.length === MAX_PRODUCT_VARIANTS) break;
    }
    if (variants.length) return { options, variants };
  }
  return {
    options: [],
    variants: [{ ...own, options: {}, gtin: asString(data['gtin']), images: [], status: 'active' }],
  };
}

/**
 * The product-level figures its variants make: the lowest price on sale (with that variant's MRP)
 * and the stock of all on sale. A product with options stores them as its own `price`, `mrp` and
 * `stock`, so listings sort and filter on them.
 */
export function rollUpVariants(variants: ReadonlyArray<Pick<ProductVariant, 'price' | 'mrp' | 'stock' | 'status'>>): {
  price: number;
  mrp: number | null;
  stock: number;
} {
  const onSale = variants.filter((variant) => variant.status === 'active');
  const pool = onSale.length ? onSale : variants;
  const cheapest = pool.reduce<(typeof pool)[number] | undefined>((best, variant) => (!best || variant.price < best.price ? variant : best), undefined);
  return {
    price: cheapest?.price ?? 0,
    mrp: cheapest?.mrp ?? null,
    stock: onSale.reduce((total, variant) => total + variant.stock, 0),
  };
}

/** Every combination of the options' values, in the options' order (the admin's "generate variants"). */
export function combinationsOf(options: readonly ProductOption[]): Array<Record<string, string>> {
  let combinations: Array<Record<string, string>> = [{}];
  for (const option of options) {
    combinations = combinations.flatMap((partial) => option.values.map((value) => ({ ...partial, [option.name]: value.value })));
  }
  return options.length ? combinations : [];
}

/**
 * A product document's variants' SKUs in lower case, for a product with options ([] otherwise): its
 * `variantSkus`, which search and the SKU-in-use checks query. The productWritten trigger keeps it;
 * the product editor and the CSV import write it with the product, so a check right after a save
 * already finds it.
 */
export function variantSkusOf(data: Record<string, unknown>): string[] {
  if (!Array.isArray(data['options']) || !data['options'].length || !Array.isArray(data['variants'])) return [];
  const skus = (data['variants'] as unknown[])
    .map((variant) => (variant && typeof variant === 'object' ? (variant as { sku?: unknown }).sku : null))
    .filter((sku): sku is string => typeof sku === 'string' && sku.length > 0 && sku.length <= 40)
    .map((sku) => sku.toLowerCase());
  return [...new Set(skus)].slice(0, MAX_PRODUCT_VARIANTS);
}
