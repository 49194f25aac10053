// The signed-in customer's saved addresses, read in the checkout loader (as that user: the rules
// let only the owner read them), on the server and in the browser alike.
import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';
import { asIsoDate, asString, type Address } from 'shared-data';

export async function fetchAddresses(db: Firestore, uid: string): Promise<Address[]> {
  const snapshot = await getDocs(collection(db, 'webusers', uid, 'addresses'));
  return snapshot.docs
    .map((d): Address => {
      const data = d.data();
      return {
        id: d.id,
        label: asString(data['label']),
        fullName: asString(data['fullName']),
        phone: asString(data['phone']),
        line1: asString(data['line1']),
        line2: asString(data['line2']),
        city: asString(data['city']),
        state: asString(data['state']),
        postalCode: asString(data['postalCode']),
        country: asString(data['country'], 'India'),
        isDefault: data['isDefault'] === true,
        createdAt: asIsoDate(data['createdAt']),
      };
    })
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
}
