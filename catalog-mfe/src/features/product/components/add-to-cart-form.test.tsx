import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { addAnalyticsSink, cartStateAtom, type AnalyticsRecord } from 'shared-data';
import { productFixture, withRouter } from '../../../test-utils';
import { AddToCartForm } from './add-to-cart-form';

function setup(ready = true) {
  const store = createStore();
  if (ready) store.set(cartStateAtom, { status: 'ready', owner: null, items: [], error: null, notice: null });
  const records: AnalyticsRecord[] = [];
  const remove = addAnalyticsSink((record) => records.push(record));
  onTestFinished(remove);
  render(withRouter(<AddToCartForm product={productFixture({ stock: 40, minOrderQty: 6 })} />, { store }));
  return { store, records };
}

describe('AddToCartForm', () => {
  it('starts at the minimum order quantity and adds to the cart, tracking add_to_cart', async () => {
    const user = userEvent.setup();
    const { store, records } = setup();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(6);
    expect(quantity).toHaveAccessibleDescription('Minimum order 6 pieces. 40 in stock.');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('status')).toHaveTextContent('Added 6 × Twisted Rope Stackable Band to your cart.');
    expect(store.get(cartStateAtom).items).toEqual([expect.objectContaining({ productId: 'slv-rng-0001', quantity: 6, addedPrice: 710 })]);
    expect(records).toContainEqual({
      kind: 'event',
      name: 'add_to_cart',
      params: {
        currency: 'INR',
        value: 4260,
        items: [expect.objectContaining({ item_id: 'SLV-RNG-0001', item_name: 'Twisted Rope Stackable Band', price: 710, quantity: 6 })],
      },
    });
  });

  it('refuses less than the minimum order or more than the stock, with the reason next to the field', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(/The minimum order is 6 pieces\./);
    await user.clear(quantity);
    await user.type(quantity, '41');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(quantity).toHaveAccessibleDescription(/Only 40 in stock: add 40 or fewer\./);
    expect(store.get(cartStateAtom).items).toEqual([]);
  });

  it('waits for the cart to load before it can add', () => {
    setup(false);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});
