import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, normalizeSiteSettings } from './site-settings';
import { minimumOrderProblem, orderWeight, shippingNote, shippingQuote } from './order-charges';

const flat = { ...defaultSiteSettings.orders, shippingMethod: 'flat' as const, shippingFee: 150, freeShippingAbove: 5000, minimumOrderValue: 1000 };
const basis = (subtotal: number, weightGrams: number | null = 100, state = 'Karnataka') => ({ subtotal, weightGrams, state });

describe('shipping', () => {
  it('charges the flat fee below the free-shipping threshold and nothing from it on', () => {
    expect(shippingQuote(basis(4999.99), flat)).toEqual({ kind: 'charged', amount: 150, rule: 'flat' });
    expect(shippingQuote(basis(5000), flat)).toEqual({ kind: 'charged', amount: 0, rule: 'free' });
    expect(shippingQuote(basis(100), { ...flat, freeShippingAbove: 0 })).toMatchObject({ amount: 150 });
  });

  it('matches the demo shop’s Shipping Policy page: ₹350 below ₹25,000', () => {
    expect(shippingQuote(basis(24_999), defaultSiteSettings.orders)).toMatchObject({ kind: 'charged', amount: 350 });
    expect(shippingQuote(basis(25_000), defaultSiteSettings.orders)).toMatchObject({ kind: 'charged', amount: 0 });
  });

  it('charges by weight band, and quotes an order heavier than the last band or without a weight', () => {
    const rules = {
      ...flat,
      shippingMethod: 'weight' as const,
      weightBands: [
        { upToGrams: 250, fee: 100 },
        { upToGrams: 1000, fee: 300 },
      ],
    };
    expect(shippingQuote(basis(1000, 250), rules)).toEqual({ kind: 'charged', amount: 100, rule: 'weight' });
    expect(shippingQuote(basis(1000, 251), rules)).toEqual({ kind: 'charged', amount: 300, rule: 'weight' });
    expect(shippingQuote(basis(1000, 1001), rules)).toEqual({ kind: 'quoted', why: 'too-heavy' });
    expect(shippingQuote(basis(1000, null), rules)).toEqual({ kind: 'quoted', why: 'no-weight' });
    expect(shippingQuote(basis(6000, null), rules)).toMatchObject({ amount: 0, rule: 'free' });
  });

  it('charges by zone of the delivery state, the standard fee elsewhere', () => {
    const rules = { ...flat, shippingMethod: 'zone' as const, shippingFee: 400, zones: [{ name: 'West', states: ['Maharashtra', 'Gujarat'], fee: 120 }] };
    expect(shippingQuote(basis(1000, null, 'gujarat'), rules)).toEqual({ kind: 'charged', amount: 120, rule: 'zone', zone: 'West' });
    expect(shippingQuote(basis(1000, null, 'Kerala'), rules)).toEqual({ kind: 'charged', amount: 400, rule: 'zone' });
    expect(shippingQuote(basis(1000, null, ''), rules)).toEqual({ kind: 'quoted', why: 'no-state' });
  });

  it('leaves a quoted method to the shop, whatever the order', () => {
    expect(shippingQuote(basis(99_999), { ...flat, shippingMethod: 'quoted' })).toEqual({ kind: 'quoted', why: 'method' });
  });

  it('tells the customer what shipping will be', () => {
    expect(shippingNote(shippingQuote(basis(100), flat), flat)).toBe('Shipping: ₹150 (free on orders of ₹5,000 or more).');
    expect(shippingNote(shippingQuote(basis(6000), flat), flat)).toBe('Shipping: free.');
    expect(shippingNote({ kind: 'quoted', why: 'method' }, flat)).toBe('Shipping: quoted by the shop when it confirms your order.');
  });

  it('adds up an order’s weight, or says it cannot', () => {
    expect(
      orderWeight([
        { weightGrams: 4.2, quantity: 10 },
        { weightGrams: 12.5, quantity: 2 },
      ]),
    ).toBe(67);
    expect(
      orderWeight([
        { weightGrams: 4.2, quantity: 1 },
        { weightGrams: undefined, quantity: 1 },
      ]),
    ).toBeNull();
  });
});

describe('settings saved before shipping methods', () => {
  it('read a fee of 0 as "quoted by the shop" and a fee above 0 as flat', () => {
    expect(normalizeSiteSettings({ orders: { shippingFee: 0, freeShippingAbove: 0, minimumOrderValue: 0 } }).orders.shippingMethod).toBe('quoted');
    expect(normalizeSiteSettings({ orders: { shippingFee: 99, freeShippingAbove: 0, minimumOrderValue: 0 } }).orders).toMatchObject({
      shippingMethod: 'flat',
      shippingFee: 99,
    });
    expect(
      normalizeSiteSettings({
        orders: {
          shippingMethod: 'weight',
          weightBands: [
            { upToGrams: 500, fee: 90 },
            { upToGrams: 'x', fee: 1 },
            { upToGrams: 100, fee: 50 },
          ],
        },
      }).orders.weightBands,
    ).toEqual([
      { upToGrams: 100, fee: 50 },
      { upToGrams: 500, fee: 90 },
    ]);
  });
});

describe('the minimum order', () => {
  it('refuses an order below it, saying how much is missing', () => {
    expect(minimumOrderProblem(1000, flat)).toBeNull();
    expect(minimumOrderProblem(750.5, flat)).toBe('The smallest order the shop takes is ₹1,000; this one comes to ₹750.50. Add ₹249.50 more to order.');
    expect(minimumOrderProblem(1, { ...flat, minimumOrderValue: 0 })).toBeNull();
  });
});
