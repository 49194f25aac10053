// The header's cart link with the number of products (shown once the cart is loaded, so the
// server and the first browser render agree).
import { Link } from 'shared-router';
import { useCartCount } from 'shared-data';

export function CartLink() {
  const count = useCartCount();
  return (
    <Link to="/cart" className="button cart-link">
      Cart
      {count ? (
        <>
          <span className="cart-link__count" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">
            , {count} {count === 1 ? 'product' : 'products'}
          </span>
        </>
      ) : null}
    </Link>
  );
}
