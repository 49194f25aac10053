// /checkout (Checkout, signed-in customers; the shell's guard sends anonymous visitors to login
// and back). The loader reads the customer's saved addresses as that customer.
import { fetchProfile } from 'shared-auth';
import { defineRoute, fetchAddresses, useRouteData, type Address, type RemoteLoaderArgs, type WebUserProfile } from 'shared-data';
import { AuthCartSync } from 'shared-ui';
import { Breadcrumbs } from '../components/breadcrumbs';
import { paths } from '../config/paths';
import { CheckoutView } from '../features/checkout/components/checkout-view';
import '../styles/catalog.css';

interface CheckoutData {
  addresses: Address[];
  /** The business details kept in the profile (prefill the GST invoice fields). */
  profile: Pick<WebUserProfile, 'businessName' | 'gstin'> | null;
  error: string | null;
}

function CheckoutPage() {
  const { addresses, profile, error } = useRouteData<typeof loader>();
  return (
    <section className="page page--narrow catalog-checkout">
      {/* The shell loads the cart too; this covers hosts without it (the instances agree). */}
      <AuthCartSync />
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Cart', href: paths.cart.getHref() }, { label: 'Checkout' }]} />
      <h1>Checkout</h1>
      {error ? (
        <p className="catalog-error" role="alert">
          {error}
        </p>
      ) : null}
      <CheckoutView addresses={addresses} profile={profile} />
    </section>
  );
}

async function loader({ context }: RemoteLoaderArgs): Promise<CheckoutData> {
  if (!context.user || !context.db) return { addresses: [], profile: null, error: null };
  // The business details only prefill optional fields: the checkout works without them.
  const profile = fetchProfile(context.db, context.user.uid).then(
    ({ businessName, gstin }) => ({ businessName, gstin }),
    () => null,
  );
  try {
    return { addresses: await fetchAddresses(context.db, context.user.uid), profile: await profile, error: null };
  } catch (error) {
    console.warn('Addresses unavailable:', error instanceof Error ? error.message : error);
    return { addresses: [], profile: await profile, error: 'We could not load your saved addresses. You can add one below, or reload the page.' };
  }
}

export default defineRoute({
  loader,
  Component: CheckoutPage,
  meta: () => ({ description: 'Check out your order.', noindex: true }),
});
