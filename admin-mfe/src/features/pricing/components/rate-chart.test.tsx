import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RateChart, rateSummary } from './rate-chart';

const points = [
  { at: '2026-11-27T04:30:00.000Z', rupeesPerGram: 95.5 },
  { at: '2026-11-28T04:30:00.000Z', rupeesPerGram: 92 },
  { at: '2026-11-29T04:30:00.000Z', rupeesPerGram: 97.25 },
];

describe('RateChart', () => {
  it('draws a point per rate and says the first, last, lowest and highest in its label', () => {
    const { container } = render(<RateChart points={points} />);
    expect(
      screen.getByRole('img', {
        name: 'Silver rate: ₹95.50 a gram on 27 Nov 2026, 10:00 am, ₹97.25 on 29 Nov 2026, 10:00 am; lowest ₹92, highest ₹97.25 (3 rates).',
      }),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('.admin-chart__rate-point')).toHaveLength(3);
    expect(container.querySelector('.admin-chart__rate')?.getAttribute('d')).toMatch(/^M/);
  });

  it('reads a single rate and none', () => {
    expect(rateSummary(points.slice(0, 1))).toBe('Silver rate: ₹95.50 a gram since 27 Nov 2026, 10:00 am.');
    expect(rateSummary([])).toBe('Silver rate: none set yet.');
  });
});
