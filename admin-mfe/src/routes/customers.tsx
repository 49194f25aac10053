// /admin/customers (Manage Customers): every account with its order count and lifetime value (kept
// per customer by the order functions, never summed from the orders here), searched by e-mail
// prefix, name or phone, sorted by joined, last sign-in, orders or lifetime value, cursor pages in the address,
// and the CSV export.
import { Link, useNavigation } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { formatInr, formatNumber } from 'shared-ui';
import { CsvExportButton } from '../components/csv-export/csv-export-button';
import { DataTable, type DataTableColumn } from '../components/data-table/data-table';
import { FilterBar } from '../components/filter-bar/filter-bar';
import { PageHeader } from '../components/admin-frame/page-header';
import { customersCsv } from '../features/customers/lib/customers-csv';
import { CUSTOMER_SORTS, fetchCustomerPage, fetchCustomersForExport, type CustomerRow } from '../lib/admin-customers';
import { cursorPagination } from '../lib/cursor-page';
import { listHref, readListQuery } from '../lib/list-query';
import { formatIst } from 'shared-data/dates';
import { loadPage } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

const PATH = routeHref('admin-customers');
const DEFAULT_SORT = { key: 'createdAt', direction: 'desc' } as const;
const day = (iso: string | null) => (iso ? formatIst(iso, 'date') : '—');

type DateLabels = Record<string, { joined: string; seen: string }>;

async function loader({ request, context }: RemoteLoaderArgs) {
  const query = readListQuery(new URL(request.url), { filters: [] as never[], sorts: CUSTOMER_SORTS, defaultSort: DEFAULT_SORT });
  return loadPage(context.db, { what: 'the customers', empty: { query, page: null, labels: {} as DateLabels } }, async (db) => {
    const page = await fetchCustomerPage(db, query);
    const labels: DateLabels = Object.fromEntries(page.rows.map((row) => [row.uid, { joined: day(row.createdAt), seen: day(row.lastLogin) }]));
    return { query, page, labels };
  });
}

function CustomersPage() {
  const { query, page, labels, error } = useRouteData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === PATH;
  const href = (change: Parameters<typeof listHref>[2]) => listHref(PATH, query, change, DEFAULT_SORT);
  const columns: DataTableColumn<CustomerRow>[] = [
    {
      id: 'customer',
      header: 'Customer',
      required: true,
      cell: (row) => (
        <span>
          <Link to={`${PATH}/${encodeURIComponent(row.uid)}`}>{row.name || row.email || row.uid}</Link>
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
  const summary = page
    ? page.rows.length
      ? `${formatNumber(page.rows.length)} shown${page.total !== null ? ` of ${formatNumber(page.total)}` : ''}`
      : 'No customers'
    : '';
  const byFigures = query.sort.key === 'orderCount' || query.sort.key === 'lifetimeValue';
  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-customers"
        title="Manage Customers"
        actions={<CsvExportButton noun="customers" filename="customers.csv" read={fetchCustomersForExport} toCsv={customersCsv} />}
      />
      <FilterBar path={PATH} searchLabel="Search by e-mail, name or phone" q={query.q} active={Boolean(query.q)} keep={{}} />
      {byFigures && !query.q ? <p className="field__hint">Sorted by their orders: customers who have not ordered yet are not in this list.</p> : null}
      <DataTable
        id="customers"
        caption="Customers"
        rows={page?.rows ?? []}
        columns={columns}
        getRowId={(row) => row.uid}
        rowLabel={(row) => row.email || row.uid}
        sort={page && page.sortedBy !== 'email' && page.sortedBy !== 'match' ? { key: page.sortedBy, direction: query.sort.direction } : null}
        sortHref={(key, direction) => href({ sort: { key: key as (typeof CUSTOMER_SORTS)[number], direction } })}
        loading={loading}
        error={error}
        empty={
          query.q ? (
            <p>
              No customer's e-mail starts with “{query.q}”. <Link to={PATH}>Clear the search</Link>
            </p>
          ) : (
            <p>No customers yet.</p>
          )
        }
        pagination={cursorPagination(page, href, summary)}
      />
    </section>
  );
}

export default defineRoute({ loader, Component: CustomersPage });
