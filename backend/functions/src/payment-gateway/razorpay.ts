// Online payment through Razorpay payment links (the usual choice of Indian shops), behind the
// PaymentGateway interface so another provider can take its place. Optional: with no keys the shop
// works on bank transfer, UPI and cash alone. What Razorpay documents and this follows:
// - POST {api}/v1/payment_links with HTTP Basic auth (key id : key secret), amount in paise, INR,
//   a reference_id unique per link, notes carried back in the webhook; answers { id, short_url, … }.
// - Webhooks are signed: X-Razorpay-Signature = hex HMAC-SHA256 of the raw request body with the
//   webhook secret. `payment_link.paid` carries payload.payment_link.entity (id, notes, amount_paid)
//   and payload.payment.entity (id, amount in paise, method).
// Locally, backend/src/razorpay-sim plays Razorpay (RAZORPAY_API_URL points at it).
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PaymentLinkRequest {
  /** Paise. */
  amountPaise: number;
  /** Unique per link (the order number and the amount, so a new amount gets a new link). */
  reference: string;
  description: string;
  customer: { name: string; email: string; phone: string };
  notes: Record<string, string>;
}

export interface PaidEvent {
  linkId: string;
  paymentId: string;
  amountPaise: number;
  method: string;
  orderId: string;
}

export interface PaymentGateway {
  readonly provider: string;
  createPaymentLink(request: PaymentLinkRequest): Promise<{ id: string; url: string }>;
  /** Whether the webhook's body carries the gateway's signature. */
  verifySignature(rawBody: Buffer, signature: string | undefined): boolean;
  /** The payment a webhook announces, or null for an event that records none. */
  paidEvent(body: unknown): PaidEvent | null;
}

export const RAZORPAY_ENV = {
  keyId: 'RAZORPAY_KEY_ID',
  keySecret: 'RAZORPAY_KEY_SECRET',
  webhookSecret: 'RAZORPAY_WEBHOOK_SECRET',
  apiUrl: 'RAZORPAY_API_URL',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The hex HMAC-SHA256 of `body` with `secret`, as Razorpay signs webhooks. */
export const razorpaySignature = (body: Buffer | string, secret: string): string => createHmac('sha256', secret).update(body).digest('hex');

export function razorpayGateway(
  config: { keyId: string; keySecret: string; webhookSecret: string; apiUrl?: string },
  fetchImpl: typeof fetch = fetch,
): PaymentGateway {
  const api = (config.apiUrl || 'https://api.razorpay.com').replace(/\/$/, '');
  return {
    provider: 'razorpay',
    async createPaymentLink(request) {
      const response = await fetchImpl(`${api}/v1/payment_links`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: request.amountPaise,
          currency: 'INR',
          accept_partial: false,
          reference_id: request.reference.slice(0, 40),
          description: request.description.slice(0, 2048),
          customer: { name: request.customer.name, email: request.customer.email, contact: request.customer.phone },
          // The shop sends its own e-mails; Razorpay need not.
          notify: { sms: false, email: false },
          reminder_enable: false,
          notes: request.notes,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok || !body || typeof body['id'] !== 'string' || typeof body['short_url'] !== 'string') {
        const error = isRecord(body?.['error']) ? String(body['error']['description'] ?? '') : '';
        throw new Error(`Razorpay did not make the payment link (HTTP ${response.status})${error ? `: ${error}` : ''}`);
      }
      return { id: body['id'], url: body['short_url'] };
    },
    verifySignature(rawBody, signature) {
      if (!signature || !config.webhookSecret) return false;
      const expected = Buffer.from(razorpaySignature(rawBody, config.webhookSecret), 'utf8');
      const given = Buffer.from(signature.trim(), 'utf8');
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    paidEvent(body) {
      if (!isRecord(body) || body['event'] !== 'payment_link.paid' || !isRecord(body['payload'])) return null;
      const link =
        isRecord(body['payload']['payment_link']) && isRecord(body['payload']['payment_link']['entity']) ? body['payload']['payment_link']['entity'] : null;
      const payment = isRecord(body['payload']['payment']) && isRecord(body['payload']['payment']['entity']) ? body['payload']['payment']['entity'] : null;
      const notes = link && isRecord(link['notes']) ? link['notes'] : {};
      if (
        !link ||
        !payment ||
        typeof link['id'] !== 'string' ||
        typeof payment['id'] !== 'string' ||
        typeof payment['amount'] !== 'number' ||
        typeof notes['orderId'] !== 'string'
      )
        return null;
      return {
        linkId: link['id'],
        paymentId: payment['id'],
        amountPaise: payment['amount'],
        method: String(payment['method'] ?? ''),
        orderId: notes['orderId'],
      };
    },
  };
}

/** The gateway the functions' environment configures, or null when the shop takes no online payments. */
export function configuredGateway(env: NodeJS.ProcessEnv = process.env): PaymentGateway | null {
  const keyId = env[RAZORPAY_ENV.keyId];
  const keySecret = env[RAZORPAY_ENV.keySecret];
  const webhookSecret = env[RAZORPAY_ENV.webhookSecret];
  if (!keyId || !keySecret || !webhookSecret) return null;
  return razorpayGateway({ keyId, keySecret, webhookSecret, ...(env[RAZORPAY_ENV.apiUrl] ? { apiUrl: env[RAZORPAY_ENV.apiUrl] } : {}) });
}
