// What an order costs beyond its products and whether it is large enough, from the settings'
// `orders` part: placeOrder charges it (the server decides), the checkout shows the same figures
// before the customer places the order. No Firebase import: the functions bundle it.
import { formatInr } from '../collections/format-money';
import type { SiteSettings } from './site-settings';

type OrderRules = SiteSettings['orders'];

/** The shipping fee for an order of this subtotal (INR). */
export function shippingFor(subtotal: number, rules: OrderRules): number {
  if (rules.shippingFee <= 0) return 0;
  if (rules.freeShippingAbove > 0 && subtotal >= rules.freeShippingAbove) return 0;
  return rules.shippingFee;
}

/** Why an order of this subtotal cannot be placed, or null. */
export function minimumOrderProblem(subtotal: number, rules: OrderRules): string | null {
  if (rules.minimumOrderValue <= 0 || subtotal >= rules.minimumOrderValue) return null;
  return `The smallest order the shop takes is ${formatInr(rules.minimumOrderValue)}; this one comes to ${formatInr(subtotal)}. Add ${formatInr(Math.round((rules.minimumOrderValue - subtotal) * 100) / 100)} more to order.`;
}

/** The shipping line the checkout shows for this subtotal. */
export function shippingNote(subtotal: number, rules: OrderRules): string {
  if (rules.shippingFee <= 0) return 'Shipping: confirmed by the shop with your order.';
  const fee = shippingFor(subtotal, rules);
  if (fee === 0) return 'Shipping: free.';
  return rules.freeShippingAbove > 0
    ? `Shipping: ${formatInr(fee)} (free on orders of ${formatInr(rules.freeShippingAbove)} or more).`
    : `Shipping: ${formatInr(fee)}.`;
}
