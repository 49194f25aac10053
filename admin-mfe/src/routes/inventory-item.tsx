// /admin/inventory/:productId: one product's stock — the figure, an adjustment with its reason, and
// the movement history (adjustments, the pieces orders took and cancellations or returns put back),
// newest first, a cursor page at a time. A product with options is stocked per variant: the page
// lists its variants' stock, the adjustment is a chosen variant's (`?variant=SKU` chooses it when
// the page opens) and each movement names its variant.
import { data as response, Link } from 'shared-router';
import { defineRoute, fetchSiteSettings, findVariant, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { STOCK_REASON_LABELS, type StockMovement } from 'shared-data/admin';
import { formatNumber } from 'shared-ui';
import { DataTable, type DataTableColumn } from '../components/data-table/data-table';
import { PageHeader } from '../components/admin-frame/page-header';
import { StockAdjustForm } from '../features/inventory/components/stock-adjust-form';
import { fetchStockMovements } from '../lib/admin-inventory';
import { fetchAdminProduct } from '../lib/admin-products';
import { formatIst } from 'shared-data/dates';
import { requireDb } from '../lib/page-loader';
import { readListQuery } from '../lib/list-query';
import { useListPage } from '../hooks/use-list-page';
import { routeHref } from 'shared-data/routes';
import { lowVariants, variantQuery, variantStocksOf } from '../lib/variant-stock';
import { StockMark } from '../features/products/components/product-list-parts';
import { ReportTable } from '../components/report-table/report-table';
import { formatCount } from '../lib/format-count';

/** The movements, newest first, a cursor page at a time. */
const MOVEMENTS_SHAPE = { filters: [] as never[], sorts: ['at'] as const, defaultSort: { key: 'at', direction: 'desc' } as const };

async function loader({ params, request, context }: RemoteLoaderArgs) {
  const db = requireDb(context.db, 'the catalogue');
  const id = params['productId'] ?? '';
  const query = readListQuery(new URL(request.url), MOVEMENTS_SHAPE);
  const [product, { settings }, movements] = await Promise.all([
    fetchAdminProduct(db, id),
    fetchSiteSettings(db),
    fetchStockMovements(db, id, query).catch((error: unknown) => {
      console.warn('Stock movements failed:', error instanceof Error ? error.message : error);
      return null;
    }),
  ]);
  if (!product) throw response(null, { status: 404 });
  const variants = variantStocksOf(product);
  // The variant the page opens on, as the product spells its SKU ('' when none or not one of its own).
  const chosen = findVariant(variants, new URL(request.url).searchParams.get('variant'));
  return {
    product: { id: product.id, sku: product.sku, title: product.title, stock: product.stock, status: product.status },
    variants,
    variantSku: chosen?.sku ?? '',
    threshold: settings.inventory.lowStockThreshold,
    query,
    movements,
    times: Object.fromEntries((movements?.rows ?? []).map((movement) => [movement.id, movement.at ? formatIst(movement.at, 'dateTime') : ''])),
  };
}

function InventoryItemPage() {
  const { product, variants, variantSku, threshold, query, movements, times } = useRouteData<typeof loader>();
  const list = useListPage({ path: routeHref('admin-inventory-item', { productId: product.id }), query, page: movements, noun: 'movements' });
  const columns: DataTableColumn<StockMovement>[] = [
    { id: 'at', header: 'When', required: true, cell: (row) => times[row.id] ?? '' },
    ...(variants.length || movements?.rows.some((row) => row.variantSku)
      ? [
          {
            id: 'variant',
            header: 'Variant',
            // Its option values while the product still has that variant, else the SKU it was recorded with.
            cell: (row: StockMovement) => (row.variantSku ? findVariant(variants, row.variantSku)?.label || row.variantSku : '—'),
          },
        ]
      : []),
    { id: 'change', header: 'Change', numeric: true, cell: (row) => (row.change > 0 ? `+${formatNumber(row.change)}` : `−${formatNumber(-row.change)}`) },
    { id: 'after', header: 'Stock after', numeric: true, cell: (row) => (row.stockAfter === null ? '—' : formatNumber(row.stockAfter)) },
    { id: 'reason', header: 'Reason', cell: (row) => STOCK_REASON_LABELS[row.reason] },
    {
      id: 'order',
      header: 'Order',
      cell: (row) => (row.orderId ? <Link to={routeHref('admin-order', { orderId: row.orderId })}>{row.orderNumber || row.orderId}</Link> : '—'),
    },
    { id: 'by', header: 'By', cell: (row) => row.byEmail || '—' },
    { id: 'note', header: 'Note', cell: (row) => row.note || '—' },
  ];
  const lowOnes = lowVariants(variants, threshold);
  const low = variants.length
    ? lowOnes.length
      ? `${formatCount(lowOnes.length, 'variant')} low (threshold ${threshold})`
      : null
    : product.stock === 0
      ? 'Out of stock'
      : product.stock <= threshold
        ? `Low (threshold ${threshold})`
        : null;
  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-inventory-item"
        title={product.title}
        description={
          <>
            SKU {product.sku} · {formatNumber(product.stock)} in stock{variants.length ? ` across ${formatCount(variants.length, 'variant')}` : ''}
            {low ? <span className="admin-status admin-status--low"> {low}</span> : null}
          </>
        }
        actions={
          <Link className="button" to={routeHref('admin-product', { productId: product.id })}>
            Edit product
          </Link>
        }
      />
      {variants.length ? (
        <>
          <h2 className="admin-section-title" id="variant-stock-heading">
            Stock of each variant
          </h2>
          <ReportTable
            labelledBy="variant-stock-heading"
            className="admin-card"
            rows={variants}
            rowKey={(variant) => variant.sku}
            columns={[
              {
                header: 'Variant',
                cell: (variant) => (
                  <Link to={routeHref('admin-inventory-item', { productId: product.id }, variantQuery(variant.sku))} preventScrollReset>
                    {variant.label || variant.sku}
                  </Link>
                ),
              },
              { header: 'SKU', cell: (variant) => variant.sku },
              {
                header: 'Stock',
                numeric: true,
                cell: (variant) => (
                  <>
                    {formatNumber(variant.stock)}
                    {variant.status === 'active' ? <StockMark stock={variant.stock} threshold={threshold} /> : null}
                  </>
                ),
              },
              { header: 'On sale', cell: (variant) => (variant.status === 'active' ? 'Yes' : 'No (draft)') },
            ]}
          />
        </>
      ) : null}
      <StockAdjustForm productId={product.id} title={product.title} stock={product.stock} variants={variants} initialVariant={variantSku} />
      <h2 className="admin-section-title">Movements</h2>
      <DataTable
        id="stock-movements"
        caption="Stock movements"
        rows={movements?.rows ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${STOCK_REASON_LABELS[row.reason]} ${row.change}`}
        error={movements ? null : 'The movements could not be loaded. Reload the page.'}
        empty={<p>No movements yet: the stock has not changed since the product was created or since the history began.</p>}
        pagination={list.pagination}
        loading={list.loading}
      />
    </section>
  );
}

export default defineRoute({ loader, Component: InventoryItemPage });
