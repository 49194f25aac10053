// The `searchKeywords` array stored on each product, which the catalogue's search queries with
// `array-contains` on one normalised term. Shared with the catalogue team: keep the algorithm in
// step with the query side (normalise the user's term with `searchTokens`, then look up one token).
import { normalizeText } from './text';

export interface SearchableProduct {
  title: string;
  sku: string;
  category: string;
  subCategory?: string | null;
  tags?: readonly string[];
}

/** Shortest prefix stored, so a one-letter query does not match half the catalogue. */
export const MIN_PREFIX_LENGTH = 2;

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
  return [...keywords].sort();
}
