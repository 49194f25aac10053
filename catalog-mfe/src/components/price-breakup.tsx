// How a metal-priced product's price is made (issue 41): the silver's value from its weight, purity
// and the day's rate, the making charge, any stone or finishing charge, GST and rounding. And the
// wholesale price breaks, as a table of quantities and unit prices. The product page shows the
// breakup the re-pricing stored with the price; the cart the one it priced the line with (at the
// rate read with the cart, as placeOrder prices it).
import { tierTable, type PriceBreakup, type PriceTier } from 'shared-data';
import { formatInr, formatNumber } from 'shared-ui';

export function PriceBreakupTable({ breakup }: { breakup: PriceBreakup }) {
  const rows: Array<[string, number]> = [
    [
      `Silver: ${formatNumber(breakup.weightGrams)} g of ${breakup.purity} purity at ${formatInr(breakup.rupeesPerGram)} a gram of fine silver`,
      breakup.metalValue,
    ],
    ['Making charge', breakup.making],
  ];
  if (breakup.extra > 0) rows.push(['Stone and finishing', breakup.extra]);
  if (breakup.taxIncluded) rows.push([`GST (${formatNumber(breakup.gstPercent)} %)`, breakup.gst]);
  if (breakup.rounding !== 0) rows.push(['Rounding', breakup.rounding]);
  return (
    <table className="price-breakup">
      <caption>Price breakup</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{formatInr(value)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{breakup.taxIncluded ? 'Price per piece' : `Price per piece, before GST (${formatNumber(breakup.gstPercent)} %)`}</th>
          <td>{formatInr(breakup.price)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function PriceTiersTable({ price, tiers, minOrderQty }: { price: number; tiers: PriceTier[]; minOrderQty: number }) {
  const rows = tierTable(price, tiers, minOrderQty);
  if (rows.length < 2) return null;
  return (
    <table className="price-tiers">
      <caption>Wholesale prices</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Price per piece</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.quantities}>
            <th scope="row">{row.quantities.replace('+', ' or more')} pieces</th>
            <td>
              {formatInr(row.unitPrice)}
              {row.percentOff > 0 ? <span className="price-tiers__off"> ({formatNumber(row.percentOff)} % off)</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
