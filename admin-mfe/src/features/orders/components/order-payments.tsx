// The money of an order on its admin page: the payment status and figures (paid, refunded,
// credited, due), every payment and refund recorded (when, how, reference, amount, by whom), the
// forms that record a payment or a refund (recordPayment: the amount prefilled with what is due or
// what can be given back, the method, the UTR or other reference, the day in India it moved, a
// note) and the payment reminder e-mail (sendPaymentReminder).
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { formatLongDate, type Order } from 'shared-data';
import type { OrderPaymentRecord } from 'shared-data/shopper';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  paymentPreferenceLabel,
  recordPaymentInputSchema,
  sumRupees,
  type RecordPaymentInput,
} from 'shared-data/admin';
import { FormError, FormStatus, SelectField, TextAreaField, TextField, useForm, formatInr } from 'shared-ui';
import { AdminCallError, recordPayment, sendPaymentReminder } from '../../../lib/admin-callables';
import { useAction } from '../../../hooks/use-action';

const METHOD_OPTIONS = PAYMENT_METHODS.filter((method) => method !== 'gateway').map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/** "2026-11-22" (a day in India) as "22 November 2026". */
const dayText = (day: string) => (day ? formatLongDate(`${day}T12:00:00+05:30`) : '');

/** Orders that are owed money: confirmed (shipping known) and not cancelled. */
const PAYABLE: readonly Order['status'][] = ['confirmed', 'packed', 'shipped', 'delivered'];

