// The money side of a customer's order: what is paid and what is due with the payment status, and
// how to pay what is due — the shop's bank account, a UPI link for the exact amount with the order
// number as the note and its QR code (drawn from a path the loader computed: no script needed), the
// online payment link when the shop made one. Shown once the shop has confirmed the order and its
// shipping is known, so the amount asked is the amount owed.
import type { Order, SiteSettings } from 'shared-data';
import { PAYMENT_STATUS_LABELS, paymentPreferenceLabel } from 'shared-data/shopper';
import { formatInr } from 'shared-ui';
import type { QrCode } from '../../../lib/qr-code';

export interface PaymentInstructions {
  bank: SiteSettings['payments']['bankTransfer'] | null;
  upi: { url: string; vpa: string; payeeName: string; qr: QrCode } | null;
}

/** Whether the customer is asked to pay now: confirmed, shipping known, something due. */
export const asksForPayment = (order: Pick<Order, 'status' | 'shippingState' | 'payment'>): boolean =>
  ['confirmed', 'packed', 'shipped', 'delivered'].includes(order.status) && order.shippingState !== 'to_quote' && order.payment.due > 0;

function QrImage({ qr, label }: { qr: QrCode; label: string }) {
  const quiet = 4;
  const side = qr.size + quiet * 2;
  return (
    <svg className="order-payment__qr" viewBox={`0 0 ${side} ${side}`} width={192} height={192} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={qr.path} transform={`translate(${quiet} ${quiet})`} fill="#000" />
    </svg>
  );
}

export function OrderPayment({ order, instructions }: { order: Order; instructions: PaymentInstructions }) {
  const { payment } = order;
  const preference = paymentPreferenceLabel(order.paymentPreference);
  const due = formatInr(payment.due);
  return (
    <section className="order-payment card" aria-labelledby="order-payment-heading">
      <h2 id="order-payment-heading">Payment</h2>
      <p>
        Payment status: <strong className={`order-payment__status order-payment__status--${payment.status}`}>{PAYMENT_STATUS_LABELS[payment.status]}</strong>
        {preference ? <> · you chose to pay by {preference.replace(/ \(.*\)$/, '')}</> : null}
      </p>
      <dl className="order-payment__figures">
        <dt>Paid</dt>
        <dd>{formatInr(payment.paid)}</dd>
        {payment.refunded > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd>{formatInr(payment.refunded)}</dd>
          </>
        ) : null}
        {payment.credited > 0 ? (
          <>
            <dt>Credited (credit notes)</dt>
            <dd>{formatInr(payment.credited)}</dd>
          </>
        ) : null}
        <dt>Due</dt>
        <dd>
          <strong>{order.shippingState === 'to_quote' ? `${due} plus shipping` : due}</strong>
        </dd>
        {payment.overpaid > 0 ? (
          <>
            <dt>Paid beyond what is owed</dt>
            <dd>{formatInr(payment.overpaid)} (the shop refunds it)</dd>
          </>
        ) : null}
      </dl>
      {order.status === 'pending_confirmation' ? (
        <p>
          You pay once the shop confirms your order{order.shippingState === 'to_quote' ? ' and its shipping charge' : ''}; the ways to pay appear here then.
        </p>
      ) : null}
      {asksForPayment(order) ? (
        <div className="order-payment__ways">
          <h3>How to pay {due}</h3>
          {order.paymentLink ? (
            <p>
              <a className="button button--primary" href={order.paymentLink.url} target="_blank" rel="noopener noreferrer">
                Pay {due} online
              </a>
            </p>
          ) : null}
          {instructions.upi ? (
            <div className="order-payment__way">
              <h4>UPI</h4>
              <p>
                <a className="button" href={instructions.upi.url}>
                  Pay {due} with a UPI app
                </a>
              </p>
              <p>
                Or scan the code with any UPI app. It pays {instructions.upi.payeeName || instructions.upi.vpa} ({instructions.upi.vpa}) exactly {due} with your
                order number {order.number} as the note.
              </p>
              <QrImage qr={instructions.upi.qr} label={`UPI QR code to pay ${due} to ${instructions.upi.vpa} for order ${order.number}`} />
            </div>
          ) : null}
          {instructions.bank ? (
            <div className="order-payment__way">
              <h4>Bank transfer (NEFT, RTGS or IMPS)</h4>
              <dl className="order-payment__bank">
                <dt>Account name</dt>
                <dd>{instructions.bank.accountName}</dd>
                <dt>Account number</dt>
                <dd>{instructions.bank.accountNumber}</dd>
                <dt>IFSC</dt>
                <dd>{instructions.bank.ifsc}</dd>
                <dt>Bank</dt>
                <dd>{instructions.bank.bankName}</dd>
                {instructions.bank.branch ? (
                  <>
                    <dt>Branch</dt>
                    <dd>{instructions.bank.branch}</dd>
                  </>
                ) : null}
              </dl>
              <p>Write {order.number} in the transfer’s remarks so the shop can match it.</p>
            </div>
          ) : null}
          <p className="order-payment__after">The shop records your payment when it arrives; this page then shows it as paid.</p>
        </div>
      ) : null}
    </section>
  );
}
