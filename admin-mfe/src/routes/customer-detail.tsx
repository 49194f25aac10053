// /admin/customers/:uid: a customer's profile, figures (orders, lifetime value, last order),
// delivery addresses, latest orders (linked to Manage Orders), the shop's internal notes and their
// sign-in switch.
import { data as response, Link } from 'shared-router';
import { defineRoute, ORDER_STATUS_LABELS, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { CUSTOMER_STATS } from 'shared-data/admin';
import { formatInr, formatNumber } from 'shared-ui';
import { PageHeader } from '../components/admin-frame/page-header';
import { CustomerAccess } from '../features/customers/components/customer-access';
import { CustomerBusiness } from '../features/customers/components/customer-business';
import { AdminNotes } from '../components/admin-notes/admin-notes';
import { addCustomerNote } from '../lib/admin-callables';
import { fetchCustomer } from '../lib/admin-customers';
import { fetchAdminNotes } from '../lib/admin-notes';
import { formatIst } from 'shared-data/dates';
import { requireDb } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

const day = (iso: string | null) => (iso ? formatIst(iso, 'date') : '—');

async function loader({ params, context }: RemoteLoaderArgs) {
  const db = requireDb(context.db, 'the customers');
  const uid = params['uid'] ?? '';
  const [customer, notes] = await Promise.all([fetchCustomer(db, uid), fetchAdminNotes(db, CUSTOMER_STATS, uid).catch(() => [])]);
  if (!customer) throw response(null, { status: 404 });
  return {
    ...customer,
    notes,
    dates: { joined: day(customer.row.createdAt), seen: day(customer.row.lastLogin), lastOrder: day(customer.row.lastOrderAt) },
    orderDates: Object.fromEntries(customer.orders.map((order) => [order.id, day(order.createdAt)])),
  };
}

function CustomerPage() {
  const { row, profile, addresses, orders, notes, dates, orderDates } = useRouteData<typeof loader>();
  return (
    <section className="admin-page">
      <PageHeader routeId="admin-customer" title={row.name || row.email || row.uid} description={row.email} />
      <div className="admin-grid">
        <section className="admin-card" aria-labelledby="customer-figures">
          <h2 id="customer-figures">Figures</h2>
          <dl className="invoice__meta">
            <dt>Orders</dt>
            <dd>{formatNumber(row.orderCount)}</dd>
            <dt>Lifetime value</dt>
            <dd>{formatInr(row.lifetimeValue)}</dd>
            <dt>Last order</dt>
            <dd>{dates.lastOrder}</dd>
            <dt>Joined</dt>
            <dd>{dates.joined}</dd>
            <dt>Last sign-in</dt>
            <dd>{dates.seen}</dd>
            <dt>Phone</dt>
            <dd>{profile?.phone || '—'}</dd>
            <dt>E-mails</dt>
            <dd>
              {profile
                ? [
                    profile.emailPreferences.orderUpdates ? 'order updates' : null,
                    profile.emailPreferences.promotions ? 'promotions' : null,
                    profile.emailPreferences.newsletter ? 'newsletter' : null,
                  ]
                    .filter(Boolean)
                    .join(', ') || 'none'
                : '—'}
            </dd>
          </dl>
        </section>
        <CustomerBusiness
          key={`${profile?.businessName ?? ''}|${profile?.gstin ?? ''}`}
          uid={row.uid}
          businessName={profile?.businessName ?? ''}
          gstin={profile?.gstin ?? ''}
        />
        <CustomerAccess uid={row.uid} email={row.email} disabled={row.disabled} />
        <AdminNotes notes={notes} add={(text) => addCustomerNote({ uid: row.uid, text })} />
      </div>
      <section className="admin-card" aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">Addresses</h2>
        {addresses.length ? (
          <ul>
            {addresses.map((address) => (
              <li key={address.id}>
                {address.label ? <strong>{address.label}: </strong> : null}
                {address.fullName}, {address.line1}
                {address.line2 ? `, ${address.line2}` : ''}, {address.city}, {address.state} {address.postalCode} · {address.phone}
                {address.isDefault ? ' (default)' : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>No saved addresses.</p>
        )}
      </section>
      <section className="admin-card" aria-labelledby="customer-orders">
        <h2 id="customer-orders">Latest orders</h2>
        {orders.length ? (
          <div className="data-table__scroll">
            <table className="data-table">
              <caption className="visually-hidden">Latest orders of this customer</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="data-table__numeric">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to={routeHref('admin-order', { orderId: order.id })}>{order.number}</Link>
                    </td>
                    <td>{orderDates[order.id]}</td>
                    <td>
                      <span className={`admin-status admin-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
                    </td>
                    <td className="data-table__numeric">{formatInr(order.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>No orders yet.</p>
        )}
      </section>
    </section>
  );
}

export default defineRoute({ loader, Component: CustomerPage });
