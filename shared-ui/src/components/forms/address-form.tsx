// The shipping-address form used by My Account and by checkout: validated before submit with a
// message next to each field, the same checks as the security rules.
import { useEffect, useRef } from 'react';
import { addressInputSchema, emptyAddress, type AddressInput } from 'shared-data';
// The form kit by the package name: this module is bundled by the app that uses it (see
// shared-ui/src/address-form.ts), and the kit is the page's one shared copy.
import { FormError, FormStatus, TextField, useForm } from 'shared-ui';

export interface AddressFormProps {
  initial?: AddressInput;
  submitLabel: string;
  /** Resolves with an error message to show, or nothing on success. */
  onSubmit: (address: AddressInput) => Promise<string | void>;
  onCancel?: () => void;
  /** Told the values as the person types (checkout refuses to order while a typed address is unsaved). */
  onValuesChange?: (values: AddressInput) => void;
}

export function AddressForm({ initial = emptyAddress, submitLabel, onSubmit, onCancel, onValuesChange }: AddressFormProps) {
  const form = useForm<AddressInput, AddressInput>({
    initialValues: initial,
    schema: addressInputSchema,
    onSubmit: async (address) => {
      const error = await onSubmit(address);
      if (error) throw new FormError(error);
    },
    errorMessage: () => 'Saving failed.',
  });
  const listener = useRef(onValuesChange);
  useEffect(() => {
    listener.current = onValuesChange;
  });
  useEffect(() => {
    listener.current?.(form.values);
  }, [form.values]);

  const field = (key: Exclude<keyof AddressInput, 'isDefault'>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} {...form.field(key)} {...extra} />
  );

  return (
    <form className="address-form" {...form.formProps} aria-label={submitLabel}>
      <div className="address-form__grid">
        {field('fullName', 'Full name', { autoComplete: 'name', required: true })}
        {field('phone', 'Phone', { autoComplete: 'tel', type: 'tel', required: true })}
        {field('line1', 'Address (house, street)', { autoComplete: 'address-line1', required: true })}
        {field('line2', 'Area, landmark', { autoComplete: 'address-line2', optional: true })}
        {field('city', 'City', { autoComplete: 'address-level2', required: true })}
        {field('state', 'State', { autoComplete: 'address-level1', required: true })}
        {field('postalCode', 'PIN code', { autoComplete: 'postal-code', inputMode: 'numeric', required: true })}
        {field('country', 'Country', { autoComplete: 'country-name', required: true })}
        {field('label', 'Label (Home, Shop…)', { optional: true })}
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={form.values.isDefault} onChange={(event) => form.setValue('isDefault', event.target.checked)} />
        Use as my default address
      </label>
      <FormStatus state={form.status} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel} disabled={form.pending}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
