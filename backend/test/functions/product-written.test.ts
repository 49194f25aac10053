// What a product write must bring in step: its search keywords, its image addresses and the category counts.
import { describe, expect, it } from 'vitest';
import { productWriteEffects } from '../../functions/src/product-written';
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
    expect(productWriteEffects(indexed, undefined)).toEqual({ searchKeywords: null, imageSrcs: null, variantSkus: null, recountCategories: true });
    expect(productWriteEffects(indexed, { ...indexed, status: 'archived' }).recountCategories).toBe(true);
    expect(productWriteEffects(indexed, { ...indexed, subCategoryId: 'rings--cocktail-rings' }).recountCategories).toBe(true);
  });
});
