// The order's online payment link, made when the shop confirms an order (the amount due is known
// then) and the settings take payments through a gateway. Made before the confirmation's
// transaction (a call to the gateway cannot be undone by a transaction retry); a link for another
// amount than the one finally due is not attached. A failure leaves the order without a link: the
// customer pays the other ways, and the shop sees the warning in the functions' log.
import { logger } from 'firebase-functions';
import { type SiteSettings, toPaise } from 'shared-data/contracts';
import type { PaymentGateway } from './razorpay';

export interface OrderPaymentLink {
  id: string;
  url: string;
  provider: string;
  /** Rupees the link asks for. */
  amount: number;
}

export async function paymentLinkFor(
  gateway: PaymentGateway | null,
  settings: Pick<SiteSettings, 'payments'>,
  order: { id: string; number: string; due: number; customer: { name: string; email: string; phone: string } },
): Promise<OrderPaymentLink | null> {
  if (!gateway || settings.payments.gateway.provider === 'none' || order.due <= 0) return null;
  try {
    const link = await gateway.createPaymentLink({
      amountPaise: toPaise(order.due),
      reference: `${order.number}-${toPaise(order.due)}`,
      description: `Order ${order.number}`,
      customer: order.customer,
      notes: { orderId: order.id, orderNumber: order.number },
    });
    return { id: link.id, url: link.url, provider: gateway.provider, amount: order.due };
  } catch (error) {
    logger.warn('No payment link for the order', { orderId: order.id, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
