import { buildSearchKeywords, matchesSearch, parseSearchQuery, rankSearchResults, searchTokens } from './search-keywords';

const product = (sku: string, title: string, category = 'Rings', subCategory = 'Band Rings', tags: string[] = []) => ({
  sku,
  title,
  searchKeywords: buildSearchKeywords({ sku, title, category, subCategory, tags }),
});

const catalogue = [
  product('SLV-RNG-0001', 'Twisted Rope Stackable Band'),
  product('SLV-RNG-0002', 'Hammered Texture Band Ring'),
  product('SLV-RNG-0010', 'Oxidised Peacock Cocktail Ring', 'Rings', 'Cocktail Rings', ['ethnic']),
  product('SLV-ERG-0001', 'Jhumká Temple Earrings', 'Earrings', 'Jhumkas', ['ethnic', 'festive']),
  product('SLV-ANK-0003', 'Ghungroo Payal Anklet', 'Anklets', 'Payals', ['bridal']),
];

describe('searchTokens', () => {
  it('lower-cases, strips accents and apostrophes, and drops one-letter words', () => {
    expect(searchTokens("  Jhumká  Men's a RING ")).toEqual(['jhumka', 'mens', 'ring']);
  });
});

describe('parseSearchQuery', () => {
  it('asks Firestore for the longest word, which usually has the fewest matches', () => {
    expect(parseSearchQuery('band twisted').queryTerm).toBe('twisted');
  });

  it('keeps a SKU or SKU prefix whole instead of splitting it on dashes', () => {
    const query = parseSearchQuery('SLV-RNG-00');
    expect(query.skuTerm).toBe('slv-rng-00');
    expect(query.queryTerm).toBe('slv-rng-00');
    expect(query.tokens).toEqual(['slv', 'rng', '00']);
  });

  it('has nothing to search for an empty or one-letter query', () => {
    expect(parseSearchQuery('   ').queryTerm).toBeNull();
    expect(parseSearchQuery('a').queryTerm).toBeNull();
  });
});

describe('matching', () => {
  it('matches word beginnings in any case and without accents', () => {
    const hits = (q: string) => rankSearchResults(catalogue, parseSearchQuery(q)).map((p) => p.sku);
    expect(hits('TWIS')).toEqual(['SLV-RNG-0001']);
    expect(hits('jhumka')).toEqual(['SLV-ERG-0001']);
    expect(hits('Jhumká')).toEqual(['SLV-ERG-0001']);
    expect(hits('payal')).toEqual(['SLV-ANK-0003']);
  });

  it('requires every word to match (category, subcategory and tags count)', () => {
    const hits = (q: string) => rankSearchResults(catalogue, parseSearchQuery(q)).map((p) => p.sku);
    expect(hits('ethnic ring')).toEqual(['SLV-RNG-0010']);
    expect(hits('bridal ring')).toEqual([]);
    expect(hits('cocktail')).toEqual(['SLV-RNG-0010']);
  });

  it('does not match a product with none of the words', () => {
    expect(matchesSearch(catalogue[0]!, parseSearchQuery('necklace'))).toBe(false);
  });
});

describe('ranking', () => {
  it('puts the exact SKU first, then other SKUs with that prefix', () => {
    const ranked = rankSearchResults(catalogue, parseSearchQuery('slv-rng-0001')).map((p) => p.sku);
    expect(ranked[0]).toBe('SLV-RNG-0001');
    expect(ranked).toEqual(['SLV-RNG-0001']);
    const prefix = rankSearchResults(catalogue, parseSearchQuery('SLV-RNG-00')).map((p) => p.sku);
    // Equal scores (SKU prefix, no title words) fall back to title order: Hammered, Oxidised, Twisted.
    expect(prefix).toEqual(['SLV-RNG-0002', 'SLV-RNG-0010', 'SLV-RNG-0001']);
  });

  it('ranks title matches above matches through the category or subcategory', () => {
    // "ring" is in the title of two products and only in the category of the third.
    const ranked = rankSearchResults(catalogue, parseSearchQuery('ring')).map((p) => p.sku);
    expect(ranked.slice(0, 2).sort()).toEqual(['SLV-RNG-0002', 'SLV-RNG-0010']);
    expect(ranked[2]).toBe('SLV-RNG-0001');
  });

  it('ranks a product with all words in its title above one with some of them', () => {
    const ranked = rankSearchResults(catalogue, parseSearchQuery('band ring')).map((p) => p.sku);
    expect(ranked).toEqual(['SLV-RNG-0002', 'SLV-RNG-0001']);
  });
});
