// The order list's columns (/admin/orders): the number (to the order), when placed, the customer
// with their e-mail or phone, the pieces, the total and the status; the phone on request.
import { Link } from 'shared-router';
import { ORDER_STATUS_LABELS } from 'shared-data';
import { routeHref } from 'shared-data/routes';
import { formatInr, formatNumber } from 'shared-ui';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import type { OrderRow } from '../../../lib/admin-orders';

/** `placedLabels` are the rows' order times in IST, written on the server. */
export function orderColumns(placedLabels: Record<string, string>): DataTableColumn<OrderRow>[] {
  return [
    { id: 'number', header: 'Order', required: true, cell: (row) => <Link to={routeHref('admin-order', { orderId: row.id })}>{row.number}</Link> },
    { id: 'placed', header: 'Placed', sortKey: 'createdAt', cell: (row) => placedLabels[row.id] ?? '' },
    {
      id: 'customer',
      header: 'Customer',
      cell: (row) => (
        <span>
          {row.customer}
          <span className="data-table__sub">{row.email || row.phone}</span>
        </span>
      ),
    },
    { id: 'phone', header: 'Phone', hiddenByDefault: true, cell: (row) => row.phone },
    { id: 'items', header: 'Pieces', numeric: true, cell: (row) => formatNumber(row.items) },
    { id: 'total', header: 'Total', sortKey: 'total', numeric: true, cell: (row) => formatInr(row.total) },
    { id: 'status', header: 'Status', cell: (row) => <span className={`admin-status admin-status--${row.status}`}>{ORDER_STATUS_LABELS[row.status]}</span> },
  ];
}
