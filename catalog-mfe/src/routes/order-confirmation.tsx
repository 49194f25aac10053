// /order-confirmation/:orderId (Order Confirmation): the order's number, status (with the
// shipment once it left), items, totals (discount, shipping charged or to be quoted), what is paid
// and due and how to pay it, its tax documents, address — for its owner and admins only. Anyone
// else gets the same 404 as for an order that does not exist, so the page never reveals that an
// order id is real.
import { useEffect } from 'react';
import { data as response, Link } from 'shared-router';
import {
  defineRoute,
  fetchSiteSettings,
  formatLongDate,
  ORDER_STATUS_LABELS,
  track,
  useRouteData,
  type Order,
  type OrderStatus,
  type RemoteLoaderArgs,
} from 'shared-data';
import { fetchOrder, upiPayUrl } from 'shared-data/shopper';
import { formatInr } from 'shared-ui';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductImage } from '../components/product-image';
import { paths } from '../config/paths';
import { PAYMENT_NOTE } from '../features/checkout/components/checkout-view';
import { asksForPayment, OrderPayment, type PaymentInstructions } from '../features/orders/components/order-payment';
import { trackPurchaseOnce } from '../features/orders/track-purchase';
import { sharedRead } from '../lib/shared-read';
import '../styles/catalog.css';

interface ConfirmationData {
  order: Order;
  /** Formatted on the server so the browser renders the same text. */
  placedOn: string | null;
  /** The order's steps so far, oldest first, with their times formatted on the server. */
  steps: Array<{ status: OrderStatus; at: string }>;
  instructions: PaymentInstructions;
  /** The order's tax documents to read and print, oldest first. */
  documents: Array<{ id: string; label: string }>;
}

/** What the order's status means to the customer, in a sentence. */
function statusSentence(order: Order): string | null {
  switch (order.status) {
    case 'confirmed':
      return 'The shop confirmed your order and is preparing it.';
    case 'packed':
      return 'Your order is packed and waiting for the courier.';
    case 'delivered':
      return 'Your order was delivered.';
    case 'cancelled':
      return 'This order was cancelled.';
    case 'returned':
      return 'This order was returned to the shop.';
    case 'refunded':
      return 'This order was refunded.';
    default:
      return null;
  }
}

function shippingText(order: Order): string {
  if (order.shippingState === 'to_quote') return 'To be quoted by the shop';
  if (order.shipping === 0) return order.shippingState === 'quoted' ? 'Free shipping (₹0)' : 'Free';
  return formatInr(order.shipping);
}

function OrderConfirmationPage() {
  const { order, placedOn, steps, instructions, documents } = useRouteData<typeof loader>();
  const sentence = statusSentence(order);

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
      {order.shipment && (order.status === 'shipped' || order.status === 'delivered') ? (
        <p className="card order-confirmation__shipment">
          {order.status === 'delivered' ? 'Delivered by' : 'Shipped with'} {order.shipment.courier}, tracking number{' '}
          <strong>{order.shipment.trackingNumber}</strong>.{' '}
          {order.shipment.trackingUrl ? (
            <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
              Track your parcel
            </a>
          ) : null}
        </p>
      ) : sentence ? (
        <p className="card">{sentence}</p>
      ) : null}
      {order.reason && (order.status === 'cancelled' || order.status === 'returned' || order.status === 'refunded') ? (
        <p className="card">Reason: {order.reason}</p>
      ) : null}
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
            <tr key={`${item.productId}-${item.sku}`}>
              <th scope="row" className="order-confirmation__product">
                <ProductImage image={item.image} alt="" className="order-confirmation__image" />
                <span>
                  {item.title}
                  {item.variantLabel ? <span className="order-confirmation__sku">{item.variantLabel}</span> : null}
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
          {order.discount && order.discount.amount > 0 ? (
            <tr>
              <th scope="row" colSpan={3}>
                Discount{order.discount.kind === 'percent' ? ` (${order.discount.value}%)` : ''}
                {order.discount.reason ? <span className="order-confirmation__sku">{order.discount.reason}</span> : null}
              </th>
              <td>−{formatInr(order.discount.amount)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={3}>
              Shipping
            </th>
            <td>{shippingText(order)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {order.shippingState === 'to_quote' ? 'Total without shipping' : 'Total'}
            </th>
            <td>
              <strong>{formatInr(order.total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {order.buyer ? (
        <p className="order-confirmation__buyer">
          GST invoice made out to <strong>{order.buyer.businessName}</strong>
          {order.buyer.gstin ? <>, GSTIN {order.buyer.gstin}</> : null}
          {order.placeOfSupply ? (
            <>
              {' '}
              · place of supply {order.placeOfSupply.code} – {order.placeOfSupply.name}
            </>
          ) : null}
          .
        </p>
      ) : null}
      {order.status !== 'cancelled' ? <OrderPayment order={order} instructions={instructions} /> : null}
      {documents.length > 0 ? (
        <>
          <h2>Invoices and credit notes</h2>
          <ul className="order-confirmation__documents">
            {documents.map((document) => (
              <li key={document.id}>
                <Link to={paths.orderDocument.getHref(order.id, document.id)}>{document.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
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
  const [order, { settings }] = await Promise.all([
    context.db ? fetchOrder(context.db, orderId) : null,
    sharedRead(context, 'settings', () => fetchSiteSettings(context.db)),
  ]);
  if (!order) throw response(null, { status: 404 });
  const { bankTransfer, upi } = settings.payments;
  const instructions: PaymentInstructions = { bank: null, upi: null };
  if (asksForPayment(order)) {
    if (bankTransfer.enabled && bankTransfer.accountNumber) instructions.bank = bankTransfer;
    if (upi.enabled && upi.vpa) {
      const url = upiPayUrl({ vpa: upi.vpa, payeeName: upi.payeeName, amount: order.payment.due, note: order.number });
      // The encoder is loaded only where a code is drawn (on the server for a first view).
      const { qrCodeOf } = await import('../lib/qr-code');
      instructions.upi = { url, vpa: upi.vpa, payeeName: upi.payeeName, qr: qrCodeOf(url) };
    }
  }
  const documents: ConfirmationData['documents'] = [];
  if (order.invoice?.documentId)
    documents.push({
      id: order.invoice.documentId,
      label: `Tax invoice ${order.invoice.number}${order.invoice.issuedAt ? `, ${formatLongDate(order.invoice.issuedAt)}` : ''}${order.invoice.cancelledBy ? ' (cancelled)' : ''}`,
    });
  for (const note of order.creditNotes)
    documents.push({ id: note.id, label: `Credit note ${note.number}${note.issuedAt ? `, ${formatLongDate(note.issuedAt)}` : ''}: ${formatInr(note.amount)}` });
  return {
    order,
    placedOn: order.createdAt ? `${dateFormat.format(new Date(order.createdAt))} IST` : null,
    steps: order.statusHistory.map((step) => ({ status: step.status, at: step.at ? `${dateFormat.format(new Date(step.at))} IST` : '' })),
    instructions,
    documents,
  };
}

export default defineRoute({
  loader,
  Component: OrderConfirmationPage,
  title: (data) => `Order ${data.order.number}`,
  meta: () => ({ description: 'Your order confirmation.', noindex: true }),
});
