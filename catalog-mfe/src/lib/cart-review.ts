// A cart checked against the catalogue as it is now: current prices (never the stored ones), the
// lines that cannot be ordered as they are, and the price changes since each line was added. A line
// of a product with options is its variant's: that variant's price, stock, picture and weight.
import { cartLineKey, findVariant, tierFor, tierUnitPrice, variantLabel, type CartItem } from 'shared-data';
import { orderWeight } from 'shared-data/shopper';
import type { CartProduct, CartVariant } from './cart-products';

export type LineProblem =
  | { kind: 'unavailable' }
  | { kind: 'option-unavailable' }
  | { kind: 'out-of-stock' }
  | { kind: 'insufficient-stock'; available: number }
  | { kind: 'below-minimum'; minOrderQty: number };

export interface ReviewedLine {
  item: CartItem;
  /**
   * The catalogue entry (null when the product is gone). For a variant's line its price, MRP, stock,
   * image, weight and price breakup are the variant's; its `sku` stays the product's (its page).
   */
  product: CartProduct | null;
  /** The variant the line names, while it is on sale; null for a product without options. */
  variant: CartVariant | null;
  /** The variant's values ('7 / Rhodium'); '' for a product without options. */
  label: string;
  /** The current unit price for this quantity (the wholesale break it reaches); null when the product or its option is gone. */
  price: number | null;
  /** The percentage off the list price this quantity gets (0 for none). */
  percentOff: number;
  lineTotal: number;
  problem: LineProblem | null;
  /** The price when the line was added, if it has changed since. */
  previousPrice: number | null;
}

export interface CartReview {
  lines: ReviewedLine[];
  subtotal: number;
  /** Lines that must change before checking out. */
  blocking: ReviewedLine[];
  priceChanges: ReviewedLine[];
  /** Current prices of the changed lines, to record them as seen. */
  currentPrices: Record<string, number>;
  /** The order's weight in grams (shipping by weight), or null when a product has none. */
  weightGrams: number | null;
}

/**
 * The line's product as it sells the line: itself for a product without options, else the variant
 * the line names with its figures; null when that variant is gone or a draft, when the line names no
 * variant of a product with options, or another SKU than its own for a product without.
 */
function lineProduct(item: CartItem, product: CartProduct): { product: CartProduct; variant: CartVariant | null } | null {
  const options = product.options ?? [];
  // (A product without options is its own one variant, as placeOrder reads it.)
  if (!options.length) return !item.variantSku || item.variantSku.toLowerCase() === product.sku.toLowerCase() ? { product, variant: null } : null;
  const variant = findVariant(product.variants ?? [], item.variantSku);
  if (!variant || variant.status !== 'active') return null;
  const { price, mrp, stock, priceBreakup } = variant;
  const weightGrams = variant.weightGrams ?? product.weightGrams ?? null;
  return { product: { ...product, price, mrp, stock, image: variant.images[0] ?? product.image, weightGrams, priceBreakup }, variant };
}

export function reviewCart(items: readonly CartItem[], products: ReadonlyMap<string, CartProduct>): CartReview {
  const lines = items.map((item): ReviewedLine => {
    const found = products.get(item.productId) ?? null;
    const sold = found && lineProduct(item, found);
    if (!sold) {
      const gone = found ? findVariant(found.variants ?? [], item.variantSku) : null;
      return {
        item,
        product: found,
        variant: null,
        label: found && gone ? variantLabel(found.options ?? [], gone) : '',
        price: null,
        percentOff: 0,
        lineTotal: 0,
        problem: { kind: found ? 'option-unavailable' : 'unavailable' },
        previousPrice: null,
      };
    }
    const { product, variant } = sold;
    let problem: LineProblem | null = null;
    if (product.stock <= 0) problem = { kind: 'out-of-stock' };
    else if (item.quantity > product.stock) problem = { kind: 'insufficient-stock', available: product.stock };
    else if (item.quantity < product.minOrderQty) problem = { kind: 'below-minimum', minOrderQty: product.minOrderQty };
    // The same price break placeOrder gives this quantity (shared-data pricing/price-fields.ts).
    const tiers = product.priceTiers ?? [];
    const price = tierUnitPrice(product.price, tiers, item.quantity);
    return {
      item,
      product,
      variant,
      label: variant ? variantLabel(product.options ?? [], variant) : '',
      price,
      percentOff: tierFor(tiers, item.quantity)?.percentOff ?? 0,
      lineTotal: Math.round(price * item.quantity * 100) / 100,
      problem,
      // The list price is what the shopper saw when adding it; a price break is not a change.
      previousPrice: item.addedPrice !== product.price ? item.addedPrice : null,
    };
  });
  const priceChanges = lines.filter((line) => line.previousPrice !== null);
  return {
    lines,
    subtotal: lines.reduce((sum, line) => sum + (line.price === null ? 0 : line.lineTotal), 0),
    blocking: lines.filter((line) => line.problem !== null),
    priceChanges,
    currentPrices: Object.fromEntries(priceChanges.map((line) => [cartLineKey(line.item), line.product?.price as number])),
    weightGrams: orderWeight(lines.map((line) => ({ weightGrams: line.price === null ? null : line.product?.weightGrams, quantity: line.item.quantity }))),
  };
}

export function problemMessage(line: ReviewedLine): string | null {
  const name = line.product?.title ?? 'This product';
  switch (line.problem?.kind) {
    case undefined:
      return null;
    case 'unavailable':
      return 'This product is no longer available. Remove it to check out.';
    case 'option-unavailable':
      return `This option${line.label ? ` (${line.label})` : ''} is no longer sold. Remove it to check out, and choose another on the product page.`;
    case 'out-of-stock':
      return `${name} is now out of stock. Remove it to check out.`;
    case 'insufficient-stock':
      return `Only ${line.problem.available} left in stock. Reduce the quantity to ${line.problem.available} or fewer.`;
    case 'below-minimum':
      return `The minimum order is ${line.problem.minOrderQty} pieces. Raise the quantity.`;
  }
}
