// `pages/{slug}`: the informational pages (docs/data-model.md): title, meta description, Markdown
// body and, for the FAQs, question-and-answer items. Anyone reads; admins write.
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { lazyFirestore } from '../platform/firestore-sdk';
import { asIsoDate, asString } from './field-readers';
import { formatLongDate } from './format-date';
import { PAGES } from './collection-names';

const { doc, getDoc } = lazyFirestore;

export { PAGES } from './collection-names';

/** The policy pages rendered by the shared info-page route. */
export const INFO_PAGE_SLUGS = ['privacy-policy', 'shipping', 'returns', 'terms-conditions'] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  body: string;
  items: FaqItem[];
  updatedAt: string | null;
  /** en-IN, computed here so server and browser render the same text. */
  updatedLabel: string;
}

function asFaqItems(value: unknown): FaqItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const question = asString((item as Record<string, unknown>)['question']).trim();
    const answer = asString((item as Record<string, unknown>)['answer']).trim();
    return question && answer ? [{ question, answer }] : [];
  });
}

export function toContentPage(slug: string, data: Record<string, unknown>): ContentPage {
  const updatedAt = asIsoDate(data['updatedAt']);
  return {
    slug,
    title: asString(data['title']),
    description: asString(data['description']),
    body: asString(data['body']),
    items: asFaqItems(data['items']),
    updatedAt,
    updatedLabel: formatLongDate(updatedAt),
  };
}

export const contentPageConverter: FirestoreDataConverter<ContentPage> = {
  toFirestore: (page) => page as unknown as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toContentPage(snapshot.id, snapshot.data()),
};

export const contentPageRef = (db: Firestore, slug: string) => doc(db, PAGES, slug).withConverter(contentPageConverter);

/** The page, or null when it has not been written yet. */
export async function fetchContentPage(db: Firestore, slug: string): Promise<ContentPage | null> {
  return (await getDoc(contentPageRef(db, slug))).data() ?? null;
}
