import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../lib/admin-products';
import { adjustedPrice, bulkConsequence, bulkLabel, bulkWrite } from './product-bulk';

const row: ProductRow = {
  id: 'slv-rng-0001',
  sku: 'SLV-RNG-0001',
  slug: 'floral-ring',
  title: 'Floral ring',
  category: 'Rings',
  categorySlug: 'rings',
  subCategory: 'Toe rings',
  subCategoryId: 'toe-rings',
  price: 2199,
  mrp: 3000,
  stock: 4,
  status: 'draft',
  featured: false,
  hasOptions: false,
  variants: [],
  image: null,
  updatedAt: '2026-11-29T10:00:00.000Z',
};

describe('bulk product changes', () => {
  it('rounds a percentage change by the shop rule', () => {
    expect(adjustedPrice(2199, 10, 'rupee')).toBe(2419);
    expect(adjustedPrice(2199, 10, 'paisa')).toBe(2418.9);
    expect(adjustedPrice(2199, 10, 'ten')).toBe(2420);
    expect(adjustedPrice(2199, -10, 'rupee')).toBe(1979);
  });

  it('names the change and the count', () => {
    expect(bulkLabel({ kind: 'status', status: 'archived' }, 3)).toBe('Archive 3 products');
    expect(bulkLabel({ kind: 'status', status: 'active' }, 1)).toBe('Publish 1 product');
    expect(bulkLabel({ kind: 'price', percent: -2.5, rounding: 'rupee' }, 1200)).toBe('Change the price of 1,200 products by −2.5 %');
    expect(bulkLabel({ kind: 'category', category: { slug: 'anklets', name: 'Anklets' } as never }, 2)).toBe('Move 2 products to Anklets');
    expect(bulkConsequence({ kind: 'price', percent: 10, rounding: 'ten' })).toContain('rounded up to the next ₹10');
  });

  it('writes the change and keeps what it replaces for Undo', () => {
    expect(bulkWrite({ kind: 'price', percent: 10, rounding: 'rupee' }, row)).toEqual({
      data: { price: 2419 },
      previous: { price: 2199 },
      summary: 'Changed the price of Floral ring (SLV-RNG-0001) from ₹2,199 to ₹2,419 (+10 %)',
    });
    expect(bulkWrite({ kind: 'category', category: { slug: 'anklets', name: 'Anklets' } as never }, row).previous).toEqual({
      category: 'Rings',
      categorySlug: 'rings',
      subCategory: 'Toe rings',
      subCategoryId: 'toe-rings',
    });
    expect(bulkWrite({ kind: 'status', status: 'active' }, row)).toMatchObject({ data: { status: 'active' }, previous: { status: 'draft' } });
  });

  it('refuses what would be wrong or change nothing, with the reason', () => {
    expect(() => bulkWrite({ kind: 'price', percent: 50, rounding: 'rupee' }, row)).toThrow('would exceed the MRP ₹3,000');
    expect(() => bulkWrite({ kind: 'price', percent: 0.01, rounding: 'rupee' }, row)).toThrow('stays ₹2,199 after rounding');
    expect(() => bulkWrite({ kind: 'status', status: 'draft' }, row)).toThrow('already unpublished');
    // A product with options is priced per variant: its own price is theirs.
    expect(() => bulkWrite({ kind: 'price', percent: 10, rounding: 'rupee' }, { ...row, hasOptions: true })).toThrow('change them in the product editor');
  });
});
