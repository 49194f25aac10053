// The `searchKeywords` array stored on each product. The algorithm lives in shared-data (the
// catalogue's query side and the admin's product writes use the same module), so the seed, the
// search box and the product editor can never disagree about tokens and prefixes.
export { buildSearchKeywords, MIN_PREFIX_LENGTH, prefixes, searchTokens, type SearchableProduct } from 'shared-data/contracts';
