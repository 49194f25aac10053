import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('says one in the singular and any other number in the plural, grouped the Indian way', () => {
    expect(formatCount(1, 'product')).toBe('1 product');
    expect(formatCount(0, 'product')).toBe('0 products');
    expect(formatCount(125000, 'order')).toBe('1,25,000 orders');
    expect(formatCount(2, 'WebP size')).toBe('2 WebP sizes');
    expect(formatCount(3, 'person', 'people')).toBe('3 people');
  });
});
