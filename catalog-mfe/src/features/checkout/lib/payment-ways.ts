// The ways a customer may say at checkout they will pay, from the settings' `payments`: only those
// the shop turned on, cash on delivery only up to its limit, online only with a gateway. placeOrder
// records the choice (`paymentPreference`); the shop is paid after it confirms the order.
import type { PaymentPreference, SiteSettings } from 'shared-data';
import { PAYMENT_PREFERENCE_LABELS } from 'shared-data/shopper';

export interface PaymentWay {
  value: PaymentPreference;
  label: string;
  hint: string;
}

export function paymentWaysFor(payments: SiteSettings['payments'], total: number): PaymentWay[] {
  const ways: PaymentWay[] = [];
  if (payments.bankTransfer.enabled)
    ways.push({
      value: 'bank_transfer',
      label: PAYMENT_PREFERENCE_LABELS.bank_transfer,
      hint: 'The shop’s account details are on your order page once it is confirmed.',
    });
  if (payments.upi.enabled)
    ways.push({
      value: 'upi',
      label: PAYMENT_PREFERENCE_LABELS.upi,
      hint: 'A UPI link and QR code for the exact amount are on your order page once it is confirmed.',
    });
  if (payments.cashOnDelivery.enabled && (payments.cashOnDelivery.limit <= 0 || total <= payments.cashOnDelivery.limit)) {
    ways.push({ value: 'cash_on_delivery', label: PAYMENT_PREFERENCE_LABELS.cash_on_delivery, hint: 'Pay the courier when the parcel arrives.' });
  }
  if (payments.gateway.provider !== 'none')
    ways.push({ value: 'online', label: PAYMENT_PREFERENCE_LABELS.online, hint: 'A payment link is on your order page once it is confirmed.' });
  return ways;
}
