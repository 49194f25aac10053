// Placing an order through the `placeOrder` function, the only writer of orders.
import { callFunction } from 'shared-auth';
import type { OrderIssue, PaymentPreference, PlaceOrderLine, PlaceOrderResult } from 'shared-data';

export interface PlaceOrderRequest {
  /** Product ids and quantities, with the variant's SKU for a product with options. */
  items: PlaceOrderLine[];
  addressId: string;
  note: string;
  idempotencyKey: string;
  /** The buyer's business for the GST invoice; null for a consumer. */
  business: { businessName: string; gstin: string } | null;
  paymentPreference: PaymentPreference | null;
}

export class PlaceOrderError extends Error {
  readonly code: string;
  readonly issues: OrderIssue[];
  constructor(code: string, message: string, issues: OrderIssue[]) {
    super(message);
    this.name = 'PlaceOrderError';
    this.code = code;
    this.issues = issues;
  }
}

/** What a failed call means to the customer (the SDK appends " [400]"-style statuses: dropped). */
export function toPlaceOrderError(error: unknown): PlaceOrderError {
  const raw = error as { code?: unknown; message?: unknown; details?: unknown } | null;
  const code = typeof raw?.code === 'string' ? raw.code.replace(/^functions\//, '') : 'unknown';
  const details = raw?.details as { issues?: unknown } | undefined;
  const issues = Array.isArray(details?.issues) ? (details.issues as OrderIssue[]) : [];
  const message = typeof raw?.message === 'string' ? raw.message.replace(/\s*\[\d{3}\]$/, '') : '';
  if (code === 'unavailable' || code === 'internal' || code === 'unknown' || code === 'deadline-exceeded' || !message) {
    return new PlaceOrderError(
      code,
      'We could not reach the shop to place your order. Check your connection and press Place order again — you will not be charged twice.',
      issues,
    );
  }
  if (code === 'unauthenticated') return new PlaceOrderError(code, 'Your session has ended. Sign in again to place the order.', issues);
  return new PlaceOrderError(code, message, issues);
}

export async function placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  try {
    return await callFunction<PlaceOrderResult, PlaceOrderRequest>('placeOrder', request);
  } catch (error) {
    throw toPlaceOrderError(error);
  }
}
