import { describe, expect, it } from 'vitest';
import { computeCategoryCounts } from '../../functions/src/category-counts';

const categories = [
  {
    slug: 'rings',
    productCount: 2,
    subcategories: [
      { id: 'rings--bands', slug: 'bands', name: 'Bands', productCount: 1 },
      { id: 'rings--toe', slug: 'toe', name: 'Toe Rings', productCount: 1 },
    ],
  },
  { slug: 'anklets', productCount: 0, subcategories: [{ id: 'anklets--payal', slug: 'payal', name: 'Payal', productCount: 0 }] },
];

describe('computeCategoryCounts', () => {
  it('counts only active products per category and subcategory', () => {
    const result = computeCategoryCounts(categories, [
      { status: 'active', categorySlug: 'rings', subCategoryId: 'rings--bands' },
      { status: 'active', categorySlug: 'rings', subCategoryId: 'rings--bands' },
      { status: 'draft', categorySlug: 'rings', subCategoryId: 'rings--toe' },
      { status: 'archived', categorySlug: 'anklets', subCategoryId: 'anklets--payal' },
    ]);
    expect(result.categories).toEqual([
      {
        slug: 'rings',
        productCount: 2,
        subcategories: [
          { id: 'rings--bands', slug: 'bands', name: 'Bands', productCount: 2 },
          { id: 'rings--toe', slug: 'toe', name: 'Toe Rings', productCount: 0 },
        ],
        changed: true,
      },
      { slug: 'anklets', productCount: 0, subcategories: [{ id: 'anklets--payal', slug: 'payal', name: 'Payal', productCount: 0 }], changed: false },
    ]);
    expect(result.unmatched).toEqual([]);
  });

  it('reports active products whose category or subcategory does not exist', () => {
    const result = computeCategoryCounts(categories, [
      { status: 'active', categorySlug: 'watches', subCategoryId: 'watches--smart' },
      { status: 'active', categorySlug: 'rings', subCategoryId: 'rings--cocktail' },
      { status: 'active', categorySlug: 'rings' },
    ]);
    expect(result.unmatched).toEqual([
      { categorySlug: 'watches', subCategoryId: 'watches--smart' },
      { categorySlug: 'rings', subCategoryId: 'rings--cocktail' },
    ]);
    // A product in a known category still counts for the category, even with an unknown subcategory.
    expect(result.categories[0]?.productCount).toBe(2);
  });
});
