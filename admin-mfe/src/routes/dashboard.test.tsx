// The dashboard's low-stock card counts a product with options as low when a variant on sale is at
// or below the threshold (even with its total above it) and names those variants, each opening the
// product's stock page on it.
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import type { Product, ProductVariant, RemoteLoaderArgs } from 'shared-data';
import { describe, expect, it, vi } from 'vitest';

const variant = (sku: string, size: string, stock: number): ProductVariant => ({
  sku,
  options: { Size: size },
  price: 1299,
  mrp: null,
  stock,
  weightGrams: null,
  gtin: '',
  images: [],
  status: 'active',
});
const ring = {
  id: 'slv-rng-0001',
  sku: 'SLV-RNG-0001',
  title: 'Twisted band',
  status: 'active',
  stock: 20,
  options: [{ name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }] }],
  variants: [variant('SLV-RNG-0001-7', '7', 0), variant('SLV-RNG-0001-8', '8', 20)],
} as unknown as Product;

vi.mock('shared-data', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  fetchSiteSettings: async () => ({ settings: { inventory: { lowStockThreshold: 5 } }, source: 'stored' }),
}));
vi.mock('../lib/badges', () => ({
  fetchAdminBadges: async () => ({ pendingOrders: 0, unpaidOrders: 0, newMessages: 0, lowStock: 2, pendingReviews: 0 }),
}));
vi.mock('../lib/admin-mail', async (importOriginal) => ({ ...(await importOriginal<Record<string, unknown>>()), fetchFailedMail: async () => [] }));
vi.mock('../lib/variant-stock', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  fetchProductsWithOptions: async () => ({ products: [ring], complete: true }),
}));
vi.mock('../lib/admin-dashboard', async (importOriginal) => {
  const period = { orders: 0, takings: 0 };
  return {
    ...(await importOriginal<Record<string, unknown>>()),
    fetchDashboardFigures: async () => ({
      today: period,
      week: period,
      month: period,
      previousMonth: period,
      byStatus: {
        pending_confirmation: 0,
        confirmed: 0,
        packed: 0,
        shipped: 0,
        delivered: 0,
        cancelled: 0,
        returned: 0,
        refunded: 0,
      },
      newCustomers: 0,
      recent: [],
      daily: [],
      topProducts: [],
    }),
  };
});
vi.mock('../hooks/use-live-revalidation', () => ({ useLiveRevalidation: () => undefined }));

const { default: route } = await import('./dashboard');

describe('the dashboard’s low stock', () => {
  it('counts a product low by a variant with those low by their own stock, and names the variant', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/admin',
          loader: (args) => route.loader!({ ...args, context: { db: {} } } as unknown as RemoteLoaderArgs),
          Component: route.Component,
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/admin'] },
    );
    render(<RouterProvider router={router} />);
    const attention = await screen.findByRole('list', { name: 'Needs attention' });
    const card = within(attention).getByText('Products with 5 or fewer in stock (or a variant with so few)').closest('li')!;
    // 2 by their own stock, and the ring (20 in all, size 7 out of stock).
    expect(card).toHaveTextContent(/so few\)3/);
    const named = within(card).getByRole('list', { name: 'Variants low on stock' });
    expect(named).toHaveTextContent('Twisted band — 7: out of stock');
    expect(within(named).getByRole('link', { name: 'Twisted band — 7' })).toHaveAttribute('href', '/admin/inventory/slv-rng-0001?variant=SLV-RNG-0001-7');
    expect(within(card).getByRole('link', { name: 'See low stock' })).toHaveAttribute('href', '/admin/inventory?stock=low&status=active');
  });
});
