// "Issue credit note": a credit note against the order's invoice — the whole invoice, some lines
// with the pieces credited, or an amount (a price adjustment) — with its reason, and for goods that
// came back the pieces put back in stock (issueCreditNote). The order's credit notes are listed with
// links to their printable pages.
import { useState } from 'react';
import { Link, useRevalidator } from 'shared-router';
import { routeHref } from 'shared-data/routes';
import { formatLongDate, lazySchema, z, type Order } from 'shared-data';
import { cancellingCreditNote, issueCreditNoteInputSchema, type IssueCreditNoteInput } from 'shared-data/admin';
import { FormError, FormStatus, TextAreaField, TextField, useForm, formatInr } from 'shared-ui';
import { AdminCallError, issueCreditNote } from '../../../lib/admin-callables';
import { FormButtons } from '../../../components/form-buttons/form-buttons';

interface CreditNoteValues {
  scope: 'all' | 'lines' | 'amount';
  /** Pieces to credit per line, by its SKU (a variant's for a product with options; '' or 0: none). */
  quantities: Record<string, string>;
  amount: string;
  reason: string;
  restock: boolean;
}

function inputOf(order: Order, values: CreditNoteValues): Record<string, unknown> {
  const lines = order.items
    .map((item) => ({ item, quantity: (values.quantities[item.sku] ?? '').trim() }))
    .filter(({ quantity }) => quantity !== '' && quantity !== '0')
    .map(({ item, quantity }) => ({
      productId: item.productId,
      ...(item.variantSku ? { variantSku: item.variantSku } : {}),
      quantity: /^\d+$/.test(quantity) ? Number(quantity) : Number.NaN,
    }));
  const orderId = order.id;
  return {
    orderId,
    scope: values.scope,
    ...(values.scope === 'lines' ? { lines } : {}),
    ...(values.scope === 'amount' ? { amount: values.amount } : {}),
    reason: values.reason,
    restock: values.scope !== 'amount' && values.restock,
  };
}

export function CreditNotes({ order }: { order: Order }) {
  if (order.creditNotes.length === 0) return null;
  const cancelling = cancellingCreditNote(order);
  return (
    <ul className="admin-order__credit-notes" aria-label="Credit notes">
      {order.creditNotes.map((note) => (
        <li key={note.id}>
          <Link to={routeHref('admin-order-credit-note', { orderId: order.id, documentId: note.id })}>Credit note {note.number}</Link> ·{' '}
          {formatInr(note.amount)}
          {note.issuedAt ? ` · ${formatLongDate(note.issuedAt)}` : ''}
          {cancelling?.id === note.id ? ' · cancels the invoice' : ''}
        </li>
      ))}
    </ul>
  );
}

export function CreditNoteForm({ order, onClose, onIssued }: { order: Order; onClose: () => void; onIssued: (message: string) => void }) {
  const revalidator = useRevalidator();
  const [schema] = useState(() =>
    lazySchema(() =>
      z
        .custom<CreditNoteValues>()
        .transform((values) => inputOf(order, values))
        .pipe(issueCreditNoteInputSchema),
    ),
  );
  const form = useForm<CreditNoteValues, IssueCreditNoteInput>({
    initialValues: { scope: 'all', quantities: {}, amount: '', reason: '', restock: order.status === 'returned' || order.status === 'delivered' },
    schema,
    onSubmit: async (input) => {
      try {
        const result = await issueCreditNote(input);
        await revalidator.revalidate();
        onIssued(`Credit note ${result.number} issued for ${formatInr(result.amount)}.`);
      } catch (error) {
        if (error instanceof AdminCallError) throw new FormError(error.message);
        throw error;
      }
    },
  });
  const { values } = form;
  const scopeChoice = (scope: CreditNoteValues['scope'], label: string) => (
    <label className="admin-check">
      <input type="radio" name="credit-scope" value={scope} checked={values.scope === scope} onChange={() => form.setValue('scope', scope)} /> {label}
    </label>
  );
  const linesError = form.errors['lines'] ?? Object.entries(form.errors).find(([key]) => key.startsWith('lines.'))?.[1];
  return (
    <form {...form.formProps} aria-label="Issue credit note" className="admin-order__step-form">
      <p>Against invoice {order.invoice?.number}. A credit note is a tax document of its own: it lowers what the buyer owes, and the buyer can print it.</p>
      <fieldset className="admin-fieldset">
        <legend>What to credit</legend>
        {scopeChoice('all', 'The whole invoice (cancels it)')}
        {scopeChoice('lines', 'Some lines, with the pieces credited')}
        {scopeChoice('amount', 'An amount (a price adjustment)')}
      </fieldset>
      {values.scope === 'lines' ? (
        <fieldset className="admin-fieldset" aria-describedby={linesError ? 'credit-lines-error' : undefined}>
          <legend>Pieces to credit</legend>
          {order.items.map((item) => (
            <TextField
              key={item.sku}
              label={`${item.title}${item.variantLabel ? ` ${item.variantLabel}` : ''} (${item.sku}), of ${item.quantity}`}
              inputMode="numeric"
              value={values.quantities[item.sku] ?? ''}
              onChange={(event) => form.setValues((current) => ({ ...current, quantities: { ...current.quantities, [item.sku]: event.target.value } }))}
            />
          ))}
          {linesError ? (
            <p id="credit-lines-error" className="field__error" role="alert">
              {linesError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {values.scope === 'amount' ? <TextField label="Amount to credit (₹, tax included)" inputMode="decimal" {...form.field('amount')} /> : null}
      <TextAreaField label="Reason" rows={2} hint="Printed on the credit note (for example: 2 pieces returned damaged)." {...form.field('reason')} />
      {values.scope !== 'amount' ? (
        <label className="admin-check">
          <input type="checkbox" checked={values.restock} onChange={(event) => form.setValue('restock', event.target.checked)} /> The goods came back: put the
          credited pieces back in stock
        </label>
      ) : null}
      <FormStatus state={form.status} />
      <FormButtons
        className="admin-order__buttons"
        pending={form.pending}
        submitLabel="Issue credit note"
        pendingLabel="Issuing…"
        tone="danger"
        onCancel={onClose}
      />
    </form>
  );
}
