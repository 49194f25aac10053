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

  it('adds a product without options to the cart from a retail card, saying so and tracking add_to_cart', async () => {
    const user = userEvent.setup();
    const { store, records } = setup(productFixture({ minOrderQty: 1 }), { mode: 'retail' });
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Twisted Rope Stackable Band' }));
    expect(store.get(cartStateAtom).items).toEqual([expect.objectContaining({ productId: 'slv-rng-0001', quantity: 1, addedPrice: 710 })]);
    expect(screen.getByRole('status')).toHaveTextContent('Added 1 × Twisted Rope Stackable Band to your cart.');
    expect(records).toContainEqual(expect.objectContaining({ name: 'add_to_cart', params: expect.objectContaining({ value: 710 }) }));
  });

  it('says why it cannot add more than is in stock', async () => {
    const user = userEvent.setup();
    const { store } = setup(productFixture({ minOrderQty: 1, stock: 1 }), { mode: 'retail' });
    const button = await screen.findByRole('button', { name: /^Add to cart/ });
    await user.click(button);
    await user.click(button);
    expect(store.get(cartStateAtom).items).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(screen.getByRole('status')).toHaveTextContent('Your cart already holds all 1 in stock.');
  });

  it('waits for the cart to load before a retail card can add', async () => {
    setup(productFixture(), { mode: 'retail', ready: false });
    expect(await screen.findByRole('button', { name: /^Add to cart/ })).toBeDisabled();
  });

  it('sends a retail shopper to the product page to choose the options of a product with options', async () => {
    const user = userEvent.setup();
    setup(lipstick, { mode: 'retail' });
    const link = await screen.findByRole('link', { name: 'Choose options: Matte Lipstick' });
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/product/LIP-0001/matte-lipstick');
  });

  it('offers nothing to add on a retail card of a product that is out of stock', async () => {
    setup(productFixture({ stock: 0 }), { mode: 'retail' });
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });
});
