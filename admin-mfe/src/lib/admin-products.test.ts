// The order forms' product search: a product with options is offered as each of its variants on
// sale (its SKU, option values, price and stock), and a variant's exact SKU gives that variant alone.
import { describe, expect, it, vi } from 'vitest';
import type { Product, ProductVariant } from 'shared-data';

const found = vi.hoisted(() => ({ products: [] as unknown[] }));
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  query: (...parts: unknown[]) => parts,
  getDoc: async () => ({ data: () => undefined }),
  getDocs: async () => ({ docs: found.products.map((product) => ({ data: () => product })) }),
}));
vi.mock('shared-data/admin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  productsRef: () => ({}),
  productRef: () => ({}),
}));

const { findProductsForOrder, pickablesOf } = await import('./admin-products');

const variant = (sku: string, size: string, stock: number, status: ProductVariant['status'] = 'active'): ProductVariant => ({
  sku,
  options: { Size: size },
  price: size === '8' ? 760 : 710,
  mrp: null,
  stock,
  weightGrams: null,
  gtin: '',
  images: [],
  status,
});
const ring = {
  id: 'slv-rng-0001',
  sku: 'SLV-RNG-0001',
  title: 'Twisted band',
  price: 710,
  stock: 3,
  minOrderQty: 2,
  status: 'active',
  options: [{ name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }, { value: '9' }] }],
  variants: [variant('SLV-RNG-0001-7', '7', 3), variant('SLV-RNG-0001-8', '8', 0), variant('SLV-RNG-0001-9', '9', 4, 'draft')],
} as unknown as Product;
const jhumka = { ...ring, id: 'slv-ear-0003', sku: 'SLV-EAR-0003', title: 'Jhumka', price: 999, stock: 6, options: [], variants: [] } as unknown as Product;

describe('products for an order line', () => {
  it('offers a product with options as each variant on sale, and a product without as itself', () => {
    expect(pickablesOf(ring)).toEqual([
      {
        id: 'slv-rng-0001',
        sku: 'SLV-RNG-0001-7',
        variantSku: 'SLV-RNG-0001-7',
        variantLabel: '7',
        title: 'Twisted band',
        price: 710,
        stock: 3,
        minOrderQty: 2,
        status: 'active',
      },
      expect.objectContaining({ sku: 'SLV-RNG-0001-8', variantLabel: '8', price: 760, stock: 0 }),
    ]);
    expect(pickablesOf(jhumka)).toEqual([{ id: 'slv-ear-0003', sku: 'SLV-EAR-0003', title: 'Jhumka', price: 999, stock: 6, minOrderQty: 2, status: 'active' }]);
  });

  it('gives the variant whose SKU was typed alone, and every variant for words of the title', async () => {
    found.products = [jhumka, ring];
    expect((await findProductsForOrder({} as never, 'slv-rng-0001-8')).map((line) => line.sku)).toEqual(['SLV-RNG-0001-8', 'SLV-EAR-0003']);
    expect((await findProductsForOrder({} as never, 'band')).map((line) => line.sku)).toEqual(['SLV-EAR-0003', 'SLV-RNG-0001-7', 'SLV-RNG-0001-8']);
  });
});
