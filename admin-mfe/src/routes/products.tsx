// /admin/products (Manage Products): the product list — search by SKU prefix or title words,
// filters (category, status, stock level, featured), sort, cursor pages — with bulk publish,
// unpublish, archive, move to a category and price changes. All of it in the address, so a list can
// be bookmarked and reloaded; rendered on the server for a signed-in admin.
import { Link } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { DataTable } from '../components/data-table/data-table';
import { FilterBar, FilterSelect } from '../components/filter-bar/filter-bar';
import { ProductFilters, productColumns } from '../features/products/components/product-list-parts';
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
} from '../lib/admin-products';
import { ListEmpty } from '../components/list-page/list-empty';
import { useListPage } from '../hooks/use-list-page';
import { formatIst } from 'shared-data/dates';
import { loadList } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

const PATH = routeHref('admin-products');
const DEFAULT_SORT = { key: 'updatedAt', direction: 'desc' } as const;
const SHAPE = { filters: PRODUCT_FILTERS, sorts: PRODUCT_SORTS, defaultSort: DEFAULT_SORT };

async function loader(args: RemoteLoaderArgs) {
  const context = await fetchProductListContext(args.context.db);
  const failureHint = 'Check the filters, or reload the page.';
  return loadList(args, SHAPE, { what: 'the products', empty: { ...context, page: null }, failureHint }, async (db, query) => {
    const page = await fetchProductListPage(db, query, context.threshold);
    const updatedLabels = Object.fromEntries(page.rows.map((row) => [row.id, row.updatedAt ? formatIst(row.updatedAt, 'date') : '']));
    return { ...context, page: { ...page, updatedLabels } };
  });
}

function ProductsPage() {
  const { query, categories, page, threshold, rounding, error } = useRouteData<typeof loader>();
  const list = useListPage({ path: PATH, query, defaultSort: DEFAULT_SORT, page, noun: 'products' });

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
      <FilterBar path={PATH} searchLabel="Search by SKU or title" q={query.q} active={list.filtered} keep={list.keep}>
        <ProductFilters order={['category', 'status', 'stock']} filters={query.filters} categories={categories} threshold={threshold} />
        <FilterSelect name="featured" label="Featured" value={query.filters.featured} options={[{ value: 'yes', label: 'Featured only' }]} />
      </FilterBar>
      <DataTable
        id="products"
        caption="Products"
        rows={page?.rows ?? []}
        columns={productColumns(threshold, page?.updatedLabels ?? {})}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${row.title} (${row.sku})`}
        sort={page ? { key: page.sortedBy, direction: query.filters.stock === 'low' ? 'asc' : query.sort.direction } : null}
        sortHref={list.sortHref}
        bulkActions={(selected) => <ProductBulkActions rows={selected} categories={categories} rounding={rounding} />}
        loading={list.loading}
        error={error}
        empty={<ListEmpty filtered={list.filtered} noMatch="No products match these filters." none="There are no products yet." clearHref={PATH} />}
        pagination={list.pagination}
      />
      <p className="visually-hidden">{PRODUCT_PAGE_SIZE} products per page.</p>
    </section>
  );
}

export default defineRoute({ loader, Component: ProductsPage });
