// The money actions of the admin's order page: a payment recorded with the due amount prefilled,
// confirming a quoted order with its shipping (required; ₹0 said as free shipping), and an order
// edit that shows the new totals before it is saved; and a step refused because someone else moved
// the order, told with the shared conflict notice.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import { toOrder } from 'shared-data/shopper';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  recordPayment: vi.fn(async (_input: unknown) => ({ paymentId: 'p1', status: 'partly_paid', paid: 1000, refunded: 0, due: 3610 })),
  setOrderStatus: vi.fn(async (_input: unknown) => ({ status: 'confirmed', restocked: 0, emailQueued: true })),
  editOrder: vi.fn(async (_input: unknown) => ({ orderId: 'o1', total: 5000, stockChange: 2, emailQueued: false })),
}));
vi.mock('../../../lib/admin-callables', () => ({
  AdminCallError: class extends Error {
    constructor(
      readonly code: string,
      message: string,
      readonly conflict = false,
    ) {
      super(message);
    }
  },
  recordPayment: calls.recordPayment,
  sendPaymentReminder: vi.fn(),
  setOrderStatus: calls.setOrderStatus,
  editOrder: calls.editOrder,
}));
vi.mock('../../../lib/signed-in-db', () => ({ loadSignedInDb: async () => ({}) }));

const { OrderPayments } = await import('./order-payments');
const { OrderStatusActions, SHIPPING_REQUIRED } = await import('./order-status-actions');
const { OrderEdit } = await import('./order-edit');

const order = (data: Record<string, unknown> = {}) =>
  toOrder('o1', {
    number: 'SO-2026-000042',
    status: 'confirmed',
    items: [{ productId: 'slv-rng-0001', sku: 'SLV-RNG-0001', title: 'Twisted band', price: 710, quantity: 6, lineTotal: 4260 }],
    subtotal: 4260,
    shipping: 350,
    shippingState: 'quoted',
    total: 4610,
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    payment: { status: 'unpaid', paid: 0, refunded: 0, credited: 0, due: 4610, overpaid: 0 },
    ...data,
  });

function renderIn(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/admin/orders/o1'] });
  render(<RouterProvider router={router} />);
}

beforeEach(() => Object.values(calls).forEach((call) => call.mockClear()));

