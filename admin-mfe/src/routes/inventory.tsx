// /admin/inventory (Inventory Management): stock per product, lowest first, with the low-stock
// threshold from settings, search and filters (stock level, category, status) in the address;
// each product opens its stock page (adjustments and the movement history). A product with options
// lists its variants' stock, each marked low or out and opening the stock page on that variant; the
// "low" filter also finds a product whose total is above the threshold when a variant on sale is not
// (lib/admin-products.ts).
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { DataTable } from '../components/data-table/data-table';
import { FilterBar } from '../components/filter-bar/filter-bar';
import { ProductFilters, stockColumns } from '../features/products/components/product-list-parts';
import { PageHeader } from '../components/admin-frame/page-header';
import { fetchProductListContext, fetchProductListPage, PRODUCT_FILTERS, PRODUCT_SORTS } from '../lib/admin-products';
import { ListEmpty } from '../components/list-page/list-empty';
import { useListPage } from '../hooks/use-list-page';
import { loadList } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

const PATH = routeHref('admin-inventory');
const DEFAULT_SORT = { key: 'stock', direction: 'asc' } as const;
const SHAPE = { filters: PRODUCT_FILTERS, sorts: PRODUCT_SORTS, defaultSort: DEFAULT_SORT };

async function loader(args: RemoteLoaderArgs) {
  const context = await fetchProductListContext(args.context.db);
  const failureHint = 'Check the filters, or reload the page.';
  return loadList(args, SHAPE, { what: 'the stock', empty: { ...context, page: null }, failureHint }, async (db, query) => ({
    ...context,
    page: await fetchProductListPage(db, query, context.threshold),
  }));
}

function InventoryPage() {
  const { query, categories, threshold, page, error } = useRouteData<typeof loader>();
  const list = useListPage({ path: PATH, query, defaultSort: DEFAULT_SORT, page, noun: 'products' });
  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-inventory"
        title="Inventory Management"
        description={`Low stock means ${threshold} or fewer pieces (set in Settings); a product with options is low when a variant on sale is.`}
      />
      <FilterBar path={PATH} searchLabel="Search by SKU or title" q={query.q} active={list.filtered} keep={{}}>
        <ProductFilters order={['stock', 'category', 'status']} filters={query.filters} categories={categories} threshold={threshold} />
      </FilterBar>
      <DataTable
        id="inventory"
        caption="Stock"
        rows={page?.rows ?? []}
        columns={stockColumns(threshold)}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${row.title} (${row.sku})`}
        sort={page ? { key: page.sortedBy, direction: query.filters.stock === 'low' ? 'asc' : query.sort.direction } : null}
        sortHref={list.sortHref}
        loading={list.loading}
        error={error}
        empty={<ListEmpty filtered={list.filtered} noMatch="No products match these filters." none="There are no products yet." clearHref={PATH} />}
        pagination={list.pagination}
      />
    </section>
  );
}

export default defineRoute({ loader, Component: InventoryPage });
