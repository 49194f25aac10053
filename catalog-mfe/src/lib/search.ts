// Catalogue search. Firestore has no full-text search, so each product keeps `searchKeywords`
// (normalised tokens and their prefixes); Firestore is asked for the most selective word with
// `array-contains`, and the other words, the ranking and the paging happen here.
import type { Firestore } from 'firebase/firestore/lite';
import { asStringList, lazyFirestore } from 'shared-data';
import { parseSearchQuery, PRODUCTS, rankSearchResults, toProductSummary, type ProductSummary, type SearchQuery } from 'shared-data';

const { collection, getDocs, limit, orderBy, query, where } = lazyFirestore;

/** Candidates read per search: enough for any realistic query on this catalogue, bounded in cost. */
export const SEARCH_CANDIDATES = 200;

export interface SearchResult {
  query: SearchQuery;
  /** Every match, best first (summaries only: they go into the page). */
  products: ProductSummary[];
  /** True when the candidates hit SEARCH_CANDIDATES and some matches may be missing. */
  truncated: boolean;
}

export async function searchProducts(db: Firestore, text: string, candidates = SEARCH_CANDIDATES): Promise<SearchResult> {
  const parsed = parseSearchQuery(text);
  if (!parsed.queryTerm) return { query: parsed, products: [], truncated: false };
  const snapshot = await getDocs(
    query(
      collection(db, PRODUCTS),
      where('status', '==', 'active'),
      where('searchKeywords', 'array-contains', parsed.queryTerm),
      orderBy('createdAt', 'desc'),
      limit(candidates),
    ),
  );
  // Summaries with their keywords (the ranking reads them); whole products are not needed here.
  const ranked = rankSearchResults(
    snapshot.docs.map((d) => ({ ...toProductSummary(d.id, d.data()), searchKeywords: asStringList(d.get('searchKeywords')) })),
    parsed,
  );
  return {
    query: parsed,
    products: ranked.map(({ searchKeywords: _keywords, ...summary }) => summary),
    truncated: snapshot.size === candidates,
  };
}
