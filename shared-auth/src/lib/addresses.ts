// The user's addresses, `webusers/{uid}/addresses/{id}`: list, add, edit, delete, set default and
// replace-all (batch delete then write, atomically).
import type { Firestore } from 'firebase/firestore/lite';
import { lazyFirestore } from 'shared-data';
import { ADDRESSES, fetchAddresses, WEBUSERS, type Address, type AddressInput } from 'shared-data';

const { collection, doc, getDocs, serverTimestamp, writeBatch } = lazyFirestore;

const addressesOf = (db: Firestore, uid: string) => collection(db, WEBUSERS, uid, ADDRESSES);

function clean(input: AddressInput): AddressInput {
  const trim = (value: string) => value.trim();
  return {
    label: trim(input.label),
    fullName: trim(input.fullName),
    phone: trim(input.phone),
    line1: trim(input.line1),
    line2: trim(input.line2),
    city: trim(input.city),
    state: trim(input.state),
    postalCode: trim(input.postalCode),
    country: trim(input.country) || 'India',
    isDefault: input.isDefault === true,
  };
}

/** The other addresses that must lose their default flag when `keepId` becomes the default. */
function unsetOtherDefaults(batch: ReturnType<typeof writeBatch>, db: Firestore, uid: string, existing: Address[], keepId: string) {
  for (const address of existing) {
    if (address.id !== keepId && address.isDefault) {
      batch.update(doc(addressesOf(db, uid), address.id), { isDefault: false, updatedAt: serverTimestamp() });
    }
  }
}

export async function createAddress(db: Firestore, uid: string, input: AddressInput): Promise<string> {
  const existing = await fetchAddresses(db, uid);
  const ref = doc(addressesOf(db, uid));
  const batch = writeBatch(db);
  // The first address is the default.
  const isDefault = input.isDefault || existing.length === 0;
  batch.set(ref, { ...clean(input), isDefault, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  if (isDefault) unsetOtherDefaults(batch, db, uid, existing, ref.id);
  await batch.commit();
  return ref.id;
}

export async function editAddress(db: Firestore, uid: string, id: string, input: AddressInput): Promise<void> {
  const existing = await fetchAddresses(db, uid);
  const batch = writeBatch(db);
  batch.update(doc(addressesOf(db, uid), id), { ...clean(input), updatedAt: serverTimestamp() });
  if (input.isDefault) unsetOtherDefaults(batch, db, uid, existing, id);
  await batch.commit();
}

export async function makeDefaultAddress(db: Firestore, uid: string, id: string): Promise<void> {
  const existing = await fetchAddresses(db, uid);
  const batch = writeBatch(db);
  batch.update(doc(addressesOf(db, uid), id), { isDefault: true, updatedAt: serverTimestamp() });
  unsetOtherDefaults(batch, db, uid, existing, id);
  await batch.commit();
}

export async function removeAddress(db: Firestore, uid: string, id: string): Promise<void> {
  const existing = await fetchAddresses(db, uid);
  const removed = existing.find((address) => address.id === id);
  const batch = writeBatch(db);
  batch.delete(doc(addressesOf(db, uid), id));
  // Keep one default when the default goes.
  const next = existing.find((address) => address.id !== id);
  if (removed?.isDefault && next) batch.update(doc(addressesOf(db, uid), next.id), { isDefault: true, updatedAt: serverTimestamp() });
  await batch.commit();
}

/** Replaces every address with `inputs` in one atomic batch (delete all, then write). */
export async function replaceAllAddresses(db: Firestore, uid: string, inputs: AddressInput[]): Promise<string[]> {
  if (inputs.length > 200) throw new Error('At most 200 addresses can be saved at once.');
  const existing = await getDocs(addressesOf(db, uid));
  const batch = writeBatch(db);
  for (const document of existing.docs) batch.delete(document.ref);
  const hasDefault = inputs.some((input) => input.isDefault);
  const ids = inputs.map((input, index) => {
    const ref = doc(addressesOf(db, uid));
    batch.set(ref, {
      ...clean(input),
      isDefault: hasDefault ? input.isDefault === true : index === 0,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    return ref.id;
  });
  await batch.commit();
  return ids;
}

/** Every address document of the user (for account deletion). */
export async function deleteAllAddresses(db: Firestore, uid: string): Promise<void> {
  const existing = await getDocs(addressesOf(db, uid));
  if (existing.empty) return;
  const batch = writeBatch(db);
  for (const document of existing.docs) batch.delete(document.ref);
  await batch.commit();
}
