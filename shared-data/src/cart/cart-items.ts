// Pure cart arithmetic: cleaning stored lines, adding, changing quantities and the merge of a
// guest cart into a signed-in user's saved cart.
import type { CartItem } from '../types/catalog';

/** The security rules accept at most 100 lines in `carts/{uid}`. */
export const MAX_CART_LINES = 100;
/** More than anyone orders of one design; stops typos such as 1000000. */
export const MAX_LINE_QUANTITY = 10_000;
/** The security rules accept product ids of at most 64 characters in a cart line. */
export const MAX_PRODUCT_ID_LENGTH = 64;

/** The security rules accept variant SKUs of at most 40 characters in a cart line. */
export const MAX_VARIANT_SKU_LENGTH = 40;

/**
 * What tells one cart line from another: the product, and for a product with options the variant
 * (two shades of one lipstick are two lines). A product without options keys by its id alone, so
 * carts saved before variants keep their lines.
 */
export function cartLineKey(item: { productId: string; variantSku?: string | undefined }): string {
  return item.variantSku ? `${item.productId}#${item.variantSku.toLowerCase()}` : item.productId;
}

const validVariantSku = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.length >= 1 && value.length <= MAX_VARIANT_SKU_LENGTH && /^[A-Za-z0-9._-]+$/.test(value));

function isValidItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item['productId'] === 'string' &&
    item['productId'].length <= MAX_PRODUCT_ID_LENGTH &&
    /^[A-Za-z0-9._-]+$/.test(item['productId']) &&
    validVariantSku(item['variantSku']) &&
    typeof item['quantity'] === 'number' &&
    Number.isInteger(item['quantity']) &&
    item['quantity'] >= 1 &&
    typeof item['addedPrice'] === 'number' &&
    Number.isFinite(item['addedPrice']) &&
    item['addedPrice'] >= 0 &&
    typeof item['addedAt'] === 'string'
  );
}

/**
 * Stored lines made safe to use: malformed ones dropped, one line per product or variant (the first wins),
 * quantities capped, at most MAX_CART_LINES lines.
 */
export function cleanCartItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: CartItem[] = [];
  for (const raw of value) {
    if (!isValidItem(raw) || seen.has(cartLineKey(raw))) continue;
    seen.add(cartLineKey(raw));
    out.push({
      productId: raw.productId,
      ...(raw.variantSku ? { variantSku: raw.variantSku } : {}),
      quantity: Math.min(raw.quantity, MAX_LINE_QUANTITY),
      addedPrice: raw.addedPrice,
      addedAt: raw.addedAt,
    });
    if (out.length === MAX_CART_LINES) break;
  }
  return out;
}

export interface CartMergeResult {
  items: CartItem[];
  /** Products that did not fit under MAX_CART_LINES (reported to the customer, never silently lost). */
  overflow: CartItem[];
}

/**
 * The merge policy on sign-in. Every product of either cart is kept; a product in both gets the
 * larger of the two quantities — not their sum — and the price and date of its most recent
 * addition (what the customer saw last). Taking the larger quantity makes the merge idempotent:
 * it may run twice for the same carts (a reload during sign-in, a second tab, a failure between
 * saving the merged cart and clearing the guest copy) and still never doubles an item.
 * The saved cart's lines come first, in their order, then the guest's new ones.
 */
export function mergeCarts(saved: readonly CartItem[], guest: readonly CartItem[]): CartMergeResult {
  const merged = new Map<string, CartItem>();
  for (const item of cleanCartItems(saved)) merged.set(cartLineKey(item), item);
  for (const item of cleanCartItems(guest)) {
    const key = cartLineKey(item);
    const existing = merged.get(key);
    if (!existing) {
      merged.set(key, item);
      continue;
    }
    const latest = Date.parse(item.addedAt) > Date.parse(existing.addedAt) ? item : existing;
    merged.set(key, {
      productId: item.productId,
      ...(item.variantSku ? { variantSku: existing.variantSku ?? item.variantSku } : {}),
      quantity: Math.max(existing.quantity, item.quantity),
      addedPrice: latest.addedPrice,
      addedAt: latest.addedAt,
    });
  }
  const all = [...merged.values()];
  return { items: all.slice(0, MAX_CART_LINES), overflow: all.slice(MAX_CART_LINES) };
}

/** Adds `quantity` of a product (of one variant); adding again raises the quantity and records the current price. */
export function addCartItem(
  items: readonly CartItem[],
  line: { productId: string; variantSku?: string | undefined; quantity: number; price: number },
  now: string,
): CartItem[] {
  const quantity = Math.max(1, Math.floor(line.quantity));
  const key = cartLineKey(line);
  const index = items.findIndex((item) => cartLineKey(item) === key);
  if (index === -1) {
    return [
      ...items,
      {
        productId: line.productId,
        ...(line.variantSku ? { variantSku: line.variantSku } : {}),
        quantity: Math.min(quantity, MAX_LINE_QUANTITY),
        addedPrice: line.price,
        addedAt: now,
      },
    ];
  }
  return items.map((item, i) =>
    i === index ? { ...item, quantity: Math.min(item.quantity + quantity, MAX_LINE_QUANTITY), addedPrice: line.price, addedAt: now } : item,
  );
}

/** Sets the quantity of the line with this key (cartLineKey: the product id for a product without options). */
export function setCartItemQuantity(items: readonly CartItem[], lineKey: string, quantity: number): CartItem[] {
  if (!Number.isInteger(quantity) || quantity < 1) return removeCartItem(items, lineKey);
  return items.map((item) => (cartLineKey(item) === lineKey ? { ...item, quantity: Math.min(quantity, MAX_LINE_QUANTITY) } : item));
}

export function removeCartItem(items: readonly CartItem[], lineKey: string): CartItem[] {
  return items.filter((item) => cartLineKey(item) !== lineKey);
}

/** Records the prices the customer has now seen (by line key), so the "price changed" notice goes away. */
export function acknowledgeCartPrices(items: readonly CartItem[], prices: Readonly<Record<string, number>>): CartItem[] {
  return items.map((item) => {
    const price = prices[cartLineKey(item)];
    return price === undefined || price === item.addedPrice ? item : { ...item, addedPrice: price };
  });
}

/** The header's count: the number of products (lines) in the cart. */
export function cartLineCount(items: readonly CartItem[]): number {
  return items.length;
}
