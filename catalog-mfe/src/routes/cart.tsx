// /cart (Cart): the shopper's cart, from local storage for guests and from their account when
// signed in; rendered in the browser, where the cart lives.
import type { RouteModule } from 'shared-data';
import { AuthCartSync } from 'shared-ui';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CartView } from '../features/cart/components/cart-view';
import '../styles/catalog.css';

function CartPage() {
  return (
    <section className="page catalog-cart">
      {/* The shell loads the cart too; this covers hosts without it (the instances agree). */}
      <AuthCartSync />
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Cart' }]} />
      <h1>Your cart</h1>
      <CartView />
    </section>
  );
}

const route: RouteModule = {
  Component: CartPage,
  meta: () => ({ description: 'Your cart.', noindex: true }),
};

export default route;
