import { describe, expect, it } from 'vitest';
import { listSummary } from './use-list-page';

describe('listSummary', () => {
  it('counts the rows shown, of all matches when they were counted, and names an empty list', () => {
    expect(listSummary({ rows: [1, 2, 3], total: 1234, firstId: 'a', lastId: 'c', hasNext: true, hasPrevious: false }, 'orders')).toBe('3 shown of 1,234');
    expect(listSummary({ rows: [1, 2], total: null, firstId: 'a', lastId: 'b', hasNext: false, hasPrevious: false }, 'orders')).toBe('2 shown');
    expect(listSummary({ rows: [], nextAfter: null }, 'reviews')).toBe('No reviews');
    expect(listSummary(null, 'orders')).toBe('');
  });
});
