// The product page's head: the product's own search listing (seo) wins for the title, the meta
// description and the social image; without one, the title, the made-up description and the first
// image; the JSON-LD always names the real product.
import type { Product, RemoteLoaderArgs } from 'shared-data';
import { beforeEach, describe, expect, it, vi } from 'vitest';

let stored: Product | null = null;
vi.mock('../lib/products', () => ({
  fetchProductBySku: async () => stored,
  fetchProductForPreview: async () => null,
  fetchRelatedProducts: async () => [],
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
