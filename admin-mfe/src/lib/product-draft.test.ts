import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, type CategoryInfo, type Product } from 'shared-data';
import { checkProductDocument, draftOf, parseTags, productDraftSchema, productFieldsOf, type ProductDraft } from './product-draft';

const categories: CategoryInfo[] = [
  {
    slug: 'rings',
    name: 'Rings',
    order: 0,
    description: '',
    image: null,
    productCount: 3,
    subcategories: [{ id: 'rings--toe-rings', slug: 'toe-rings', name: 'Toe rings', productCount: 1 }],
    updatedAt: null,
  },
  { slug: 'anklets', name: 'Anklets', order: 1, description: '', image: null, productCount: 0, subcategories: [], updatedAt: null },
];

const filled = (change: Partial<ProductDraft> = {}): ProductDraft => ({
  ...draftOf(null),
  sku: 'SLV-RNG-9001',
  title: 'Floral toe ring',
  slug: 'floral-toe-ring',
  categorySlug: 'rings',
  subCategoryId: 'rings--toe-rings',
  price: '1499.50',
  mrp: '1999',
  stock: '12',
  tags: 'Bridal, gift, bridal',
  ...change,
});

const errorsOf = (draft: ProductDraft) => {
  const parsed = productDraftSchema(categories).safeParse(draft);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('the product form', () => {
  it('turns a filled form into the document the write rule accepts', () => {
    const parsed = productDraftSchema(categories).parse(filled({ attributes: { ...draftOf(null).attributes, purity: '92.5 sterling', weightGrams: '4.2' } }));
    const fields = productFieldsOf(parsed, categories);
    expect(fields).toMatchObject({
      sku: 'SLV-RNG-9001',
      category: 'Rings',
      categorySlug: 'rings',
      subCategory: 'Toe rings',
      subCategoryId: 'rings--toe-rings',
      price: 1499.5,
      mrp: 1999,
      stock: 12,
      minOrderQty: 1,
      status: 'draft',
      tags: ['bridal', 'gift'],
      attributes: { purity: '92.5 sterling', weightGrams: 4.2 },
    });
    expect(checkProductDocument(fields)).toBeNull();
  });

  it("keeps a library image's sizes for srcset", () => {
    const variants = [
      { src: '/media/library/2026/m1/320.webp', width: 320 },
      { src: '/media/library/2026/m1/640.webp', width: 640 },
    ];
    const images = [
      { key: 'a', src: '/media/library/2026/m1/640.webp', alt: 'Front', width: 640, height: 480, variants },
      { key: 'b', src: '/media/products/ring.svg', alt: 'Side', width: 800, height: 800 },
    ];
    const fields = productFieldsOf(productDraftSchema(categories).parse(filled({ images })), categories);
    expect(fields['images']).toEqual([
      { src: '/media/library/2026/m1/640.webp', alt: 'Front', width: 640, height: 480, variants },
      { src: '/media/products/ring.svg', alt: 'Side', width: 800, height: 800 },
    ]);
  });

  it('leaves the MRP out when it is empty', () => {
    const fields = productFieldsOf(productDraftSchema(categories).parse(filled({ mrp: '' })), categories);
    expect(fields).not.toHaveProperty('mrp');
  });

  it('writes the search listing the admin filled, cleaned, and leaves empty fields out', () => {
    const fields = productFieldsOf(
      productDraftSchema(categories).parse(filled({ seoTitle: '  Floral  toe ring | Rajatmaya ', seoDescription: '', seoImage: ' /media/library/ring.webp ' })),
      categories,
    );
    expect(fields['seo']).toEqual({ title: 'Floral toe ring | Rajatmaya', image: '/media/library/ring.webp' });
    expect(checkProductDocument(fields)).toBeNull();
  });

  it('leaves seo out when every search field is empty (the save then removes it)', () => {
    const fields = productFieldsOf(productDraftSchema(categories).parse(filled({ seoTitle: ' ', seoDescription: '', seoImage: '' })), categories);
    expect(fields).not.toHaveProperty('seo');
  });

  it('says what is wrong with the search fields', () => {
    expect(errorsOf(filled({ seoTitle: 'x'.repeat(71) }))['seoTitle']).toBe('Keep the search title to 70 characters.');
    expect(errorsOf(filled({ seoDescription: 'x'.repeat(301) }))['seoDescription']).toBe('Keep the search description to 300 characters.');
    expect(errorsOf(filled({ seoImage: 'javascript:alert(1)' }))['seoImage']).toMatch(/media library/);
    expect(errorsOf(filled({ seoTitle: 'x'.repeat(70), seoDescription: 'x'.repeat(300), seoImage: 'https://cdn.example.com/og.png' }))).toEqual({});
  });

  it('says what is wrong, field by field', () => {
    expect(errorsOf(filled({ mrp: '999' }))['mrp']).toBe('The MRP must be at least the price.');
    expect(errorsOf(filled({ price: '12,00' }))['price']).toMatch(/rupees/);
    expect(errorsOf(filled({ price: '' }))['price']).toMatch(/Enter the price/);
    expect(errorsOf(filled({ stock: '-1' }))['stock']).toMatch(/whole number/);
    expect(errorsOf(filled({ stock: '2.5' }))['stock']).toMatch(/whole number/);
    expect(errorsOf(filled({ minOrderQty: '0' }))['minOrderQty']).toMatch(/at least 1/);
    expect(errorsOf(filled({ sku: 'has space' }))['sku']).toMatch(/letters, digits/);
    expect(errorsOf(filled({ slug: 'Not A Slug' }))['slug']).toMatch(/lower-case/);
    expect(errorsOf(filled({ categorySlug: 'gone' }))['categorySlug']).toBe('Choose a category.');
    expect(errorsOf(filled({ categorySlug: 'anklets' }))['subCategoryId']).toMatch(/subcategory of Anklets/);
    expect(errorsOf(filled({ images: [{ key: 'a', src: 'javascript:alert(1)', alt: 'x', width: 1, height: 1 }] }))['images.0.src']).toMatch(/\/media\//);
    expect(errorsOf(filled({ images: [{ key: 'a', src: '/media/a.webp', alt: ' ', width: 1, height: 1 }] }))['images.0.alt']).toMatch(/alt text/);
    expect(errorsOf(filled({ attributes: { ...draftOf(null).attributes, weightGrams: 'heavy' } }))['attributes.weightGrams']).toMatch(/grams/);
    expect(errorsOf(filled())).toEqual({});
  });

  it('copies a product for Duplicate without its SKU, slug or stock, as a draft', () => {
    const product = productDraftSchema(categories).parse(filled({ status: 'active' }));
    const seo = { title: 'Floral toe ring | Rajatmaya', description: 'A toe ring.', image: '' };
    const stored = {
      id: 'slv-rng-9001',
      ...productFieldsOf(product, categories),
      mrp: 1999,
      image: null,
      images: [],
      featured: false,
      description: 'Hand made',
      searchKeywords: [],
      seo,
      createdAt: null,
      updatedAt: null,
    } as unknown as Product;
    const copy = draftOf(stored, 'copy');
    expect(copy).toMatchObject({
      sku: '',
      slug: '',
      stock: '0',
      status: 'draft',
      title: 'Floral toe ring (copy)',
      price: '1499.5',
      mrp: '1999',
      description: 'Hand made',
    });
    expect(draftOf(stored)).toMatchObject({ seoTitle: 'Floral toe ring | Rajatmaya', seoDescription: 'A toe ring.', seoImage: '' });
    expect(draftOf(stored)).toMatchObject({ sku: 'SLV-RNG-9001', slug: 'floral-toe-ring', stock: '12', status: 'active' });
  });

  it('reads tags as comma-separated, trimmed, lower-case and unique', () => {
    expect(parseTags(' Gift ,, bridal,GIFT ')).toEqual(['gift', 'bridal']);
  });
});
