// A cart checked against the catalogue as it is now: current prices (never the stored ones), the
// lines that cannot be ordered as they are, and the price changes since each line was added.
import { tierFor, tierUnitPrice, type CartItem } from 'shared-data';
import { orderWeight } from 'shared-data/shopper';
import type { CartProduct } from './cart-products';

export type LineProblem =
  { kind: 'unavailable' } | { kind: 'out-of-stock' } | { kind: 'insufficient-stock'; available: number } | { kind: 'below-minimum'; minOrderQty: number };

export interface ReviewedLine {
  item: CartItem;
  product: CartProduct | null;
  /** The current unit price for this quantity (the wholesale break it reaches); null when the product is gone. */
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

export function reviewCart(items: readonly CartItem[], products: ReadonlyMap<string, CartProduct>): CartReview {
  const lines = items.map((item): ReviewedLine => {
    const product = products.get(item.productId) ?? null;
    if (!product) return { item, product: null, price: null, percentOff: 0, lineTotal: 0, problem: { kind: 'unavailable' }, previousPrice: null };
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
    subtotal: lines.reduce((sum, line) => sum + (line.problem?.kind === 'unavailable' ? 0 : line.lineTotal), 0),
    blocking: lines.filter((line) => line.problem !== null),
    priceChanges,
    currentPrices: Object.fromEntries(priceChanges.map((line) => [line.item.productId, line.product?.price as number])),
    weightGrams: orderWeight(lines.map((line) => ({ weightGrams: line.product?.weightGrams, quantity: line.item.quantity }))),
  };
}

export function problemMessage(line: ReviewedLine): string | null {
  const name = line.product?.title ?? 'This product';
  switch (line.problem?.kind) {
    case undefined:
      return null;
    case 'unavailable':
      return 'This product is no longer available. Remove it to check out.';
    case 'out-of-stock':
      return `${name} is now out of stock. Remove it to check out.`;
    case 'insufficient-stock':
      return `Only ${line.problem.available} left in stock. Reduce the quantity to ${line.problem.available} or fewer.`;
    case 'below-minimum':
      return `The minimum order is ${line.problem.minOrderQty} pieces. Raise the quantity.`;
  }
}
