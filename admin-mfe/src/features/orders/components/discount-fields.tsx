// The order discount as the shop enters it, in the new-order form and in an order's edit: the kind
// (none, an amount, a percentage of the subtotal), its value and the reason the customer sees.
import { parseRupees, type OrderDiscount } from 'shared-data/admin';
import { SelectField, TextField, type FormApi } from 'shared-ui';

export interface DiscountValues {
  discountKind: '' | 'amount' | 'percent';
  discountValue: string;
  discountReason: string;
}

/** The discount as the order callables take it (their schema checks the value), or null for none. */
export function discountInput(values: DiscountValues): { kind: 'amount' | 'percent'; value: string; reason: string } | null {
  return values.discountKind ? { kind: values.discountKind, value: values.discountValue, reason: values.discountReason } : null;
}

/** The discount for a preview of the totals; null for none or while the value is not an amount yet. */
export function previewDiscount(values: DiscountValues): OrderDiscount | null {
  const value = parseRupees(values.discountValue);
  return values.discountKind && value !== null ? { kind: values.discountKind, value, reason: values.discountReason } : null;
}

interface DiscountFieldsProps<Values extends DiscountValues> {
  form: FormApi<Values>;
  /** Said under the reason (for example, who sees it). */
  reasonHint?: string;
}

export function DiscountFields<Values extends DiscountValues>({ form, reasonHint }: DiscountFieldsProps<Values>) {
  const kind = form.values.discountKind;
  return (
    <div className="admin-form__row">
      <SelectField
        label="Discount"
        options={[
          { value: '', label: 'No discount' },
          { value: 'amount', label: 'An amount (₹)' },
          { value: 'percent', label: 'A percentage of the subtotal (%)' },
        ]}
        {...form.field('discountKind')}
      />
      {kind ? (
        <>
          <TextField
            label={kind === 'percent' ? 'Percentage' : 'Amount (₹)'}
            inputMode="decimal"
            {...form.field('discountValue')}
            error={form.errors['discount.value']}
          />
          <TextField label="Reason for the discount" hint={reasonHint} {...form.field('discountReason')} error={form.errors['discount.reason']} />
        </>
      ) : null}
    </div>
  );
}
