// /admin/orders/:orderId (an order): its lines and totals (discount, shipping charged or to quote)
// and the edit of them before shipping, the payments (status, figures, payments and refunds
// recorded, reminders), the tax invoice and credit notes, the delivery address, the customer with
// their business and GSTIN, the status timeline, the next steps it can take (confirm — with the
// shipping charge when it is quoted —, pack, ship with tracking, deliver, cancel, return, refund)
// and the shop's internal notes.
import { useState } from 'react';
import { data as response, Link } from 'shared-router';
import { defineRoute, ORDER_STATUS_LABELS, useRouteData, type OrderStatus, type RemoteLoaderArgs } from 'shared-data';
import { routeHref } from 'shared-data/routes';
import { fetchOrder, fetchOrderPayments, ORDERS, itemCountOf } from 'shared-data/shopper';
import { indianDay, ORDER_CHANNELS, PAYMENT_STATUS_LABELS, type OrderChannel } from 'shared-data/admin';
import { FormStatus, formatInr, formatNumber, type FormState } from 'shared-ui';
import { PageHeader } from '../components/admin-frame/page-header';
import { AdminNotes } from '../components/admin-notes/admin-notes';
import { OrderStatusActions } from '../features/orders/components/order-status-actions';
import { OrderPayments } from '../features/orders/components/order-payments';
import { editRefusal, OrderEdit } from '../features/orders/components/order-edit';
import { CreditNoteForm, CreditNotes } from '../features/orders/components/credit-note-form';
import { addOrderNote } from '../lib/admin-callables';
import { fetchOrderMail, mailStateText } from '../lib/admin-mail';
import { fetchAdminNotes } from '../lib/admin-notes';
import { usePageState } from '../hooks/use-page-state';
import { formatIst } from 'shared-data/dates';
import { requireDb } from '../lib/page-loader';
import { formatCount } from '../lib/format-count';

const at = (iso: string | null) => (iso ? `${formatIst(iso, 'dateTime')} IST` : '');

async function loader({ params, context }: RemoteLoaderArgs) {
  const orderId = params['orderId'] ?? '';
  const db = requireDb(context.db, 'the orders');
  const [order, notes, mail, payments] = await Promise.all([
    fetchOrder(db, orderId),
    fetchAdminNotes(db, ORDERS, orderId).catch(() => []),
    fetchOrderMail(db, orderId).catch(() => null),
    fetchOrderPayments(db, orderId).catch(() => null),
  ]);
  if (!order) throw response(null, { status: 404 });
  return {
    order,
    notes,
    payments,
    // India's day when the page was made: the payment form's "received on" starts there.
    today: indianDay(new Date()),
    mail: mail?.map((item) => ({ ...item, when: at(item.endedAt ?? item.createdAt), stateText: mailStateText(item) })) ?? null,
    placedAt: at(order.createdAt),
    steps: order.statusHistory.map((step) => ({ status: step.status, at: at(step.at), byCustomer: step.by === order.uid })),
  };
}

const shippingCell = (order: { shipping: number; shippingState: string }) =>
  order.shippingState === 'to_quote'
    ? 'To be quoted'
    : order.shipping === 0
      ? order.shippingState === 'quoted'
        ? 'Free shipping (₹0)'
        : 'Free'
      : formatInr(order.shipping);

