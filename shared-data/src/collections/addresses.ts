// `webusers/{uid}/addresses/{id}`: a customer's saved shipping addresses, read and written by that
// customer only. One reader for every screen: the default address first, then oldest first.
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { lazyFirestore } from '../platform/firestore-sdk';
import { z } from '#zod';
import { optionalText, PIN_CODE_PATTERN, pinCodeField, requiredText, storedPhone, storedText, timestampField } from '../schemas/fields';
import type { Address, AddressInput } from '../types/address';
import { asIsoDate, asString } from './field-readers';
import { WEBUSERS } from './webusers';
import { lazySchema } from '../schemas/lazy-schema';
import { ADDRESSES } from './collection-names';

const { collection, doc, getDocs } = lazyFirestore;

export { ADDRESSES } from './collection-names';

export function toAddress(id: string, data: Record<string, unknown>): Address {
  return {
    id,
    label: asString(data['label']).trim(),
    fullName: asString(data['fullName']).trim(),
    phone: asString(data['phone']).trim(),
    line1: asString(data['line1']).trim(),
    line2: asString(data['line2']).trim(),
    city: asString(data['city']).trim(),
    state: asString(data['state']).trim(),
    postalCode: asString(data['postalCode']).trim(),
    country: asString(data['country']).trim() || 'India',
    isDefault: data['isDefault'] === true,
    createdAt: asIsoDate(data['createdAt']),
  };
}

export const addressConverter: FirestoreDataConverter<Address> = {
  toFirestore: (address) => address as unknown as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toAddress(snapshot.id, snapshot.data()),
};

export const addressesRef = (db: Firestore, uid: string) => collection(db, WEBUSERS, uid, ADDRESSES).withConverter(addressConverter);
export const addressRef = (db: Firestore, uid: string, id: string) => doc(addressesRef(db, uid), id);

/** The default address first, then the others oldest first. */
export function sortAddresses(addresses: Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
}

/** The customer's addresses (read as that customer: the rules let only the owner read them). */
export async function fetchAddresses(db: Firestore, uid: string): Promise<Address[]> {
  const snapshot = await getDocs(addressesRef(db, uid));
  return sortAddresses(snapshot.docs.map((document) => document.data()));
}

/** The address form, with messages a person can act on (the same limits the rules check). */
export const addressInputSchema = lazySchema(() =>
  z.object({
    label: optionalText('label', 40, { long: 'The label can be at most 40 characters.' }),
    fullName: requiredText('full name', 100, { long: 'The full name can be at most 100 characters.' }),
    phone: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : ''),
      z
        .string()
        .min(1, 'Enter a phone number for the delivery.')
        .regex(/^[+]?[0-9 ()-]{7,20}$/, 'Enter a phone number with 7–20 digits (spaces, +, - and brackets allowed).'),
    ),
    line1: requiredText('address (house, street)', 200, { long: 'The address (house, street) can be at most 200 characters.' }),
    line2: optionalText('second address line', 200, { long: 'The second address line can be at most 200 characters.' }),
    city: requiredText('city', 100, { long: 'The city can be at most 100 characters.' }),
    state: requiredText('state', 100, { long: 'The state can be at most 100 characters.' }),
    postalCode: pinCodeField,
    country: requiredText('country', 60, { long: 'The country can be at most 60 characters.' }),
    isDefault: z.boolean(),
  }),
);

/** An address document as the write rule accepts it (validAddress in backend/firestore.rules). */
export const addressDocumentSchema = lazySchema(() =>
  z.strictObject({
    label: storedText(0, 40).optional(),
    fullName: storedText(1, 100),
    phone: storedPhone,
    line1: storedText(1, 200),
    line2: storedText(0, 200).optional(),
    city: storedText(1, 100),
    state: storedText(1, 100),
    postalCode: z.string().regex(PIN_CODE_PATTERN),
    country: storedText(2, 60),
    isDefault: z.boolean().optional(),
    createdAt: timestampField,
    updatedAt: timestampField.optional(),
  }),
);

export type AddressErrors = Partial<Record<keyof AddressInput, string>>;

/** The same checks the security rules make, with messages a person can act on. */
export function validateAddress(input: AddressInput): AddressErrors {
  const result = addressInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof AddressInput | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
