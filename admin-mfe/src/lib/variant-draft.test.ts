import { describe, expect, it } from 'vitest';
import type { Product } from 'shared-data';
import {
  generateVariants,
  removeOption,
  removeOptionValue,
  rollUpDraft,
  skuLocked,
  variantDraftLabel,
  variantDraftOf,
  variantSkuOf,
  type OptionDraft,
  type VariantDraft,
} from './variant-draft';

const colour: OptionDraft = {
  key: 'o1',
  name: 'Colour',
  kind: 'colour',
  values: [
    { key: 'red', value: 'Red', swatch: '#b03060' },
    { key: 'rose', value: 'Rose gold', swatch: '' },
  ],
};
const size: OptionDraft = {
  key: 'o2',
  name: 'Size',
  kind: 'size',
  values: [
    { key: 's7', value: '7', swatch: '' },
    { key: 's8', value: '8', swatch: '' },
  ],
};

const variant = (choice: Record<string, string>, change: Partial<VariantDraft> = {}): VariantDraft => ({
  key: `v-${Object.values(choice).join('-')}`,
  choice,
  sku: `OLD-${Object.values(choice).join('-')}`,
  price: '999',
  mrp: '',
  stock: '4',
  weightGrams: '',
  gtin: '',
  images: [],
  status: 'active',
  ...change,
});

const defaults = { productSku: 'SLV-RNG-9001', price: '1499', mrp: '1999' };

describe('generating variants', () => {
  it('makes one per combination, SKUs from the product’s and the values, at the product’s price with no stock', () => {
    const result = generateVariants([colour, size], [], defaults);
    if ('error' in result) throw new Error(result.error);
    expect(result.variants.map((item) => [variantDraftLabel([colour, size], item), item.sku])).toEqual([
      ['Red / 7', 'SLV-RNG-9001-RED-7'],
      ['Red / 8', 'SLV-RNG-9001-RED-8'],
      ['Rose gold / 7', 'SLV-RNG-9001-ROSE-GOLD-7'],
      ['Rose gold / 8', 'SLV-RNG-9001-ROSE-GOLD-8'],
    ]);
    expect(result.variants[0]).toMatchObject({ price: '1499', mrp: '1999', stock: '0', status: 'active', images: [] });
    expect(result.message).toBe('4 variants: 0 kept, 4 new.');
  });

  it('keeps the variant of a combination that exists, and one made before an option was added', () => {
    const red = variant({ o1: 'red' });
    const rose7 = variant({ o1: 'rose', o2: 's7' }, { sku: '' });
    const gone = variant({ o1: 'blue' });
    const result = generateVariants([colour, size], [red, rose7, gone], defaults);
    if ('error' in result) throw new Error(result.error);
    expect(result.variants).toEqual([
      { ...red, choice: { o1: 'red', o2: 's7' } },
      expect.objectContaining({ choice: { o1: 'red', o2: 's8' }, sku: 'SLV-RNG-9001-RED-8', stock: '0' }),
      // Kept, and its empty SKU (a copy's) filled in.
      { ...rose7, sku: 'SLV-RNG-9001-ROSE-GOLD-7' },
      expect.objectContaining({ choice: { o1: 'rose', o2: 's8' }, sku: 'SLV-RNG-9001-ROSE-GOLD-8' }),
    ]);
    expect(result.message).toBe('4 variants: 2 kept, 2 new; 1 variant of no combination left out.');
  });

  it('keeps a saved variant under the SKU it is saved as (carts and orders key their lines by it)', () => {
    const saved = variant({ o1: 'red' }, { sku: 'RENAMED', savedSku: 'SLV-RNG-9001-R' });
    const fresh = variant({ o1: 'rose' }, { sku: 'TYPED' });
    expect([skuLocked(saved), skuLocked(fresh)]).toEqual([true, false]);
    const result = generateVariants([colour], [saved, fresh], defaults);
    if ('error' in result) throw new Error(result.error);
    expect(result.variants.map((item) => item.sku)).toEqual(['SLV-RNG-9001-R', 'TYPED']);
  });

  it('says why it cannot: no SKU, an unnamed option or empty value, more than 100 variants', () => {
    expect(generateVariants([colour], [], { ...defaults, productSku: ' ' })).toEqual({
      error: 'Enter the product’s SKU first: the variants’ SKUs start with it.',
    });
    expect(generateVariants([{ ...colour, name: '' }], [], defaults)).toEqual({ error: 'Name every option and fill in its values first.' });
    expect(generateVariants([{ ...size, values: [...size.values, { key: 'x', value: ' ', swatch: '' }] }], [], defaults)).toEqual({
      error: 'Name every option and fill in its values first.',
    });
    const many = (key: string, count: number): OptionDraft => ({
      key,
      name: key,
      kind: 'text',
      values: Array.from({ length: count }, (_, index) => ({ key: `${key}-${index}`, value: `V${index}`, swatch: '' })),
    });
    expect(generateVariants([many('a', 11), many('b', 10)], [], defaults)).toEqual({
      error: 'Those values make 110 variants; a product has at most 100. Remove some values, then generate again.',
    });
    expect(generateVariants([many('a', 10), many('b', 10)], [], defaults)).toMatchObject({ message: '100 variants: 0 kept, 100 new.' });
  });

  it('names a value that has no letters or digits by its place', () => {
    expect(variantSkuOf('SLV-1', [{ ...size, values: [{ key: 'star', value: '★', swatch: '' }] }], { o2: 'star' })).toBe('SLV-1-1');
  });
});

