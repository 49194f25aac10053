import { describe, expect, it } from 'vitest';
import {
  currentListPrice,
  effectiveRule,
  metalPrice,
  metalRuleProblem,
  rateChangeCheck,
  readPriceBreakup,
  readPriceRule,
  readPriceTiers,
  roundPrice,
  tierFor,
  tiersProblem,
  tierTable,
  tierUnitPrice,
  type MetalPriceRule,
  type SilverRate,
} from './silver-price';

const rate: SilverRate = { id: 'rate-1', rupeesPerGram: 95.5, effectiveFrom: '2026-11-29T04:30:00.000Z' };
const perGram: MetalPriceRule = { basis: 'metal', purity: 925, making: { per: 'gram', rupees: 12 }, extraRupees: 0 };
const excluding = { ratePercent: 3, pricesIncludeTax: false };
const including = { ratePercent: 3, pricesIncludeTax: true };

describe('metalPrice', () => {
  it('prices 10 g of sterling: weight × rate × 0.925, making per gram, GST at 3 %, to the paisa', () => {
    // 10 × ₹95.50 × 0.925 = ₹883.375, rounded half up to ₹883.38; making 10 × ₹12; GST 3 % of ₹1,003.38.
    expect(metalPrice(10, perGram, rate, excluding, 'paisa')).toEqual({
      weightGrams: 10,
      purity: 925,
      rateId: 'rate-1',
      rupeesPerGram: 95.5,
      metalValue: 883.38,
      making: 120,
      extra: 0,
      beforeTax: 1003.38,
      gst: 30.1,
      gstPercent: 3,
      rounding: 0,
      price: 1003.38,
      taxIncluded: false,
    });
  });

  it('includes GST in the price when catalogue prices include it, and rounds by the shop’s rule', () => {
    expect(metalPrice(10, perGram, rate, including, 'paisa').price).toBe(1033.48);
    const toRupee = metalPrice(10, perGram, rate, including, 'rupee');
    expect([toRupee.price, toRupee.rounding]).toEqual([1033, -0.48]);
    const toTen = metalPrice(10, perGram, rate, including, 'ten');
    expect([toTen.price, toTen.rounding]).toEqual([1040, 6.52]);
  });

  it('charges making per piece or as a percentage of the metal, and adds a stone charge', () => {
    expect(metalPrice(10, { ...perGram, making: { per: 'piece', rupees: 250 } }, rate, excluding, 'paisa').making).toBe(250);
    // 12 % of ₹883.38 = ₹106.0056 → ₹106.01.
    expect(metalPrice(10, { ...perGram, making: { per: 'percent', percent: 12 } }, rate, excluding, 'paisa').making).toBe(106.01);
    const stone = metalPrice(10, { ...perGram, extraRupees: 499.5 }, rate, excluding, 'paisa');
    expect([stone.extra, stone.beforeTax]).toEqual([499.5, 1502.88]);
  });

  it('moves with the rate', () => {
    const up = metalPrice(10, perGram, { ...rate, id: 'rate-2', rupeesPerGram: 100 }, excluding, 'paisa');
    expect([up.rateId, up.metalValue, up.price]).toEqual(['rate-2', 925, 1045]);
  });

  it('refuses to make up a price: no weight, a purity out of range, negative charges or a rate that is not positive', () => {
    expect(() => metalPrice(0, perGram, rate, excluding, 'paisa')).toThrow('needs its weight');
    expect(() => metalPrice(Number.NaN, perGram, rate, excluding, 'paisa')).toThrow('needs its weight');
    expect(() => metalPrice(10, { ...perGram, purity: 1000 }, rate, excluding, 'paisa')).toThrow('Purity');
    expect(() => metalPrice(10, { ...perGram, making: { per: 'gram', rupees: -1 } }, rate, excluding, 'paisa')).toThrow('cannot be negative');
    expect(() => metalPrice(10, { ...perGram, extraRupees: -5 }, rate, excluding, 'paisa')).toThrow('stone');
    expect(() => metalPrice(10, perGram, { ...rate, rupeesPerGram: 0 }, excluding, 'paisa')).toThrow('positive');
    expect(() => metalPrice(10, perGram, { ...rate, rupeesPerGram: Number.NaN }, excluding, 'paisa')).toThrow('positive');
    expect(metalRuleProblem(perGram, null)).toMatch(/weight/);
    expect(metalRuleProblem(perGram, 4.2)).toBeNull();
  });
});

describe('effectiveRule', () => {
  it('takes the product’s own rule, else its category’s default, else the fixed price', () => {
    const category: MetalPriceRule = { ...perGram, making: { per: 'percent', percent: 8 } };
    expect(effectiveRule(perGram, category)).toBe(perGram);
    expect(effectiveRule(undefined, category)).toBe(category);
    expect(effectiveRule(null, null)).toEqual({ basis: 'fixed' });
    expect(effectiveRule({ basis: 'fixed' }, category)).toEqual({ basis: 'fixed' });
  });
});

