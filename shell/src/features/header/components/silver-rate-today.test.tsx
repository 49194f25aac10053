import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import { defaultSiteSettings, ROOT_ROUTE_ID, type RootLoaderData } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { SilverRateToday } from './silver-rate-today';

const rate = { rupeesPerGram: 95.5, effectiveFrom: '2026-11-29T04:45:00.000Z', effectiveFromText: '29 Nov 2026, 10:15 am' };

async function renderLine(showSilverRate: boolean, silverRate: RootLoaderData['silverRate']) {
  const settings = { ...defaultSiteSettings, pricing: { ...defaultSiteSettings.pricing, showSilverRate } };
  const router = createMemoryRouter([
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      loader: () => ({ settings, silverRate }) as Partial<RootLoaderData>,
      element: (
        <>
          <SilverRateToday />
          <p>page</p>
        </>
      ),
      hydrateFallbackElement: <p>loading</p>,
    },
  ]);
  render(<RouterProvider router={router} />);
  await screen.findByText('page');
}

describe('SilverRateToday', () => {
  it('shows the rate in force per gram of fine silver and since when, when the settings show it', async () => {
    await renderLine(true, rate);
    const line = screen.getByRole('complementary', { name: 'Silver rate today' });
    expect(line).toHaveTextContent('Silver rate today: ₹95.50/g (fine, 999) · 29 Nov 2026, 10:15 am');
    expect(screen.getByText('29 Nov 2026, 10:15 am')).toHaveAttribute('datetime', rate.effectiveFrom);
  });

  it('leaves the time out when the rate has none', async () => {
    await renderLine(true, { rupeesPerGram: 96, effectiveFrom: null, effectiveFromText: '' });
    expect(screen.getByRole('complementary', { name: 'Silver rate today' })).toHaveTextContent(/^Silver rate today: ₹96\/g \(fine, 999\)$/);
  });

  it.each([
    ['the settings hide it', false, rate],
    ['the shop has set no rate', true, null],
    ['the loader did not read it', true, undefined],
  ] as const)('is left out when %s', async (_why, show, silverRate) => {
    await renderLine(show, silverRate);
    expect(screen.queryByRole('complementary', { name: 'Silver rate today' })).toBeNull();
    expect(screen.queryByText(/Silver rate/)).toBeNull();
  });
});
