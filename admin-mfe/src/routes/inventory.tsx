// /admin/inventory (Inventory Management): stock per product, lowest first, with the low-stock
// threshold from settings, search and filters (stock level, category, status) in the address;
// each product opens its stock page (adjustments and the movement history).
import { Link, useNavigation } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { formatNumber } from 'shared-ui';
import { DataTable, type DataTableColumn } from '../components/data-table/data-table';
import { FilterBar, FilterSelect } from '../components/filter-bar/filter-bar';
import { PageHeader } from '../components/admin-frame/page-header';
import { fetchProductListContext, fetchProductListPage, PRODUCT_FILTERS, PRODUCT_SORTS, type ProductRow } from '../lib/admin-products';
import { cursorPagination } from '../lib/cursor-page';
import { listHref, readListQuery } from '../lib/list-query';
import { loadPage } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

const PATH = routeHref('admin-inventory');
const DEFAULT_SORT = { key: 'stock', direction: 'asc' } as const;
const STATUS_LABELS = { active: 'Active', draft: 'Draft', archived: 'Archived' } as const;

async function loader({ request, context }: RemoteLoaderArgs) {
  const query = readListQuery(new URL(request.url), { filters: PRODUCT_FILTERS, sorts: PRODUCT_SORTS, defaultSort: DEFAULT_SORT });
  const { categories, threshold } = await fetchProductListContext(context.db);
  const failureHint = 'Check the filters, or reload the page.';
  return loadPage(context.db, { what: 'the stock', empty: { query, categories, threshold, page: null }, failureHint }, async (db) => ({
    query,
    categories,
    threshold,
    page: await fetchProductListPage(db, query, threshold),
  }));
}

function InventoryPage() {
  const { query, categories, threshold, page, error } = useRouteData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === PATH;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  const href = (change: Parameters<typeof listHref>[2]) => listHref(PATH, query, change, DEFAULT_SORT);
  const columns: DataTableColumn<ProductRow>[] = [
    {
      id: 'product',
      header: 'Product',
      required: true,
      sortKey: 'title',
      cell: (row) => (
        <span>
          <Link to={`${PATH}/${encodeURIComponent(row.id)}`}>{row.title}</Link>
          <span className="data-table__sub">{row.sku}</span>
        </span>
      ),
    },
    { id: 'category', header: 'Category', cell: (row) => row.category },
    {
      id: 'stock',
      header: 'Stock',
      sortKey: 'stock',
      numeric: true,
      cell: (row) => (
        <>
          {formatNumber(row.stock)}
          {row.stock === 0 ? (
            <span className="admin-status admin-status--low"> Out</span>
          ) : row.stock <= threshold ? (
            <span className="admin-status admin-status--low"> Low</span>
          ) : null}
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: (row) => <span className={`admin-status admin-status--${row.status}`}>{STATUS_LABELS[row.status]}</span> },
  ];
  const summary = page
    ? page.rows.length
      ? `${formatNumber(page.rows.length)} shown${page.total !== null ? ` of ${formatNumber(page.total)}` : ''}`
      : 'No products'
    : '';
  return (
    <section className="admin-page">
      <PageHeader routeId="admin-inventory" title="Inventory Management" description={`Low stock means ${threshold} or fewer pieces (set in Settings).`} />
      {page?.cursorLost ? <p className="admin-alert admin-alert--warning">The page you asked for no longer exists; here is the first page.</p> : null}
      <FilterBar path={PATH} searchLabel="Search by SKU or title" q={query.q} active={filtered} keep={{}}>
        <FilterSelect
          name="stock"
          label="Stock"
          value={query.filters.stock}
          options={[
            { value: 'out', label: 'Out of stock' },
            { value: 'low', label: `Low (${threshold} or fewer)` },
            { value: 'in', label: `In stock (more than ${threshold})` },
          ]}
        />
        <FilterSelect
          name="category"
          label="Category"
          value={query.filters.category}
          options={categories.map((category) => ({ value: category.slug, label: category.name }))}
        />
        <FilterSelect
          name="status"
          label="Status"
          value={query.filters.status}
          options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </FilterBar>
      <DataTable
        id="inventory"
        caption="Stock"
        rows={page?.rows ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${row.title} (${row.sku})`}
        sort={page ? { key: page.sortedBy, direction: query.filters.stock === 'low' ? 'asc' : query.sort.direction } : null}
        sortHref={(key, direction) => href({ sort: { key: key as (typeof PRODUCT_SORTS)[number], direction } })}
        loading={loading}
        error={error}
        empty={
          filtered ? (
            <p>
              No products match these filters. <Link to={PATH}>Clear the filters</Link>
            </p>
          ) : (
            <p>There are no products yet.</p>
          )
        }
        pagination={cursorPagination(page, href, summary)}
      />
    </section>
  );
}

export default defineRoute({ loader, Component: InventoryPage });
