import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { addAnalyticsSink, cartStateAtom, defaultSiteSettings, type AnalyticsRecord, type ProductSummary } from 'shared-data';
import { productFixture, withRouter } from '../test-utils';
import { ProductCard } from './product-card';

const retail = { ...defaultSiteSettings, mode: 'retail' as const };
const shades = ['Rose', 'Coral', 'Plum', 'Berry', 'Nude', 'Mauve'].map((name, index) => ({ name, colour: `#${String(index).repeat(6)}` }));
const lipstick = productFixture({
  id: 'lip-0001',
  slug: 'matte-lipstick',
  title: 'Matte Lipstick',
  price: 449,
  mrp: null,
  minOrderQty: 1,
  variantSummary: { pricesDiffer: true, swatches: shades, moreSwatches: 2 },
});

function setup(product: ProductSummary, { mode = 'wholesale', ready = true }: { mode?: 'wholesale' | 'retail'; ready?: boolean } = {}) {
  const store = createStore();
  if (ready) store.set(cartStateAtom, { status: 'ready', owner: null, items: [], error: null, notice: null });
  const records: AnalyticsRecord[] = [];
  onTestFinished(addAnalyticsSink((record) => records.push(record)));
  render(withRouter(<ProductCard product={product} listName="Lipsticks" />, { store, ...(mode === 'retail' ? { settings: retail } : {}) }));
  return { store, records };
}

describe('ProductCard', () => {
  it('says "from" before the lowest price when the variants’ prices differ, and names its colours once', async () => {
    setup(lipstick);
    await screen.findByRole('heading', { name: 'Matte Lipstick' });
    expect(screen.getByText('₹449').closest('p')).toHaveTextContent(/^from ₹449$/);
    const colours = screen.getByRole('img', { name: 'Available in 8 colours' });
    expect(colours.querySelectorAll('circle')).toHaveLength(6);
    expect(colours).toHaveTextContent('+2');
  });

  it('shows a plain price and no colours for a product without options', async () => {
    setup(productFixture());
    await screen.findByRole('heading', { name: 'Twisted Rope Stackable Band' });
    expect(screen.getByText('₹710').closest('p')).not.toHaveTextContent('from');
    expect(screen.queryByRole('img', { name: /Available in/ })).toBeNull();
  });

  it('has no action of its own in a wholesale shop', async () => {
    setup(productFixture());
    await screen.findByRole('heading', { name: 'Twisted Rope Stackable Band' });
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Choose options/ })).toBeNull();
  });

  it('sends a retail shopper to the product page to choose the options of a product with options', async () => {
    const user = userEvent.setup();
    setup(lipstick, { mode: 'retail' });
    const link = await screen.findByRole('link', { name: 'Choose options: Matte Lipstick' });
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/product/LIP-0001/matte-lipstick');
  });

  it('offers no action on a retail card of a product without options', async () => {
    setup(productFixture(), { mode: 'retail' });
    expect(await screen.findByText('In stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Choose options/ })).toBeNull();
  });
});
