import { describe, expect, it } from 'vitest';
import { checkListPrefix, checkObjectName, decodeComponent } from './object-name';

describe('checkObjectName', () => {
  it('accepts the names the media library makes, and any Unicode', () => {
    for (const name of [
      'media/2026/k3j9/ring-640.webp',
      'a',
      'media/2026/x/चाँदी की अंगूठी.png',
      'media/a b/(1).png',
      `m/${'x'.repeat(1022)}`,
      'media/100%/a.png',
      'media/%e2%82%ac/..a',
      'media/...',
    ]) {
      expect(checkObjectName(name)).toBe(name);
    }
  });

  it.each([
    ['', /empty/],
    ['..', /"\.\." path segment/],
    ['media/../x', /"\.\." path segment/],
    ['./x', /"\." path segment/],
    ['/x', /empty path segment/],
    ['x/', /empty path segment/],
    ['a//b', /empty path segment/],
    ['a\\b', /backslash/],
    ['a\u0000b', /control character/],
    ['a\u007fb', /control character/],
    ['a\u0085b', /control character/],
    ['a\ud800b', /lone surrogate/],
    [`m/${'é'.repeat(512)}`, /longer than 1024 bytes/],
    // Names arrive percent-decoded once; a segment that a second decoding (a proxy, a tool, a URL
    // built from the name) or Unicode normalisation turns into "." or ".." is refused as well.
    ['media/%2e%2e/x', /"%2e%2e" path segment, which reads as "\.\."/],
    ['media/%2E%2e', /which reads as "\.\."/],
    ['media/.%2e/x', /which reads as "\.\."/],
    ['%2e/x', /which reads as "\."/],
    ['media/%252e%252e/x', /which reads as "\.\."/],
    ['media/..%2fsecret', /which reads as "\.\."/],
    ['media/\uff0e\uff0e/x', /which reads as "\.\."/],
  ])('refuses %j', (name, message) => {
    expect(() => checkObjectName(name)).toThrow(message);
  });
});

describe('checkListPrefix', () => {
  it('returns the folder rules are evaluated on', () => {
    expect(checkListPrefix('')).toBe('');
    expect(checkListPrefix('media/2026/')).toBe('media/2026');
  });

  it('refuses prefixes that are not folders', () => {
    expect(() => checkListPrefix('media')).toThrow(/must be empty or end with "\/"/);
    expect(() => checkListPrefix('/')).toThrow(/empty path segment/);
    expect(() => checkListPrefix('../')).toThrow(/"\.\." path segment/);
  });
});

describe('decodeComponent', () => {
  it('decodes percent-encoding and refuses broken UTF-8', () => {
    expect(decodeComponent('media%2F%2e%2e', 'object name')).toBe('media/..');
    expect(() => decodeComponent('%C3%28', 'object name')).toThrow(/not valid percent-encoding of UTF-8/);
  });
});
