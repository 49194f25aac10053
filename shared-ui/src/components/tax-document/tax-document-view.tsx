// A GST tax invoice or credit note as issued (shared-data's TaxDocument: everything on it was frozen
// when it was issued): the seller with GSTIN and state code, the number and date, the place of
// supply, the buyer with their business name and GSTIN, each line's HSN, taxable value (after its
// share of the discount) and CGST + SGST or IGST, shipping as a line of its own, the totals, the
// amount in words and, for a split, how the odd paisa was shared. A credit note names the invoice
// it reduces and why; an invoice cancelled by a credit note says so across the top. Under a line's
// description, in small print, how its unit price was made: a metal-priced piece's breakup (silver
// at the rate the order locked, making, GST) and a wholesale break's list price — per piece, so the
// taxable value and tax columns stay the line's as the law wants them.
import type { ReactNode } from 'react';
import { formatInr, formatLongDate, formatNumber } from 'shared-data';
import type { TaxDocument } from 'shared-data/shopper';
import { INTRA_STATE_SPLIT_NOTE } from 'shared-data/shopper';
import './tax-document.css';

export interface TaxDocumentViewProps {
  document: TaxDocument;
  /** The invoice was cancelled in full by this credit note (its number, and where to read it). */
  cancelledBy?: { number: string; href: string } | null;
  /** Where the credit note's invoice can be read. */
  invoiceHref?: string | null;
  /** Renders a link (the app's router link, so navigation stays in the page). */
  renderLink?: (href: string, children: ReactNode) => ReactNode;
}

const money = (amount: number) => formatInr(amount).replace(/^₹/, '₹ ');
const percent = (rate: number) => `${Math.round(rate * 100) / 100}%`;

/** The small print under a line: how one piece's price was made, then its wholesale break. */
export function linePricingNotes(line: Pick<TaxDocument['figures']['lines'][number], 'price' | 'listPrice' | 'breakup'>): string[] {
  const notes: string[] = [];
  const { breakup, listPrice } = line;
  if (breakup) {
    const gst = `GST ${formatNumber(breakup.gstPercent)} %`;
    const parts = [
      `Silver ${formatNumber(breakup.weightGrams)} g × ${breakup.purity} at ${formatInr(breakup.rupeesPerGram)}/g: ${formatInr(breakup.metalValue)}`,
      `Making ${formatInr(breakup.making)}`,
    ];
    if (breakup.extra > 0) parts.push(`Stone and finishing ${formatInr(breakup.extra)}`);
    if (breakup.taxIncluded) parts.push(`${gst} ${formatInr(breakup.gst)}`);
    if (breakup.rounding !== 0) parts.push(`Rounding ${formatInr(breakup.rounding)}`);
    parts.push(breakup.taxIncluded ? `Price ${formatInr(breakup.price)}` : `Price ${formatInr(breakup.price)} + ${gst}`);
    notes.push(`Per piece: ${parts.join(' · ')}`);
  }
  if (listPrice !== undefined && listPrice > line.price) {
    const off = Math.round((1 - line.price / listPrice) * 10_000) / 100;
    notes.push(`Wholesale price ${formatInr(line.price)} a piece: ${formatNumber(off)} % off ${formatInr(listPrice)}`);
  }
  return notes;
}

export const placeOfSupplyText = (place: TaxDocument['placeOfSupply']): string => (place ? `${place.code} – ${place.name}` : 'Not known');

