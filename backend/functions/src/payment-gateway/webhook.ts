// The payment gateway's webhook (`paymentWebhook`, an HTTPS function): a payment the customer made
// through the order's payment link is recorded against the order as the admin's are (payments.ts),
// once — the gateway's payment id is the reference, so a webhook delivered twice records nothing the
// second time — and the shop is told (Settings → Shop notices). Only requests carrying the
// gateway's signature over their exact body are believed.
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { formatInr, indianDay, ORDERS } from 'shared-data/contracts';
import { readSiteSettings } from '../mail/mail-settings';
import { queueShopNotice } from '../mail/shop-notices';
import { paymentInTransaction } from '../payments';
import type { PaymentGateway } from './razorpay';

export interface WebhookRequest {
  method: string;
  rawBody?: Buffer;
  body: unknown;
  get(header: string): string | undefined;
}

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

export async function handlePaymentWebhook(
  request: WebhookRequest,
  db: Firestore,
  gateway: PaymentGateway | null,
  now: Date = new Date(),
): Promise<WebhookAnswer> {
  if (request.method !== 'POST') return { status: 405, body: { error: 'Send webhooks with POST.' } };
  if (!gateway) return { status: 503, body: { error: 'Online payments are not set up for this shop.' } };
  if (!request.rawBody || !gateway.verifySignature(request.rawBody, request.get('x-razorpay-signature'))) {
    return { status: 401, body: { error: 'The signature does not match the body.' } };
  }
  const event = gateway.paidEvent(request.body);
  if (!event) return { status: 200, body: { ignored: true } };
  const settings = await readSiteSettings(db);
  const orderRef = db.collection(ORDERS).doc(event.orderId);
  try {
    return await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(orderRef);
      // Nothing to retry for: the gateway is told it was received, and the log says what it was.
      if (!snapshot.exists) return { status: 200, body: { ignored: true, reason: `no order ${event.orderId}` } };
      const data = snapshot.data() ?? {};
      const amount = event.amountPaise / 100;
      const { paymentId, update, result } = await paymentInTransaction(
        transaction,
        db,
        event.orderId,
        data,
        {
          kind: 'payment',
          amount,
          method: 'gateway',
          reference: event.paymentId,
          receivedOn: indianDay(now),
          note: `${gateway.provider} ${event.linkId}${event.method ? ` (${event.method})` : ''}`,
          source: 'gateway',
        },
        { uid: `gateway:${gateway.provider}`, email: '' },
        now,
      );
      const number = String(data['number'] ?? event.orderId);
      queueShopNotice(
        transaction,
        db,
        settings,
        {
          kind: 'gateway-payment',
          about: event.paymentId.replace(/[^A-Za-z0-9_-]/g, ''),
          subject: `${formatInr(amount)} paid online for order ${number}`,
          heading: `${formatInr(amount)} received online for order ${number}`,
          facts: [
            ['Payment', `${event.paymentId}${event.method ? ` (${event.method})` : ''}`],
            ['Order is now', result.status === 'paid' ? 'paid in full' : `${result.status.replace('_', ' ')}, ${formatInr(result.due)} due`],
          ],
          adminPath: `/admin/orders/${event.orderId}`,
        },
        now,
      );
      transaction.update(orderRef, { ...update, updatedAt: FieldValue.serverTimestamp() });
      return { status: 200, body: { recorded: paymentId } };
    });
  } catch (error) {
    // Delivered before: the reference is recorded already.
    if (error instanceof HttpsError && error.code === 'already-exists') return { status: 200, body: { duplicate: true } };
    throw error;
  }
}
