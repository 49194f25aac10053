// The cart with today's prices and stock, as the cart page and checkout both need it: where it is
// on the way there (the saved cart or the prices failing to load, still loading, empty), or reviewed.
import { useCart } from 'shared-data';
import { reviewCart, type CartReview } from '../lib/cart-review';
import { useCartProducts } from './use-cart-products';

export type ReviewedCartState =
  | { status: 'cart-error'; message: string | null }
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'prices-error'; message: string | null }
  | { status: 'ready'; review: CartReview };

export function useReviewedCart() {
  const cart = useCart();
  const { products, loading, error, reload } = useCartProducts(
    cart.items.map((item) => item.productId),
    cart.ready,
  );
  let state: ReviewedCartState;
  if (cart.status === 'error') state = { status: 'cart-error', message: cart.error };
  else if (!cart.ready || (cart.items.length > 0 && loading && !products)) state = { status: 'loading' };
  else if (cart.items.length === 0) state = { status: 'empty' };
  else if (error || !products) state = { status: 'prices-error', message: error };
  else state = { status: 'ready', review: reviewCart(cart.items, products) };
  return { cart, state, reload };
}
