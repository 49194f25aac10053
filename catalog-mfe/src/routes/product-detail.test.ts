// The product page's head: the product's own search listing (seo) wins for the title, the meta
// description and the social image; without one, the title, the made-up description and the first
// image; the JSON-LD always names the real product. A product with options opens on the variant
// `?variant=` names and is described as a schema.org ProductGroup.
import type { Product, RemoteLoaderArgs } from 'shared-data';
import { beforeEach, describe, expect, it, vi } from 'vitest';

let stored: Product | null = null;
vi.mock('../lib/products', () => ({ fetchRelatedProducts: async () => [] }));
vi.mock('../features/product/api/product-reads', () => ({
  fetchProductBySku: async () => stored,
  fetchProductForPreview: async () => null,
}));
vi.mock('../lib/reviews', () => ({ fetchPublishedReviews: async () => [] }));

const { default: route } = await import('./product-detail');

const product = (change: Partial<Product> = {}): Product => ({
  id: 'slv-rng-0001',
  sku: 'SLV-RNG-0001',
  slug: 'floral-toe-ring',
  title: 'Floral toe ring',
  price: 1499,
  mrp: null,
  stock: 12,
  minOrderQty: 1,
  category: 'Rings',
  categorySlug: 'rings',
  subCategory: 'Toe rings',
  subCategoryId: 'rings--toe-rings',
  image: null,
  status: 'active',
  createdAt: null,
  updatedAt: null,
  description: 'Hand made in **925 silver**.',
  featured: false,
  hsnCode: '',
  images: [{ src: '/media/products/ring-1.webp', alt: 'Front view', width: 800, height: 800 }],
  attributes: {},
  tags: [],
  searchKeywords: [],
  seo: { title: '', description: '', image: '' },
  options: [],
  variants: [{ sku: 'SLV-RNG-0001', options: {}, price: 1499, mrp: null, stock: 12, weightGrams: null, gtin: '', images: [], status: 'active' }],
  ...change,
});

async function head(item: Product) {
  stored = item;
  const args = {
    params: { sku: item.sku, slug: item.slug },
    request: new Request(`https://shop.example/product/${item.sku}/${item.slug}`),
    context: { db: {} as never, user: null, server: true, origin: 'https://shop.example' },
  } as unknown as RemoteLoaderArgs;
  const data = await route.loader!(args);
  const meta = route.meta!(data)!;
  const jsonLd = (Array.isArray(meta.jsonLd) ? meta.jsonLd : [])[0] ?? {};
  return { title: route.title!(data), meta, jsonLd };
}

beforeEach(() => {
  stored = null;
});

describe('the product page head', () => {
  it("uses the product's title, made-up description and first image without a listing of its own", async () => {
    const { title, meta, jsonLd } = await head(product());
    expect(title).toBe('Floral toe ring');
    expect(meta.description).toBe('Floral toe ring — 925 silver Toe rings. Hand made in 925 silver.');
    expect(meta.image).toBe('/media/products/ring-1.webp');
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Floral toe ring', description: 'Hand made in 925 silver.' });
  });

  it("uses the product's search title, description and social image when set; the JSON-LD keeps the real ones", async () => {
    const seo = {
      title: 'Floral silver toe ring | Rajatmaya',
      description: 'A hand-made 925 silver toe ring with a floral top.',
      image: '/media/library/2026/ring/1200.webp',
    };
    const { title, meta, jsonLd } = await head(product({ seo }));
    expect(title).toBe(seo.title);
    expect(meta.description).toBe(seo.description);
    expect(meta.image).toBe(seo.image);
    expect(jsonLd).toMatchObject({
      name: 'Floral toe ring',
      description: 'Hand made in 925 silver.',
      image: ['https://shop.example/media/products/ring-1.webp'],
    });
  });

  it('falls back field by field, and never uses an unsafe image address', async () => {
    const { title, meta } = await head(product({ seo: { title: '', description: 'Only a description.', image: 'javascript:alert(1)' } }));
    expect(title).toBe('Floral toe ring');
    expect(meta.description).toBe('Only a description.');
    expect(meta.image).toBe('/media/products/ring-1.webp');
  });
});

