// Products of the silver demo that come in sizes and platings (issue 40): a ring in ring sizes, a
// chain in lengths and three platings (shown as swatches), and a pair of earrings in three platings. Chosen
// after the catalogue is drawn, without drawing from its random stream, so every other seeded value
// stays as it was; the product's own price and stock are its variants' lowest price and total
// (rollUpVariants), as the product schema requires.
import { buildSearchKeywords, optionValuesOf, rollUpVariants } from 'shared-data/contracts';
import type { ProductDoc, SeedOption, SeedVariant } from './types';

const RING_SIZES = { name: 'Size', values: ['6', '7', '8', '9', '10'], emptyAt: 3 };
const CHAIN_LENGTHS = { name: 'Length', values: ['16 in', '18 in', '20 in'], emptyAt: 1 };
/** The platings a silver design comes in (swatches of the colour option; `code` ends a variant's SKU). */
export const PLATINGS = [
  { value: 'Silver', swatch: '#C0C0C0', code: 'SL' },
  { value: 'Rhodium', swatch: '#E5E4E2', code: 'RH' },
  { value: 'Gold', swatch: '#D4AF37', code: 'GD' },
];

const roundTo10 = (value: number) => Math.round(value / 10) * 10;

/** Spreads `total` over `count` variants, leaving `emptyAt` at 0 (an out-of-stock size to show). */
function spread(total: number, count: number, emptyAt: number): number[] {
  const shares = Array.from({ length: count }, (_, index) => (index === emptyAt ? 0 : 1));
  const parts = shares.filter(Boolean).length;
  let left = total;
  return shares.map((share, index) => {
    if (!share) return 0;
    const last = shares.slice(index + 1).every((next) => !next);
    const part = last ? left : Math.floor(total / parts);
    left -= part;
    return part;
  });
}

function sized(product: ProductDoc, sizes: typeof RING_SIZES, platings: typeof PLATINGS | null): { options: SeedOption[]; variants: SeedVariant[] } {
  const combos = (platings ?? [null]).flatMap((plating) => sizes.values.map((size, index) => ({ size, index, plating })));
  const largest = sizes.values[sizes.values.length - 1];
  const made = combos
    // One combination is not made (shown as unavailable): the largest size in gold.
    .filter(({ size, plating }) => !(plating?.code === 'GD' && size === largest));
  const stocks = spread(product.stock, made.length, sizes.emptyAt);
  const variants = made.map(({ size, index, plating }, position) => {
    const bigger = index >= sizes.values.length - 2 ? 1.05 : 1;
    const gold = plating?.code === 'GD' ? 1.12 : 1;
    const price = roundTo10(product.price * bigger * gold);
    return {
      sku: `${product.sku}-${size.replace(/\D+/g, '')}${plating ? `-${plating.code}` : ''}`,
      options: { [sizes.name]: size, ...(plating ? { Plating: plating.value } : {}) },
      price,
      ...(product.mrp ? { mrp: Math.max(roundTo10(product.mrp * bigger * gold), price) } : {}),
      stock: stocks[position] ?? 0,
      weightGrams: Math.round((product.attributes.weightGrams ?? 1) * (1 + index * 0.04) * 10) / 10,
      // A new one being sampled: not sold yet.
      status: plating?.code === 'RH' && index === 0 ? ('draft' as const) : ('active' as const),
    };
  });
  const options: SeedOption[] = [{ name: sizes.name, kind: 'size', values: sizes.values.map((value) => ({ value })) }];
  if (platings) options.push({ name: 'Plating', kind: 'colour', values: platings.map(({ value, swatch }) => ({ value, swatch })) });
  return { options, variants };
}

function plated(product: ProductDoc): { options: SeedOption[]; variants: SeedVariant[] } {
  const stocks = spread(product.stock, PLATINGS.length, -1);
  return {
    options: [{ name: 'Plating', kind: 'colour', values: PLATINGS.map(({ value, swatch }) => ({ value, swatch })) }],
    variants: PLATINGS.map((plating, index) => {
      const price = roundTo10(product.price * (plating.code === 'GD' ? 1.12 : 1));
      return {
        sku: `${product.sku}-${plating.code}`,
        options: { Plating: plating.value },
        price,
        ...(product.mrp ? { mrp: Math.max(roundTo10(product.mrp * (plating.code === 'GD' ? 1.12 : 1)), price) } : {}),
        stock: stocks[index] ?? 0,
        weightGrams: product.attributes.weightGrams ?? 1,
        status: 'active' as const,
      };
    }),
  };
}

/**
 * The SKUs given options: products in stock below 20 (the functions' tests pick products by stock of
 * 20 and more, and order them without a variant), not featured, and not the ones tests name.
 */
export function pickVariantProducts(products: readonly ProductDoc[]): { sizes: string[]; sizesAndPlatings: string[]; platings: string[] } {
  const named = new Set(['SLV-RNG-0001', 'SLV-RNG-0004', 'SLV-EAR-0001']);
  const candidates = (subCategory: string) =>
    products
      .filter(
        (product) =>
          product.subCategory === subCategory &&
          product.status === 'active' &&
          product.stock >= 5 &&
          product.stock < 20 &&
          !product.featured &&
          !named.has(product.sku),
      )
      .map((product) => product.sku);
  return {
    sizes: candidates('Cocktail Rings').slice(0, 1),
    sizesAndPlatings: candidates('Chains').slice(0, 1),
    platings: candidates('Studs').slice(0, 1),
  };
}

/** Gives the picked products their options and variants, and their rolled-up price, MRP and stock. */
export function withSeedVariants(products: ProductDoc[]): void {
  const picked = pickVariantProducts(products);
  for (const product of products) {
    const made = picked.sizes.includes(product.sku)
      ? sized(product, RING_SIZES, null)
      : picked.sizesAndPlatings.includes(product.sku)
        ? sized(product, CHAIN_LENGTHS, PLATINGS)
        : picked.platings.includes(product.sku)
          ? plated(product)
          : null;
    if (!made) continue;
    const rolled = rollUpVariants(made.variants.map((variant) => ({ ...variant, mrp: variant.mrp ?? null })));
    product.options = made.options;
    product.variants = made.variants;
    product.price = rolled.price;
    if (rolled.mrp !== null) product.mrp = rolled.mrp;
    else delete product.mrp;
    product.stock = rolled.stock;
    // The design's stock is spread over its sizes and platings, a few pieces each: a minimum order of
    // the whole design would leave every variant unorderable, so these are sold by the piece.
    product.minOrderQty = 1;
    product.description = product.description.replace(/Minimum order \d+ pieces? per design/, 'Minimum order 1 piece per design');
    product.variantSkus = made.variants.map((variant) => variant.sku.toLowerCase());
    product.optionValues = optionValuesOf(made.options, made.variants);
    product.searchKeywords = buildSearchKeywords({
      title: product.title,
      sku: product.sku,
      category: product.category,
      subCategory: product.subCategory,
      tags: product.tags,
      variantSkus: product.variantSkus,
    });
  }
}
