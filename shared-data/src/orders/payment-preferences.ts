// The ways a buyer may say at checkout they will pay (placeOrder's `paymentPreference`), as the
// checkout, the customer's order page and the admin's order page name them. No Firebase import.
import type { PaymentPreference } from '../callables/place-order';

export const PAYMENT_PREFERENCE_LABELS: Record<PaymentPreference, string> = {
  bank_transfer: 'Bank transfer (NEFT, RTGS or IMPS)',
  upi: 'UPI',
  cash_on_delivery: 'Cash on delivery',
  online: 'Pay online (card, UPI or net banking)',
};

/** The label of a stored preference ('' when the buyer did not say, or for an unknown value). */
export const paymentPreferenceLabel = (value: string): string => PAYMENT_PREFERENCE_LABELS[value as PaymentPreference] ?? '';
