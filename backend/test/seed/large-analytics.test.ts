// The large data set's analytics: the day roll-ups of N generated events, as the scheduled function
// would store them — every event counted once, in the right days, with figures that hang together.
import { describe, expect, it } from 'vitest';
import { buildLargeAnalytics } from '../../src/seed/large-analytics';

const now = new Date('2026-11-25T10:00:00Z');
const size = { events: 20_003, days: 7, products: 500, categories: 5 };
const days = buildLargeAnalytics(size, now);

describe('the large analytics', () => {
  it('rolls up exactly the requested events over the days up to today, the same on every run', () => {
    expect(days.map((day) => day.day)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect(days.reduce((sum, day) => sum + day.events, 0)).toBe(size.events);
    expect(buildLargeAnalytics(size, now)).toEqual(days);
  });

  it('gives figures a shop would see: views above visitors, a narrowing funnel, searches that found nothing', () => {
    for (const day of days) {
      expect(day.pageViews).toBeGreaterThan(day.visitors);
      expect(day.funnel.viewItem).toBeGreaterThan(day.funnel.addToCart);
      expect(day.funnel.addToCart).toBeGreaterThan(day.funnel.purchase);
      expect(day.funnel.purchase).toBeGreaterThan(0);
      expect(day.searchesNoResults.length).toBeGreaterThan(0);
      expect(day.products[0]?.key).toMatch(/^SCL-\d{5}$/);
      expect(day.pages.length).toBeGreaterThan(20);
    }
  });
});
