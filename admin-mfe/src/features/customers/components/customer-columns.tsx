// The customer list's columns (/admin/customers): who (to the customer's page, with sign-in turned
// off marked), joined, last sign-in, orders and lifetime value (each sortable); the phone on request.
import { Link } from 'shared-router';
import { routeHref } from 'shared-data/routes';
import { formatInr, formatNumber } from 'shared-ui';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import type { CustomerRow } from '../../../lib/admin-customers';

/** `labels` are the rows' dates (joined, last sign-in) in IST, written on the server. */
export function customerColumns(labels: Record<string, { joined: string; seen: string }>): DataTableColumn<CustomerRow>[] {
  return [
    {
      id: 'customer',
      header: 'Customer',
      required: true,
      cell: (row) => (
        <span>
          <Link to={routeHref('admin-customer', { uid: row.uid })}>{row.name || row.email || row.uid}</Link>
          <span className="data-table__sub">{row.email}</span>
          {row.disabled ? <span className="admin-status admin-status--low"> Sign-in off</span> : null}
        </span>
      ),
    },
    { id: 'phone', header: 'Phone', hiddenByDefault: true, cell: (row) => row.phone || '—' },
    { id: 'joined', header: 'Joined', sortKey: 'createdAt', cell: (row) => labels[row.uid]?.joined ?? '' },
    { id: 'seen', header: 'Last sign-in', sortKey: 'lastLogin', cell: (row) => labels[row.uid]?.seen ?? '' },
    { id: 'orders', header: 'Orders', sortKey: 'orderCount', numeric: true, cell: (row) => formatNumber(row.orderCount) },
    { id: 'value', header: 'Lifetime value', sortKey: 'lifetimeValue', numeric: true, cell: (row) => formatInr(row.lifetimeValue) },
  ];
}
