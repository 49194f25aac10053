import { describe, expect, it } from 'vitest';
import { toProductSummary } from '../collections/products';
import { variantSummaryOf } from './variant-summary';

const shades = ['Rose', 'Coral', 'Plum', 'Berry', 'Nude', 'Mauve', 'Ruby', 'Wine'].map((value, index) => ({ value, swatch: `#${String(index).repeat(6)}` }));
const variant = (shade: string, price: number, status: 'active' | 'draft' = 'active') => ({
  sku: `LIP-${shade.toUpperCase()}`,
  options: { Shade: shade },
  price,
  stock: 3,
  status,
});

describe('variantSummaryOf', () => {
  it('is undefined for a product without options', () => {
    expect(variantSummaryOf({ sku: 'SLV-RNG-0001', price: 710 })).toBeUndefined();
    expect(variantSummaryOf({ options: [], variants: [] })).toBeUndefined();
  });

  it('says whether the variants on sale differ in price, leaving drafts out', () => {
    const options = [{ name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }] }];
    const sized = (price: number, status: 'active' | 'draft') => [
      { sku: 'R-7', options: { Size: '7' }, price: 1200, stock: 1, status: 'active' },
      { sku: 'R-8', options: { Size: '8' }, price, stock: 1, status },
    ];
    expect(variantSummaryOf({ options, variants: sized(1200, 'active') })).toEqual({ pricesDiffer: false, swatches: [], moreSwatches: 0 });
    expect(variantSummaryOf({ options, variants: sized(1300, 'active') })?.pricesDiffer).toBe(true);
    expect(variantSummaryOf({ options, variants: sized(1300, 'draft') })?.pricesDiffer).toBe(false);
  });

  it('gives the first six colours on sale as swatches, in the option’s order, and counts the rest', () => {
    const options = [{ name: 'Shade', kind: 'colour', values: shades }];
    const variants = shades.map(({ value }) => variant(value, 499));
    expect(variantSummaryOf({ options, variants })).toEqual({
      pricesDiffer: false,
      swatches: shades.slice(0, 6).map(({ value, swatch }) => ({ name: value, colour: swatch })),
      moreSwatches: 2,
    });
  });

  it('leaves out colours with no variant on sale, counts each colour once and counts one without a swatch', () => {
    const options = [
      { name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }] },
      {
        name: 'Plating',
        kind: 'colour',
        values: [{ value: 'Silver', swatch: '#C0C0C0' }, { value: 'Rhodium', swatch: '#E5E4E2' }, { value: 'Gold', swatch: '#D4AF37' }, { value: 'Oxidised' }],
      },
    ];
    const ring = (size: string, plating: string, price: number, status: 'active' | 'draft' = 'active') => ({
      sku: `R-${size}-${plating}`,
      options: { Size: size, Plating: plating },
      price,
      stock: 1,
      status,
    });
    const summary = variantSummaryOf({
      options,
      variants: [
        ring('7', 'Silver', 1200),
        ring('8', 'Silver', 1260),
        ring('7', 'Rhodium', 1200, 'draft'),
        ring('7', 'Gold', 1340),
        ring('7', 'Oxidised', 1200),
      ],
    });
    expect(summary).toEqual({
      pricesDiffer: true,
      swatches: [
        { name: 'Silver', colour: '#C0C0C0' },
        { name: 'Gold', colour: '#D4AF37' },
      ],
      moreSwatches: 1,
    });
  });
});

describe('toProductSummary', () => {
  it('carries the variant summary of a product with options, and none for one without', () => {
    const options = [{ name: 'Shade', kind: 'colour', values: shades.slice(0, 2) }];
    const stored = { sku: 'LIP-0001', title: 'Matte Lipstick', price: 449, stock: 6, options, variants: [variant('Rose', 449), variant('Coral', 499)] };
    expect(toProductSummary('lip-0001', stored).variantSummary).toEqual({
      pricesDiffer: true,
      swatches: [
        { name: 'Rose', colour: '#000000' },
        { name: 'Coral', colour: '#111111' },
      ],
      moreSwatches: 0,
    });
    expect(toProductSummary('slv-rng-0001', { sku: 'SLV-RNG-0001', price: 710 })).not.toHaveProperty('variantSummary');
  });
});
