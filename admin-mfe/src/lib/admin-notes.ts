// The shop's internal notes on an order or a customer: `<parent>/notes/{id}` `{ text, by, byEmail,
// at }`, written by the addOrderNote and addCustomerNote functions, read by admins only.
import { collection, getDocs, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import { asIsoDate, asString } from 'shared-data';
import { NOTES } from 'shared-data/admin';

export interface AdminNote {
  id: string;
  text: string;
  byEmail: string;
  /** ISO time */
  at: string | null;
}

/** The notes under `parent` (for example `orders`, id), oldest first. */
export async function fetchAdminNotes(db: Firestore, ...parent: [string, string]): Promise<AdminNote[]> {
  const snapshot = await getDocs(query(collection(db, ...parent, NOTES), orderBy('at', 'asc')));
  return snapshot.docs.map((note) => {
    const data = note.data();
    return { id: note.id, text: asString(data['text']), byEmail: asString(data['byEmail']), at: asIsoDate(data['at']) };
  });
}
