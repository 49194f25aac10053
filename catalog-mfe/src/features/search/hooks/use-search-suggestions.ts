// Suggestions for the header's search box: the query is debounced, and a newer query supersedes
// an older one — its request is aborted and its late answer ignored — so suggestions never go
// back to an earlier query.
import { useEffect, useState } from 'react';
import { loadBrowserDb } from 'shared-auth';
import type { ProductSummary } from 'shared-data';
import { searchProducts } from '../../../lib/search';

export const SUGGESTION_DELAY_MS = 250;
export const SUGGESTION_COUNT = 6;
/** Fewer candidates than the results page: suggestions need the best few, fast. */
const SUGGESTION_CANDIDATES = 40;

export type SuggestionSearch = (query: string, signal: AbortSignal) => Promise<ProductSummary[]>;

const searchCatalogue: SuggestionSearch = async (query, signal) => {
  const db = await loadBrowserDb();
  if (!db) throw new Error('The catalogue is not available right now.');
  // Firestore Lite cannot cancel a request already sent; the signal stops its answer being used.
  const result = await searchProducts(db, query, SUGGESTION_CANDIDATES);
  if (signal.aborted) throw signal.reason;
  return result.products.slice(0, SUGGESTION_COUNT);
};

export interface SuggestionsState {
  /** The query these suggestions answer. */
  query: string;
  suggestions: ProductSummary[];
  loading: boolean;
  error: boolean;
}

export function useSearchSuggestions(input: string, search: SuggestionSearch = searchCatalogue): SuggestionsState {
  const query = input.trim();
  const [state, setState] = useState<SuggestionsState>({ query: '', suggestions: [], loading: false, error: false });

  useEffect(() => {
    if (query.length < 2) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((current) => ({ ...current, loading: true, error: false }));
      search(query, controller.signal).then(
        (suggestions) => {
          if (!controller.signal.aborted) setState({ query, suggestions, loading: false, error: false });
        },
        () => {
          if (!controller.signal.aborted) setState({ query, suggestions: [], loading: false, error: true });
        },
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  if (query.length < 2) return { query, suggestions: [], loading: false, error: false };
  return state;
}
