// What an order costs beyond its products and whether it is large enough, from the settings'
// `orders` part: placeOrder charges it (the server decides), the checkout shows the same figures
// before the customer places the order. No Firebase import: the functions bundle it.
import type { SiteSettings } from './site-settings';

type OrderRules = SiteSettings['orders'];

let wholeFormat: Intl.NumberFormat | undefined;
let exactFormat: Intl.NumberFormat | undefined;
// Made on first use, not at page start-up.
const whole = () => (wholeFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));
const exact = () => (exactFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }));
// As shared-ui's formatInr writes money (shared-data cannot depend on shared-ui): ₹1,000 and ₹750.50.
const inr = { format: (amount: number) => (Number.isInteger(amount) ? whole().format(amount) : exact().format(amount)) };

/** The shipping fee for an order of this subtotal (INR). */
export function shippingFor(subtotal: number, rules: OrderRules): number {
  if (rules.shippingFee <= 0) return 0;
  if (rules.freeShippingAbove > 0 && subtotal >= rules.freeShippingAbove) return 0;
  return rules.shippingFee;
}

/** Why an order of this subtotal cannot be placed, or null. */
export function minimumOrderProblem(subtotal: number, rules: OrderRules): string | null {
  if (rules.minimumOrderValue <= 0 || subtotal >= rules.minimumOrderValue) return null;
  return `The smallest order the shop takes is ${inr.format(rules.minimumOrderValue)}; this one comes to ${inr.format(subtotal)}. Add ${inr.format(Math.round((rules.minimumOrderValue - subtotal) * 100) / 100)} more to order.`;
}

/** The shipping line the checkout shows for this subtotal. */
export function shippingNote(subtotal: number, rules: OrderRules): string {
  if (rules.shippingFee <= 0) return 'Shipping: confirmed by the shop with your order.';
  const fee = shippingFor(subtotal, rules);
  if (fee === 0) return 'Shipping: free.';
  return rules.freeShippingAbove > 0
    ? `Shipping: ${inr.format(fee)} (free on orders of ${inr.format(rules.freeShippingAbove)} or more).`
    : `Shipping: ${inr.format(fee)}.`;
}
