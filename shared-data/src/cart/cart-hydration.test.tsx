// A part of the page that hydrates after the cart has loaded (a lazy card's "Add to cart" in a
// Suspense boundary: its code arrives after the first hydration pass) must end up showing the
// loaded cart. React keeps the server's attributes where hydration differs, so the hooks render the
// server's view while hydrating and the store's right after.
import { act } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cartStateAtom, initialCartState, useCart, useCartCount } from './cart-store';
import type { CartItem } from '../types/catalog';

function CartButton() {
  const cart = useCart();
  const count = useCartCount();
  return (
    <button type="button" disabled={!cart.ready}>
      Add to cart{count ? ` (${count} in cart)` : ''}
    </button>
  );
}

const line: CartItem = { productId: 'lip-0001', quantity: 2, addedPrice: 450, addedAt: '2026-11-30T00:00:00.000Z' };

async function hydrateAfterCartLoaded(container: HTMLElement) {
  const store = createStore();
  store.set(cartStateAtom, { status: 'ready', owner: null, items: [line], error: null, notice: null });
  const errors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Provider store={store}>
        <CartButton />
      </Provider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { errors, unmount: () => act(() => root?.unmount()) };
}

describe('the cart hooks in a part of the page hydrated after the cart loaded', () => {
  it('hydrate over the server’s HTML without a mismatch, then show the loaded cart', async () => {
    const server = createStore();
    server.set(cartStateAtom, initialCartState);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={server}>
        <CartButton />
      </Provider>,
    );
    document.body.append(container);
    expect(container.querySelector('button')).toBeDisabled();

    const { errors, unmount } = await hydrateAfterCartLoaded(container);
    const button = container.querySelector('button');
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Add to cart (1 in cart)');
    expect(errors).toEqual([]);
    unmount();
    container.remove();
  });
});
