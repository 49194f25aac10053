import { describe, expect, it } from 'vitest';
import { productPageDescription } from '../collections/products';
import { toProduct } from '../collections/product-documents';
import { productDocumentSchema, productImportFieldsSchema } from './product';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const fields = { sku: 'SLV-RNG-0001', slug: 'floral-ring', title: 'Floral ring', category: 'Rings', price: 1200, stock: 10, status: 'active' as const };
const stored = { ...fields, createdAt: NOW, updatedAt: NOW };

describe("a product's search listing (seo)", () => {
  it.each([
    ['all three fields at their limits', { title: 'x'.repeat(70), description: 'x'.repeat(300), image: '/media/library/2026/ring/1200.webp' }],
    ['only a title', { title: 'Floral silver ring | Rajatmaya' }],
    ['an https image', { image: 'https://cdn.example.com/og/ring.png' }],
    ['empty fields', { title: '', description: '', image: '' }],
    ['no fields', {}],
  ])('is accepted with %s, stored and imported', (_name, seo) => {
    expect(productDocumentSchema.safeParse({ ...stored, seo }).success).toBe(true);
    expect(productImportFieldsSchema.safeParse({ ...fields, seo }).success).toBe(true);
  });

  it.each([
    ['a 71-character title', { title: 'x'.repeat(71) }],
    ['a 301-character description', { description: 'x'.repeat(301) }],
    ['an unknown key', { title: 'Ring', keywords: 'silver' }],
    ['a javascript: image', { image: 'javascript:alert(1)' }],
    ['a data: image', { image: 'data:image/svg+xml,<svg/>' }],
    ['a plain http image', { image: 'http://example.com/a.png' }],
    ['a title that is not text', { title: 42 }],
  ])('is refused with %s, stored and imported', (_name, seo) => {
    expect(productDocumentSchema.safeParse({ ...stored, seo }).success).toBe(false);
    expect(productImportFieldsSchema.safeParse({ ...fields, seo }).success).toBe(false);
  });

  it('is refused when it is not a map', () => {
    expect(productDocumentSchema.safeParse({ ...stored, seo: 'Floral ring' }).success).toBe(false);
  });

  it('is read with empty text for the fields not set, and for documents without one', () => {
    expect(toProduct('slv-rng-0001', { ...stored, seo: { title: 'Floral ring in 925 silver' } }).seo).toEqual({
      title: 'Floral ring in 925 silver',
      description: '',
      image: '',
    });
    expect(toProduct('slv-rng-0001', stored).seo).toEqual({ title: '', description: '', image: '' });
    expect(toProduct('slv-rng-0001', { ...stored, seo: { title: 7, image: null } }).seo).toEqual({ title: '', description: '', image: '' });
  });
});

describe("the product page's own description", () => {
  it('names the product and its subcategory (else category), then the description', () => {
    expect(productPageDescription({ title: 'Floral ring', category: 'Rings', subCategory: 'Toe rings' }, 'Hand made.')).toBe(
      'Floral ring — 925 silver Toe rings. Hand made.',
    );
    expect(productPageDescription({ title: 'Floral ring', category: 'Rings', subCategory: '' }, '')).toBe('Floral ring — 925 silver Rings. ');
  });

  it('is cut to 300 characters with an ellipsis', () => {
    const description = productPageDescription({ title: 'Floral ring', category: 'Rings', subCategory: '' }, 'x'.repeat(400));
    expect(description).toHaveLength(298);
    expect(description.endsWith('x…')).toBe(true);
  });
});
