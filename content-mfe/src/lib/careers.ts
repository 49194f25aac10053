// Job openings (`careers`, docs/data-model.md). Visitors may read open positions only, so the
// query filters `active == true` as the rules require; newest first.
import { collection, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore/lite';
import { asIsoDate, asString } from 'shared-data';
import { formatLongDate } from './format-date';

export interface CareerOpening {
  id: string;
  title: string;
  location: string;
  type: string;
  description: string;
  postedAt: string | null;
  postedLabel: string;
}

export async function fetchOpenPositions(db: Firestore, max = 50): Promise<CareerOpening[]> {
  const snapshot = await getDocs(query(collection(db, 'careers'), where('active', '==', true), orderBy('postedAt', 'desc'), limit(max)));
  return snapshot.docs.map((document) => {
    const data = document.data();
    const postedAt = asIsoDate(data['postedAt']);
    return {
      id: document.id,
      title: asString(data['title'], 'Open position'),
      location: asString(data['location']),
      type: asString(data['type']),
      description: asString(data['description']),
      postedAt,
      postedLabel: formatLongDate(postedAt),
    };
  });
}
