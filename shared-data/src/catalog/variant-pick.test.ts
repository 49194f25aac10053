import { describe, expect, it } from 'vitest';
import type { ProductOption } from '../types/catalog';
import { chosenOptionValues, closestVariant, optionFieldName } from './variant-pick';

const options: ProductOption[] = [
  { name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }] },
  { name: 'Plating', kind: 'text', values: [{ value: 'Rhodium' }, { value: 'Gold' }] },
];
const variant = (sku: string, size: string, plating: string, stock: number, status: 'active' | 'draft' = 'active') => ({
  sku,
  options: { Size: size, Plating: plating },
  stock,
  status,
});
const variants = [
  variant('R-7-RH', '7', 'Rhodium', 2),
  variant('R-8-RH', '8', 'Rhodium', 0),
  variant('R-8-GD', '8', 'Gold', 4),
  variant('R-7-GD', '7', 'Gold', 9, 'draft'),
];

describe('a picker sent without JavaScript', () => {
  it("reads each option's field, keeping only values the option has", () => {
    const fields = new URLSearchParams([
      [optionFieldName('Size'), '8'],
      [optionFieldName('Plating'), 'Platinum'],
      ['variant', ''],
    ]);
    expect(chosenOptionValues(options, fields)).toEqual({ Size: '8' });
    expect(chosenOptionValues(options, new URLSearchParams('utm_source=x'))).toBeNull();
  });

  it('opens the variant on sale with every chosen value, else the most of them, in stock first', () => {
    expect(closestVariant(variants, { Size: '8', Plating: 'Rhodium' })?.sku).toBe('R-8-RH');
    // Size 8 alone: two match, the one in stock wins.
    expect(closestVariant(variants, { Size: '8' })?.sku).toBe('R-8-GD');
    // 7 / Gold is a draft: the nearest on sale has one of the two values, in stock first.
    expect(closestVariant(variants, { Size: '7', Plating: 'Gold' })?.sku).toBe('R-7-RH');
    expect(closestVariant([variant('X', '7', 'Gold', 1, 'draft')], { Size: '7' })).toBeUndefined();
  });
});
