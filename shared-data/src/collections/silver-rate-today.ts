// `pricing/silver` as the storefront shows it ("Silver rate today" above the header, when the
// settings' pricing.showSilverRate is on): the rate per gram of fine silver and since when. The
// time is written here, in the root loader, so that the server's and the browser's renders agree.
import type { Firestore } from 'firebase/firestore/lite';
import { lazyFirestore } from '../platform/firestore-sdk';
import { CURRENT_SILVER_RATE } from '../pricing/rate-documents';
import { asIsoDate } from './field-readers';
import { formatDateTime } from './format-date';

const { doc, getDoc } = lazyFirestore;

export interface SilverRateToday {
  /** Rupees per gram of fine (999) silver. */
  rupeesPerGram: number;
  /** ISO time from which the rate is in force, or null when the document has none. */
  effectiveFrom: string | null;
  /** `effectiveFrom` in India time ("29 Nov 2026, 10:15 am"); '' without one. */
  effectiveFromText: string;
}

/** The rate in force, or null when the shop has set none (or it cannot be read: the line is left out). */
export async function fetchSilverRateToday(db: Firestore | null): Promise<SilverRateToday | null> {
  if (!db) return null;
  try {
    const snapshot = await getDoc(doc(db, CURRENT_SILVER_RATE.collection, CURRENT_SILVER_RATE.id));
    const rupeesPerGram: unknown = snapshot.exists() ? snapshot.get('rupeesPerGram') : undefined;
    if (typeof rupeesPerGram !== 'number' || !Number.isFinite(rupeesPerGram) || rupeesPerGram <= 0) return null;
    const effectiveFrom = asIsoDate(snapshot.get('effectiveFrom'));
    return { rupeesPerGram, effectiveFrom, effectiveFromText: formatDateTime(effectiveFrom) };
  } catch (error) {
    console.warn('The silver rate is unavailable, left out:', error instanceof Error ? error.message : error);
    return null;
  }
}