export function TaxDocumentView({
  document,
  cancelledBy = null,
  invoiceHref = null,
  renderLink = (href, children) => <a href={href}>{children}</a>,
}: TaxDocumentViewProps) {
  const { figures, seller, buyer } = document;
  const credit = document.kind === 'credit_note';
  const title = credit ? 'Credit Note' : 'Tax Invoice';
  const split = figures.intraState;
  const discounted = figures.discount > 0;
  // Lines at different GST rates (a beauty shop's cosmetics and combs) each show their rate, and the
  // HSN summary under the lines adds them up per code and rate.
  const mixed = figures.mixedRates;
  const columns = 5 + (discounted ? 1 : 0) + (mixed ? 1 : 0);
  const rateLabel = (rate: number) => (mixed ? '' : ` ${percent(rate)}`);
  return (
    <article className="invoice" aria-label={`${credit ? 'Credit note' : 'Tax invoice'} ${document.number}`}>
      {cancelledBy ? (
        <p className="invoice__cancelled" role="note">
          Cancelled — see credit note {renderLink(cancelledBy.href, cancelledBy.number)}
        </p>
      ) : null}
      <header className="invoice__head">
        <div>
          <h2 className="invoice__title">{title}</h2>
          <p>
            <strong>{seller.legalName}</strong>
            <br />
            {seller.address}
            <br />
            GSTIN {seller.gstin} · State {seller.state}
            {seller.stateCode ? ` (${seller.stateCode})` : ''}
          </p>
        </div>
        <dl className="invoice__meta">
          <dt>{credit ? 'Credit note number' : 'Invoice number'}</dt>
          <dd>{document.number}</dd>
          <dt>{credit ? 'Credit note date' : 'Invoice date'}</dt>
          <dd>{formatLongDate(document.issuedAt)}</dd>
          {credit && document.against ? (
            <>
              <dt>Against invoice</dt>
              <dd>
                {invoiceHref ? renderLink(invoiceHref, document.against.invoiceNumber) : document.against.invoiceNumber}, dated{' '}
                {formatLongDate(document.against.invoiceDate)}
              </dd>
            </>
          ) : null}
          <dt>Order</dt>
          <dd>{document.orderNumber}</dd>
          <dt>Place of supply</dt>
          <dd>{placeOfSupplyText(document.placeOfSupply)}</dd>
        </dl>
      </header>
      <section className="invoice__parties" aria-label="Billed and shipped to">
        <div>
          <h3>Billed to</h3>
          <address>
            {buyer.businessName ? (
              <>
                <strong>{buyer.businessName}</strong>
                <br />
                GSTIN {buyer.gstin || '—'}
                <br />
                Attn. {buyer.name}
              </>
            ) : (
              <strong>{buyer.name}</strong>
            )}
            <br />
            {buyer.address}
            {buyer.phone ? (
              <>
                <br />
                Phone {buyer.phone}
              </>
            ) : null}
          </address>
        </div>
        <div>
          <h3>Shipped to</h3>
          <address>
            <strong>{buyer.name}</strong>
            <br />
            {buyer.address}
          </address>
        </div>
      </section>
      {credit && document.reason ? (
        <p>
          <strong>Reason:</strong> {document.reason}
        </p>
      ) : null}
      <div className="invoice__scroll">
        <table className="invoice__lines">
          <caption className="visually-hidden">{credit ? 'Credit note lines' : 'Invoice lines'}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Description</th>
              <th scope="col">HSN</th>
              {mixed ? (
                <th scope="col" className="invoice__num">
                  GST rate
                </th>
              ) : null}
              <th scope="col" className="invoice__num">
                Qty
              </th>
              {discounted ? (
                <th scope="col" className="invoice__num">
                  Discount
                </th>
              ) : null}
              <th scope="col" className="invoice__num">
                Taxable value
              </th>
              {split ? (
                <>
                  <th scope="col" className="invoice__num">
                    CGST{rateLabel(figures.ratePercent / 2)}
                  </th>
                  <th scope="col" className="invoice__num">
                    SGST{rateLabel(figures.ratePercent / 2)}
                  </th>
                </>
              ) : (
                <th scope="col" className="invoice__num">
                  IGST{rateLabel(figures.ratePercent)}
                </th>
              )}
              <th scope="col" className="invoice__num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.lines.map((line, index) => (
              <tr key={`${line.sku}-${index}`}>
                <td>{index + 1}</td>
                <td>
                  {line.title}
                  {line.sku ? (
                    <>
                      <br />
                      <small>SKU {line.sku}</small>
                    </>
                  ) : null}
                  {linePricingNotes(line).map((note) => (
                    <small key={note} className="invoice__pricing">
                      {note}
                    </small>
                  ))}
                </td>
                <td>{line.hsnCode}</td>
                {mixed ? <td className="invoice__num">{percent(line.ratePercent)}</td> : null}
                <td className="invoice__num">{line.quantity}</td>
                {discounted ? <td className="invoice__num">{line.discount ? money(line.discount) : '—'}</td> : null}
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
              <th scope="row" colSpan={columns - 1}>
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
      </div>
      {mixed ? (
        <div className="invoice__scroll">
          <table className="invoice__lines">
            <caption>Tax by HSN code and rate</caption>
            <thead>
              <tr>
                <th scope="col">HSN</th>
                <th scope="col" className="invoice__num">
                  GST rate
                </th>
                <th scope="col" className="invoice__num">
                  Taxable value
                </th>
                {split ? (
                  <>
                    <th scope="col" className="invoice__num">
                      CGST
                    </th>
                    <th scope="col" className="invoice__num">
                      SGST
                    </th>
                  </>
                ) : (
                  <th scope="col" className="invoice__num">
                    IGST
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {figures.hsnSummary.map((entry) => (
                <tr key={`${entry.hsnCode}-${entry.ratePercent}`}>
                  <th scope="row">{entry.hsnCode}</th>
                  <td className="invoice__num">{percent(entry.ratePercent)}</td>
                  <td className="invoice__num">{money(entry.taxableValue)}</td>
                  {split ? (
                    <>
                      <td className="invoice__num">{money(entry.cgst)}</td>
                      <td className="invoice__num">{money(entry.sgst)}</td>
                    </>
                  ) : (
                    <td className="invoice__num">{money(entry.igst)}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <dl className="invoice__meta">
        {discounted ? (
          <>
            <dt>Discount given</dt>
            <dd>{money(figures.discount)}</dd>
          </>
        ) : null}
        <dt>Taxable value</dt>
        <dd>{money(figures.taxableValue)}</dd>
        {split ? (
          <>
            <dt>CGST</dt>
            <dd>{money(figures.cgst)}</dd>
            <dt>SGST</dt>
            <dd>{money(figures.sgst)}</dd>
          </>
        ) : (
          <>
            <dt>IGST</dt>
            <dd>{money(figures.igst)}</dd>
          </>
        )}
        <dt>{credit ? 'Total credited' : 'Total'}</dt>
        <dd>
          <strong>{money(figures.grandTotal)}</strong>
        </dd>
      </dl>
      <p className="invoice__words">
        Amount in words: <strong>{figures.grandTotalInWords}</strong>
      </p>
      {split ? <p className="invoice__note">{INTRA_STATE_SPLIT_NOTE}</p> : null}
      <p className="invoice__note">Tax payable on reverse charge: No.</p>
      <p className="invoice__sign">
        For {seller.legalName}
        <br />
        <br />
        Authorised signatory
      </p>
    </article>
  );
}
