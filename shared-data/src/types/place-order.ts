// The `placeOrder` callable's contract, shared by the function (backend/functions) and the checkout.

export interface PlaceOrderLine {
  productId: string;
  quantity: number;
}

export interface PlaceOrderResult {
  orderId: string;
  number: string;
  total: number;
  status: 'pending_confirmation';
  /** False when the idempotency key had already created this order. */
  created: boolean;
}

/** Why a line was refused; sent as the error's details so the checkout can point at the line. */
export type OrderIssueReason = 'unavailable' | 'below-minimum' | 'out-of-stock' | 'insufficient-stock' | 'price-changed';

export interface OrderIssue {
  reason: OrderIssueReason;
  productId: string;
  title?: string;
  /** out-of-stock / insufficient-stock: what is left; below-minimum: the minimum. */
  available?: number;
  minOrderQty?: number;
  previousPrice?: number;
  price?: number;
}
