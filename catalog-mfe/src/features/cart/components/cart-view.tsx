// The cart page: each line at today's price with its quantity, the subtotal, notices for prices
// and stock that changed since the customer added the products, and the way to checkout.
import { Link } from 'shared-router';
import { useAuthUser } from 'shared-auth';
import { formatInr } from 'shared-ui';
import { cartLineKey, useSiteSettings } from 'shared-data';
import { minimumOrderProblem, shippingNote, shippingQuote } from 'shared-data/shopper';
import { paths } from '../../../config/paths';
import { CartStateMessage } from '../../../components/cart-state-message';
import { useReviewedCart } from '../../../hooks/use-reviewed-cart';
import { CartLine } from './cart-line';

export function CartView() {
  const { cart, state, reload } = useReviewedCart();
  const orderRules = useSiteSettings().orders;
  const user = useAuthUser();

  if (state.status !== 'ready') {
    const empty = (
      <>
        {cart.notice ? <p role="status">{cart.notice}</p> : null}
        <p>Your cart is empty.</p>
      </>
    );
    return <CartStateMessage state={state} reload={reload} empty={empty} />;
  }

  const { review } = state;
  // The delivery state is chosen at checkout: until then a zone rate says it depends on it.
  const shipping = shippingQuote({ subtotal: review.subtotal, weightGrams: review.weightGrams, state: '' }, orderRules);
  const tooSmall = minimumOrderProblem(review.subtotal, orderRules);
  return (
    <div className="cart">
      {cart.notice ? (
        <div className="catalog-notice" role="status">
          <p>{cart.notice}</p>
          <button type="button" className="button" onClick={cart.dismissNotice}>
            Dismiss
          </button>
        </div>
      ) : null}
      {review.priceChanges.length > 0 ? (
        <section className="catalog-notice cart__changes" aria-labelledby="cart-price-changes">
          <h2 id="cart-price-changes">Prices changed since you added these</h2>
          <ul>
            {review.priceChanges.map((line) => (
              <li key={cartLineKey(line.item)}>
                {line.product?.title}
                {line.label ? ` (${line.label})` : ''}: was {formatInr(line.previousPrice ?? 0)}, now {formatInr(line.price ?? 0)}.
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={() => cart.acknowledgePrices(review.currentPrices)}>
            OK, use the new prices
          </button>
        </section>
      ) : null}
      <ul className="cart__lines" aria-label="Products in your cart">
        {review.lines.map((line) => {
          const key = cartLineKey(line.item);
          return <CartLine key={key} line={line} onQuantity={(quantity) => cart.setQuantity(key, quantity)} onRemove={() => cart.remove(key)} />;
        })}
      </ul>
      {cart.error ? (
        <p className="form-status form-status--error" role="alert">
          {cart.error}
        </p>
      ) : null}
      <div className="cart__summary card">
        <p className="cart__subtotal">
          Subtotal <strong>{formatInr(review.subtotal)}</strong>
        </p>
        <p className="cart__note">Prices are today’s catalogue prices. {shippingNote(shipping, orderRules)}</p>
        {tooSmall ? <p className="cart__blocked">{tooSmall}</p> : null}
        {review.blocking.length > 0 ? (
          <p className="cart__blocked" role="status">
            Fix the highlighted {review.blocking.length === 1 ? 'line' : 'lines'} before checking out.
          </p>
        ) : review.priceChanges.length > 0 ? (
          <p className="cart__blocked" role="status">
            Review the price changes above before checking out.
          </p>
        ) : null}
        {review.blocking.length === 0 && review.priceChanges.length === 0 ? (
          <Link className="button button--primary" to={paths.checkout.getHref()}>
            {user ? 'Proceed to checkout' : 'Sign in and check out'}
          </Link>
        ) : (
          <button type="button" className="button button--primary" disabled>
            Proceed to checkout
          </button>
        )}
      </div>
    </div>
  );
}
