// The steps an order can take next (shared-data's ORDER_TRANSITIONS), as buttons. Confirming,
// packing and delivering are one click; shipping asks for the courier and tracking; cancelling and
// returning ask for a reason and a second click, and say that the stock goes back. The outcome is
// announced; if someone else moved the order meanwhile, the admin is told and offered a reload.
import { useState } from 'react';
import type { FormState } from 'shared-ui';
import { useRevalidator } from 'shared-router';
import { ORDER_STATUS_LABELS, type OrderStatus } from 'shared-data';
import { ORDER_ACTION_LABELS, ORDER_TRANSITIONS, setOrderStatusInputSchema } from 'shared-data/admin';
import { FormError, FormStatus, TextAreaField, TextField, useForm } from 'shared-ui';
import { AdminCallError, setOrderStatus } from '../../../lib/admin-callables';

const NEEDS_FORM: readonly OrderStatus[] = ['shipped', 'cancelled', 'returned'];

export function OrderStatusActions({ orderId, number, status, pieces }: { orderId: string; number: string; status: OrderStatus; pieces: number }) {
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<OrderStatus | null>(null);
  const [conflict, setConflict] = useState(false);
  // The outcome of a one-click step (the form has its own).
  const [stepState, setStepState] = useState<FormState>({ kind: 'idle' });
  const next = ORDER_TRANSITIONS[status];

  /** Runs the step; returns the message to announce, or throws a FormError with the refusal. */
  const move = async (input: Parameters<typeof setOrderStatus>[0]): Promise<string> => {
    try {
      const result = await setOrderStatus(input);
      setChosen(null);
      await revalidator.revalidate();
      const restocked = result.restocked ? ` ${result.restocked} piece${result.restocked === 1 ? ' is' : 's are'} back in stock.` : '';
      const mailed = result.emailQueued ? ' The customer is e-mailed.' : '';
      return `Order ${number} is now "${ORDER_STATUS_LABELS[result.status]}".${restocked}${mailed}`;
    } catch (error) {
      if (error instanceof AdminCallError) {
        setConflict(error.conflict);
        throw new FormError(error.message);
      }
      throw error;
    }
  };

  const form = useForm({
    initialValues: { orderId, expectedStatus: status, status: (next[0] ?? status) as OrderStatus, courier: '', trackingNumber: '', trackingUrl: '', reason: '' },
    schema: setOrderStatusInputSchema,
    onSubmit: (input) => move(input),
  });

  const choose = async (target: OrderStatus) => {
    setConflict(false);
    setStepState({ kind: 'idle' });
    if (NEEDS_FORM.includes(target)) {
      form.reset({ orderId, expectedStatus: status, status: target, courier: '', trackingNumber: '', trackingUrl: '', reason: '' });
      setChosen(target);
      return;
    }
    setChosen(null);
    setStepState({ kind: 'pending' });
    try {
      setStepState({ kind: 'success', message: await move({ orderId, expectedStatus: status, status: target }) });
    } catch (error) {
      setStepState({ kind: 'error', message: error instanceof Error ? error.message : 'The order could not be changed. Try again.' });
    }
  };
  const pending = form.pending || stepState.kind === 'pending';
  const outcome = stepState.kind !== 'idle' ? stepState : form.status;

  if (next.length === 0) {
    return (
      <div className="admin-order__final">
        <p>This order is {ORDER_STATUS_LABELS[status].toLowerCase()}; it takes no further steps.</p>
        <FormStatus state={outcome} />
      </div>
    );
  }

  return (
    <div className="admin-order__actions">
      <div className="admin-order__buttons" role="group" aria-label="Next step">
        {next.map((target) => (
          <button
            key={target}
            type="button"
            className={`button ${target === 'cancelled' || target === 'returned' ? 'button--danger' : target === next[0] ? 'button--primary' : ''}`}
            disabled={pending}
            aria-expanded={NEEDS_FORM.includes(target) ? chosen === target : undefined}
            onClick={() => void choose(target)}
          >
            {ORDER_ACTION_LABELS[target]}
          </button>
        ))}
      </div>
      {chosen ? (
        <form {...form.formProps} aria-label={ORDER_ACTION_LABELS[chosen]} className="admin-order__step-form">
          {chosen === 'shipped' ? (
            <>
              <TextField label="Courier" autoComplete="off" {...form.field('courier')} />
              <TextField label="Tracking number" autoComplete="off" {...form.field('trackingNumber')} />
              <TextField label="Tracking link" type="url" optional hint="The courier's tracking page for this parcel (https://…); the customer gets it." {...form.field('trackingUrl')} />
            </>
          ) : (
            <>
              <p>
                {chosen === 'cancelled' ? `Cancel order ${number}?` : `Mark order ${number} as returned?`} Its {pieces} piece{pieces === 1 ? '' : 's'} go back in stock and the customer is told.
              </p>
              <TextAreaField label="Reason" optional rows={2} hint="The customer reads it in the e-mail." {...form.field('reason')} />
            </>
          )}
          <div className="admin-order__buttons">
            <button type="submit" className={`button ${chosen === 'shipped' ? 'button--primary' : 'button--danger'}`} disabled={form.pending}>
              {form.pending ? 'Saving…' : ORDER_ACTION_LABELS[chosen]}
            </button>
            <button type="button" className="button" disabled={form.pending} onClick={() => setChosen(null)}>
              {chosen === 'cancelled' ? 'Keep the order' : 'Back'}
            </button>
          </div>
        </form>
      ) : null}
      <FormStatus state={stepState.kind === 'pending' ? { kind: 'idle' } : outcome} />
      {stepState.kind === 'pending' ? <p role="status">Saving…</p> : null}
      {conflict ? (
        <button type="button" className="button" onClick={() => void revalidator.revalidate().then(() => setConflict(false))}>
          Reload the order
        </button>
      ) : null}
    </div>
  );
}
