// Informational pages (`pages/{slug}`, docs/data-model.md): title, meta description, Markdown
// body and, for the FAQs, question-and-answer items. Public read; the admin edits them.
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { asIsoDate, asString } from 'shared-data';
import { formatLongDate } from './format-date';

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

/** The page, or null when it has not been written yet. */
export async function fetchContentPage(db: Firestore, slug: string): Promise<ContentPage | null> {
  const snapshot = await getDoc(doc(db, 'pages', slug));
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
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
