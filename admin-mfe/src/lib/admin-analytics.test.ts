import { describe, expect, it } from 'vitest';
import { analyticsRangeOf, rate } from './admin-analytics';

const now = new Date('2026-11-25T08:00:00Z');
const range = (query: string) => analyticsRangeOf(new URLSearchParams(query), now);

describe('analyticsRangeOf', () => {
  it('takes the last 7, 30 or 90 India days and the same number of days before', () => {
    expect(range('range=7')).toMatchObject({
      preset: '7',
      first: '2026-11-19',
      last: '2026-11-25',
      days: 7,
      previousFirst: '2026-11-12',
      previousLast: '2026-11-18',
      problem: null,
    });
    expect(range('')).toMatchObject({ preset: '30', first: '2026-10-27', days: 30 });
    expect(range('range=90')).toMatchObject({ first: '2026-08-28', days: 90 });
    expect(range('range=12')).toMatchObject({ preset: '30' });
  });

  it('takes custom dates, and explains why it falls back when they cannot be used', () => {
    expect(range('range=custom&from=2026-02-27&to=2026-03-02')).toMatchObject({
      preset: 'custom',
      days: 4,
      previousFirst: '2026-02-23',
      previousLast: '2026-02-26',
    });
    expect(range('range=custom&from=2026-03-02&to=2026-02-27').problem).toMatch(/starts after it ends/);
    expect(range('range=custom&from=2026-02-30&to=2026-03-02').problem).toMatch(/Choose both dates/);
    expect(range('range=custom&from=2024-01-01&to=2026-03-02').problem).toMatch(/at most 366 days/);
  });

  it('gives conversion rates to one decimal, and none without a base', () => {
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(0, 0)).toBeNull();
  });
});
