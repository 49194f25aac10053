// A shipping address in `webusers/{uid}/addresses/{id}` (see docs/data-model.md and the rules).

export interface AddressInput {
  label: string;
  fullName: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  /** Indian PIN code: six digits, not starting with 0. */
  postalCode: string;
  country: string;
  isDefault: boolean;
}

export interface Address extends AddressInput {
  id: string;
  /** ISO string */
  createdAt: string | null;
}

export type AddressErrors = Partial<Record<keyof AddressInput, string>>;

export const emptyAddress: AddressInput = {
  label: '',
  fullName: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'India',
  isDefault: false,
};

const PIN = /^[1-9][0-9]{5}$/;
const PHONE = /^[+]?[0-9 ()-]{7,20}$/;

/** The same checks the security rules make, with messages a person can act on. */
export function validateAddress(input: AddressInput): AddressErrors {
  const errors: AddressErrors = {};
  const required = (key: keyof AddressInput, label: string, max: number) => {
    const value = String(input[key] ?? '').trim();
    if (!value) errors[key] = `Enter the ${label}.`;
    else if (value.length > max) errors[key] = `The ${label} can be at most ${max} characters.`;
  };
  required('fullName', 'full name', 100);
  required('line1', 'address (house, street)', 200);
  required('city', 'city', 100);
  required('state', 'state', 100);
  required('country', 'country', 60);
  if (input.line2.length > 200) errors.line2 = 'The second address line can be at most 200 characters.';
  if (input.label.length > 40) errors.label = 'The label can be at most 40 characters.';
  const phone = input.phone.trim();
  if (!phone) errors.phone = 'Enter a phone number for the delivery.';
  else if (!PHONE.test(phone)) errors.phone = 'Enter a phone number with 7–20 digits (spaces, +, - and brackets allowed).';
  const pin = input.postalCode.trim();
  if (!pin) errors.postalCode = 'Enter the 6-digit PIN code.';
  else if (!PIN.test(pin)) errors.postalCode = 'A PIN code has 6 digits and does not start with 0.';
  return errors;
}
