import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatNumber } from 'shared-ui';
import { DailyChart } from './daily-chart';

const points = [
  { day: '2026-11-24', value: 4 },
  { day: '2026-11-25', value: 9 },
];
const previous = [
  { day: '2026-11-22', value: 2 },
  { day: '2026-11-23', value: 12 },
];

describe('DailyChart', () => {
  it('draws the period before as a line and gives it its own columns in the figures', () => {
    const { container } = render(
      <DailyChart title="Page views per day" valueLabel="Page views" points={points} previous={previous} format={formatNumber} formatTick={String} />,
    );
    expect(screen.getByRole('img', { name: /13 in all, the highest 9 on 25 Nov; 14 in the period before/ })).toBeInTheDocument();
    expect(container.querySelector('.admin-chart__previous')).not.toBeNull();
    const table = screen.getByRole('table', { name: 'Page views per day' });
    expect(within(table).getByRole('columnheader', { name: 'Page views, the period before' })).toBeInTheDocument();
    const second = within(table).getByRole('row', { name: /25 Nov/ });
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['9', '23 Nov', '12']);
  });

  it('draws no comparison without one (or with a period of another length)', () => {
    const { container } = render(
      <DailyChart title="Takings" valueLabel="Takings" points={points} previous={previous.slice(1)} format={formatNumber} formatTick={String} />,
    );
    expect(container.querySelector('.admin-chart__previous')).toBeNull();
    expect(screen.getByRole('img', { name: 'Takings: 13 in all, the highest 9 on 25 Nov.' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /period before/ })).toBeNull();
  });
});
