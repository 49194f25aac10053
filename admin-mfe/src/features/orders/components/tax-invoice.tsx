// The printable documents of an order: the GST tax invoice (seller and GSTIN, invoice number and
// date, billed and shipped-to address, HSN, taxable value, CGST + SGST or IGST per line, totals and
// the amount in words) and the packing slip (what goes in the parcel, no prices).
import { type Order, type SiteSettings } from 'shared-data';
import { computeInvoice } from 'shared-data/admin';
import { formatInr } from 'shared-ui';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const money = (amount: number) => formatInr(amount).replace(/^₹/, '₹ ');

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

export function TaxInvoice({ order, settings }: { order: Order; settings: SiteSettings }) {
  const { tax } = settings;
  const figures = computeInvoice(order.items.map((item) => ({ sku: item.sku, title: item.title, price: item.price, quantity: item.quantity, hsnCode: item.hsnCode })), order.address.state, tax);
  const split = figures.intraState;
  return (
    <article className="invoice" aria-label={`Tax invoice ${order.invoice?.number ?? ''}`}>
      <header className="invoice__head">
        <div>
          <h2 className="invoice__title">Tax Invoice</h2>
          <p>
            <strong>{tax.legalName}</strong>
            <br />
            {tax.address}
            <br />
            GSTIN {tax.gstin} · State {tax.state}
          </p>
        </div>
        <dl className="invoice__meta">
          <dt>Invoice number</dt>
          <dd>{order.invoice?.number}</dd>
          <dt>Invoice date</dt>
          <dd>{order.invoice?.issuedAt ? dateFormat.format(new Date(order.invoice.issuedAt)) : ''}</dd>
          <dt>Order</dt>
          <dd>{order.number}</dd>
          <dt>Place of supply</dt>
          <dd>{order.address.state}</dd>
        </dl>
      </header>
      <section className="invoice__parties" aria-label="Billed and shipped to">
        <div>
          <h3>Billed to</h3>
          <Address order={order} />
        </div>
        <div>
          <h3>Shipped to</h3>
          <Address order={order} />
        </div>
      </section>
      <table className="invoice__lines">
        <caption className="visually-hidden">Invoice lines</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Description</th>
            <th scope="col">HSN</th>
            <th scope="col" className="invoice__num">Qty</th>
            <th scope="col" className="invoice__num">Taxable value</th>
            {split ? (
              <>
                <th scope="col" className="invoice__num">CGST {figures.ratePercent / 2}%</th>
                <th scope="col" className="invoice__num">SGST {figures.ratePercent / 2}%</th>
              </>
            ) : (
              <th scope="col" className="invoice__num">IGST {figures.ratePercent}%</th>
            )}
            <th scope="col" className="invoice__num">Amount</th>
          </tr>
        </thead>
        <tbody>
          {figures.lines.map((line, index) => (
            <tr key={`${line.sku}-${index}`}>
              <td>{index + 1}</td>
              <td>
                {line.title}
                <br />
                <small>SKU {line.sku}</small>
              </td>
              <td>{line.hsnCode}</td>
              <td className="invoice__num">{line.quantity}</td>
              <td className="invoice__num">{money(line.taxableValue)}</td>
              {split ? (
                <>
                  <td className="invoice__num">{money(line.cgst)}</td>
                  <td className="invoice__num">{money(line.sgst)}</td>
                </>
              ) : (
                <td className="invoice__num">{money(line.igst)}</td>
              )}
              <td className="invoice__num">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td className="invoice__num">{money(figures.taxableValue)}</td>
            {split ? (
              <>
                <td className="invoice__num">{money(figures.cgst)}</td>
                <td className="invoice__num">{money(figures.sgst)}</td>
              </>
            ) : (
              <td className="invoice__num">{money(figures.igst)}</td>
            )}
            <td className="invoice__num">
              <strong>{money(figures.grandTotal)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="invoice__words">
        Amount in words: <strong>{figures.grandTotalInWords}</strong>
      </p>
      <p className="invoice__note">
        {tax.pricesIncludeTax ? 'Prices include GST; the taxable value is the price less the tax.' : 'GST is charged on top of the listed prices.'} Tax payable on reverse charge: No.
      </p>
      <p className="invoice__sign">
        For {tax.legalName}
        <br />
        <br />
        Authorised signatory
      </p>
    </article>
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
          <dd>{order.createdAt ? dateFormat.format(new Date(order.createdAt)) : ''}</dd>
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
            <th scope="col" className="invoice__num">Qty</th>
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
