// Fills the shared address form (shared-ui AddressForm) as a customer types it.
import type { Locator } from '@playwright/test';

/** A delivery address in the seller's own state (Maharashtra), as the callables take it: CGST + SGST on its invoices. */
export const MUMBAI_ADDRESS = {
  fullName: 'Asha Mehta',
  phone: '+91 98200 00001',
  line1: '21 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400020',
  country: 'India',
};

export interface TypedAddress {
  fullName: string;
  phone: string;
  line1: string;
  city: string;
  state: string;
  postalCode: string;
}

export async function fillAddress(form: Locator, address: TypedAddress): Promise<void> {
  await form.getByLabel('Full name').fill(address.fullName);
  await form.getByLabel('Phone').fill(address.phone);
  await form.getByLabel('Address (house, street)').fill(address.line1);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('State').fill(address.state);
  await form.getByLabel('PIN code').fill(address.postalCode);
}
