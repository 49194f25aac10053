// The stock list shows a product with options with its variants' stock, each marked low or out by
// the settings' threshold and opening the product's stock page on that variant; the product list's
// column names only the variants low on stock.
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import type { RemoteLoaderArgs } from 'shared-data';
import { describe, expect, it, vi } from 'vitest';
import type { ProductRow } from '../lib/admin-products';

const row = (change: Partial<ProductRow>): ProductRow => ({
  id: 'slv-ear-0003',
  sku: 'SLV-EAR-0003',
  slug: 'jhumka',
  title: 'Jhumka',
  category: 'Earrings',
  categorySlug: 'earrings',
  subCategory: '',
  subCategoryId: '',
  price: 999,
  mrp: null,
  stock: 1,
  status: 'active',
  featured: false,
  hasOptions: false,
  variants: [],
  image: null,
  updatedAt: null,
  ...change,
});

const ring = row({
  id: 'slv-rng-0001',
  sku: 'SLV-RNG-0001',
  title: 'Twisted band',
  stock: 23,
  hasOptions: true,
  variants: [
    { sku: 'SLV-RNG-0001-7-RH', label: '7 / Rhodium', stock: 3, status: 'active' },
    { sku: 'SLV-RNG-0001-8-RH', label: '8 / Rhodium', stock: 20, status: 'active' },
    { sku: 'SLV-RNG-0001-9-RH', label: '9 / Rhodium', stock: 0, status: 'active' },
    { sku: 'SLV-RNG-0001-10-RH', label: '10 / Rhodium', stock: 0, status: 'draft' },
  ],
});

vi.mock('../lib/admin-products', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  fetchProductListContext: async () => ({ categories: [], threshold: 5, rounding: 'rupee' }),
  fetchProductListPage: async () => ({
    rows: [row({}), ring],
    total: 2,
    firstId: 'slv-ear-0003',
    lastId: 'slv-rng-0001',
    hasNext: false,
    hasPrevious: false,
    cursorLost: false,
    sortedBy: 'stock',
  }),
}));

const { default: route } = await import('./inventory');
const { VariantStockList } = await import('../features/products/components/product-list-parts');

describe('the stock list', () => {
  it('shows each variant’s stock with its mark, each opening the stock page on that variant', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/admin/inventory',
          loader: (args) => route.loader!({ ...args, context: { db: {} } } as unknown as RemoteLoaderArgs),
          Component: route.Component,
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/admin/inventory?stock=low'] },
    );
    render(<RouterProvider router={router} />);
    const table = await screen.findByRole('table', { name: 'Stock' });
    expect(within(table).getByRole('columnheader', { name: 'Variants' })).toBeInTheDocument();
    const variants = within(table).getByRole('list', { name: 'Stock of each variant of Twisted band' });
    expect(
      within(variants)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['7 / Rhodium: 3 Low', '8 / Rhodium: 20', '9 / Rhodium: 0 Out', '10 / Rhodium: 0 (draft)']);
    expect(within(variants).getByRole('link', { name: '9 / Rhodium' })).toHaveAttribute('href', '/admin/inventory/slv-rng-0001?variant=SLV-RNG-0001-9-RH');
    // A product without options has no variants to list; its own figure carries the mark.
    expect(within(table).getByRole('row', { name: /Jhumka/ })).toHaveTextContent('1 Low—');
  });

  it('names only the variants low on stock in the product list’s column', () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <VariantStockList productId={ring.id} title={ring.title} variants={ring.variants} threshold={5} only="low" /> }],
      { initialEntries: ['/admin/products'] },
    );
    render(<RouterProvider router={router} />);
    const low = screen.getByRole('list', { name: 'Variants low on stock of Twisted band' });
    // Lowest first; the draft is not sold, so not low.
    expect(
      within(low)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['9 / Rhodium: 0 Out', '7 / Rhodium: 3 Low']);
  });
});
