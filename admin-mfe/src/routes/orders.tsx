// /admin/orders (Manage Orders): status tabs with counts, search by order number (or its digits),
// customer name, e-mail or phone, a date range, sort by date or total, cursor pages — all in the
// address — with bulk confirm / mark packed and a CSV export of what the list shows.
import { Link, useNavigation } from 'shared-router';
import { defineRoute, ORDER_STATUS_LABELS, useRouteData, type OrderStatus, type RemoteLoaderArgs } from 'shared-data';
import { ORDER_STATUSES } from 'shared-data/shopper';
import { formatInr, formatNumber } from 'shared-ui';
import { DataTable, type DataTableColumn } from '../components/data-table/data-table';
import { FilterBar } from '../components/filter-bar/filter-bar';
import { routeHref } from 'shared-data/routes';
import { PageHeader } from '../components/admin-frame/page-header';
import { OrderBulkActions } from '../features/orders/components/order-bulk-actions';
import { OrderExport } from '../features/orders/components/order-export';
import { useLiveRevalidation } from '../hooks/use-live-revalidation';
import { fetchOrderListPage, fetchOrderStatusCounts, ORDER_FILTERS, ORDER_PAGE_SIZE, ORDER_SORTS, ORDERS_LIVE, type OrderRow } from '../lib/admin-orders';
import { cursorPagination } from '../lib/cursor-page';
import { listHref, readListQuery } from '../lib/list-query';
import { formatIst } from 'shared-data/dates';
import { loadPage } from '../lib/page-loader';

const PATH = routeHref('admin-orders');
const DEFAULT_SORT = { key: 'createdAt', direction: 'desc' } as const;

async function loader({ request, context }: RemoteLoaderArgs) {
  const query = readListQuery(new URL(request.url), { filters: ORDER_FILTERS, sorts: ORDER_SORTS, defaultSort: DEFAULT_SORT });
  const failureHint = 'Check the search and dates, or reload the page.';
  return loadPage(context.db, { what: 'the orders', empty: { query, page: null, counts: null }, failureHint }, async (db) => {
    const [page, counts] = await Promise.all([fetchOrderListPage(db, query), fetchOrderStatusCounts(db, query)]);
    const placedLabels = Object.fromEntries(page.rows.map((row) => [row.id, row.createdAt ? formatIst(row.createdAt, 'dateTime') : '']));
    return { query, counts, page: { ...page, placedLabels } };
  });
}

function OrdersPage() {
  const { query, page, counts, error } = useRouteData<typeof loader>();
  // A new order or a status change shows at once: the list and its counts are read again.
  useLiveRevalidation([ORDERS_LIVE]);
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === PATH;
  const status = query.filters.status as OrderStatus | undefined;
  const filtered = Boolean(query.q || query.filters.from || query.filters.to);
  const href = (change: Parameters<typeof listHref>[2]) => listHref(PATH, query, change, DEFAULT_SORT);
  const keep: Record<string, string> = {};
  if (status) keep['status'] = status;
  if (query.sort.key !== DEFAULT_SORT.key || query.sort.direction !== DEFAULT_SORT.direction) keep['sort'] = `${query.sort.key}.${query.sort.direction}`;

  const columns: DataTableColumn<OrderRow>[] = [
    { id: 'number', header: 'Order', required: true, cell: (row) => <Link to={`${PATH}/${encodeURIComponent(row.id)}`}>{row.number}</Link> },
    { id: 'placed', header: 'Placed', sortKey: 'createdAt', cell: (row) => page?.placedLabels[row.id] ?? '' },
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

  const tabs: Array<{ value: OrderStatus | null; label: string; count: number | null }> = [
    { value: null, label: 'All', count: counts?.all ?? null },
    ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value], count: counts?.[value] ?? null })),
  ];
  const summary = page
    ? page.rows.length === 0
      ? 'No orders'
      : `${formatNumber(page.rows.length)} shown${page.total !== null ? ` of ${formatNumber(page.total)}` : ''}`
    : '';

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
      <nav aria-label="Order status" className="admin-tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.label}>
              <Link
                to={href({ filters: { status: tab.value }, after: null, before: null })}
                aria-current={(tab.value ?? undefined) === status ? 'page' : undefined}
                className="admin-tabs__tab"
              >
                {tab.label}
                {tab.count !== null ? <span className="admin-tabs__count">{formatNumber(tab.count)}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page?.cursorLost ? <p className="admin-alert admin-alert--warning">The page you asked for no longer exists; here is the first page.</p> : null}
      <FilterBar path={PATH} searchLabel="Order number or its digits, customer name, e-mail or phone" q={query.q} active={filtered} keep={keep}>
        <div className="field">
          <label className="field__label" htmlFor="orders-from">
            Placed from
          </label>
          <input
            id="orders-from"
            className="field__input"
            type="date"
            name="from"
            defaultValue={query.filters.from ?? ''}
            key={`from-${query.filters.from ?? ''}`}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="orders-to">
            Placed to
          </label>
          <input id="orders-to" className="field__input" type="date" name="to" defaultValue={query.filters.to ?? ''} key={`to-${query.filters.to ?? ''}`} />
        </div>
      </FilterBar>
      <DataTable
        id="orders"
        caption={status ? `Orders: ${ORDER_STATUS_LABELS[status]}` : 'Orders'}
        rows={page?.rows ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => `Order ${row.number}`}
        sort={page ? { key: query.filters.from || query.filters.to ? 'createdAt' : query.sort.key, direction: query.sort.direction } : null}
        sortHref={(key, direction) => href({ sort: { key: key as (typeof ORDER_SORTS)[number], direction } })}
        bulkActions={(selected, clear) => <OrderBulkActions rows={selected} clear={clear} />}
        loading={loading}
        error={error}
        empty={
          filtered || status ? (
            <p>
              No orders match. <Link to={PATH}>Show all orders</Link>
            </p>
          ) : (
            <p>No orders yet. Orders appear here as soon as customers place them.</p>
          )
        }
        pagination={cursorPagination(page, href, summary)}
      />
      <p className="visually-hidden">{ORDER_PAGE_SIZE} orders per page.</p>
    </section>
  );
}

export default defineRoute({ loader, Component: OrdersPage });