function PaymentForm({
  order,
  kind,
  today,
  onDone,
  onCancel,
}: {
  order: Order;
  kind: 'payment' | 'refund';
  today: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const revalidator = useRevalidator();
  const refundable = Math.max(0, sumRupees([order.payment.paid, -order.payment.refunded]));
  const prefill = kind === 'payment' ? order.payment.due : order.payment.overpaid > 0 ? order.payment.overpaid : refundable;
  const form = useForm<Record<keyof RecordPaymentInput, string>, RecordPaymentInput>({
    initialValues: {
      orderId: order.id,
      kind,
      amount: prefill > 0 ? String(prefill) : '',
      method: kind === 'refund' ? 'bank_transfer' : order.paymentPreference === 'upi' ? 'upi' : 'bank_transfer',
      reference: '',
      receivedOn: today,
      note: '',
    },
    schema: recordPaymentInputSchema,
    onSubmit: async (input) => {
      try {
        const result = await recordPayment(input);
        await revalidator.revalidate();
        onDone(
          `${kind === 'payment' ? 'Payment' : 'Refund'} of ${formatInr(input.amount)} recorded. The order is now ${PAYMENT_STATUS_LABELS[result.status].toLowerCase()}${result.due > 0 ? `; ${formatInr(result.due)} is due` : ''}.`,
        );
      } catch (error) {
        if (error instanceof AdminCallError) throw new FormError(error.message);
        throw error;
      }
    },
  });
  const label = kind === 'payment' ? 'Record payment' : 'Record refund';
  return (
    <form {...form.formProps} aria-label={label} className="admin-order__step-form">
      <div className="admin-form__row">
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          hint={kind === 'payment' ? `Due: ${formatInr(order.payment.due)}.` : `Paid less refunds: ${formatInr(refundable)}.`}
          {...form.field('amount')}
        />
        <SelectField label={kind === 'payment' ? 'Paid by' : 'Refunded by'} options={METHOD_OPTIONS} {...form.field('method')} />
      </div>
      <div className="admin-form__row">
        <TextField
          label="Reference (UTR, UPI transaction id, cheque number)"
          autoComplete="off"
          spellCheck={false}
          optional={form.values.method === 'cash'}
          {...form.field('reference')}
        />
        <TextField
          label={kind === 'payment' ? 'Received on' : 'Refunded on'}
          type="date"
          max={today}
          hint="The day in India the money moved."
          {...form.field('receivedOn')}
        />
      </div>
      <TextAreaField label="Note" optional rows={2} {...form.field('note')} />
      <FormStatus state={form.status} />
      <div className="admin-order__buttons">
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? 'Saving…' : label}
        </button>
        <button type="button" className="button" disabled={form.pending} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function OrderPayments({ order, payments, today }: { order: Order; payments: OrderPaymentRecord[] | null; today: string }) {
  const [open, setOpen] = useState<'payment' | 'refund' | null>(null);
  const { payment } = order;
  const payable = PAYABLE.includes(order.status) || payment.paid > 0;
  const preference = paymentPreferenceLabel(order.paymentPreference);

  // The section's one status line: the reminder's outcome, or what the payment form recorded.
  const reminder = useAction(
    async () => {
      const result = await sendPaymentReminder(order.id);
      return `A reminder of the ${formatInr(payment.due)} due is e-mailed to ${result.to ?? order.email}.`;
    },
    { errorMessage: 'The reminder could not be sent. Try again.' },
  );

  return (
    <section className="admin-card" aria-labelledby="order-payments-heading">
      <h2 id="order-payments-heading">
        Payment <span className={`admin-status admin-status--pay-${payment.status}`}>{PAYMENT_STATUS_LABELS[payment.status]}</span>
      </h2>
      <dl className="invoice__meta admin-order__money">
        <dt>Order total</dt>
        <dd>{order.shippingState === 'to_quote' ? `${formatInr(order.total)} + shipping to quote` : formatInr(order.total)}</dd>
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
            <dt>Credited</dt>
            <dd>{formatInr(payment.credited)}</dd>
          </>
        ) : null}
        <dt>Due</dt>
        <dd>
          <strong>{formatInr(payment.due)}</strong>
        </dd>
        {payment.overpaid > 0 ? (
          <>
            <dt>Overpaid</dt>
            <dd>{formatInr(payment.overpaid)} (refund it)</dd>
          </>
        ) : null}
        {preference ? (
          <>
            <dt>Customer chose</dt>
            <dd>{preference}</dd>
          </>
        ) : null}
      </dl>
      {order.paymentLink ? (
        <p>
          Online payment link:{' '}
          <a href={order.paymentLink.url} target="_blank" rel="noopener noreferrer">
            {order.paymentLink.url}
          </a>
        </p>
      ) : null}
      {payments === null ? <p className="admin-muted">The payments could not be loaded. Reload the page.</p> : null}
      {payments?.length ? (
        <div className="data-table__scroll">
          <table className="admin-order__lines">
            <caption className="visually-hidden">Payments and refunds of order {order.number}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Method</th>
                <th scope="col">Reference</th>
                <th scope="col" className="data-table__numeric">
                  Amount
                </th>
                <th scope="col">Recorded by</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((record) => (
                <tr key={record.id}>
                  <td>{dayText(record.receivedOn)}</td>
                  <td>
                    {record.kind === 'refund' ? 'Refund · ' : ''}
                    {PAYMENT_METHOD_LABELS[record.method]}
                    {record.note ? <span className="data-table__sub">{record.note}</span> : null}
                  </td>
                  <td>{record.reference || '—'}</td>
                  <td className="data-table__numeric">{record.kind === 'refund' ? `−${formatInr(record.amount)}` : formatInr(record.amount)}</td>
                  <td>{record.source === 'gateway' ? 'Payment gateway' : record.byEmail || record.by}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : payments ? (
        <p className="admin-muted">No payment recorded yet.</p>
      ) : null}
      {payable && order.status !== 'cancelled' ? (
        <div className="admin-order__buttons" role="group" aria-label="Payment actions">
          <button
            type="button"
            className="button button--primary"
            aria-expanded={open === 'payment'}
            onClick={() => {
              reminder.reset();
              setOpen(open === 'payment' ? null : 'payment');
            }}
          >
            Record payment
          </button>
          {payment.paid > payment.refunded ? (
            <button
              type="button"
              className="button"
              aria-expanded={open === 'refund'}
              onClick={() => {
                reminder.reset();
                setOpen(open === 'refund' ? null : 'refund');
              }}
            >
              Record refund
            </button>
          ) : null}
          {payment.due > 0 && PAYABLE.includes(order.status) && order.shippingState !== 'to_quote' ? (
            <button type="button" className="button" disabled={reminder.pending} onClick={() => void reminder.run()}>
              {reminder.pending ? 'Sending…' : 'Send payment reminder'}
            </button>
          ) : null}
        </div>
      ) : (
        <p className="admin-muted">
          {order.status === 'pending_confirmation' ? 'Payments are taken once the order is confirmed.' : 'This order takes no payments.'}
        </p>
      )}
      {open ? (
        <PaymentForm
          key={open}
          order={order}
          kind={open}
          today={today}
          onCancel={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            reminder.succeed(message);
          }}
        />
      ) : null}
      <FormStatus state={reminder.pending ? { kind: 'idle' } : reminder.state} />
    </section>
  );
}
