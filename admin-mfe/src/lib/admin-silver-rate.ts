// The silver-rate screen's reads: the rate in force (pricing/silver) and the rates set before it
// (silverRates, newest first: scheduled ones, still to come, at the top), with how far each rate's
// re-pricing got.
import { collection, doc, getDoc, getDocs, limit, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import { asIsoDate, asNumber, asString } from 'shared-data';
import { CURRENT_SILVER_RATE, SILVER_RATES } from 'shared-data/admin';

/** How many past rates the screen shows (about three months of daily rates). */
export const RATE_HISTORY_SIZE = 90;

export interface SilverRateEntry {
  id: string;
  rupeesPerGram: number;
  /** ISO time from which it was in force. */
  effectiveFrom: string | null;
  byEmail: string;
  /** Products given this rate's price so far. */
  repriced: number;
  /** Whether its re-pricing reached every metal-priced product. */
  finished: boolean;
  /** Waiting for its time (`effectiveFrom`), skipped (a later rate came first) or cancelled; else it was in force. */
  state: 'scheduled' | 'skipped' | 'cancelled' | 'set';
}

export interface SilverRates {
  currentId: string | null;
  /** Newest first. */
  history: SilverRateEntry[];
}

export async function fetchSilverRates(db: Firestore): Promise<SilverRates> {
  const [current, history] = await Promise.all([
    getDoc(doc(db, CURRENT_SILVER_RATE.collection, CURRENT_SILVER_RATE.id)),
    getDocs(query(collection(db, SILVER_RATES), orderBy('effectiveFrom', 'desc'), limit(RATE_HISTORY_SIZE))),
  ]);
  return {
    currentId: current.exists() ? asString(current.get('rateId')) || null : null,
    history: history.docs.map((rate) => {
      const repricing = (rate.get('repricing') ?? {}) as Record<string, unknown>;
      return {
        id: rate.id,
        rupeesPerGram: asNumber(rate.get('rupeesPerGram')),
        effectiveFrom: asIsoDate(rate.get('effectiveFrom')),
        byEmail: asString(rate.get('byEmail')),
        repriced: asNumber(repricing['repriced']),
        finished: Boolean(repricing['finishedAt']),
        state: rate.get('scheduled') === true ? 'scheduled' : rate.get('cancelled') === true ? 'cancelled' : rate.get('skipped') === true ? 'skipped' : 'set',
      };
    }),
  };
}
