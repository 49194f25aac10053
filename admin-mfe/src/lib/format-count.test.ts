import { describe, expect, it } from 'vitest';
import { formatCount, formatInrCompact } from './format-count';

describe('formatCount', () => {
  it('says one in the singular and any other number in the plural, grouped the Indian way', () => {
    expect(formatCount(1, 'product')).toBe('1 product');
    expect(formatCount(0, 'product')).toBe('0 products');
    expect(formatCount(125000, 'order')).toBe('1,25,000 orders');
    expect(formatCount(2, 'WebP size')).toBe('2 WebP sizes');
    expect(formatCount(3, 'person', 'people')).toBe('3 people');
  });
});

describe('formatInrCompact', () => {
  it("writes a chart's rupees short, in lakh and thousand", () => {
    expect(formatInrCompact(0)).toBe('₹0');
    expect(formatInrCompact(35_000)).toBe('₹35K');
    expect(formatInrCompact(1_25_000)).toBe('₹1.3L');
  });
});
