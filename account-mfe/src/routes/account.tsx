// /account (My Account): orders, profile, addresses and e-mail preferences, rendered on the server
// for the signed-in user (the guard sends anyone else to login) with `?tab=` choosing the section.
// It opens on the orders, the most common reason to come; deleting the account sits apart, in the
// profile's danger zone, behind a confirmation.
import { Link } from 'shared-router';
import { defineRoute, fetchAddresses, useRouteData, type Address, type RemoteLoaderArgs, type WebUserProfile } from 'shared-data';
import { fetchProfile, useAuthUser } from 'shared-auth';
import { fetchOrderSummaries, type OrderSummary } from '../lib/orders';
import { ProfileSection } from '../features/account/components/profile-section';
import { AddressBook } from '../features/account/components/address-book';
import { EmailPreferencesSection } from '../features/account/components/email-preferences-section';
import { OrdersSection } from '../features/account/components/orders-section';
import { DangerZone, SignOutButton } from '../features/account/components/account-actions';
import '../styles.css';

const TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'profile', label: 'Profile' },
  { id: 'addresses', label: 'Addresses' },
  { id: 'preferences', label: 'E-mail preferences' },
] as const;

type Tab = (typeof TABS)[number]['id'];

interface AccountData {
  tab: Tab;
  profile: WebUserProfile | null;
  addresses: Address[];
  orders: OrderSummary[];
  /** Order dates formatted on the server so the browser renders the same text. */
  orderDates: Record<string, string>;
  problems: string[];
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function AccountPage() {
  const data = useRouteData<typeof loader>();
  const user = useAuthUser();
  if (!user) {
    return (
      <section className="page page--narrow">
        <h1>My Account</h1>
        <p role="status">You are signed out.</p>
        <Link className="button button--primary" to="/login?redirect=%2Faccount">
          Sign in
        </Link>
      </section>
    );
  }
  return (
    <section className="page account-page">
      <header className="account-page__header">
        <div>
          <h1>My Account</h1>
          <p>
            Signed in as <strong data-testid="account-user">{user.displayName}</strong> ({user.email})
          </p>
        </div>
        <SignOutButton />
      </header>
      <nav aria-label="Account sections" className="account-tabs">
        {TABS.map((tab) => (
          <Link key={tab.id} to={`/account?tab=${tab.id}`} aria-current={data.tab === tab.id ? 'page' : undefined} replace>
            {tab.label}
          </Link>
        ))}
      </nav>
      {data.problems.length ? (
        <p role="alert" className="form-status form-status--error">
          {data.problems.join(' ')}
        </p>
      ) : null}
      {data.tab === 'profile' ? (
        <>
          <ProfileSection key={data.profile?.lastLogin ?? 'profile'} profile={data.profile} />
          <DangerZone passwordAccount={user.providers.includes('password')} />
        </>
      ) : null}
      {data.tab === 'addresses' ? <AddressBook addresses={data.addresses} /> : null}
      {data.tab === 'preferences' ? (
        // Not keyed by the stored preferences: the reload after a save would remount the form and
        // drop its "saved" message (the form already holds what was saved).
        <EmailPreferencesSection preferences={data.profile?.emailPreferences ?? null} />
      ) : null}
      {data.tab === 'orders' ? <OrdersSection orders={data.orders} dates={data.orderDates} /> : null}
    </section>
  );
}

async function settle<T>(work: Promise<T>, fallback: T, problem: string, problems: string[]): Promise<T> {
  try {
    return await work;
  } catch {
    problems.push(problem);
    return fallback;
  }
}

async function loader({ context, request }: RemoteLoaderArgs): Promise<AccountData> {
  const requested = new URL(request.url).searchParams.get('tab');
  const tab = (TABS.find((item) => item.id === requested)?.id ?? 'orders') as Tab;
  const problems: string[] = [];
  const { db, user } = context;
  if (!db || !user) {
    return { tab, profile: null, addresses: [], orders: [], orderDates: {}, problems: ['Your account is unavailable right now. Please try again later.'] };
  }
  const [profile, addresses, orders] = await Promise.all([
    // A new account's profile is created by the browser on its first sign-in.
    fetchProfile(db, user.uid).catch(() => null),
    tab === 'addresses' ? settle(fetchAddresses(db, user.uid), [], 'Your addresses could not be loaded.', problems) : Promise.resolve([]),
    tab === 'orders' ? settle(fetchOrderSummaries(db, user.uid), [], 'Your orders could not be loaded.', problems) : Promise.resolve([]),
  ]);
  const orderDates = Object.fromEntries(orders.map((order) => [order.id, order.createdAt ? dateFormat.format(new Date(order.createdAt)) : '']));
  return { tab, profile, addresses, orders, orderDates, problems };
}

export default defineRoute({
  loader,
  Component: AccountPage,
});
