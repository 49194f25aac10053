// The shipping-address form used by My Account and by checkout: validated before submit with a
// message next to each field, the same checks as the security rules.
import { useState, type FormEvent } from 'react';
import { emptyAddress, validateAddress, type AddressErrors, type AddressInput } from 'shared-data';
import { TextField } from './text-field';
import { FormStatus } from './form-status';

export interface AddressFormProps {
  initial?: AddressInput;
  submitLabel: string;
  /** Resolves with an error message to show, or nothing on success. */
  onSubmit: (address: AddressInput) => Promise<string | void>;
  onCancel?: () => void;
}

export function AddressForm({ initial = emptyAddress, submitLabel, onSubmit, onCancel }: AddressFormProps) {
  const [values, setValues] = useState<AddressInput>(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof AddressInput>(key: K, value: AddressInput[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAddress(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setPending(true);
    setFailure(null);
    const error = await onSubmit(values).catch((reason: unknown) => (reason instanceof Error ? reason.message : 'Saving failed.'));
    setPending(false);
    if (error) setFailure(error);
  };

  const field = (key: keyof AddressErrors & keyof AddressInput, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      name={key}
      label={label}
      value={String(values[key])}
      error={errors[key]}
      onChange={(event) => set(key, event.target.value as never)}
      {...extra}
    />
  );

  return (
    <form className="address-form" onSubmit={submit} noValidate aria-label={submitLabel}>
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
        <input type="checkbox" checked={values.isDefault} onChange={(event) => set('isDefault', event.target.checked)} />
        Use as my default address
      </label>
      <FormStatus error={failure} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel} disabled={pending}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
