// /admin/orders (Manage Orders): status tabs with counts, search by order number (or its digits),
// customer name, e-mail or phone, a date range, sort by date or total, cursor pages — all in the
// address — with bulk confirm / mark packed and a CSV export of what the list shows.
import { Link } from 'shared-router';
import { defineRoute, ORDER_STATUS_LABELS, useRouteData, type OrderStatus, type RemoteLoaderArgs } from 'shared-data';
import { ORDER_STATUSES } from 'shared-data/shopper';
import { DataTable } from '../components/data-table/data-table';
import { FilterBar, FilterDate } from '../components/filter-bar/filter-bar';
import { ListTabs } from '../components/list-page/list-tabs';
import { routeHref } from 'shared-data/routes';
import { PageHeader } from '../components/admin-frame/page-header';
import { OrderBulkActions } from '../features/orders/components/order-bulk-actions';
import { OrderExport } from '../features/orders/components/order-export';
import { orderColumns } from '../features/orders/components/order-columns';
import { ListEmpty } from '../components/list-page/list-empty';
import { useListPage } from '../hooks/use-list-page';
import { useLiveRevalidation } from '../hooks/use-live-revalidation';
import { fetchOrderListPage, fetchOrderStatusCounts, ORDER_FILTERS, ORDER_PAGE_SIZE, ORDER_SORTS, ORDERS_LIVE } from '../lib/admin-orders';
import { formatIst } from 'shared-data/dates';
import { loadList } from '../lib/page-loader';

const PATH = routeHref('admin-orders');
const DEFAULT_SORT = { key: 'createdAt', direction: 'desc' } as const;
const SHAPE = { filters: ORDER_FILTERS, sorts: ORDER_SORTS, defaultSort: DEFAULT_SORT };

async function loader(args: RemoteLoaderArgs) {
  const failureHint = 'Check the search and dates, or reload the page.';
  return loadList(args, SHAPE, { what: 'the orders', empty: { page: null, counts: null }, failureHint }, async (db, query) => {
    const [page, counts] = await Promise.all([fetchOrderListPage(db, query), fetchOrderStatusCounts(db, query)]);
    const placedLabels = Object.fromEntries(page.rows.map((row) => [row.id, row.createdAt ? formatIst(row.createdAt, 'dateTime') : '']));
    return { counts, page: { ...page, placedLabels } };
  });
}

function OrdersPage() {
  const { query, page, counts, error } = useRouteData<typeof loader>();
  // A new order or a status change shows at once: the list and its counts are read again.
  useLiveRevalidation([ORDERS_LIVE]);
  const list = useListPage({ path: PATH, query, defaultSort: DEFAULT_SORT, page, noun: 'orders' });
  const status = query.filters.status as OrderStatus | undefined;
  const dated = Boolean(query.filters.from || query.filters.to);

  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-orders"
        title="Manage Orders"
        actions={
          <span className="invoice-actions">
            <Link className="button button--primary" to={routeHref('admin-order-new')}>
              New order
            </Link>
            <OrderExport listQuery={query} />
          </span>
        }
      />
      <ListTabs
        label="Order status"
        tabs={[null, ...ORDER_STATUSES].map((value) => ({
          label: value ? ORDER_STATUS_LABELS[value] : 'All',
          href: list.href({ filters: { status: value }, after: null, before: null }),
          current: (value ?? undefined) === status,
          count: counts?.[value ?? 'all'] ?? null,
        }))}
      />
      <FilterBar
        path={PATH}
        searchLabel="Order number or its digits, customer name, e-mail or phone"
        q={query.q}
        active={Boolean(query.q) || dated}
        keep={{ ...list.keep, ...(status ? { status } : {}) }}
      >
        <FilterDate name="from" label="Placed from" value={query.filters.from} />
        <FilterDate name="to" label="Placed to" value={query.filters.to} />
      </FilterBar>
      <DataTable
        id="orders"
        caption={status ? `Orders: ${ORDER_STATUS_LABELS[status]}` : 'Orders'}
        rows={page?.rows ?? []}
        columns={orderColumns(page?.placedLabels ?? {})}
        getRowId={(row) => row.id}
        rowLabel={(row) => `Order ${row.number}`}
        sort={page ? { key: dated ? 'createdAt' : query.sort.key, direction: query.sort.direction } : null}
        sortHref={list.sortHref}
        bulkActions={(selected, clear) => <OrderBulkActions rows={selected} clear={clear} />}
        loading={list.loading}
        error={error}
        empty={
          <ListEmpty
            filtered={list.filtered}
            noMatch="No orders match."
            none="No orders yet. Orders appear here as soon as customers place them."
            clearHref={PATH}
            clearLabel="Show all orders"
          />
        }
        pagination={list.pagination}
      />
      <p className="visually-hidden">{ORDER_PAGE_SIZE} orders per page.</p>
    </section>
  );
}

export default defineRoute({ loader, Component: OrdersPage });