describe('OrderPayments', () => {
  it('records a payment with the due amount and today prefilled, and says what is due after it', async () => {
    const user = userEvent.setup();
    renderIn(<OrderPayments order={order()} payments={[]} today="2026-11-22" />);
    expect(screen.getByRole('heading', { name: 'Payment Unpaid' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const form = screen.getByRole('form', { name: 'Record payment' });
    expect(within(form).getByRole('textbox', { name: /Amount/ })).toHaveValue('4610');
    expect(within(form).getByLabelText('Received on')).toHaveValue('2026-11-22');
    await user.clear(within(form).getByRole('textbox', { name: /Amount/ }));
    await user.type(within(form).getByRole('textbox', { name: /Amount/ }), '1000');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(within(form).getByRole('textbox', { name: /Reference/ })).toHaveAccessibleDescription(/Enter the payment’s reference/);
    await user.type(within(form).getByRole('textbox', { name: /Reference/ }), 'HDFCN52026112212345');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(calls.recordPayment).toHaveBeenCalledWith({
        orderId: 'o1',
        kind: 'payment',
        amount: 1000,
        method: 'bank_transfer',
        reference: 'HDFCN52026112212345',
        receivedOn: '2026-11-22',
        note: '',
      }),
    );
    expect(await screen.findByText('Payment of ₹1,000 recorded. The order is now partly paid; ₹3,610 is due.')).toBeInTheDocument();
  });

  it('lists the payments and refunds recorded', () => {
    renderIn(
      <OrderPayments
        order={order({ payment: { status: 'partly_paid', paid: 1000, refunded: 0, credited: 0, due: 3610, overpaid: 0 } })}
        payments={[
          {
            id: 'p1',
            kind: 'payment',
            amount: 1000,
            method: 'upi',
            reference: '431212345678',
            receivedOn: '2026-11-21',
            note: '',
            recordedAt: null,
            by: 'a',
            byEmail: 'admin@example.com',
            source: 'admin',
          },
        ]}
        today="2026-11-22"
      />,
    );
    const row = screen.getByRole('row', { name: /431212345678/ });
    expect(row).toHaveTextContent('21 November 2026');
    expect(row).toHaveTextContent('UPI');
    expect(row).toHaveTextContent('₹1,000');
    expect(row).toHaveTextContent('admin@example.com');
  });
});

describe('OrderStatusActions for an order whose shipping is quoted', () => {
  it('asks for the shipping charge before confirming, and takes ₹0 as free shipping', async () => {
    const user = userEvent.setup();
    renderIn(<OrderStatusActions orderId="o1" number="SO-2026-000042" status="pending_confirmation" pieces={6} shippingToQuote totalWithoutShipping={4260} />);
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    const form = screen.getByRole('form', { name: 'Confirm order' });
    await user.click(within(form).getByRole('button', { name: 'Confirm order' }));
    expect(await within(form).findByRole('textbox', { name: 'Shipping charge (₹)' })).toHaveAccessibleDescription(
      new RegExp(SHIPPING_REQUIRED.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    expect(calls.setOrderStatus).not.toHaveBeenCalled();
    await user.type(within(form).getByRole('textbox', { name: 'Shipping charge (₹)' }), '0');
    expect(within(form).getByRole('status')).toHaveTextContent('Free shipping (₹0). The order total becomes ₹4,260.');
    await user.click(within(form).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(calls.setOrderStatus).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'o1', status: 'confirmed', shipping: 0 })));
  });
});

describe('OrderStatusActions when someone else moved the order', () => {
  it('says so with the conflict notice and reloads the order', async () => {
    const user = userEvent.setup();
    const { AdminCallError } = await import('../../../lib/admin-callables');
    const refusal = 'Order SO-2026-000042 is now "Packed" (it was "Confirmed" when you opened it): someone else changed it. Reload to see its current state.';
    calls.setOrderStatus.mockRejectedValueOnce(new AdminCallError('failed-precondition', refusal, true));
    renderIn(<OrderStatusActions orderId="o1" number="SO-2026-000042" status="confirmed" pieces={6} />);
    await user.click(screen.getByRole('button', { name: 'Mark packed' }));
    const notice = await screen.findByRole('alert', { name: 'Someone else changed this order' });
    expect(notice).toHaveTextContent('Someone else changed this order after you opened it. Your step was not made.');
    expect(screen.getByText(refusal)).toHaveAttribute('role', 'alert');
    await user.click(within(notice).getByRole('button', { name: 'Reload the order' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Someone else changed this order' })).toBeNull());
  });
});

describe('OrderEdit', () => {
  it('shows the new totals before saving, and saves quantities, discount and shipping', async () => {
    const user = userEvent.setup();
    renderIn(<OrderEdit order={order()} onClose={() => undefined} onSaved={() => undefined} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Twisted band' });
    await user.clear(quantity);
    await user.type(quantity, '8');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Discount' }), 'percent');
    await user.type(screen.getByRole('textbox', { name: 'Percentage' }), '10');
    await user.type(screen.getByRole('textbox', { name: /Reason for the discount/ }), 'Festive offer');
    // 8 × 710 = 5,680; 10% off = 568; shipping 350.
    expect(screen.getByText(/New total/).nextElementSibling).toHaveTextContent('₹5,462 (now ₹4,610)');
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() =>
      expect(calls.editOrder).toHaveBeenCalledWith({
        orderId: 'o1',
        expectedUpdatedAt: '2026-11-20T10:00:00.000Z',
        items: [{ productId: 'slv-rng-0001', quantity: 8 }],
        discount: { kind: 'percent', value: 10, reason: 'Festive offer' },
        shipping: 350,
      }),
    );
  });
});
