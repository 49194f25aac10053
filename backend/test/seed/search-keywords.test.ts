import { describe, expect, it } from 'vitest';
import { buildSearchKeywords, prefixes, searchTokens } from '../../src/seed/search-keywords';

const ring = {
  title: 'Twisted Rope Stackable Band',
  sku: 'SLV-RNG-0001',
  category: 'Rings',
  subCategory: 'Stackable & Band Rings',
  tags: ['925 silver', 'daily wear'],
};

describe('buildSearchKeywords', () => {
  it('contains every token of the title, SKU, category, subcategory and tags, in lower case', () => {
    const keywords = buildSearchKeywords(ring);
    for (const token of ['twisted', 'rope', 'stackable', 'band', 'slv', 'rng', '0001', 'rings', '925', 'silver', 'daily', 'wear']) {
      expect(keywords).toContain(token);
    }
    expect(keywords.every((k) => k === k.toLowerCase())).toBe(true);
  });

  it('contains every prefix of length two or more, and no single characters', () => {
    const keywords = buildSearchKeywords(ring);
    expect(keywords).toEqual(expect.arrayContaining(['tw', 'twi', 'twis', 'twist', 'twiste', 'st', 'sta', 'ri', 'rin']));
    expect(keywords.some((k) => k.length < 2)).toBe(false);
  });

  it('keeps the whole SKU as a token so an exact SKU search matches', () => {
    expect(buildSearchKeywords(ring)).toEqual(expect.arrayContaining(['slv-rng-0001', 'slv-rng-000']));
  });

  it('strips accents and drops apostrophes', () => {
    const keywords = buildSearchKeywords({ title: "Jhumká Men's Kadā", sku: 'X-1', category: 'Éarrings', tags: [] });
    expect(keywords).toEqual(expect.arrayContaining(['jhumka', 'mens', 'kada', 'earrings']));
    expect(keywords.some((k) => /[áāé'’]/.test(k))).toBe(false);
  });

  it('is sorted, free of duplicates and only holds prefixes of real tokens', () => {
    const keywords = buildSearchKeywords(ring);
    expect([...keywords].sort()).toEqual(keywords);
    expect(new Set(keywords).size).toBe(keywords.length);
    const tokens = [ring.title, ring.sku, ring.category, ring.subCategory, ...ring.tags].flatMap(searchTokens);
    tokens.push('slv-rng-0001');
    for (const keyword of keywords) expect(tokens.some((token) => token.startsWith(keyword))).toBe(true);
  });

  it('matches any two-letter-or-longer beginning of a word a shopper types', () => {
    const keywords = new Set(buildSearchKeywords(ring));
    for (const query of ['Twis', 'STACK', 'band rings', 'Rope']) {
      for (const token of searchTokens(query)) expect(keywords.has(token)).toBe(true);
    }
    expect(keywords.has('necklace')).toBe(false);
  });

  it('handles a product without subcategory or tags', () => {
    expect(buildSearchKeywords({ title: 'Om', sku: 'A', category: 'Pendants' })).toEqual(['om', 'pe', 'pen', 'pend', 'penda', 'pendan', 'pendant', 'pendants']);
  });
});

describe('prefixes', () => {
  it('lists the prefixes from two characters up to the whole token', () => {
    expect(prefixes('ring')).toEqual(['ri', 'rin', 'ring']);
    expect(prefixes('a')).toEqual([]);
  });
});