const shades: Partial<Product> = {
  price: 1299,
  stock: 7,
  options: [
    {
      name: 'Shade',
      kind: 'colour',
      values: [
        { value: 'Rhodium', swatch: '#d9d9de' },
        { value: 'Rose gold', swatch: '#e8b4a0' },
        { value: 'Oxidised', swatch: '#3b3b3b' },
      ],
    },
    { name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }] },
  ],
  variants: [
    { sku: 'RNG-7-RH', options: { Shade: 'Rhodium', Size: '7' }, price: 1299, mrp: 1500, stock: 0, weightGrams: 4, gtin: '', images: [], status: 'active' },
    {
      sku: 'RNG-8-RH',
      options: { Shade: 'Rhodium', Size: '8' },
      price: 1399,
      mrp: null,
      stock: 5,
      weightGrams: 4.5,
      gtin: '8901234567890',
      images: [{ src: '/media/products/rng-rh.webp', alt: 'Rhodium', width: 800, height: 800 }],
      status: 'active',
    },
    { sku: 'RNG-7-RG', options: { Shade: 'Rose gold', Size: '7' }, price: 1499, mrp: null, stock: 2, weightGrams: 4, gtin: '', images: [], status: 'active' },
    { sku: 'RNG-7-OX', options: { Shade: 'Oxidised', Size: '7' }, price: 1299, mrp: null, stock: 9, weightGrams: 4, gtin: '', images: [], status: 'draft' },
  ],
};

async function load(item: Product, search = '', sku = item.sku) {
  stored = item;
  return route.loader!({
    params: { sku, slug: item.slug },
    request: new Request(`https://shop.example/product/${sku}/${item.slug}${search}`),
    context: { db: {} as never, user: null, server: true, origin: 'https://shop.example' },
  } as unknown as RemoteLoaderArgs);
}

describe('the product page of a product with options', () => {
  it('opens on the variant ?variant= names (any case), else the first on sale with stock', async () => {
    expect((await load(product(shades), '?variant=rng-7-rg')).variantSku).toBe('RNG-7-RG');
    expect((await load(product(shades))).variantSku).toBe('RNG-8-RH');
    // A draft or unknown variant is never opened on.
    expect((await load(product(shades), '?variant=RNG-7-OX')).variantSku).toBe('RNG-8-RH');
    expect((await load(product(shades), '?variant=NOPE')).variantSku).toBe('RNG-8-RH');
    // A product without options has none.
    expect((await load(product(), '?variant=RNG-7-RG')).variantSku).toBeNull();
  });

  it('keeps the variant asked for when it redirects to the canonical address', async () => {
    const thrown = await load(product(shades), '?variant=rng-7-rg', 'slv-rng-0001').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('Location')).toBe('/product/SLV-RNG-0001/floral-toe-ring?variant=RNG-7-RG');
  });

  it('describes it as a ProductGroup with each variant on sale as a Product', async () => {
    const { jsonLd } = await head(product(shades));
    const url = 'https://shop.example/product/SLV-RNG-0001/floral-toe-ring';
    expect(jsonLd).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Floral toe ring',
      productGroupID: 'SLV-RNG-0001',
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
      url,
    });
    expect(jsonLd).not.toHaveProperty('offers');
    const variants = (jsonLd as { hasVariant: Array<Record<string, unknown>> }).hasVariant;
    expect(variants.map((variant) => variant['sku'])).toEqual(['RNG-7-RH', 'RNG-8-RH', 'RNG-7-RG']);
    expect(variants[0]).toEqual({
      '@type': 'Product',
      name: 'Floral toe ring (Rhodium / 7)',
      sku: 'RNG-7-RH',
      color: 'Rhodium',
      size: '7',
      url: `${url}?variant=RNG-7-RH`,
      offers: {
        '@type': 'Offer',
        url: `${url}?variant=RNG-7-RH`,
        priceCurrency: 'INR',
        price: 1299,
        availability: 'https://schema.org/OutOfStock',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 1 },
      },
    });
    expect(variants[1]).toMatchObject({
      gtin: '8901234567890',
      image: ['https://shop.example/media/products/rng-rh.webp'],
      offers: { price: 1399, availability: 'https://schema.org/InStock' },
    });
  });

  it('keeps the Product markup of a product without options', async () => {
    const { jsonLd } = await head(product());
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Floral toe ring',
      sku: 'SLV-RNG-0001',
      description: 'Hand made in 925 silver.',
      image: ['https://shop.example/media/products/ring-1.webp'],
      category: 'Rings > Toe rings',
      url: 'https://shop.example/product/SLV-RNG-0001/floral-toe-ring',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/product/SLV-RNG-0001/floral-toe-ring',
        priceCurrency: 'INR',
        price: 1499,
        availability: 'https://schema.org/InStock',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 1 },
      },
    });
  });
});
