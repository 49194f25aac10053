// What a product write must bring in step: its search keywords, its image addresses and the category counts.
import { describe, expect, it } from 'vitest';
import { productWriteEffects } from '../../functions/src/product-written';
import { optionValuesOf } from 'shared-data/contracts';
import { buildSearchKeywords } from '../../src/seed/search-keywords';

const product = {
  sku: 'SLV-RNG-0001',
  title: 'Twisted Rope Stackable Band',
  category: 'Rings',
  categorySlug: 'rings',
  subCategory: 'Stackable & Band Rings',
  subCategoryId: 'rings--band-rings',
  tags: ['925 silver'],
  status: 'active',
};
const indexed = { ...product, searchKeywords: buildSearchKeywords(product) };

describe('productWriteEffects', () => {
  it('does nothing when the keywords are current and nothing counted changed (a stock update)', () => {
    expect(productWriteEffects(indexed, { ...indexed, stock: 3 })).toEqual({
      searchKeywords: null,
      imageSrcs: null,
      variantSkus: null,
      optionValues: null,
      recountCategories: false,
    });
  });

  it('rebuilds the keywords of a renamed product, or one saved without them', () => {
    const renamed = { ...indexed, title: 'Braided Silver Band' };
    const effects = productWriteEffects(indexed, renamed);
    expect(effects.searchKeywords).toEqual(expect.arrayContaining(['braided', 'br', 'band']));
    expect(effects.searchKeywords).not.toContain('twisted');
    expect(productWriteEffects(undefined, product).searchKeywords).toEqual(buildSearchKeywords(product));
  });

  it('keeps the distinct image addresses for the media library, and leaves them when current', () => {
    const images = [
      { src: '/media/library/2026/a/640.webp', alt: 'Front' },
      { src: '/media/library/2026/b/640.webp', alt: 'Side' },
      { src: '/media/library/2026/a/640.webp', alt: 'Front again' },
    ];
    expect(productWriteEffects(indexed, { ...indexed, images }).imageSrcs).toEqual(['/media/library/2026/a/640.webp', '/media/library/2026/b/640.webp']);
    expect(
      productWriteEffects(indexed, { ...indexed, images, imageSrcs: ['/media/library/2026/a/640.webp', '/media/library/2026/b/640.webp'] }).imageSrcs,
    ).toBeNull();
    expect(productWriteEffects(indexed, { ...indexed, images: [], imageSrcs: ['/media/x.svg'] }).imageSrcs).toEqual([]);
  });

  it('recounts the categories when a product appears, goes, changes status or moves', () => {
    expect(productWriteEffects(undefined, indexed).recountCategories).toBe(true);
    expect(productWriteEffects(indexed, undefined)).toEqual({
      searchKeywords: null,
      imageSrcs: null,
      variantSkus: null,
      optionValues: null,
      recountCategories: true,
    });
    expect(productWriteEffects(indexed, { ...indexed, status: 'archived' }).recountCategories).toBe(true);
    expect(productWriteEffects(indexed, { ...indexed, subCategoryId: 'rings--cocktail-rings' }).recountCategories).toBe(true);
  });

  it('keeps the option values its variants on sale have, and leaves them when current', () => {
    const options = [
      { name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }, { value: '9' }] },
      { name: 'Plating', kind: 'colour', values: [{ value: 'Rose Gold', swatch: '#B76E79' }, { value: 'Rhodium' }] },
    ];
    const variant = (size: string, plating: string, status = 'active') => ({
      sku: `SLV-RNG-0001-${size}-${plating.slice(0, 2)}`,
      options: { Size: size, Plating: plating },
      price: 1200,
      stock: 2,
      status,
    });
    const withOptions = { ...indexed, options, variants: [variant('7', 'Rose Gold'), variant('8', 'Rhodium'), variant('9', 'Rhodium', 'draft')] };
    const effects = productWriteEffects(indexed, withOptions);
    // Size 9 is only a draft: not offered by the filter.
    expect(effects.optionValues).toEqual(['size:7', 'size:8', 'plating:rose gold', 'plating:rhodium']);
    expect(effects.optionValues).toEqual(optionValuesOf(options, withOptions.variants as Parameters<typeof optionValuesOf>[1]));
    expect(productWriteEffects(withOptions, { ...withOptions, optionValues: effects.optionValues }).optionValues).toBeNull();
    // Options removed: emptied; a product that never had any is left without the field.
    expect(productWriteEffects(withOptions, { ...indexed, optionValues: ['size:7'] }).optionValues).toEqual([]);
    expect(productWriteEffects(indexed, { ...indexed, stock: 4 }).optionValues).toBeNull();
  });
});
