// `careers/{id}`: job openings (docs/data-model.md). Anyone reads open positions (`active == true`,
// as the rules require of their queries); admins read all and write.
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { lazyFirestore } from '../platform/firestore-sdk';
import { z } from '#zod';
import { storedText } from '../schemas/fields';
import { asIsoDate, asString } from './field-readers';
import { formatLongDate } from './format-date';
import { lazySchema } from '../schemas/lazy-schema';
import { CAREERS } from './collection-names';

const { collection, getDocs, limit, orderBy, query, where } = lazyFirestore;

export { CAREERS } from './collection-names';

export interface CareerOpening {
  id: string;
  title: string;
  location: string;
  type: string;
  description: string;
  postedAt: string | null;
  postedLabel: string;
}

export function toCareerOpening(id: string, data: Record<string, unknown>): CareerOpening {
  const postedAt = asIsoDate(data['postedAt']);
  return {
    id,
    title: asString(data['title'], 'Open position'),
    location: asString(data['location']),
    type: asString(data['type']),
    description: asString(data['description']),
    postedAt,
    postedLabel: formatLongDate(postedAt),
  };
}

export const careerOpeningConverter: FirestoreDataConverter<CareerOpening> = {
  toFirestore: (opening) => opening as unknown as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toCareerOpening(snapshot.id, snapshot.data()),
};

export const careerOpeningsRef = (db: Firestore) => collection(db, CAREERS).withConverter(careerOpeningConverter);

/** What the write rule checks of an opening; the admin's editor checks the rest. */
export const careerDocumentSchema = lazySchema(() => z.looseObject({ title: storedText(1, 200), active: z.boolean() }));

/** Open positions, newest first. */
export async function fetchOpenPositions(db: Firestore, max = 50): Promise<CareerOpening[]> {
  const snapshot = await getDocs(query(careerOpeningsRef(db), where('active', '==', true), orderBy('postedAt', 'desc'), limit(max)));
  return snapshot.docs.map((document) => document.data());
}
