// /order-confirmation/:orderId (Order Confirmation): the order's number, items, totals, address
// and status, for its owner and admins only. Anyone else gets the same 404 as for an order that
// does not exist, so the page never reveals that an order id is real.
import { useEffect } from 'react';
import { data as response, Link } from 'shared-router';
import { defineRoute, ORDER_STATUS_LABELS, track, useRouteData, type Order, type OrderStatus, type RemoteLoaderArgs } from 'shared-data';
import { fetchOrder } from 'shared-data/shopper';
import { formatInr } from 'shared-ui';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductImage } from '../components/product-image';
import { paths } from '../config/paths';
import { PAYMENT_NOTE } from '../features/checkout/components/checkout-view';
import { trackPurchaseOnce } from '../features/orders/track-purchase';
import '../styles/catalog.css';

interface ConfirmationData {
  order: Order;
  /** Formatted on the server so the browser renders the same text. */
  placedOn: string | null;
  /** The order's steps so far, oldest first, with their times formatted on the server. */
  steps: Array<{ status: OrderStatus; at: string }>;
}

function OrderConfirmationPage() {
  const { order, placedOn, steps } = useRouteData<typeof loader>();

  useEffect(() => {
    trackPurchaseOnce(order, track);
  }, [order]);

  const { address } = order;
  return (
    <section className="page page--narrow order-confirmation">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'My Account', href: paths.accountOrders.getHref() }, { label: `Order ${order.number}` }]} />
      <h1>Thank you — order {order.number}</h1>
      <p className="order-confirmation__status">
        Status: <strong>{ORDER_STATUS_LABELS[order.status]}</strong>
        {placedOn ? <> · placed on {placedOn}</> : null}
      </p>
      {order.status === 'pending_confirmation' ? <p className="card">{PAYMENT_NOTE}</p> : null}
      {order.shipment ? (
        <p className="card order-confirmation__shipment">
          Shipped with {order.shipment.courier}, tracking number <strong>{order.shipment.trackingNumber}</strong>.{' '}
          {order.shipment.trackingUrl ? (
            <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
              Track your parcel
            </a>
          ) : null}
        </p>
      ) : null}
      {order.reason && (order.status === 'cancelled' || order.status === 'returned' || order.status === 'refunded') ? <p className="card">Reason: {order.reason}</p> : null}
      {steps.length > 1 ? (
        <>
          <h2>Order progress</h2>
          <ol className="order-confirmation__steps">
            {steps.map((step, index) => (
              <li key={`${step.status}-${index}`}>
                <strong>{ORDER_STATUS_LABELS[step.status]}</strong> {step.at}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <h2>Items</h2>
      <table className="order-confirmation__items">
        <caption className="visually-hidden">Items in order {order.number}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Quantity</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId}>
              <th scope="row" className="order-confirmation__product">
                <ProductImage image={item.image} alt="" className="order-confirmation__image" />
                <span>
                  {item.title}
                  <span className="order-confirmation__sku">SKU {item.sku}</span>
                </span>
              </th>
              <td>{formatInr(item.price)}</td>
              <td>{item.quantity}</td>
              <td>{formatInr(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Subtotal
            </th>
            <td>{formatInr(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Shipping
            </th>
            <td>{order.shipping > 0 ? formatInr(order.shipping) : 'Confirmed by the shop'}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td>
              <strong>{formatInr(order.total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <h2>Shipping address</h2>
      <address className="order-confirmation__address">
        {address.fullName}
        <br />
        {address.line1}
        {address.line2 ? (
          <>
            <br />
            {address.line2}
          </>
        ) : null}
        <br />
        {address.city}, {address.state} {address.postalCode}
        <br />
        {address.country}
        <br />
        Phone: {address.phone}
      </address>
      {order.note ? (
        <>
          <h2>Your note</h2>
          <p className="order-confirmation__note">{order.note}</p>
        </>
      ) : null}
      <p className="form-actions">
        <Link className="button button--primary" to={paths.accountOrders.getHref()}>
          See your orders
        </Link>
        <Link className="button" to={paths.products.getHref()}>
          Continue shopping
        </Link>
      </p>
    </section>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

async function loader({ params, context }: RemoteLoaderArgs): Promise<ConfirmationData> {
  const orderId = params['orderId'] ?? '';
  // Signed in (the shell's guard), reading as that user: the rules let only the owner and admins read.
  const order = context.db ? await fetchOrder(context.db, orderId) : null;
  if (!order) throw response(null, { status: 404 });
  return {
    order,
    placedOn: order.createdAt ? `${dateFormat.format(new Date(order.createdAt))} IST` : null,
    steps: order.statusHistory.map((step) => ({ status: step.status, at: step.at ? `${dateFormat.format(new Date(step.at))} IST` : '' })),
  };
}

export default defineRoute({
  loader,
  Component: OrderConfirmationPage,
  title: (data) => `Order ${data.order.number}`,
  meta: () => ({ description: 'Your order confirmation.', noindex: true }),
});
