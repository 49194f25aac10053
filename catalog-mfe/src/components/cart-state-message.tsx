// What the cart page and checkout show until the reviewed cart is ready.
import type { ReactNode } from 'react';
import { Link } from 'shared-router';
import { paths } from '../config/paths';
import type { ReviewedCartState } from '../hooks/use-reviewed-cart';

interface CartStateMessageProps {
  state: Exclude<ReviewedCartState, { status: 'ready' }>;
  /** Loads today's prices again. */
  reload: () => void;
  /** The empty state's text (and anything shown above it). */
  empty: ReactNode;
}

export function CartStateMessage({ state, reload, empty }: CartStateMessageProps) {
  switch (state.status) {
    case 'cart-error':
      return (
        <p className="catalog-error" role="alert">
          {state.message}
        </p>
      );
    case 'loading':
      return (
        <p className="catalog-loading" role="status">
          Loading your cart…
        </p>
      );
    case 'empty':
      return (
        <div className="catalog-empty">
          {empty}
          <Link className="button button--primary" to={paths.products.getHref()}>
            Browse products
          </Link>
        </div>
      );
    case 'prices-error':
      return (
        <div className="catalog-error" role="alert">
          <p>{state.message ?? 'We could not check the current prices.'}</p>
          <button type="button" className="button" onClick={reload}>
            Try again
          </button>
        </div>
      );
  }
}
