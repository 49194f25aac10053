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
  { slug: 'anklets', productCount: 0, facets: [], subcategories: [{ id: 'anklets--payal', slug: 'payal', name: 'Payal', productCount: 0, facets: [] }] },
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
        facets: [],
        subcategories: [
          { id: 'rings--bands', slug: 'bands', name: 'Bands', productCount: 2, facets: [] },
          { id: 'rings--toe', slug: 'toe', name: 'Toe Rings', productCount: 0, facets: [] },
        ],
        changed: true,
      },
      {
        slug: 'anklets',
        productCount: 0,
        facets: [],
        subcategories: [{ id: 'anklets--payal', slug: 'payal', name: 'Payal', productCount: 0, facets: [] }],
        changed: false,
      },
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

  it('counts the filter choices: option values on sale and the attributes the category offers as filters', () => {
    const result = computeCategoryCounts(
      [
        {
          slug: 'rings',
          attributes: [{ key: 'plating', label: 'Plating', type: 'choice', choices: [{ value: 'Rhodium' }], filterable: true }],
          subcategories: [{ id: 'rings--bands', slug: 'bands', name: 'Bands' }],
        },
      ],
      [
        {
          status: 'active',
          categorySlug: 'rings',
          subCategoryId: 'rings--bands',
          options: [{ name: 'Size', values: [{ value: '8' }, { value: '10' }] }],
          attributes: { plating: 'Rhodium', stone: 'Garnet' },
          // Size 10 is not on sale: not among its stored filter values.
          optionValues: ['size:8', 'plating:rhodium', 'stone:garnet'],
        },
        { status: 'active', categorySlug: 'rings', attributes: { plating: 'rhodium' }, optionValues: ['plating:rhodium'] },
        { status: 'draft', categorySlug: 'rings', attributes: { plating: 'Gold' }, optionValues: ['plating:gold'] },
      ],
    );
    const rings = result.categories[0]!;
    expect(rings.facets).toEqual([
      { kind: 'option', name: 'Size', values: [{ value: '8', count: 1 }] },
      { kind: 'attribute', name: 'plating', values: [{ value: 'Rhodium', count: 2 }] },
    ]);
    expect(rings.subcategories[0]!.facets).toEqual([
      { kind: 'option', name: 'Size', values: [{ value: '8', count: 1 }] },
      { kind: 'attribute', name: 'plating', values: [{ value: 'Rhodium', count: 1 }] },
    ]);
  });
});
