import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, type CategoryInfo, type Product } from 'shared-data';
import {
  categoryAttributesOf,
  checkProductDocument,
  draftOf,
  parseTags,
  productDraftSchema,
  productFieldsOf,
  withVariantSkus,
  type ProductDraft,
} from './product-draft';

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

  it('checks and writes the attributes its category defines as their type: a number as a number', () => {
    const beauty: CategoryInfo[] = [
      {
        ...categories[0]!,
        attributes: [
          { key: 'volume', label: 'Volume', type: 'number', unit: 'ml', choices: [], filterable: false },
          { key: 'skinType', label: 'Skin type', type: 'choice', unit: '', choices: [{ value: 'Oily' }], filterable: true },
        ],
      },
    ];
    const other = (volume: string) => [
      { key: 'a', name: 'volume', value: volume },
      { key: 'b', name: 'skinType', value: 'Oily' },
      { key: 'c', name: 'shelfLife', value: '24' },
    ];
    const invalid = productDraftSchema(beauty).safeParse(filled({ otherAttributes: other('50ml') }));
    expect(invalid.success ? {} : fieldErrorsOf(invalid.error)['otherAttributes.0.value']).toBe(
      'Volume is a number, 0 or more (in ml), for example 50 or 12.5.',
    );
    const fields = productFieldsOf(productDraftSchema(beauty).parse(filled({ otherAttributes: other('12.5') })), beauty);
    expect(fields['attributes']).toEqual({ volume: 12.5, skinType: 'Oily', shelfLife: '24' });
    expect(categoryAttributesOf({ ...beauty[0]!, attributes: [...beauty[0]!.attributes!, { ...beauty[0]!.attributes![0]!, key: 'purity' }] })).toEqual(
      beauty[0]!.attributes,
    );
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

describe('the product form: options and variants', () => {
  const options: ProductDraft['options'] = [
    {
      key: 'o1',
      name: ' Colour ',
      kind: 'colour',
      values: [
        { key: 'red', value: 'Red', swatch: '#b03060' },
        { key: 'blue', value: 'Blue', swatch: '' },
      ],
    },
  ];
  const variant = (valueKey: string, change: Partial<ProductDraft['variants'][number]> = {}): ProductDraft['variants'][number] => ({
    key: `v-${valueKey}`,
    choice: { o1: valueKey },
    sku: `SLV-RNG-9001-${valueKey.toUpperCase()}`,
    price: '1299',
    mrp: '',
    stock: '4',
    weightGrams: '',
    gtin: '',
    images: [],
    status: 'active',
    ...change,
  });
  // The product's own price, MRP and stock are hidden with options: whatever they hold is not checked.
  const withOptions = (change: Partial<ProductDraft> = {}) =>
    filled({
      price: '',
      mrp: 'x',
      stock: '',
      options,
      variants: [variant('red', { mrp: '1599', weightGrams: '3.5' }), variant('blue', { price: '999', stock: '2', status: 'draft' })],
      ...change,
    });

  it('writes the options, the variants and the price, MRP and stock they roll up to', () => {
    const fields = productFieldsOf(productDraftSchema(categories).parse(withOptions()), categories);
    expect(fields).toMatchObject({ price: 1299, mrp: 1599, stock: 4 });
    expect(fields['options']).toEqual([{ name: 'Colour', kind: 'colour', values: [{ value: 'Red', swatch: '#b03060' }, { value: 'Blue' }] }]);
    expect(fields['variants']).toEqual([
      { sku: 'SLV-RNG-9001-RED', options: { Colour: 'Red' }, price: 1299, mrp: 1599, stock: 4, weightGrams: 3.5, status: 'active' },
      { sku: 'SLV-RNG-9001-BLUE', options: { Colour: 'Blue' }, price: 999, stock: 2, status: 'draft' },
    ]);
    expect(checkProductDocument(fields)).toBeNull();
    // The editor saves their SKUs as a SKU check queries them, rather than leaving them to the trigger.
    expect(withVariantSkus(fields)['variantSkus']).toEqual(['slv-rng-9001-red', 'slv-rng-9001-blue']);
    expect(checkProductDocument(withVariantSkus(fields))).toBeNull();
    // Without options nothing of them is written.
    expect(productFieldsOf(productDraftSchema(categories).parse(filled()), categories)).not.toHaveProperty('options');
    expect(withVariantSkus(productFieldsOf(productDraftSchema(categories).parse(filled()), categories))).not.toHaveProperty('variantSkus');
  });

  it('says what is wrong beside the option or the variant', () => {
    expect(errorsOf(withOptions({ variants: [] }))['variants']).toMatch(/^Generate the variants/);
    const errors = errorsOf(
      withOptions({
        options: [{ ...options[0]!, values: [...options[0]!.values, { key: 'red2', value: 'Red', swatch: '' }] }],
        variants: [
          variant('red', { sku: 'has space', price: '12,5', mrp: '', gtin: '123', weightGrams: '0' }),
          variant('blue', { sku: 'SLV-RNG-9001-RED', price: '999', mrp: '500' }),
          variant('blue', { sku: 'SLV-RNG-9001-B2' }),
          variant('gone', { sku: 'SLV-RNG-9001-X' }),
        ],
      }),
    );
    expect(errors).toEqual({
      'options.0.values.2.value': 'Colour has Red twice.',
      'variants.0.sku': 'Use letters, digits, dots, dashes and underscores, starting with a letter or digit.',
      'variants.0.price': 'Enter the price in rupees, with at most two decimals (for example 1499 or 1499.50).',
      'variants.0.gtin': 'A GTIN (barcode) has 8, 12, 13 or 14 digits, or leave it empty.',
      'variants.0.weightGrams': 'The weight is a number of grams above 0, or leave it empty.',
      'variants.1.mrp': 'The MRP must be at least the price.',
      'variants.2.options': 'Another variant has the same values: remove one.',
      'variants.3.options': 'It has no Colour: generate the variants again, or remove it.',
    });
    expect(errorsOf(withOptions({ variants: [variant('red'), variant('blue', { sku: 'slv-rng-9001-red' })] }))['variants.1.sku']).toBe(
      'Another variant has this SKU.',
    );
  });

  it('prices a product with options from the silver rate by each variant’s weight, the product’s standing in, and writes no MRP', () => {
    const metal = { ...draftOf(null).pricing, choice: 'metal' as const, making: '10' };
    // Blue has no weight of its own, and the product none either: the rate cannot price it.
    expect(errorsOf(withOptions({ pricing: metal }))['pricing.weight']).toMatch(/^The silver rate prices each variant by its weight/);
    expect(errorsOf(withOptions({ pricing: metal }))).not.toHaveProperty('pricing.choice');
    // The product's weight stands in for Blue's.
    const draft = withOptions({ pricing: metal, attributes: { ...draftOf(null).attributes, weightGrams: '4' } });
    expect(errorsOf(draft)).toEqual({});
    const fields = productFieldsOf(productDraftSchema(categories).parse(draft), categories);
    expect(fields).toMatchObject({ pricing: { basis: 'metal', making: { per: 'gram', rupees: 10 } }, price: 1299, stock: 4 });
    expect(fields).not.toHaveProperty('mrp');
    expect((fields['variants'] as Array<Record<string, unknown>>).some((variant) => 'mrp' in variant)).toBe(false);
    expect(checkProductDocument(fields)).toBeNull();
    // Every variant weighed: no product weight needed.
    const weighed = withOptions({ pricing: metal, variants: [variant('red', { weightGrams: '3.5' }), variant('blue', { weightGrams: '5' })] });
    expect(errorsOf(weighed)).toEqual({});
  });

  it('gives the write rule’s messages by field, as the form names them', () => {
    const fields = productFieldsOf(productDraftSchema(categories).parse(withOptions()), categories);
    const variants = fields['variants'] as Array<Record<string, unknown>>;
    const refused = checkProductDocument({ ...fields, variants: [variants[0], { ...variants[1], sku: 'slv-rng-9001-red' }] });
    expect(refused).toEqual({
      message: 'Two variants have the SKU slv-rng-9001-red.',
      fieldErrors: { 'variants.1.sku': 'Two variants have the SKU slv-rng-9001-red.' },
    });
  });

  it('copies a product with options without its variants’ SKUs or stock', () => {
    const stored = {
      ...(productFieldsOf(productDraftSchema(categories).parse(withOptions()), categories) as object),
      id: 'slv-rng-9001',
      mrp: 1599,
      image: null,
      images: [],
      featured: false,
      description: '',
      searchKeywords: [],
      seo: { title: '', description: '', image: '' },
      createdAt: null,
      updatedAt: null,
      options: [{ name: 'Colour', kind: 'colour', values: [{ value: 'Red' }] }],
      variants: [
        { sku: 'SLV-RNG-9001-RED', options: { Colour: 'Red' }, price: 1299, mrp: null, stock: 4, weightGrams: null, gtin: '', images: [], status: 'active' },
      ],
    } as unknown as Product;
    expect(draftOf(stored, 'copy').variants).toEqual([expect.objectContaining({ sku: '', stock: '0', price: '1299' })]);
    expect(draftOf(stored).variants).toEqual([expect.objectContaining({ sku: 'SLV-RNG-9001-RED', stock: '4' })]);
  });
});
