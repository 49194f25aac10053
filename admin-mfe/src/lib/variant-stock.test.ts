// Stock per variant: a product with options is low when a variant on sale is at or below the
// threshold, even when its total is not; drafts are never low; the product list's "low" filter adds
// those products after the ones low by their own stock, on its last page and in its count.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product, ProductVariant } from 'shared-data';

const reads = vi.hoisted(() => ({
  page: vi.fn(),
  withOptions: vi.fn(),
}));
vi.mock('./cursor-page', () => ({ fetchCursorPage: reads.page, readAllPages: vi.fn() }));
vi.mock('shared-data/admin', async (importOriginal) => ({ ...(await importOriginal<Record<string, unknown>>()), productsRef: () => ({}) }));
vi.mock('./variant-stock', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  fetchProductsWithOptions: reads.withOptions,
}));

const { lowVariantReport, lowVariants, stockLevel, variantStocksOf } = await import('./variant-stock');
const { fetchProductListPage, lowByVariant } = await import('./admin-products');

const variant = (sku: string, options: Record<string, string>, stock: number, status: ProductVariant['status'] = 'active'): ProductVariant => ({
  sku,
  options,
  price: 1299,
  mrp: null,
  stock,
  weightGrams: null,
  gtin: '',
  images: [],
  status,
});

const product = (change: Partial<Product> = {}): Product => ({
  id: 'slv-rng-0001',
  sku: 'SLV-RNG-0001',
  slug: 'twisted-band',
  title: 'Twisted band',
  price: 1299,
  mrp: null,
  stock: 0,
  minOrderQty: 1,
  category: 'Rings',
  categorySlug: 'rings',
  subCategory: '',
  subCategoryId: '',
  image: null,
  status: 'active',
  createdAt: null,
  updatedAt: null,
  description: '',
  featured: false,
  hsnCode: '',
  images: [],
  attributes: {},
  tags: [],
  searchKeywords: ['twisted', 'band', 'slv-rng-0001'],
  seo: { title: '', description: '', image: '' },
  options: [],
  variants: [variant('SLV-RNG-0001', {}, 0)],
  ...change,
});

// Sizes 7 and 8 in rhodium, 9 a draft: 3 + 20 on sale makes 23, above a threshold of 5.
const ring = product({
  stock: 23,
  options: [
    { name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }, { value: '9' }] },
    { name: 'Plating', kind: 'text', values: [{ value: 'Rhodium' }] },
  ],
  variants: [
    variant('SLV-RNG-0001-7-RH', { Size: '7', Plating: 'Rhodium' }, 3),
    variant('SLV-RNG-0001-8-RH', { Size: '8', Plating: 'Rhodium' }, 20),
    variant('SLV-RNG-0001-9-RH', { Size: '9', Plating: 'Rhodium' }, 0, 'draft'),
  ],
});

describe('stock per variant', () => {
  it('names each variant by its values, and finds the ones on sale at or below the threshold', () => {
    const variants = variantStocksOf(ring);
    expect(variants.map((item) => `${item.label}: ${item.stock}`)).toEqual(['7 / Rhodium: 3', '8 / Rhodium: 20', '9 / Rhodium: 0']);
    // The draft at 0 is not sold, so not low.
    expect(lowVariants(variants, 5).map((item) => item.sku)).toEqual(['SLV-RNG-0001-7-RH']);
    expect(variantStocksOf(product())).toEqual([]);
    expect([stockLevel(0, 5), stockLevel(5, 5), stockLevel(6, 5)]).toEqual(['out', 'low', 'in']);
  });

  it('reports the products on sale low by a variant only, and names every low variant, lowest first', () => {
    const lowTotal = product({
      id: 'slv-chn-0002',
      sku: 'SLV-CHN-0002',
      title: 'Box chain',
      stock: 2,
      options: [{ name: 'Length', kind: 'size', values: [{ value: '18 in' }] }],
      variants: [variant('SLV-CHN-0002-18', { Length: '18 in' }, 2)],
    });
    const report = lowVariantReport([ring, lowTotal, { ...ring, id: 'slv-rng-0009', status: 'draft' }], 5);
    // The chain is counted already by its own stock (2): only the ring is hidden by its total.
    expect(report.hiddenByTotal).toBe(1);
    expect(report.variants.map((item) => `${item.title} — ${item.label}: ${item.stock}`)).toEqual(['Box chain — 18 in: 2', 'Twisted band — 7 / Rhodium: 3']);
    expect(report.complete).toBe(true);
  });
});

describe('the "low" stock filter', () => {
  const query = (filters: Record<string, string>, q = '') => ({
    q,
    filters,
    sort: { key: 'stock' as const, direction: 'asc' as const },
    after: null,
    before: null,
  });

  beforeEach(() => {
    reads.page.mockReset();
    reads.withOptions.mockReset();
    reads.withOptions.mockResolvedValue({ products: [ring], complete: true });
  });

  it('adds a product whose total is above the threshold when a variant on sale is low, matching the other filters', () => {
    expect(lowByVariant([ring], query({ stock: 'low' }), 5)).toEqual([ring]);
    expect(lowByVariant([ring], query({ stock: 'low', category: 'chains' }), 5)).toEqual([]);
    expect(lowByVariant([ring], query({ stock: 'low', status: 'draft' }), 5)).toEqual([]);
    expect(lowByVariant([ring], query({ stock: 'low' }, 'twisted'), 5)).toEqual([ring]);
    expect(lowByVariant([ring], query({ stock: 'low' }, 'jhumka'), 5)).toEqual([]);
    // At a threshold of 2, size 7 (3) is not low.
    expect(lowByVariant([ring], query({ stock: 'low' }), 2)).toEqual([]);
  });

  it('lists them after the products low by their own stock, on the last page, and counts them', async () => {
    const plain = product({ id: 'slv-ear-0003', sku: 'SLV-EAR-0003', title: 'Jhumka', stock: 1 });
    reads.page.mockResolvedValue({ rows: [plain], total: 1, firstId: plain.id, lastId: plain.id, hasNext: false, hasPrevious: false, cursorLost: false });
    const page = await fetchProductListPage({} as never, query({ stock: 'low' }), 5);
    expect(page.rows.map((row) => row.sku)).toEqual(['SLV-EAR-0003', 'SLV-RNG-0001']);
    expect(page.total).toBe(2);
    expect(page.rows[1]?.variants.map((item) => item.label)).toEqual(['7 / Rhodium', '8 / Rhodium', '9 / Rhodium']);

    // Not on a page with more after it (they come last in the order by stock), but counted.
    reads.page.mockResolvedValue({ rows: [plain], total: 30, firstId: plain.id, lastId: plain.id, hasNext: true, hasPrevious: false, cursorLost: false });
    const first = await fetchProductListPage({} as never, query({ stock: 'low' }), 5);
    expect(first.rows.map((row) => row.sku)).toEqual(['SLV-EAR-0003']);
    expect(first.total).toBe(31);
  });

  it('reads no products with options for other filters, and shows the list when they cannot be read', async () => {
    const plain = product({ id: 'slv-ear-0003', sku: 'SLV-EAR-0003', stock: 1 });
    reads.page.mockResolvedValue({ rows: [plain], total: 1, firstId: plain.id, lastId: plain.id, hasNext: false, hasPrevious: false, cursorLost: false });
    await fetchProductListPage({} as never, query({ stock: 'out' }), 5);
    expect(reads.withOptions).not.toHaveBeenCalled();
    reads.withOptions.mockRejectedValue(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await fetchProductListPage({} as never, query({ stock: 'low' }), 5);
    expect(page.rows).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