describe('wholesale price breaks', () => {
  const tiers = [
    { minQuantity: 10, percentOff: 5 },
    { minQuantity: 50, percentOff: 8 },
  ];

  it('applies the tier a quantity falls in, to the paisa', () => {
    expect(tierFor(tiers, 9)).toBeNull();
    expect(tierFor(tiers, 10)).toEqual(tiers[0]);
    expect(tierFor(tiers, 50)).toEqual(tiers[1]);
    expect(tierUnitPrice(1003, tiers, 9)).toBe(1003);
    expect(tierUnitPrice(1003, tiers, 10)).toBe(952.85);
    expect(tierUnitPrice(1003, tiers, 120)).toBe(922.76);
    expect(tierUnitPrice(1003, [], 120)).toBe(1003);
  });

  it('lists the breaks as the product page’s table, from the minimum order quantity', () => {
    expect(tierTable(1003, tiers)).toEqual([
      { quantities: '1–9', unitPrice: 1003, percentOff: 0 },
      { quantities: '10–49', unitPrice: 952.85, percentOff: 5 },
      { quantities: '50+', unitPrice: 922.76, percentOff: 8 },
    ]);
    expect(tierTable(1003, tiers, 20)).toEqual([
      { quantities: '20–49', unitPrice: 952.85, percentOff: 5 },
      { quantities: '50+', unitPrice: 922.76, percentOff: 8 },
    ]);
  });

  it('refuses breaks that do not rise, that start at one or that take everything off', () => {
    expect(tiersProblem(tiers)).toBeNull();
    expect(tiersProblem([])).toBeNull();
    expect(tiersProblem([{ minQuantity: 1, percentOff: 5 }])).toMatch(/larger quantity/);
    expect(tiersProblem([tiers[1]!, tiers[0]!])).toMatch(/larger quantity/);
    expect(tiersProblem([tiers[0]!, { minQuantity: 50, percentOff: 5 }])).toMatch(/more off/);
    expect(tiersProblem([{ minQuantity: 10, percentOff: 100 }])).toMatch(/less than 100/);
  });
});

describe('rateChangeCheck', () => {
  it('takes a rate near the last one as it is', () => {
    expect(rateChangeCheck(95.5, 92)).toBeNull();
    expect(rateChangeCheck(95.5, null)).toBeNull();
  });

  it('asks before taking a rate far from the last (a slipped digit)', () => {
    expect(rateChangeCheck(955, 95.5)).toEqual({ confirm: expect.stringContaining('10.0 times the last rate (₹95.50)') });
    expect(rateChangeCheck(9.55, 95.5)).toEqual({ confirm: expect.stringContaining('10.0 times less than the last rate') });
  });

  it('refuses what cannot be a rate', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(rateChangeCheck(bad, 95)).toEqual({ error: expect.stringMatching(/above zero/) });
    expect(rateChangeCheck(95.555, 95)).toEqual({ error: expect.stringMatching(/two decimals/) });
  });
});

describe('stored pricing', () => {
  it('reads a stored rule and tiers, and nothing from what is not one', () => {
    expect(readPriceRule({ basis: 'metal', purity: 925, making: { per: 'gram', rupees: 12 } })).toEqual(perGram);
    expect(readPriceRule({ basis: 'metal', purity: 925, making: { per: 'percent', percent: 8 }, extraRupees: 40 })).toEqual({
      basis: 'metal',
      purity: 925,
      making: { per: 'percent', percent: 8 },
      extraRupees: 40,
    });
    expect(readPriceRule({ basis: 'fixed' })).toEqual({ basis: 'fixed' });
    for (const bad of [undefined, null, 'metal', { basis: 'metal', purity: 925 }, { basis: 'metal', purity: 925, making: { per: 'gram', rupees: -2 } }])
      expect(readPriceRule(bad)).toBeNull();
    expect(readPriceTiers([{ minQuantity: 10, percentOff: 5 }])).toEqual([{ minQuantity: 10, percentOff: 5 }]);
    expect(
      readPriceTiers([
        { minQuantity: 10, percentOff: 5 },
        { minQuantity: 5, percentOff: 8 },
      ]),
    ).toEqual([]);
    expect(readPriceTiers('10:5')).toEqual([]);
    const breakup = metalPrice(10, perGram, rate, including, 'rupee');
    expect(readPriceBreakup(JSON.parse(JSON.stringify(breakup)))).toEqual(breakup);
    expect(readPriceBreakup({ ...breakup, gst: -1 })).toBeNull();
    expect(readPriceBreakup({ ...breakup, rateId: 7 })).toBeNull();
    expect(readPriceBreakup(undefined)).toBeNull();
  });

  it('prices a metal product from the rate in force, and keeps the stored price otherwise', () => {
    const context = { rate, tax: excluding, rounding: 'paisa' as const };
    expect(currentListPrice({ price: 999, pricing: perGram, weightGrams: 10 }, context)).toMatchObject({ price: 1003.38, breakup: { rateId: 'rate-1' } });
    expect(currentListPrice({ price: 999, pricing: perGram, weightGrams: null }, context)).toEqual({ price: 999, breakup: null });
    expect(currentListPrice({ price: 999, pricing: { basis: 'fixed' }, weightGrams: 10 }, context)).toEqual({ price: 999, breakup: null });
    expect(currentListPrice({ price: 999, pricing: perGram, weightGrams: 10 }, { ...context, rate: null })).toEqual({ price: 999, breakup: null });
  });
});

describe('roundPrice', () => {
  it('rounds a computed price by the shop rule', () => {
    expect(roundPrice(2418.9, 'rupee')).toBe(2419);
    expect(roundPrice(2418.49, 'rupee')).toBe(2418);
    expect(roundPrice(2418.9, 'paisa')).toBe(2418.9);
    expect(roundPrice(2411, 'ten')).toBe(2420);
    expect(roundPrice(2420, 'ten')).toBe(2420);
    // 1.1 * 1.15 is 1.2649999… in binary; the paisa rule still gives 1.27 (half up on paise).
    expect(roundPrice(1.265, 'paisa')).toBe(1.27);
  });
});
