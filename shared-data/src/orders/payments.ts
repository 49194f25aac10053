// How an order is paid: its payment status from what was paid and refunded against its total, the
// ways the shop takes money, and the UPI link for the exact amount due. Shared by the functions
// (recordPayment, the gateway's webhook), the admin's order page and the customer's. No Firebase import.
import { fromPaise, toPaise } from './money';

export type PaymentStatus = 'unpaid' | 'partly_paid' | 'paid' | 'partly_refunded' | 'refunded';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export type PaymentMethod = 'bank_transfer' | 'upi' | 'cash' | 'cheque' | 'gateway' | 'other';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer (NEFT/RTGS/IMPS)',
  upi: 'UPI',
  cash: 'Cash',
  cheque: 'Cheque',
  gateway: 'Online (payment gateway)',
  other: 'Other',
};
export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];

/**
 * What an order holds about its money, kept by the functions in the transactions that change it.
 * The customer owes the order's total less what credit notes took off it; they have paid what was
 * received less what was given back.
 */
export interface OrderPayment {
  status: PaymentStatus;
  /** Rupees received. */
  paid: number;
  /** Rupees given back. */
  refunded: number;
  /** Rupees taken off the total by credit notes. */
  credited: number;
  /** What the customer still owes (never below 0). */
  due: number;
  /** What was received beyond what is owed, for the shop to give back (never below 0). */
  overpaid: number;
}

/** The payment figures of an order of `total` after credit notes, payments and refunds. */
export function paymentOf(total: number, { paid = 0, refunded = 0, credited = 0 }: { paid?: number; refunded?: number; credited?: number }): OrderPayment {
  const owedPaise = Math.max(0, toPaise(total) - toPaise(credited));
  const paidPaise = toPaise(paid);
  const refundedPaise = toPaise(refunded);
  const netPaise = paidPaise - refundedPaise;
  let status: PaymentStatus;
  if (refundedPaise > 0) status = netPaise <= 0 ? 'refunded' : 'partly_refunded';
  else if (paidPaise <= 0) status = 'unpaid';
  else status = paidPaise >= owedPaise ? 'paid' : 'partly_paid';
  return {
    status,
    paid: fromPaise(paidPaise),
    refunded: fromPaise(refundedPaise),
    credited: fromPaise(toPaise(credited)),
    due: fromPaise(Math.max(0, owedPaise - netPaise)),
    overpaid: fromPaise(Math.max(0, netPaise - owedPaise)),
  };
}

/** A UTR or payment reference as compared for duplicates: letters and digits only, upper case. */
export const normalizePaymentReference = (reference: string): string => reference.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * A `upi://pay` link for the exact amount (NPCI's deep-link format: pa payee address, pn payee name,
 * am amount with two decimals, cu INR, tn the note). UPI apps open it; a QR code of it pays by scan.
 */
export function upiPayUrl({ vpa, payeeName, amount, note }: { vpa: string; payeeName: string; amount: number; note: string }): string {
  const params = new URLSearchParams({ pa: vpa, pn: payeeName, am: amount.toFixed(2), cu: 'INR', tn: note.slice(0, 80) });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}