describe('removing options and values', () => {
  it('forgets a removed option’s values, keeping the first of variants that became the same', () => {
    const variants = [variant({ o1: 'red', o2: 's7' }), variant({ o1: 'red', o2: 's8' }), variant({ o1: 'rose', o2: 's8' })];
    const result = removeOption([colour, size], variants, 'o2');
    expect(result.options).toEqual([colour]);
    expect(result.variants).toEqual([
      { ...variants[0], choice: { o1: 'red' } },
      { ...variants[2], choice: { o1: 'rose' } },
    ]);
    expect(removeOption([colour], variants, 'o1')).toEqual({ options: [], variants: [] });
  });

  it('removes the variants that have a removed value', () => {
    const variants = [variant({ o1: 'red', o2: 's7' }), variant({ o1: 'rose', o2: 's7' })];
    const result = removeOptionValue([colour, size], variants, 'o1', 'rose');
    expect(result.options[0]!.values.map((value) => value.value)).toEqual(['Red']);
    expect(result.variants).toEqual([variants[0]]);
  });
});

describe('the variants of a stored product', () => {
  const stored: Pick<Product, 'options' | 'variants'> = {
    options: [{ name: 'Colour', kind: 'colour', values: [{ value: 'Red', swatch: '#b03060' }, { value: 'Blue' }] }],
    variants: [{ sku: 'R-1', options: { Colour: 'Blue' }, price: 1299, mrp: 1599, stock: 4, weightGrams: 3.5, gtin: '12345670', images: [], status: 'draft' }],
  };

  it('reads them as the form holds them, saved under their SKU, and a copy without SKUs or stock, as new ones', () => {
    const { options, variants } = variantDraftOf(stored, 'edit');
    expect(options[0]).toMatchObject({
      name: 'Colour',
      kind: 'colour',
      values: [
        { value: 'Red', swatch: '#b03060' },
        { value: 'Blue', swatch: '' },
      ],
    });
    expect(variants[0]).toMatchObject({
      choice: { [options[0]!.key]: options[0]!.values[1]!.key },
      sku: 'R-1',
      price: '1299',
      mrp: '1599',
      stock: '4',
      weightGrams: '3.5',
      gtin: '12345670',
      status: 'draft',
      // Saved: its stock changes through Inventory.
      savedSku: 'R-1',
    });
    expect(variantDraftOf(stored, 'copy').variants[0]).toMatchObject({ sku: '', stock: '0', price: '1299' });
    expect(variantDraftOf(stored, 'copy').variants[0]).not.toHaveProperty('savedSku');
    expect(variantDraftOf({ options: [], variants: [] }, 'edit')).toEqual({ options: [], variants: [] });
  });
});

describe('the product’s figures from its variants', () => {
  it('is the lowest price on sale with its MRP and the stock on sale, leaving out what cannot be read', () => {
    const figures = rollUpDraft([
      variant({ o1: 'a' }, { price: '1299', mrp: '1599', stock: '4' }),
      variant({ o1: 'b' }, { price: '999', stock: '9', status: 'draft' }),
      variant({ o1: 'c' }, { price: '12,00', stock: '7' }),
      variant({ o1: 'd' }, { price: '1399', mrp: '1000', stock: 'x' }),
    ]);
    expect(figures).toEqual({ price: 1299, mrp: 1599, stock: 4, onSale: 2, counted: 3 });
  });
});
