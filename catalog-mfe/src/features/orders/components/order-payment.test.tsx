import { render, screen } from '@testing-library/react';
import { defaultSiteSettings } from 'shared-data';
import { toOrder, upiPayUrl } from 'shared-data/shopper';
import { qrCodeOf } from '../../../lib/qr-code';
import { OrderPayment } from './order-payment';

const orderOf = (data: Record<string, unknown>) =>
  toOrder('o1', {
    number: 'SO-2026-000042',
    status: 'confirmed',
    subtotal: 4260,
    shipping: 350,
    total: 4610,
    shippingState: 'quoted',
    paymentPreference: 'upi',
    ...data,
  });

describe('OrderPayment', () => {
  it('asks a confirmed order for the amount due: a UPI link and QR code for exactly it, and the bank account', () => {
    const order = orderOf({ payment: { status: 'partly_paid', paid: 1000, refunded: 0, credited: 0, due: 3610, overpaid: 0 } });
    const { upi, bankTransfer } = defaultSiteSettings.payments;
    const url = upiPayUrl({ vpa: upi.vpa, payeeName: upi.payeeName, amount: 3610, note: order.number });
    render(<OrderPayment order={order} instructions={{ bank: bankTransfer, upi: { url, vpa: upi.vpa, payeeName: upi.payeeName, qr: qrCodeOf(url) } }} />);
    expect(screen.getByText('Partly paid')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to pay ₹3,610' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Pay ₹3,610 with a UPI app' });
    expect(link).toHaveAttribute('href', url);
    expect(link.getAttribute('href')).toContain('am=3610.00');
    expect(link.getAttribute('href')).toContain('tn=SO-2026-000042');
    expect(screen.getByRole('img', { name: /UPI QR code to pay ₹3,610/ })).toBeInTheDocument();
    expect(screen.getByText(bankTransfer.ifsc)).toBeInTheDocument();
    expect(screen.getByText(bankTransfer.accountNumber)).toBeInTheDocument();
  });

  it('asks nothing before the shop confirms, and nothing once paid', () => {
    const { rerender } = render(
      <OrderPayment
        order={orderOf({ status: 'pending_confirmation', shippingState: 'to_quote', shipping: 0, total: 4260 })}
        instructions={{ bank: null, upi: null }}
      />,
    );
    expect(screen.getByText(/You pay once the shop confirms your order and its shipping charge/)).toBeInTheDocument();
    expect(screen.getByText('₹4,260 plus shipping')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /How to pay/ })).toBeNull();
    rerender(
      <OrderPayment
        order={orderOf({ payment: { status: 'paid', paid: 4610, refunded: 0, credited: 0, due: 0, overpaid: 0 } })}
        instructions={{ bank: null, upi: null }}
      />,
    );
    expect(screen.getByText('Paid', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /How to pay/ })).toBeNull();
  });
});
