// /admin/products (Manage Products): the product list — search by SKU prefix or title words,
// filters (category, status, stock level, featured), sort, cursor pages — with bulk publish,
// unpublish, archive, move to a category and price changes. All of it in the address, so a list can
// be bookmarked and reloaded; rendered on the server for a signed-in admin.
import { Link, useNavigation } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { formatInr, formatNumber } from 'shared-ui';
import { DataTable, type DataTableColumn } from '../components/data-table/data-table';
import { FilterBar, FilterSelect } from '../components/filter-bar/filter-bar';
import { PageHeader } from '../components/admin-frame/page-header';
import { ProductBulkActions } from '../features/products/components/product-bulk-actions';
import { CsvExportButton } from '../components/csv-export/csv-export-button';
import { productsCsv } from '../features/products/lib/products-csv';
import {
  fetchProductListContext,
  fetchProductListPage,
  fetchProductsForExport,
  PRODUCT_FILTERS,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  type ProductRow,
} from '../lib/admin-products';
import { cursorPagination } from '../lib/cursor-page';
import { listHref, readListQuery } from '../lib/list-query';
import { formatIst } from 'shared-data/dates';
import { loadPage } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

const PATH = routeHref('admin-products');
const DEFAULT_SORT = { key: 'updatedAt', direction: 'desc' } as const;
const STATUS_LABELS = { active: 'Active', draft: 'Draft', archived: 'Archived' } as const;

async function loader({ request, context }: RemoteLoaderArgs) {
  const query = readListQuery(new URL(request.url), { filters: PRODUCT_FILTERS, sorts: PRODUCT_SORTS, defaultSort: DEFAULT_SORT });
  const { categories, threshold, rounding } = await fetchProductListContext(context.db);
  const failureHint = 'Check the filters, or reload the page.';
  return loadPage(context.db, { what: 'the products', empty: { query, categories, threshold, rounding, page: null }, failureHint }, async (db) => {
    const page = await fetchProductListPage(db, query, threshold);
    const updatedLabels = Object.fromEntries(page.rows.map((row) => [row.id, row.updatedAt ? formatIst(row.updatedAt, 'date') : '']));
    return { query, categories, threshold, rounding, page: { ...page, updatedLabels } };
  });
}

function ProductsPage() {
  const { query, categories, page, threshold, rounding, error } = useRouteData<typeof loader>();
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
        <span className="data-table__title-cell">
          {row.image ? (
            <img src={row.image.src} alt="" width={40} height={40} className="data-table__thumb" loading="lazy" />
          ) : (
            <span className="data-table__thumb" aria-hidden="true" />
          )}
          <span>
            <Link to={routeHref('admin-product', { productId: row.id })}>{row.title}</Link>
            <span className="data-table__sub">{row.sku}</span>
          </span>
        </span>
      ),
    },
    { id: 'sku', header: 'SKU', sortKey: 'sku', hiddenByDefault: true, cell: (row) => row.sku },
    { id: 'category', header: 'Category', cell: (row) => (row.subCategory ? `${row.category} › ${row.subCategory}` : row.category) },
    { id: 'price', header: 'Price', sortKey: 'price', numeric: true, cell: (row) => formatInr(row.price) },
    { id: 'mrp', header: 'MRP', numeric: true, hiddenByDefault: true, cell: (row) => (row.mrp === null ? '—' : formatInr(row.mrp)) },
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
    { id: 'featured', header: 'Featured', hiddenByDefault: true, cell: (row) => (row.featured ? 'Yes' : '—') },
    { id: 'updated', header: 'Updated', sortKey: 'updatedAt', cell: (row) => page?.updatedLabels[row.id] ?? '' },
  ];

  const first = page && page.rows.length ? (query.after || query.before ? '' : '1') : '';
  const summary = page
    ? page.rows.length === 0
      ? 'No products'
      : `${formatNumber(page.rows.length)} shown${page.total !== null ? ` of ${formatNumber(page.total)}` : ''}${first ? ' (first page)' : ''}`
    : '';

  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-products"
        title="Manage Products"
        actions={
          <>
            <CsvExportButton
              noun="products"
              filename="products.csv"
              read={(db, onProgress) => fetchProductsForExport(db, query, threshold, onProgress)}
              toCsv={productsCsv}
            />
            <Link className="button" to={routeHref('admin-products-import')}>
              Import CSV
            </Link>
            <Link className="button button--primary" to={routeHref('admin-product-new')}>
              Add product
            </Link>
          </>
        }
      />
      {page?.cursorLost ? <p className="admin-alert admin-alert--warning">The page you asked for no longer exists; here is the first page.</p> : null}
      <FilterBar
        path={PATH}
        searchLabel="Search by SKU or title"
        q={query.q}
        active={filtered}
        keep={
          query.sort.key === DEFAULT_SORT.key && query.sort.direction === DEFAULT_SORT.direction ? {} : { sort: `${query.sort.key}.${query.sort.direction}` }
        }
      >
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
        <FilterSelect name="featured" label="Featured" value={query.filters.featured} options={[{ value: 'yes', label: 'Featured only' }]} />
      </FilterBar>
      <DataTable
        id="products"
        caption="Products"
        rows={page?.rows ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${row.title} (${row.sku})`}
        sort={page ? { key: page.sortedBy, direction: query.filters.stock === 'low' ? 'asc' : query.sort.direction } : null}
        sortHref={(key, direction) => href({ sort: { key: key as (typeof PRODUCT_SORTS)[number], direction } })}
        bulkActions={(selected) => <ProductBulkActions rows={selected} categories={categories} rounding={rounding} />}
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
      <p className="visually-hidden">{PRODUCT_PAGE_SIZE} products per page.</p>
    </section>
  );
}

export default defineRoute({ loader, Component: ProductsPage });
