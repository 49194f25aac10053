// The orders of a date range as CSV (one row per order line, so quantities and SKUs add up in a
// spreadsheet), written with Papa Parse's unparse, which quotes and escapes every field correctly.
import Papa from 'papaparse';
import { ORDER_STATUS_LABELS, type Order } from 'shared-data';
import { INDIA_TIME_ZONE } from 'shared-data/dates';

export const ORDER_CSV_COLUMNS = [
  'Order number',
  'Placed at (IST)',
  'Status',
  'Customer',
  'E-mail',
  'Phone',
  'City',
  'State',
  'Postal code',
  'SKU',
  'Product',
  'Unit price (INR)',
  'Quantity',
  'Line total (INR)',
  'Order subtotal (INR)',
  'Shipping (INR)',
  'Order total (INR)',
] as const;

const placedAt = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Cells that a spreadsheet would run as a formula start with one of these; they get a leading quote. */
const guardFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function ordersCsv(orders: readonly Order[]): string {
  const rows = orders.flatMap((order) =>
    (order.items.length ? order.items : [null]).map((item) => [
      order.number,
      order.createdAt ? placedAt.format(new Date(order.createdAt)) : '',
      ORDER_STATUS_LABELS[order.status],
      guardFormula(order.address.fullName),
      guardFormula(order.email),
      guardFormula(order.address.phone),
      guardFormula(order.address.city),
      guardFormula(order.address.state),
      guardFormula(order.address.postalCode),
      guardFormula(item?.sku ?? ''),
      guardFormula(item?.title ?? ''),
      item?.price ?? '',
      item?.quantity ?? '',
      item?.lineTotal ?? '',
      order.subtotal,
      order.shipping,
      order.total,
    ]),
  );
  return Papa.unparse({ fields: [...ORDER_CSV_COLUMNS], data: rows }, { newline: '\r\n' });
}
