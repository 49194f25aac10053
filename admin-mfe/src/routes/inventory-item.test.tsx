// A product with options on its stock page: its variants' stock with their low/out marks, the
// adjustment of a chosen variant (pre-chosen by `?variant=SKU`, asked for otherwise) sent to
// adjustStock with the variant's SKU and the variant's stock as the expected one, and each movement
// named by its variant.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import type { Product, ProductVariant, RemoteLoaderArgs } from 'shared-data';
import type { StockMovement } from 'shared-data/admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  adjustStock: vi.fn(async (_input: unknown) => ({ productId: 'slv-rng-0001', variantSku: 'SLV-RNG-0001-7-RH', stock: 2, movementId: 'm9' })),
}));
vi.mock('../lib/admin-callables', () => ({
  AdminCallError: class extends Error {},
  adjustStock: calls.adjustStock,
}));
vi.mock('shared-data', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  fetchSiteSettings: async () => ({ settings: { inventory: { lowStockThreshold: 5 } }, source: 'stored' }),
}));

const variant = (sku: string, size: string, stock: number, status: ProductVariant['status'] = 'active'): ProductVariant => ({
  sku,
  options: { Size: size, Plating: 'Rhodium' },
  price: 1299,
  mrp: null,
  stock,
  weightGrams: null,
  gtin: '',
  images: [],
  status,
});

// 3 + 20 on sale; size 9 is a draft.
const ring = {
  id: 'slv-rng-0001',
  sku: 'SLV-RNG-0001',
  title: 'Twisted band',
  stock: 23,
  status: 'active',
  options: [
    { name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }, { value: '9' }] },
    { name: 'Plating', kind: 'text', values: [{ value: 'Rhodium' }] },
  ],
  variants: [variant('SLV-RNG-0001-7-RH', '7', 3), variant('SLV-RNG-0001-8-RH', '8', 20), variant('SLV-RNG-0001-9-RH', '9', 0, 'draft')],
} as unknown as Product;

const movement = (id: string, change: Partial<StockMovement>): StockMovement => ({
  id,
  variantSku: '',
  change: -1,
  stockAfter: 3,
  reason: 'order',
  note: '',
  orderId: '',
  orderNumber: '',
  byEmail: 'admin@example.com',
  at: '2026-11-20T10:00:00.000Z',
  ...change,
});

vi.mock('../lib/admin-products', () => ({ fetchAdminProduct: async () => ring }));
vi.mock('../lib/admin-inventory', () => ({
  fetchStockMovements: async () => ({
    rows: [
      movement('m1', { variantSku: 'SLV-RNG-0001-7-RH', change: -2, stockAfter: 3 }),
      movement('m2', { variantSku: 'SLV-RNG-0001-10-RH', change: 5, stockAfter: 5, reason: 'received' }),
    ],
    total: 2,
    firstId: 'm1',
    lastId: 'm2',
    hasNext: false,
    hasPrevious: false,
    cursorLost: false,
  }),
}));

const { default: route } = await import('./inventory-item');

async function renderPage(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/inventory/:productId',
        loader: (args) => route.loader!({ ...args, context: { db: {} } } as unknown as RemoteLoaderArgs),
        Component: route.Component,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: 'Twisted band' });
  return { user: userEvent.setup(), form: screen.getByRole('form', { name: 'Adjust stock' }) };
}

beforeEach(() => calls.adjustStock.mockClear());

describe('the stock page of a product with options', () => {
  it('lists each variant’s stock, adjusts the variant the address names, and names the variant of each movement', async () => {
    const { user, form } = await renderPage('/admin/inventory/slv-rng-0001?variant=slv-rng-0001-7-rh');
    expect(screen.getByText(/SKU SLV-RNG-0001 · 23 in stock across 3 variants/)).toHaveTextContent('1 variant low (threshold 5)');
    const variants = screen.getByRole('table', { name: 'Stock of each variant' });
    expect(within(variants).getByRole('row', { name: /^7 \/ Rhodium/ })).toHaveTextContent('SLV-RNG-0001-7-RH3 Low');
    expect(within(variants).getByRole('row', { name: /^9 \/ Rhodium/ })).toHaveTextContent('No (draft)');
    expect(within(variants).getByRole('link', { name: '8 / Rhodium' })).toHaveAttribute('href', '/admin/inventory/slv-rng-0001?variant=SLV-RNG-0001-8-RH');

    // Chosen from the address (any case), with its own stock.
    expect(within(form).getByRole('combobox', { name: /^Variant/ })).toHaveValue('SLV-RNG-0001-7-RH');
    expect(form).toHaveTextContent('7 / Rhodium in stock now: 3');
    await user.type(within(form).getByRole('textbox', { name: 'Pieces in or out' }), '-1');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'damaged');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() =>
      expect(calls.adjustStock).toHaveBeenCalledWith({
        productId: 'slv-rng-0001',
        variantSku: 'SLV-RNG-0001-7-RH',
        change: -1,
        reason: 'damaged',
        note: '',
        expectedStock: 3,
      }),
    );
    expect(await within(form).findByText('Stock of Twisted band 7 / Rhodium is now 2.')).toBeInTheDocument();
    // The next change is most likely the same variant's.
    expect(within(form).getByRole('combobox', { name: /^Variant/ })).toHaveValue('SLV-RNG-0001-7-RH');

    const history = screen.getByRole('table', { name: 'Stock movements' });
    expect(within(history).getByRole('columnheader', { name: 'Variant' })).toBeInTheDocument();
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('7 / Rhodium');
    // A variant the product no longer has is named by the SKU it was recorded with.
    expect(within(history).getAllByRole('row')[2]).toHaveTextContent('SLV-RNG-0001-10-RH');
  });

  it('asks which variant first when the address names none, then sends that variant’s stock as the expected one', async () => {
    const { user, form } = await renderPage('/admin/inventory/slv-rng-0001');
    const choice = within(form).getByRole('combobox', { name: /^Variant/ });
    expect(choice).toHaveValue('');
    expect(form).toHaveTextContent('Choose a variant to see its stock.');
    await user.type(within(form).getByRole('textbox', { name: 'Pieces in or out' }), '10');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'received');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(form).findByText('Choose the variant whose stock changes.')).toBeInTheDocument();
    expect(choice).toHaveAttribute('aria-invalid', 'true');
    expect(calls.adjustStock).not.toHaveBeenCalled();

    await user.selectOptions(choice, '8 / Rhodium (SLV-RNG-0001-8-RH): 20 in stock');
    expect(form).toHaveTextContent('8 / Rhodium in stock now: 20');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() =>
      expect(calls.adjustStock).toHaveBeenCalledWith(expect.objectContaining({ variantSku: 'SLV-RNG-0001-8-RH', change: 10, expectedStock: 20 })),
    );
  });
});
