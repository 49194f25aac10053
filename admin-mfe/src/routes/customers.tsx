// /admin/customers (Manage Customers): every account with its order count and lifetime value (kept
// per customer by the order functions, never summed from the orders here), searched by e-mail
// prefix, name or phone, sorted by joined, last sign-in, orders or lifetime value, cursor pages in the address,
// and the CSV export.
import { Link } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { CsvExportButton } from '../components/csv-export/csv-export-button';
import { DataTable } from '../components/data-table/data-table';
import { FilterBar } from '../components/filter-bar/filter-bar';
import { PageHeader } from '../components/admin-frame/page-header';
import { customersCsv } from '../features/customers/lib/customers-csv';
import { CUSTOMER_SORTS, fetchCustomerPage, fetchCustomersForExport } from '../lib/admin-customers';
import { customerColumns } from '../features/customers/components/customer-columns';
import { useListPage } from '../hooks/use-list-page';
import { formatIst } from 'shared-data/dates';
import { loadList } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

const PATH = routeHref('admin-customers');
const DEFAULT_SORT = { key: 'createdAt', direction: 'desc' } as const;
const day = (iso: string | null) => (iso ? formatIst(iso, 'date') : '—');

type DateLabels = Record<string, { joined: string; seen: string }>;

async function loader(args: RemoteLoaderArgs) {
  const shape = { filters: [] as never[], sorts: CUSTOMER_SORTS, defaultSort: DEFAULT_SORT };
  return loadList(args, shape, { what: 'the customers', empty: { page: null, labels: {} as DateLabels } }, async (db, query) => {
    const page = await fetchCustomerPage(db, query);
    const labels: DateLabels = Object.fromEntries(page.rows.map((row) => [row.uid, { joined: day(row.createdAt), seen: day(row.lastLogin) }]));
    return { page, labels };
  });
}

function CustomersPage() {
  const { query, page, labels, error } = useRouteData<typeof loader>();
  const list = useListPage({ path: PATH, query, defaultSort: DEFAULT_SORT, page, noun: 'customers' });
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
        columns={customerColumns(labels)}
        getRowId={(row) => row.uid}
        rowLabel={(row) => row.email || row.uid}
        sort={page && page.sortedBy !== 'email' && page.sortedBy !== 'match' ? { key: page.sortedBy, direction: query.sort.direction } : null}
        sortHref={list.sortHref}
        loading={list.loading}
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
        pagination={list.pagination}
      />
    </section>
  );
}

export default defineRoute({ loader, Component: CustomersPage });
