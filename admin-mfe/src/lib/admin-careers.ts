// The careers openings for the admin: every opening, open or closed, newest first, with the
// version its editor starts from; and a new opening's id.
import { collection, doc, getDocs, orderBy, query, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { asIsoDate, CAREERS, toCareerOpening, type CareerOpening } from 'shared-data';

export interface AdminCareerOpening extends CareerOpening {
  active: boolean;
  updatedAt: string | null;
}

export async function fetchAllOpenings(db: Firestore): Promise<AdminCareerOpening[]> {
  const snapshot = await getDocs(query(collection(db, CAREERS), orderBy('postedAt', 'desc')));
  return snapshot.docs.map((entry) => ({
    ...toCareerOpening(entry.id, entry.data()),
    active: entry.get('active') === true,
    updatedAt: asIsoDate(entry.get('updatedAt')),
  }));
}

export const newCareerId = (db: Firestore): string => doc(collection(db, CAREERS)).id;

/** A new opening's posting time: the server's clock at the write. */
export const postedNow = () => serverTimestamp();