function OrderDetailPage() {
  const { order, notes, mail, payments, today, placedAt, steps } = useRouteData<typeof loader>();
  const { address } = order;
  const pieces = itemCountOf(order);
  const [open, setOpen] = useState<'edit' | 'credit' | null>(null);
  const [outcome, setOutcome] = usePageState<FormState>({ kind: 'idle' });
  const refusal = editRefusal(order);
  const done = (message: string) => {
    setOpen(null);
    setOutcome({ kind: 'success', message });
  };
  return (
    <section className="admin-page admin-order">
      <PageHeader
        routeId="admin-order"
        title={`Order ${order.number}`}
        actions={
          <span className="invoice-actions">
            <Link className="button" to={routeHref('admin-order-invoice', { orderId: order.id })}>
              {order.invoice ? `Invoice ${order.invoice.number}` : 'Tax invoice'}
            </Link>
            <Link className="button" to={routeHref('admin-order-invoice', { orderId: order.id }, 'doc=slip')}>
              Packing slip
            </Link>
          </span>
        }
        description={
          <>
            <span className={`admin-status admin-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>{' '}
            <span className={`admin-status admin-status--pay-${order.payment.status}`}>{PAYMENT_STATUS_LABELS[order.payment.status]}</span> Placed {placedAt}
            {order.enteredBy
              ? ` · entered by the shop (${ORDER_CHANNELS[order.enteredBy.channel as OrderChannel] ?? order.enteredBy.channel}, ${order.enteredBy.email})`
              : ''}
          </>
        }
      />
      <div className="admin-order__layout">
        <div className="admin-order__main">
          <section className="admin-card" aria-labelledby="order-step-heading">
            <h2 id="order-step-heading">Status</h2>
            <OrderStatusActions
              key={order.id}
              orderId={order.id}
              number={order.number}
              status={order.status as OrderStatus}
              pieces={pieces}
              shippingToQuote={order.shippingState === 'to_quote'}
              totalWithoutShipping={order.total}
            />
            {order.shipment ? (
              <p className="admin-order__shipment">
                Shipped with {order.shipment.courier}, tracking number {order.shipment.trackingNumber}
                {order.shipment.trackingUrl ? (
                  <>
                    {' '}
                    (
                    <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                      tracking page
                    </a>
                    )
                  </>
                ) : null}
                .
              </p>
            ) : null}
            {order.reason ? <p>Reason given: {order.reason}</p> : null}
          </section>

          <section className="admin-card" aria-labelledby="order-lines-heading">
            <h2 id="order-lines-heading">
              {formatCount(order.items.length, 'line')}, {formatCount(pieces, 'piece')}
            </h2>
            <div className="data-table__scroll">
              <table className="admin-order__lines">
                <caption className="visually-hidden">Lines of order {order.number}</caption>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col" className="data-table__numeric">
                      Price
                    </th>
                    <th scope="col" className="data-table__numeric">
                      Quantity
                    </th>
                    <th scope="col" className="data-table__numeric">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.items.map((item) => (
                    <tr key={item.productId}>
                      <th scope="row">
                        <Link to={routeHref('admin-products', {}, `q=${encodeURIComponent(item.sku)}`)}>{item.title}</Link>
                        <span className="data-table__sub">SKU {item.sku}</span>
                      </th>
                      <td className="data-table__numeric">{formatInr(item.price)}</td>
                      <td className="data-table__numeric">{formatNumber(item.quantity)}</td>
                      <td className="data-table__numeric">{formatInr(item.lineTotal)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      Subtotal
                    </th>
                    <td className="data-table__numeric">{formatInr(order.subtotal)}</td>
                  </tr>
                  {order.discount && order.discount.amount > 0 ? (
                    <tr>
                      <th scope="row" colSpan={3}>
                        Discount{order.discount.kind === 'percent' ? ` (${order.discount.value}%)` : ''}
                        {order.discount.reason ? <span className="data-table__sub">{order.discount.reason}</span> : null}
                      </th>
                      <td className="data-table__numeric">−{formatInr(order.discount.amount)}</td>
                    </tr>
                  ) : null}
                  <tr>
                    <th scope="row" colSpan={3}>
                      Shipping
                    </th>
                    <td className="data-table__numeric">{shippingCell(order)}</td>
                  </tr>
                  <tr>
                    <th scope="row" colSpan={3}>
                      {order.shippingState === 'to_quote' ? 'Total without shipping' : 'Total'}
                    </th>
                    <td className="data-table__numeric">
                      <strong>{formatInr(order.total)}</strong>
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
            {order.note ? (
              <p>
                <strong>Customer's note:</strong> {order.note}
              </p>
            ) : null}
            {open === 'edit' ? (
              <OrderEdit order={order} onClose={() => setOpen(null)} onSaved={done} />
            ) : refusal ? (
              <p className="admin-muted">{refusal}</p>
            ) : (
              <button
                type="button"
                className="button"
                aria-expanded={false}
                onClick={() => {
                  setOutcome({ kind: 'idle' });
                  setOpen('edit');
                }}
              >
                Edit order
              </button>
            )}
          </section>

          <OrderPayments key={order.id} order={order} payments={payments} today={today} />

          <section className="admin-card" aria-labelledby="order-documents-heading">
            <h2 id="order-documents-heading">Tax invoice and credit notes</h2>
            {order.invoice ? (
              <p>
                <Link to={routeHref('admin-order-invoice', { orderId: order.id })}>Tax invoice {order.invoice.number}</Link>
                {order.invoice.cancelledBy ? ' · cancelled by a credit note' : ''}
              </p>
            ) : (
              <p className="admin-muted">No tax invoice yet: issue it from the invoice page once the order is confirmed.</p>
            )}
            <CreditNotes order={order} />
            {order.invoice && !order.invoice.cancelledBy ? (
              open === 'credit' ? (
                <CreditNoteForm order={order} onClose={() => setOpen(null)} onIssued={done} />
              ) : (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setOutcome({ kind: 'idle' });
                    setOpen('credit');
                  }}
                >
                  Issue credit note
                </button>
              )
            ) : null}
          </section>
          <FormStatus state={outcome} />

          <AdminNotes notes={notes} add={(text) => addOrderNote({ orderId: order.id, text })} />

          <section className="admin-card" aria-labelledby="order-mail-heading">
            <h2 id="order-mail-heading">E-mails to the customer</h2>
            {mail === null ? <p className="admin-muted">The e-mails could not be loaded.</p> : null}
            {mail?.length === 0 ? <p className="admin-muted">None yet (none are sent while the customer has order updates turned off).</p> : null}
            {mail?.length ? (
              <ol className="admin-notes">
                {mail.map((item) => (
                  <li key={item.id}>
                    <p>{item.subject}</p>
                    <p className="admin-notes__meta">
                      <span className={`admin-status admin-status--${item.state === 'SUCCESS' ? 'active' : item.state === 'ERROR' ? 'low' : 'pending'}`}>
                        {item.stateText}
                      </span>{' '}
                      {item.to}
                      {item.when ? `, ${item.when}` : ''}
                    </p>
                  </li>
                ))}
              </ol>
            ) : null}
          </section>
        </div>

        <aside className="admin-order__side" aria-label="Customer and delivery">
          <section className="admin-card" aria-labelledby="order-customer-heading">
            <h2 id="order-customer-heading">Customer</h2>
            <p>{address.fullName}</p>
            {order.email ? (
              <p>
                <a href={`mailto:${order.email}?subject=${encodeURIComponent(`Your order ${order.number}`)}`}>{order.email}</a>
              </p>
            ) : null}
            {address.phone ? (
              <p>
                <a href={`tel:${address.phone}`}>{address.phone}</a>
              </p>
            ) : null}
            {order.buyer ? (
              <dl className="invoice__meta">
                <dt>Business</dt>
                <dd>{order.buyer.businessName || '—'}</dd>
                <dt>GSTIN</dt>
                <dd>{order.buyer.gstin || '—'}</dd>
              </dl>
            ) : (
              <p className="admin-muted">No GSTIN: a consumer (B2C) invoice.</p>
            )}
            <p>
              Place of supply:{' '}
              {order.placeOfSupply
                ? `${order.placeOfSupply.code} – ${order.placeOfSupply.name}`
                : `${address.state} (not a state GST knows: check the address)`}
            </p>
            <p>
              <Link to={routeHref('admin-orders', {}, `q=${encodeURIComponent(order.email || address.phone)}`)}>All orders of this customer</Link>
            </p>
            {order.uid ? (
              <p>
                <Link to={routeHref('admin-customer', { uid: order.uid })}>Customer page</Link>
              </p>
            ) : null}
          </section>
          <section className="admin-card" aria-labelledby="order-address-heading">
            <h2 id="order-address-heading">Delivery address</h2>
            <address className="admin-order__address">
              {[address.fullName, address.line1, address.line2, `${address.city}, ${address.state} ${address.postalCode}`, address.country]
                .filter(Boolean)
                .map((line) => (
                  <span key={line}>{line}</span>
                ))}
            </address>
          </section>
          <section className="admin-card" aria-labelledby="order-timeline-heading">
            <h2 id="order-timeline-heading">Timeline</h2>
            <ol className="admin-timeline">
              {steps.map((step, index) => (
                <li key={`${step.status}-${index}`}>
                  <strong>{ORDER_STATUS_LABELS[step.status]}</strong>
                  <span className="admin-timeline__meta">
                    {step.at}
                    {step.byCustomer ? ' · by the customer' : ' · by the shop'}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </section>
  );
}

export default defineRoute({ loader, Component: OrderDetailPage, title: (data) => `Order ${data.order.number}` });
