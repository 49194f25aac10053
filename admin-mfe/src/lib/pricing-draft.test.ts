import { describe, expect, it } from 'vitest';
import { checkPricingDraft, errorsUnder, pricingDraftOf, type PricingDraft } from './pricing-draft';

const metal = (change: Partial<PricingDraft> = {}): PricingDraft => ({ ...pricingDraftOf(null, []), choice: 'metal', making: '12', ...change });
const tier = (minQuantity: string, percentOff: string) => ({ key: `${minQuantity}-${percentOff}`, minQuantity, percentOff });

describe('the pricing draft', () => {
  it('round-trips a stored metal rule and its breaks', () => {
    const rule = { basis: 'metal' as const, purity: 925, making: { per: 'percent' as const, percent: 14 }, extraRupees: 250 };
    const tiers = [
      { minQuantity: 10, percentOff: 5 },
      { minQuantity: 50, percentOff: 8 },
    ];
    const draft = pricingDraftOf(rule, tiers);
    expect(draft).toMatchObject({ choice: 'metal', purity: '925', makingPer: 'percent', making: '14', extra: '250' });
    expect(checkPricingDraft(draft, 12)).toEqual({ rule, tiers, errors: {} });
    expect(pricingDraftOf(rule, tiers, true).choice).toBe('category');
  });

  it('names the field of every problem', () => {
    expect(checkPricingDraft(metal({ purity: '92.5', making: 'twelve', extra: '-1' }), 10).errors).toEqual({
      purity: 'Purity is a whole number of parts per thousand (925 for sterling).',
      making: 'Enter the making charge in rupees (for example 12 or 12.50).',
      extra: 'Enter the charge in rupees, or leave it empty.',
    });
    expect(checkPricingDraft(metal({ purity: '1200' }), 10).errors['purity']).toMatch(/1 to 999/);
    expect(checkPricingDraft(metal({ makingPer: 'percent', making: '600' }), 10).errors['making']).toMatch(/0 to 500/);
  });

  it('asks a product for its weight, and not a category’s default', () => {
    expect(checkPricingDraft(metal(), null).errors['weight']).toMatch(/weight in grams/);
    expect(checkPricingDraft(metal()).errors).toEqual({});
    expect(checkPricingDraft({ ...metal(), choice: 'fixed' }, null).errors).toEqual({});
  });

  it('checks the breaks row by row, then as a list', () => {
    const rows = checkPricingDraft({ ...metal(), choice: 'fixed', tiers: [tier('1', '5'), tier('10', '100')] });
    expect(rows.errors).toEqual({ 'tiers.0.minQuantity': 'A whole number of pieces, 2 or more.', 'tiers.1.percentOff': expect.stringMatching(/below 100/) });
    const list = checkPricingDraft({ ...metal(), choice: 'fixed', tiers: [tier('50', '8'), tier('10', '5')] });
    expect(list.errors['tiers']).toMatch(/larger quantity than the one before/);
    expect(
      checkPricingDraft({ ...metal(), choice: 'fixed', tiers: Array.from({ length: 7 }, (_, i) => tier(String(i + 2), String(i + 1))) }).errors['tiers'],
    ).toBe('At most 6 price breaks.');
  });

  it('gives the pricing fields their own error names', () => {
    expect(errorsUnder({ 'pricing.making': 'Enter it.', 'pricing.tiers.0.percentOff': 'Bad.', price: 'Other.' }, 'pricing')).toEqual({
      making: 'Enter it.',
      'tiers.0.percentOff': 'Bad.',
    });
  });
});
