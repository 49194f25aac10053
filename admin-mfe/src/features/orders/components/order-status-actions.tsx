// The steps an order can take next (shared-data's ORDER_TRANSITIONS), as buttons. Confirming,
// packing and delivering are one click — confirming an order whose shipping the shop quotes asks for
// the charge first (required; ₹0 said as free shipping); shipping asks for the courier and tracking; cancelling and
// returning ask for a reason and a second click, and say that the stock goes back. The outcome is
// announced; if someone else moved the order meanwhile, the admin is told (the shared conflict
// notice) and offered a reload.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { ORDER_STATUS_LABELS, type OrderStatus } from 'shared-data';
import { ORDER_ACTION_LABELS, ORDER_TRANSITIONS, parseRupees, setOrderStatusInputSchema, sumRupees } from 'shared-data/admin';
import { FormError, FormStatus, formatInr, TextAreaField, TextField, useForm } from 'shared-ui';
import { AdminCallError, setOrderStatus } from '../../../lib/admin-callables';
import { formatCount } from '../../../lib/format-count';
import { useAction } from '../../../hooks/use-action';
import { ConflictNotice } from '../../../components/conflict-notice/conflict-notice';

const ALWAYS_FORM: readonly OrderStatus[] = ['shipped', 'cancelled', 'returned'];

export const SHIPPING_REQUIRED = 'Enter the shipping charge to confirm this order: 0 for free shipping.';

export function OrderStatusActions({
  orderId,
  number,
  status,
  pieces,
  shippingToQuote = false,
  totalWithoutShipping = 0,
}: {
  orderId: string;
  number: string;
  status: OrderStatus;
  pieces: number;
  /** The shop quotes this order's shipping when it confirms it. */
  shippingToQuote?: boolean;
  /** The order's total before shipping (to show what confirming makes it). */
  totalWithoutShipping?: number;
}) {
  const NEEDS_FORM: readonly OrderStatus[] = shippingToQuote ? [...ALWAYS_FORM, 'confirmed'] : ALWAYS_FORM;
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<OrderStatus | null>(null);
  const [conflict, setConflict] = useState(false);
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

  const blank = (target: OrderStatus) => ({
    orderId,
    expectedStatus: status,
    status: target,
    courier: '',
    trackingNumber: '',
    trackingUrl: '',
    reason: '',
    shipping: '',
  });
  const form = useForm({
    initialValues: blank((next[0] ?? status) as OrderStatus),
    schema: setOrderStatusInputSchema,
    onSubmit: (input) => {
      if (input.status === 'confirmed' && shippingToQuote && input.shipping === null) throw new FormError(SHIPPING_REQUIRED, { shipping: SHIPPING_REQUIRED });
      // The charge goes only with the confirmation of an order whose shipping is quoted.
      const { shipping, ...rest } = input;
      return move(shipping !== null && rest.status === 'confirmed' && shippingToQuote ? { ...rest, shipping } : rest);
    },
  });
  const typedShipping = parseRupees(form.values.shipping);
  // A one-click step (the form has its own outcome).
  const step = useAction((target: OrderStatus) => move({ orderId, expectedStatus: status, status: target }), {
    errorMessage: 'The order could not be changed. Try again.',
  });

  const choose = (target: OrderStatus) => {
    setConflict(false);
    step.reset();
    if (NEEDS_FORM.includes(target)) {
      form.reset(blank(target));
      setChosen(target);
      return;
    }
    setChosen(null);
    void step.run(target);
  };
  const pending = form.pending || step.pending;
  const outcome = step.state.kind !== 'idle' ? step.state : form.status;

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
            onClick={() => choose(target)}
          >
            {ORDER_ACTION_LABELS[target]}
          </button>
        ))}
      </div>
      {chosen ? (
        <form {...form.formProps} aria-label={ORDER_ACTION_LABELS[chosen]} className="admin-order__step-form">
          {chosen === 'confirmed' ? (
            <>
              <p>Order {number} was placed with shipping to be quoted. Enter the charge: the customer is asked to pay the total with it.</p>
              <TextField
                label="Shipping charge (₹)"
                inputMode="decimal"
                autoComplete="off"
                hint="Required. Enter 0 for free shipping."
                {...form.field('shipping')}
              />
              {typedShipping !== null ? (
                <p role="status">
                  {typedShipping === 0 ? 'Free shipping (₹0). ' : `Shipping ${formatInr(typedShipping)}. `}
                  The order total becomes {formatInr(sumRupees([totalWithoutShipping, typedShipping]))}.
                </p>
              ) : null}
            </>
          ) : chosen === 'shipped' ? (
            <>
              <TextField label="Courier" autoComplete="off" {...form.field('courier')} />
              <TextField label="Tracking number" autoComplete="off" {...form.field('trackingNumber')} />
              <TextField
                label="Tracking link"
                type="url"
                optional
                hint="The courier's tracking page for this parcel (https://…); the customer gets it."
                {...form.field('trackingUrl')}
              />
            </>
          ) : (
            <>
              <p>
                {chosen === 'cancelled' ? `Cancel order ${number}?` : `Mark order ${number} as returned?`} Its {formatCount(pieces, 'piece')} go back in stock
                and the customer is told.
              </p>
              <TextAreaField label="Reason" optional rows={2} hint="The customer reads it in the e-mail." {...form.field('reason')} />
            </>
          )}
          <div className="admin-order__buttons">
            <button
              type="submit"
              className={`button ${chosen === 'shipped' || chosen === 'confirmed' ? 'button--primary' : 'button--danger'}`}
              disabled={form.pending}
            >
              {form.pending ? 'Saving…' : ORDER_ACTION_LABELS[chosen]}
            </button>
            <button type="button" className="button" disabled={form.pending} onClick={() => setChosen(null)}>
              {chosen === 'cancelled' ? 'Keep the order' : 'Back'}
            </button>
          </div>
        </form>
      ) : null}
      <FormStatus state={step.pending ? { kind: 'idle' } : outcome} />
      {step.pending ? <p role="status">Saving…</p> : null}
      {conflict ? (
        <ConflictNotice
          what="this order"
          yours="Your step was not made."
          loadLabel="Reload the order"
          onLoadTheirs={() => void revalidator.revalidate().then(() => setConflict(false))}
        />
      ) : null}
    </div>
  );
}
