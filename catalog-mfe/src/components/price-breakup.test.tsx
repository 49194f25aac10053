import { render, screen, within } from '@testing-library/react';
import type { PriceBreakup } from 'shared-data';
import { PriceBreakupTable, PriceTiersTable } from './price-breakup';

const breakup: PriceBreakup = {
  weightGrams: 10,
  purity: 925,
  rateId: 'rate-1',
  rupeesPerGram: 95.5,
  metalValue: 883.38,
  making: 120,
  extra: 0,
  beforeTax: 1003.38,
  gst: 30.1,
  gstPercent: 3,
  rounding: -0.48,
  price: 1033,
  taxIncluded: true,
};

/** Each row's header and cells, as a screen reader reads the table. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );

describe('PriceBreakupTable', () => {
  it('shows how the price is made, in rupees the Indian way', () => {
    render(<PriceBreakupTable breakup={breakup} />);
    expect(cells(screen.getByRole('table', { name: 'Price breakup' }))).toEqual([
      ['Silver: 10 g of 925 purity at ₹95.50 a gram of fine silver', '₹883.38'],
      ['Making charge', '₹120'],
      ['GST (3 %)', '₹30.10'],
      ['Rounding', '-₹0.48'],
      ['Price per piece', '₹1,033'],
    ]);
  });

  it('names a stone charge, and says when the price is before GST', () => {
    render(<PriceBreakupTable breakup={{ ...breakup, extra: 499.5, rounding: 0, taxIncluded: false, price: 1502.88 }} />);
    const table = screen.getByRole('table', { name: 'Price breakup' });
    expect(within(table).getByRole('rowheader', { name: 'Stone and finishing' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: /^GST/ })).toBeNull();
    expect(within(table).getByRole('rowheader', { name: 'Price per piece, before GST (3 %)' })).toBeInTheDocument();
  });
});

describe('PriceTiersTable', () => {
  const tiers = [
    { minQuantity: 10, percentOff: 5 },
    { minQuantity: 50, percentOff: 8 },
  ];

  it('lists the unit price for each quantity band', () => {
    render(<PriceTiersTable price={1003} tiers={tiers} minOrderQty={1} />);
    expect(cells(screen.getByRole('table', { name: 'Wholesale prices' }))).toEqual([
      ['Quantity', 'Price per piece'],
      ['1–9 pieces', '₹1,003'],
      ['10–49 pieces', '₹952.85 (5 % off)'],
      ['50 or more pieces', '₹922.76 (8 % off)'],
    ]);
  });

  it('shows nothing when no break is above the minimum order', () => {
    render(<PriceTiersTable price={1003} tiers={[{ minQuantity: 10, percentOff: 5 }]} minOrderQty={20} />);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
