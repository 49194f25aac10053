// An adjustment of a product's stock: how many pieces in or out, why, and a note. Sent through the
// adjustStock callable with the stock the admin sees; if an order or another admin changed it
// meanwhile the change is refused and said so, and what was typed stays for a second try.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { fieldErrorsOf } from 'shared-data';
import { ADJUSTMENT_REASONS, adjustStockInputSchema, STOCK_REASON_LABELS, type AdjustmentReason } from 'shared-data/admin';
import { FormError, FormStatus, SelectField, TextAreaField, TextField, useForm } from 'shared-ui';
import { adjustStock, AdminCallError } from '../../../lib/admin-callables';
import { FormButtons } from '../../../components/form-buttons/form-buttons';
import { ConflictNotice } from '../../../components/conflict-notice/conflict-notice';

interface AdjustDraft {
  change: string;
  reason: AdjustmentReason | '';
  note: string;
}

export function StockAdjustForm({ productId, title, stock }: { productId: string; title: string; stock: number }) {
  const revalidator = useRevalidator();
  const [stale, setStale] = useState(false);
  const form = useForm<AdjustDraft>({
    initialValues: { change: '', reason: '', note: '' },
    resetOnSuccess: true,
    onSubmit: async (draft) => {
      const change = /^[+-]?\d+$/.test(draft.change.trim()) ? Number(draft.change.trim()) : Number.NaN;
      const parsed = adjustStockInputSchema.safeParse({
        productId,
        change: Number.isNaN(change) ? undefined : change,
        reason: draft.reason || undefined,
        note: draft.note,
        expectedStock: stock,
      });
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error);
        if (Number.isNaN(change) && draft.change.trim()) errors['change'] = 'Enter a whole number of pieces, for example 10 or -2.';
        throw new FormError('Please correct the highlighted fields.', errors);
      }
      setStale(false);
      try {
        const result = await adjustStock(parsed.data);
        await revalidator.revalidate();
        return `Stock of ${title} is now ${result.stock}.`;
      } catch (error) {
        if (error instanceof AdminCallError && error.conflict) setStale(true);
        throw error instanceof AdminCallError ? new FormError(error.message) : error;
      }
    },
  });
  return (
    <form {...form.formProps} className="admin-card" aria-labelledby="adjust-heading">
      <h2 id="adjust-heading">Adjust stock</h2>
      <p>
        In stock now: <strong>{stock}</strong>
      </p>
      <div className="admin-form__row">
        <TextField
          label="Pieces in or out"
          inputMode="numeric"
          hint="A positive number adds pieces, a negative one takes them away (for example 10 or -2)."
          {...form.field('change')}
        />
        <SelectField
          label="Reason"
          placeholder="Choose a reason…"
          options={ADJUSTMENT_REASONS.map((reason) => ({ value: reason, label: STOCK_REASON_LABELS[reason] }))}
          {...form.field('reason')}
        />
      </div>
      <TextAreaField label="Note" optional rows={2} hint="For example the supplier's invoice or what was damaged." {...form.field('note')} />
      <FormStatus state={form.status} />
      {stale ? (
        <ConflictNotice
          what="this product's stock"
          yours="Your entry is still in the form: load the current stock, then save again."
          loadLabel="Load the current stock"
          onLoadTheirs={() => {
            setStale(false);
            void revalidator.revalidate();
          }}
        />
      ) : null}
      <FormButtons pending={form.pending} submitLabel="Save adjustment" />
    </form>
  );
}
