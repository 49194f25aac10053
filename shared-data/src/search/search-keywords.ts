// Catalogue search without a search engine: every product stores `searchKeywords` (its normalised
// tokens and their prefixes), the query side normalises the shopper's words the same way, asks
// Firestore for one term with `array-contains`, then checks the other words and ranks in memory.
// The seed and the admin's product writes build the keywords with this module, so both sides agree.

export interface SearchableProduct {
  title: string;
  sku: string;
  /** Its variants' SKUs (a product with options): search finds a variant by its SKU. */
  variantSkus?: readonly string[];
  category: string;
  subCategory?: string | null;
  tags?: readonly string[];
}

/** Shortest prefix stored, so a one-letter query does not match half the catalogue. */
export const MIN_PREFIX_LENGTH = 2;

/** "Jhumká Earrings" → "jhumka earrings": lower case, accents removed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** "Floral Filigree Silver Ring (925)" → "floral-filigree-silver-ring-925" (a URL slug). */
export function slugify(text: string): string {
  return normalizeText(text)
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/**
 * Lower-case, accent-free tokens of a text: split on anything that is not a letter or digit, with
 * apostrophes dropped first ("women's" → "womens"); tokens shorter than MIN_PREFIX_LENGTH are
 * left out.
 */
export function searchTokens(text: string): string[] {
  return normalizeText(text)
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length >= MIN_PREFIX_LENGTH);
}

/** "ring" → ["ri", "rin", "ring"]. */
export function prefixes(token: string): string[] {
  const out: string[] = [];
  for (let end = MIN_PREFIX_LENGTH; end <= token.length; end += 1) out.push(token.slice(0, end));
  return out;
}

/**
 * Every token of the title, SKU, category, subcategory and tags, and every prefix of each token of
 * length ≥ 2; the whole SKU ("slv-rng-0001") is kept as one more token so an exact SKU search hits.
 * Sorted and without duplicates, so the same product always yields the same array.
 */
export function buildSearchKeywords(product: SearchableProduct): string[] {
  const sources = [product.title, product.sku, product.category, product.subCategory ?? '', ...(product.tags ?? [])];
  const tokens = sources.flatMap(searchTokens);
  const wholeSku = normalizeText(product.sku.trim());
  if (wholeSku.length >= MIN_PREFIX_LENGTH) tokens.push(wholeSku);
  const keywords = new Set<string>();
  for (const token of tokens) for (const prefix of prefixes(token)) keywords.add(prefix);
  // Each variant's whole SKU (an exact SKU search finds it), while the rules' limit allows.
  for (const sku of product.variantSkus ?? []) {
    const whole = normalizeText(sku.trim());
    if (keywords.size >= MAX_SEARCH_KEYWORDS) break;
    if (whole.length >= MIN_PREFIX_LENGTH) keywords.add(whole);
  }
  return [...keywords].sort();
}

/** The security rules accept at most this many keywords on a product. */
export const MAX_SEARCH_KEYWORDS = 200;

/** A parsed search: the words to match and the one term Firestore is asked for. */
export interface SearchQuery {
  /** The query as typed, trimmed. */
  text: string;
  /** Normalised words (each must prefix-match a keyword of a result). */
  tokens: string[];
  /**
   * The whole query when it looks like a SKU or SKU prefix ("SLV-RNG-00"): stored as one keyword,
   * so it matches without splitting on the dashes.
   */
  skuTerm: string | null;
  /** The single term sent to Firestore (`array-contains`); null when there is nothing to search. */
  queryTerm: string | null;
}

const SKU_LIKE = /^[\p{L}\p{N}]+(?:[-_/.][\p{L}\p{N}]*)+$/u;

export function parseSearchQuery(raw: string): SearchQuery {
  const text = raw.trim().slice(0, 200);
  const tokens = [...new Set(searchTokens(text))].slice(0, 10);
  const compact = normalizeText(text);
  const skuTerm = compact.length >= MIN_PREFIX_LENGTH && SKU_LIKE.test(compact) ? compact : null;
  // The longest word is usually the most selective one, so Firestore returns the fewest candidates.
  const longest = tokens.reduce<string | null>((best, token) => (best === null || token.length > best.length ? token : best), null);
  return { text, tokens, skuTerm, queryTerm: skuTerm ?? longest };
}

/** What ranking needs to know about a candidate product. */
export interface RankableProduct {
  sku: string;
  title: string;
  searchKeywords?: readonly string[];
}

/** Whether a product matches every word of the query (or the whole SKU-like term). */
export function matchesSearch(product: RankableProduct, query: SearchQuery): boolean {
  const keywords = new Set(product.searchKeywords ?? []);
  if (query.skuTerm && keywords.has(query.skuTerm)) return true;
  return query.tokens.length > 0 && query.tokens.every((token) => keywords.has(token));
}

/**
 * Relevance of a matching product: an exact SKU first, then a SKU prefix, then products whose
 * title holds the words (more words, and words at the start, rank higher), then the rest
 * (matched through category, subcategory or tags).
 */
export function searchScore(product: RankableProduct, query: SearchQuery): number {
  const sku = normalizeText(product.sku);
  const compact = normalizeText(query.text);
  let score = 0;
  if (compact === sku) score += 10_000;
  else if (query.skuTerm && sku.startsWith(query.skuTerm)) score += 5_000;
  const titleTokens = searchTokens(product.title);
  let titleHits = 0;
  for (const token of query.tokens) {
    const index = titleTokens.findIndex((word) => word.startsWith(token));
    if (index === -1) continue;
    titleHits += 1;
    score += 100;
    if (titleTokens[index] === token) score += 20; // the whole word, not just its beginning
    if (index === 0) score += 10;
  }
  if (query.tokens.length > 0 && titleHits === query.tokens.length) score += 500;
  return score;
}

/** Matching products, best first; equal scores keep title order so pages are stable. */
export function rankSearchResults<T extends RankableProduct>(products: readonly T[], query: SearchQuery): T[] {
  return products
    .filter((product) => matchesSearch(product, query))
    .map((product) => ({ product, score: searchScore(product, query) }))
    .sort((a, b) => b.score - a.score || a.product.title.localeCompare(b.product.title, 'en') || a.product.sku.localeCompare(b.product.sku, 'en'))
    .map(({ product }) => product);
}
