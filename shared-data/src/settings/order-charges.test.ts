import { describe, expect, it } from 'vitest';
import { minimumOrderProblem, shippingFor, shippingNote } from './order-charges';

const rules = { shippingFee: 150, freeShippingAbove: 5000, minimumOrderValue: 1000 };

describe('order charges', () => {
  it('charges the flat fee below the free-shipping threshold and nothing from it on', () => {
    expect(shippingFor(4999.99, rules)).toBe(150);
    expect(shippingFor(5000, rules)).toBe(0);
    expect(shippingFor(100, { ...rules, freeShippingAbove: 0 })).toBe(150);
    expect(shippingFor(100, { ...rules, shippingFee: 0 })).toBe(0);
  });

  it('refuses an order below the minimum, saying how much is missing', () => {
    expect(minimumOrderProblem(1000, rules)).toBeNull();
    expect(minimumOrderProblem(750.5, rules)).toBe('The smallest order the shop takes is ₹1,000; this one comes to ₹750.50. Add ₹249.50 more to order.');
    expect(minimumOrderProblem(1, { ...rules, minimumOrderValue: 0 })).toBeNull();
  });

  it('tells the customer what shipping will be', () => {
    expect(shippingNote(100, rules)).toBe('Shipping: ₹150 (free on orders of ₹5,000 or more).');
    expect(shippingNote(6000, rules)).toBe('Shipping: free.');
    expect(shippingNote(100, { ...rules, shippingFee: 0 })).toBe('Shipping: confirmed by the shop with your order.');
  });
});
