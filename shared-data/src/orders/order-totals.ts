// An order's figures from its lines, its discount and its shipping: the same arithmetic for
// placeOrder, the admin's edits and shop-entered orders, the invoice and the customer's page.
import { fromPaise, splitPaise, toPaise } from './money';

/** A discount the shop gives on an order: an amount in rupees or a percentage of the subtotal, and why. */
export interface OrderDiscount {
  kind: 'amount' | 'percent';
  /** Rupees for `amount`, percent (0–100, two decimals) for `percent`. */
  value: number;
  reason: string;
}

export interface OrderTotals {
  subtotal: number;
  /** The discount in rupees (0 when none). */
  discount: number;
  /** null while the shop has not quoted it yet. */
  shipping: number | null;
  /** Subtotal less discount plus shipping (without shipping while it is not quoted). */
  total: number;
}

/** The discount in rupees on a subtotal: never more than the subtotal. */
export function discountAmount(subtotal: number, discount: OrderDiscount | null): number {
  if (!discount) return 0;
  const subtotalPaise = toPaise(subtotal);
  const paise = discount.kind === 'amount' ? toPaise(discount.value) : Math.round((subtotalPaise * discount.value) / 100);
  return fromPaise(Math.min(Math.max(0, paise), subtotalPaise));
}

export function orderTotals(lines: ReadonlyArray<{ lineTotal: number }>, discount: OrderDiscount | null, shipping: number | null): OrderTotals {
  const subtotalPaise = lines.reduce((total, line) => total + toPaise(line.lineTotal), 0);
  const subtotal = fromPaise(subtotalPaise);
  const off = discountAmount(subtotal, discount);
  return { subtotal, discount: off, shipping, total: fromPaise(subtotalPaise - toPaise(off) + toPaise(shipping ?? 0)) };
}

/** Each line's share of a discount, in rupees, in proportion to its value (the shares add up exactly). */
export function discountPerLine(lines: ReadonlyArray<{ lineTotal: number }>, discount: number): number[] {
  return splitPaise(
    toPaise(discount),
    lines.map((line) => toPaise(line.lineTotal)),
  ).map(fromPaise);
}
