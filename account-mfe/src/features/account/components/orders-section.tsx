// The customer's orders, newest first, each linking to its confirmation page.
import { Link } from 'shared-router';
import { formatInr } from 'shared-ui';
import { ORDER_STATUS_LABELS } from 'shared-data';
import type { OrderSummary } from '../../../lib/orders';

export function OrdersSection({ orders, dates }: { orders: OrderSummary[]; dates: Record<string, string> }) {
  return (
    <section aria-labelledby="orders-heading" className="card account-section">
      <h2 id="orders-heading">Orders</h2>
      {orders.length === 0 ? (
        <div className="empty-state">
          <p>You have not placed any orders yet.</p>
          <Link className="button button--primary" to="/products">
            Browse the catalogue
          </Link>
        </div>
      ) : (
        <ul className="order-list">
          {orders.map((order) => (
            <li key={order.id} className="order-list__item">
              <Link to={`/order-confirmation/${encodeURIComponent(order.id)}`}>Order {order.number}</Link>
              <span>{dates[order.id] ?? ''}</span>
              <span>
                {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
              </span>
              <span>{formatInr(order.total)}</span>
              <span className="badge">{ORDER_STATUS_LABELS[order.status]}</span>
              {order.shipment?.trackingUrl ? (
                <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                  Track parcel
                  <span className="visually-hidden">
                    {' '}
                    of order {order.number} ({order.shipment.courier})
                  </span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
