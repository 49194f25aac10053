import { describe, expect, it } from 'vitest';
import { normalizePaymentReference, paymentOf, upiPayUrl } from './payments';
import { discountAmount, discountPerLine, orderTotals } from './order-totals';
import { parseRupees, splitPaise } from './money';

describe('an order’s payment', () => {
  it('goes unpaid → partly paid → paid as money comes in', () => {
    expect(paymentOf(10_350, {})).toMatchObject({ status: 'unpaid', due: 10_350 });
    expect(paymentOf(10_350, { paid: 5000 })).toMatchObject({ status: 'partly_paid', paid: 5000, due: 5350 });
    expect(paymentOf(10_350, { paid: 10_350 })).toMatchObject({ status: 'paid', due: 0, overpaid: 0 });
  });

  it('counts credit notes off what is owed, and refunds off what was paid', () => {
    // Paid in full, then ₹2,000 of goods returned and credited: ₹2,000 to give back.
    expect(paymentOf(10_000, { paid: 10_000, credited: 2000 })).toMatchObject({ status: 'paid', due: 0, overpaid: 2000 });
    expect(paymentOf(10_000, { paid: 10_000, credited: 2000, refunded: 2000 })).toMatchObject({ status: 'partly_refunded', due: 0, overpaid: 0 });
    expect(paymentOf(10_000, { paid: 10_000, credited: 10_000, refunded: 10_000 })).toMatchObject({ status: 'refunded', due: 0 });
  });

  it('adds in paise: ten payments of ₹0.10 pay ₹1 exactly', () => {
    expect(paymentOf(1, { paid: Array.from({ length: 10 }, () => 0.1).reduce((a, b) => a + b, 0) }).status).toBe('paid');
  });
});

describe('amounts people type', () => {
  it.each([
    ['1250', 1250],
    ['1,250.50', 1250.5],
    ['₹ 99.9', 99.9],
    [350, 350],
    ['0', 0],
  ])('reads %j as ₹%s', (typed, rupees) => expect(parseRupees(typed)).toBe(rupees));
  it.each(['-5', '12.345', 'abc', '', '1e3', Infinity, NaN, '100000001'])('refuses %j', (typed) => expect(parseRupees(typed)).toBeNull());
});

describe('order totals', () => {
  const lines = [{ lineTotal: 1000 }, { lineTotal: 333.33 }];
  it('take a discount by amount or percent, never more than the subtotal', () => {
    expect(orderTotals(lines, { kind: 'percent', value: 10, reason: 'Regular buyer' }, 350)).toEqual({
      subtotal: 1333.33,
      discount: 133.33,
      shipping: 350,
      total: 1550,
    });
    expect(discountAmount(100, { kind: 'amount', value: 500, reason: 'x' })).toBe(100);
    expect(orderTotals(lines, null, null)).toEqual({ subtotal: 1333.33, discount: 0, shipping: null, total: 1333.33 });
  });
  it('share a discount over the lines in proportion, adding up exactly', () => {
    const shares = discountPerLine([{ lineTotal: 100 }, { lineTotal: 100 }, { lineTotal: 100 }], 1);
    expect(shares).toEqual([0.34, 0.33, 0.33]);
    expect(splitPaise(7, [1, 1])).toEqual([4, 3]);
  });
});

describe('the UPI link', () => {
  it('asks for the exact amount, with the order number as the note', () => {
    const url = upiPayUrl({ vpa: 'rajatmaya@hdfcbank', payeeName: 'Rajatmaya Silver', amount: 10_350, note: 'Order SO-2026-000123' });
    expect(url).toBe('upi://pay?pa=rajatmaya%40hdfcbank&pn=Rajatmaya%20Silver&am=10350.00&cu=INR&tn=Order%20SO-2026-000123');
  });
  it('compares references without spaces, dashes or case', () => {
    expect(normalizePaymentReference(' utr-4321 9876 ')).toBe('UTR43219876');
  });
});
