// What an order costs beyond its products and whether it is large enough, from the settings'
// `orders` part: placeOrder charges it (the server decides), the cart and the checkout show the same
// figures before the customer orders. No Firebase import: the functions bundle it.
import { formatInr } from '../collections/format-money';
import type { SiteSettings } from './site-settings';

type OrderRules = SiteSettings['orders'];

/** What the shipping of one order depends on. */
export interface ShippingBasis {
  subtotal: number;
  /** The order's weight in grams, or null when a product has none (weight bands then quote). */
  weightGrams: number | null;
  /** The delivery state ('' when not chosen yet: zone rules then cannot say). */
  state: string;
}

/** The shipping of an order: an amount charged with it, or quoted by the shop when it confirms. */
export type ShippingQuote =
  | { kind: 'charged'; amount: number; rule: 'flat' | 'free' | 'weight' | 'zone'; zone?: string }
  | { kind: 'quoted'; why: 'method' | 'too-heavy' | 'no-weight' | 'no-state' };

const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The shipping for an order by the settings' method (docs in site-settings.ts). */
export function shippingQuote(basis: ShippingBasis, rules: OrderRules): ShippingQuote {
  if (rules.shippingMethod === 'quoted') return { kind: 'quoted', why: 'method' };
  if (rules.freeShippingAbove > 0 && basis.subtotal >= rules.freeShippingAbove) return { kind: 'charged', amount: 0, rule: 'free' };
  if (rules.shippingMethod === 'weight') {
    if (basis.weightGrams === null) return { kind: 'quoted', why: 'no-weight' };
    const band = rules.weightBands.find((candidate) => basis.weightGrams! <= candidate.upToGrams);
    return band ? { kind: 'charged', amount: band.fee, rule: 'weight' } : { kind: 'quoted', why: 'too-heavy' };
  }
  if (rules.shippingMethod === 'zone') {
    if (!basis.state) return { kind: 'quoted', why: 'no-state' };
    const zone = rules.zones.find((candidate) => candidate.states.some((state) => sameState(state, basis.state)));
    return zone ? { kind: 'charged', amount: zone.fee, rule: 'zone', zone: zone.name } : { kind: 'charged', amount: rules.shippingFee, rule: 'zone' };
  }
  return { kind: 'charged', amount: rules.shippingFee, rule: 'flat' };
}

/** Why an order of this subtotal cannot be placed, or null. */
export function minimumOrderProblem(subtotal: number, rules: Pick<OrderRules, 'minimumOrderValue'>): string | null {
  if (rules.minimumOrderValue <= 0 || subtotal >= rules.minimumOrderValue) return null;
  return `The smallest order the shop takes is ${formatInr(rules.minimumOrderValue)}; this one comes to ${formatInr(subtotal)}. Add ${formatInr(Math.round((rules.minimumOrderValue - subtotal) * 100) / 100)} more to order.`;
}

/** The shipping line the cart and the checkout show. */
export function shippingNote(quote: ShippingQuote, rules: OrderRules): string {
  if (quote.kind === 'quoted') {
    if (quote.why === 'too-heavy') return 'Shipping: this order is heavier than our standard rates; the shop quotes it when it confirms your order.';
    if (quote.why === 'no-state') return 'Shipping: depends on the delivery state; choose an address to see it.';
    return 'Shipping: quoted by the shop when it confirms your order.';
  }
  if (quote.amount === 0) return 'Shipping: free.';
  const free = rules.freeShippingAbove > 0 ? ` (free on orders of ${formatInr(rules.freeShippingAbove)} or more)` : '';
  const where = quote.rule === 'zone' ? (quote.zone ? ` to ${quote.zone}` : ' to this state') : quote.rule === 'weight' ? ' for this weight' : '';
  return `Shipping${where}: ${formatInr(quote.amount)}${free}.`;
}

/** The weight of an order's lines, or null when any product has no weight. */
export function orderWeight(lines: ReadonlyArray<{ weightGrams?: number | null | undefined; quantity: number }>): number | null {
  let total = 0;
  for (const line of lines) {
    if (typeof line.weightGrams !== 'number' || !Number.isFinite(line.weightGrams) || line.weightGrams <= 0) return null;
    total += line.weightGrams * line.quantity;
  }
  return Math.round(total * 100) / 100;
}
