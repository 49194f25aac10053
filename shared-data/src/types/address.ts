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
