// The packing slip of an order (what goes in the parcel, no prices). The tax invoice and credit
// notes are shared-ui/tax-document's, printed from their frozen copies.
import type { Order, SiteSettings } from 'shared-data';
import { formatIst } from 'shared-data/dates';

function Address({ order }: { order: Order }) {
  const { address } = order;
  return (
    <address>
      <strong>{address.fullName}</strong>
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
      Phone {address.phone}
    </address>
  );
}

export function PackingSlip({ order, settings }: { order: Order; settings: SiteSettings }) {
  return (
    <article className="invoice" aria-label={`Packing slip for order ${order.number}`}>
      <header className="invoice__head">
        <div>
          <h2 className="invoice__title">Packing slip</h2>
          <p>
            <strong>{settings.brand.name}</strong>
            <br />
            {settings.contact.address}
          </p>
        </div>
        <dl className="invoice__meta">
          <dt>Order</dt>
          <dd>{order.number}</dd>
          <dt>Placed</dt>
          <dd>{order.createdAt ? formatIst(order.createdAt, 'date') : ''}</dd>
        </dl>
      </header>
      <section className="invoice__parties" aria-label="Ship to">
        <div>
          <h3>Ship to</h3>
          <Address order={order} />
        </div>
      </section>
      <table className="invoice__lines">
        <caption className="visually-hidden">Items to pack</caption>
        <thead>
          <tr>
            <th scope="col">Packed</th>
            <th scope="col">SKU</th>
            <th scope="col">Item</th>
            <th scope="col" className="invoice__num">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.sku}-${index}`}>
              <td aria-hidden="true">☐</td>
              <td>{item.sku}</td>
              <td>{item.title}</td>
              <td className="invoice__num">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.note ? <p>Customer's note: {order.note}</p> : null}
    </article>
  );
}
