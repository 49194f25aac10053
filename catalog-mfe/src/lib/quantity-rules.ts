// The quantity rules a shopper meets on the product page and in the cart (the server checks the
// same in placeOrder): a whole number, at least the minimum order, at most what is in stock.
import { MAX_LINE_QUANTITY } from 'shared-data';

export interface QuantityLimits {
  stock: number;
  minOrderQty: number;
  /** Already in the cart (adding raises that line). */
  inCart?: number;
}

/** A message saying what to change, or null when the quantity can be added. */
export function quantityProblem(raw: string, { stock, minOrderQty, inCart = 0 }: QuantityLimits): string | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) return 'Enter a whole number of pieces, 1 or more.';
  const quantity = Number(text);
  const total = inCart + quantity;
  if (stock <= 0) return 'This design is out of stock.';
  if (total > stock) {
    const left = stock - inCart;
    return left <= 0
      ? `Your cart already holds all ${stock} in stock.`
      : `Only ${stock} in stock${inCart > 0 ? ` and ${inCart} already in your cart` : ''}: add ${left} or fewer.`;
  }
  if (total < minOrderQty) return `The minimum order is ${minOrderQty} pieces${inCart > 0 ? ` in total (${inCart} already in your cart)` : ''}.`;
  if (total > MAX_LINE_QUANTITY) return `For more than ${MAX_LINE_QUANTITY} pieces, enquire on WhatsApp.`;
  return null;
}
