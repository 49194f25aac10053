// Adding a product with options to an order the shop enters or edits: the picker offers each variant
// on sale as its own result ("Title — 7 / Rhodium", its SKU, price and stock; out of stock marked),
// the line names its variant under the title, lines are keyed by SKU (two variants of one product
// are two lines), and the callables get each line's variantSku.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import { toOrder } from 'shared-data/shopper';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickableProduct } from '../../../lib/admin-products';

const calls = vi.hoisted(() => ({
  createShopOrder: vi.fn(async (_input: unknown) => ({ orderId: 'o9', number: 'SO-2026-000099', uid: 'u9', newCustomer: true })),
  editOrder: vi.fn(async (_input: unknown) => ({ orderId: 'o1', total: 7000, stockChange: 2, emailQueued: false })),
  findProductsForOrder: vi.fn(async (_db: unknown, _text: string): Promise<PickableProduct[]> => []),
}));
vi.mock('../../../lib/admin-callables', () => ({
  AdminCallError: class extends Error {},
  createShopOrder: calls.createShopOrder,
  editOrder: calls.editOrder,
}));
vi.mock('../../../lib/admin-products', () => ({ findProductsForOrder: calls.findProductsForOrder }));
vi.mock('../../../lib/admin-customers', () => ({ fetchCustomer: vi.fn(), fetchCustomerPage: vi.fn() }));
vi.mock('../../../lib/signed-in-db', () => ({ loadSignedInDb: async () => ({}) }));

const { NewOrderForm } = await import('./new-order-form');
const { OrderEdit } = await import('./order-edit');

const ringVariant = (size: string, stock: number): PickableProduct => ({
  id: 'slv-rng-0001',
  sku: `SLV-RNG-0001-${size}-RH`,
  title: 'Twisted band',
  variantSku: `SLV-RNG-0001-${size}-RH`,
  variantLabel: `${size} / Rhodium`,
  price: 710,
  stock,
  minOrderQty: 1,
  status: 'active',
});

function renderIn(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/admin/orders/new'] });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

async function findProducts(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Add a product (SKU or title)' }), text);
  await user.click(within(screen.getByRole('search', { name: 'Add a product (SKU or title)' })).getByRole('button', { name: 'Find' }));
  return screen.findByRole('list', { name: 'Products found' });
}

beforeEach(() => {
  Object.values(calls).forEach((call) => call.mockClear());
  calls.findProductsForOrder.mockResolvedValue([ringVariant('7', 3), ringVariant('8', 0)]);
});

describe('a new order with a product with options', () => {
  it('adds two variants of one product as two lines and sends each with its variant', async () => {
    const user = renderIn(<NewOrderForm />);
    await user.click(screen.getByRole('radio', { name: /A new customer/ }));
    await user.type(screen.getByRole('textbox', { name: "Customer's name" }), 'Meera Iyer');
    await user.type(screen.getByRole('textbox', { name: "Customer's e-mail" }), 'meera@example.com');
    await user.type(screen.getByRole('textbox', { name: "Customer's phone" }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Meera Iyer');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: 'Address (house, street)' }), '12 MG Road');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Bengaluru');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'Karnataka');
    await user.type(screen.getByRole('textbox', { name: 'PIN code' }), '560001');

    const found = await findProducts(user, 'twisted band');
    expect(within(screen.getByRole('search', { name: 'Add a product (SKU or title)' })).getByRole('status')).toHaveTextContent(
      '2 products and variants found.',
    );
    expect(within(found).getAllByRole('listitem')[0]).toHaveTextContent('Twisted band — 7 / Rhodium SKU SLV-RNG-0001-7-RH · ₹710 · 3 in stock');
    // Out of stock, marked.
    expect(within(found).getAllByRole('listitem')[1]).toHaveTextContent('Twisted band — 8 / Rhodium SKU SLV-RNG-0001-8-RH · ₹710 · Out of stock');
    await user.click(within(found).getByRole('button', { name: 'Add SLV-RNG-0001-7-RH' }));
    expect(within(found).getByRole('button', { name: 'In the order' })).toBeDisabled();
    await user.click(within(found).getByRole('button', { name: 'Add SLV-RNG-0001-8-RH' }));

    const lines = screen.getByRole('list', { name: 'Products in the order' });
    expect(within(lines).getAllByRole('listitem')[0]).toHaveTextContent('Twisted band 7 / Rhodium SKU SLV-RNG-0001-7-RH · ₹710 each');
    await user.clear(within(lines).getByRole('spinbutton', { name: 'Quantity of Twisted band (7 / Rhodium)' }));
    await user.type(within(lines).getByRole('spinbutton', { name: 'Quantity of Twisted band (7 / Rhodium)' }), '2');
    expect(within(lines).getByRole('button', { name: 'Remove Twisted band (8 / Rhodium)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enter the order' }));
    await waitFor(() => expect(calls.createShopOrder).toHaveBeenCalled());
    expect(calls.createShopOrder.mock.calls[0]![0]).toMatchObject({
      items: [
        { productId: 'slv-rng-0001', variantSku: 'SLV-RNG-0001-7-RH', quantity: 2 },
        { productId: 'slv-rng-0001', variantSku: 'SLV-RNG-0001-8-RH', quantity: 1 },
      ],
    });
  });
});

describe('an order edit adding a variant', () => {
  it('adds another variant of a product already in the order as a line of its own, sent with its variant', async () => {
    const order = toOrder('o1', {
      number: 'SO-2026-000042',
      status: 'confirmed',
      items: [
        {
          productId: 'slv-rng-0001',
          sku: 'SLV-RNG-0001-7-RH',
          variantSku: 'SLV-RNG-0001-7-RH',
          variantLabel: '7 / Rhodium',
          title: 'Twisted band',
          price: 710,
          quantity: 6,
          lineTotal: 4260,
        },
      ],
      subtotal: 4260,
      shipping: 350,
      shippingState: 'quoted',
      total: 4610,
      updatedAt: new Date('2026-11-20T10:00:00Z'),
      payment: { status: 'unpaid', paid: 0, refunded: 0, credited: 0, due: 4610, overpaid: 0 },
    });
    const user = renderIn(<OrderEdit order={order} onClose={() => undefined} onSaved={() => undefined} />);
    const found = await findProducts(user, 'SLV-RNG-0001');
    // Size 7 is in the order already: keyed by its SKU, not the product.
    expect(within(found).getByRole('button', { name: 'In the order' })).toBeDisabled();
    await user.click(within(found).getByRole('button', { name: 'Add SLV-RNG-0001-8-RH' }));
    const lines = screen.getByRole('table', { name: 'Lines of the edited order' });
    expect(within(lines).getByRole('rowheader', { name: /^Twisted band 8 \/ Rhodium/ })).toHaveTextContent('added (priced by the shop on save)');
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() =>
      expect(calls.editOrder).toHaveBeenCalledWith(
        expect.objectContaining({
          items: [
            { productId: 'slv-rng-0001', variantSku: 'SLV-RNG-0001-7-RH', quantity: 6 },
            { productId: 'slv-rng-0001', variantSku: 'SLV-RNG-0001-8-RH', quantity: 1 },
          ],
        }),
      ),
    );
  });
});
