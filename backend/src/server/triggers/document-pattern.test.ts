import { describe, expect, it } from 'vitest';
import { compileDocumentPattern } from './document-pattern';

const matches = (pattern: string, path: string, type: 'EXACT' | 'PATH_PATTERN' = 'PATH_PATTERN'): boolean =>
  compileDocumentPattern(pattern, type).matches(path.split('/'));

describe('compileDocumentPattern', () => {
  it('matches one segment for {id}, {id=*} and *', () => {
    for (const pattern of ['prod/{id}', 'prod/{id=*}', 'prod/*']) {
      expect(matches(pattern, 'prod/slv-rng-0001')).toBe(true);
      expect(matches(pattern, 'prod/slv-rng-0001/reviews/r1')).toBe(false);
      expect(matches(pattern, 'categories/rings')).toBe(false);
    }
  });

  it('matches nested collections segment by segment', () => {
    expect(matches('webusers/{uid}/addresses/{addressId}', 'webusers/u1/addresses/a1')).toBe(true);
    expect(matches('webusers/{uid}/addresses/{addressId}', 'webusers/u1/orders/o1')).toBe(false);
    expect(matches('prod/{id}/reviews/{reviewId}', 'prod/p1')).toBe(false);
  });

  it('matches any depth for {name=**} and **, including documents right under the prefix', () => {
    for (const pattern of ['webusers/{rest=**}', 'webusers/**']) {
      expect(matches(pattern, 'webusers/u1')).toBe(true);
      expect(matches(pattern, 'webusers/u1/addresses/a1')).toBe(true);
      expect(matches(pattern, 'prod/p1')).toBe(false);
    }
    expect(matches('{path=**}/reviews/{id}', 'prod/p1/reviews/r1')).toBe(true);
    expect(matches('{path=**}/reviews/{id}', 'reviews/r1')).toBe(true);
    expect(matches('{path=**}/reviews/{id}', 'prod/p1/ratings/r1')).toBe(false);
  });

  it('takes an EXACT filter literally, braces and all', () => {
    expect(matches('settings/site', 'settings/site', 'EXACT')).toBe(true);
    expect(matches('settings/site', 'settings/seo', 'EXACT')).toBe(false);
    expect(matches('prod/{id}', 'prod/p1', 'EXACT')).toBe(false);
  });

  it('ignores leading and trailing slashes', () => {
    expect(compileDocumentPattern('/mail/{id}/', 'PATH_PATTERN').source).toBe('mail/{id}');
    expect(matches('/mail/{id}/', 'mail/m1')).toBe(true);
  });

  it('refuses segments that mix literals and wildcards, naming the segment', () => {
    expect(() => compileDocumentPattern('prod/slv-*', 'PATH_PATTERN')).toThrow(/segment "slv-\*"/);
    expect(() => compileDocumentPattern('prod/{a}{b}', 'PATH_PATTERN')).toThrow(/segment/);
    expect(() => compileDocumentPattern('', 'PATH_PATTERN')).toThrow(/needs a document/);
  });
});
