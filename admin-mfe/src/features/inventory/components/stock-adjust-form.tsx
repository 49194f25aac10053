// An adjustment of a product's stock: how many pieces in or out, why, and a note. A product with
// options is stocked per variant: the admin chooses the variant (pre-chosen when the page was opened
// on one, `?variant=SKU`) and the change is that variant's. Sent through the adjustStock callable
// with the stock the admin sees (the variant's); if an order or another admin changed it meanwhile
// the change is refused and said so, and what was typed stays for a second try.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { fieldErrorsOf } from 'shared-data';
import { ADJUSTMENT_REASONS, adjustStockInputSchema, STOCK_REASON_LABELS, type AdjustmentReason } from 'shared-data/admin';
import { FormError, FormStatus, SelectField, TextAreaField, TextField, useForm, formatNumber } from 'shared-ui';
import { adjustStock, AdminCallError } from '../../../lib/admin-callables';
import { FormButtons } from '../../../components/form-buttons/form-buttons';
import { ConflictNotice } from '../../../components/conflict-notice/conflict-notice';
import type { VariantStock } from '../../../lib/variant-stock';

interface AdjustDraft {
  change: string;
  reason: AdjustmentReason | '';
  note: string;
}

export interface StockAdjustFormProps {
  productId: string;
  title: string;
  /** The product's stock (for a product with options: its variants' total, not adjusted itself). */
  stock: number;
  /** A product with options' variants ([] for a product without options). */
  variants?: readonly VariantStock[];
  /** The variant chosen first (its SKU), or '' to let the admin choose. */
  initialVariant?: string;
}

const VARIANT_REQUIRED = 'Choose the variant whose stock changes.';

export function StockAdjustForm({ productId, title, stock, variants = [], initialVariant = '' }: StockAdjustFormProps) {
  const revalidator = useRevalidator();
  const [stale, setStale] = useState(false);
  // Kept apart from the fields the form empties after a change: the next change is usually the same variant's.
  const [variantSku, setVariantSku] = useState(initialVariant);
  // The page opened on another variant (a link with `?variant=`): that one is chosen.
  const [opened, setOpened] = useState(initialVariant);
  if (opened !== initialVariant) {
    setOpened(initialVariant);
    if (initialVariant) setVariantSku(initialVariant);
  }
  const hasVariants = variants.length > 0;
  const variant = hasVariants ? (variants.find((item) => item.sku === variantSku) ?? null) : null;
  const name = variant ? `${title} ${variant.label}` : title;
  const form = useForm<AdjustDraft>({
    initialValues: { change: '', reason: '', note: '' },
    resetOnSuccess: true,
    onSubmit: async (draft) => {
      const change = /^[+-]?\d+$/.test(draft.change.trim()) ? Number(draft.change.trim()) : Number.NaN;
      const parsed = adjustStockInputSchema.safeParse({
        productId,
        ...(variant ? { variantSku: variant.sku } : {}),
        change: Number.isNaN(change) ? undefined : change,
        reason: draft.reason || undefined,
        note: draft.note,
        expectedStock: variant ? variant.stock : stock,
      });
      const errors: Record<string, string> = parsed.success ? {} : fieldErrorsOf(parsed.error);
      if (!parsed.success && Number.isNaN(change) && draft.change.trim()) errors['change'] = 'Enter a whole number of pieces, for example 10 or -2.';
      if (hasVariants && !variant) errors['variantSku'] = VARIANT_REQUIRED;
      if (!parsed.success || Object.keys(errors).length) throw new FormError('Please correct the highlighted fields.', errors);
      setStale(false);
      try {
        const result = await adjustStock(parsed.data);
        await revalidator.revalidate();
        return `Stock of ${name} is now ${result.stock}.`;
      } catch (error) {
        if (error instanceof AdminCallError && error.conflict) setStale(true);
        throw error instanceof AdminCallError ? new FormError(error.message) : error;
      }
    },
  });
  return (
    <form {...form.formProps} className="admin-card" aria-labelledby="adjust-heading">
      <h2 id="adjust-heading">Adjust stock</h2>
      {hasVariants ? (
        <SelectField
          label="Variant"
          name="variantSku"
          placeholder="Choose a variant…"
          hint="Each variant has its own stock; the product's is their total on sale."
          options={variants.map((item) => ({
            value: item.sku,
            label: `${item.label || item.sku} (${item.sku}): ${formatNumber(item.stock)} in stock${item.status === 'draft' ? ', draft' : ''}`,
          }))}
          value={variantSku}
          error={variant ? undefined : form.errors['variantSku']}
          onChange={(event) => {
            setVariantSku(event.target.value);
            setStale(false);
          }}
        />
      ) : null}
      <p>
        {variant ? (
          <>
            {variant.label} in stock now: <strong>{variant.stock}</strong>
          </>
        ) : hasVariants ? (
          'Choose a variant to see its stock.'
        ) : (
          <>
            In stock now: <strong>{stock}</strong>
          </>
        )}
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
          what={variant ? "this variant's stock" : "this product's stock"}
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
