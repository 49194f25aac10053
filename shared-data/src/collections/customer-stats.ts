// `customerStats/{uid}`: what Manage Customers sorts and shows per customer without reading their
// orders — the number of orders placed, their lifetime value (orders placed less those cancelled or
// refunded) and the last order's time. Kept by the functions in the transactions that change them
// (placeOrder adds, setOrderStatus takes a cancelled or refunded order's total away, once: those
// statuses are entered once). Admins read; nobody writes from a client. Not on `webusers`, whose
// owner-write rule allows only the profile's own fields.
import { asIsoDate, asNumber, asString } from './field-readers';

export const CUSTOMER_STATS = 'customerStats';

export interface CustomerStats {
  uid: string;
  email: string;
  orderCount: number;
  /** INR */
  lifetimeValue: number;
  lastOrderAt: string | null;
  /** Sign-in turned off by an admin (setCustomerDisabled). */
  disabled: boolean;
}

export function toCustomerStats(uid: string, data: Record<string, unknown> | undefined): CustomerStats {
  return {
    uid,
    email: asString(data?.['email']),
    orderCount: Math.max(0, Math.round(asNumber(data?.['orderCount']))),
    lifetimeValue: Math.max(0, Math.round(asNumber(data?.['lifetimeValue']) * 100) / 100),
    lastOrderAt: asIsoDate(data?.['lastOrderAt']),
    disabled: data?.['disabled'] === true,
  };
}
