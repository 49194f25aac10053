// The CSV import explains the variant rows a product with options exports, and takes the shop's own
// export again: each product sent with its variants, read from its variant rows.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryInfo, Product } from 'shared-data';
import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ importProducts: vi.fn(async (rows: unknown[]) => ({ created: 0, updated: 0, unchanged: rows.length })) }));
vi.mock('../../../lib/admin-callables', () => ({ importProducts: calls.importProducts }));

const { ProductImport } = await import('./product-import');
const { productsCsv } = await import('../lib/products-csv');

const categories: CategoryInfo[] = [
  { slug: 'rings', name: 'Rings', order: 0, description: '', image: null, productCount: 1, subcategories: [], updatedAt: null },
];

const ring = {
  id: 'slv-rng-0001',
  sku: 'SLV-RNG-0001',
  slug: 'twisted-band',
  title: 'Twisted band',
  price: 1299,
  mrp: null,
  stock: 3,
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
  searchKeywords: [],
  seo: { title: '', description: '', image: '' },
  options: [{ name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }] }],
  variants: [
    { sku: 'SLV-RNG-0001-7', options: { Size: '7' }, price: 1299, mrp: null, stock: 3, weightGrams: null, gtin: '', images: [], status: 'active' },
    { sku: 'SLV-RNG-0001-8', options: { Size: '8' }, price: 1399, mrp: null, stock: 0, weightGrams: null, gtin: '', images: [], status: 'active' },
  ],
} satisfies Product;

describe('the product import', () => {
  it('says how variants are exported, and imports an export again with its variants', async () => {
    const user = userEvent.setup();
    render(<ProductImport categories={categories} />);
    const help = screen.getByRole('region', { name: '1. Prepare the file' });
    expect(help).toHaveTextContent('variant_options (for example Size=7; Plating=Rhodium)');
    expect(help).toHaveTextContent("Variant rows import as the product's variants");

    await user.upload(screen.getByLabelText('CSV file'), new File([productsCsv([ring])], 'products.csv', { type: 'text/csv' }));
    const checked = await screen.findByText(/ready to import/);
    expect(checked).toHaveAttribute('role', 'status');
    expect(checked).toHaveTextContent('products.csv: 1 product with 2 variants checked, ready to import.');
    await user.click(screen.getByRole('button', { name: 'Import 1 product' }));
    await waitFor(() => expect(calls.importProducts).toHaveBeenCalledTimes(1));
    expect(calls.importProducts.mock.calls[0]![0]).toEqual([
      expect.objectContaining({
        sku: 'SLV-RNG-0001',
        price: 1299,
        stock: 3,
        options: [{ name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }] }],
        variants: [
          { sku: 'SLV-RNG-0001-7', options: { Size: '7' }, price: 1299, stock: 3, status: 'active' },
          { sku: 'SLV-RNG-0001-8', options: { Size: '8' }, price: 1399, stock: 0, status: 'active' },
        ],
      }),
    ]);
  });
});
