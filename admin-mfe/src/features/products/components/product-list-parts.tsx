// What the product list and the stock list (/admin/products, /admin/inventory) show alike: a
// product's status, its stock with the low/out mark against the shop's threshold, and the filters
// by stock level, category and status; each list's columns.
import { Link } from 'shared-router';
import type { ProductStatus } from 'shared-data';
import { routeHref } from 'shared-data/routes';
import { formatInr, formatNumber } from 'shared-ui';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/filter-bar/filter-bar';
import type { ProductRow } from '../../../lib/admin-products';

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = { active: 'Active', draft: 'Draft', archived: 'Archived' };

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return <span className={`admin-status admin-status--${status}`}>{PRODUCT_STATUS_LABELS[status]}</span>;
}

export function StockFigure({ stock, threshold }: { stock: number; threshold: number }) {
  return (
    <>
      {formatNumber(stock)}
      {stock === 0 ? (
        <span className="admin-status admin-status--low"> Out</span>
      ) : stock <= threshold ? (
        <span className="admin-status admin-status--low"> Low</span>
      ) : null}
    </>
  );
}

type FilterName = 'category' | 'status' | 'stock';

/** The filter bar's selects, in `order` (the stock list leads with the stock level). */
export function ProductFilters({
  order,
  filters,
  categories,
  threshold,
}: {
  order: readonly FilterName[];
  filters: Partial<Record<string, string>>;
  categories: ReadonlyArray<{ slug: string; name: string }>;
  threshold: number;
}) {
  const selects: Record<FilterName, { label: string; options: Array<{ value: string; label: string }> }> = {
    category: { label: 'Category', options: categories.map((category) => ({ value: category.slug, label: category.name })) },
    status: { label: 'Status', options: Object.entries(PRODUCT_STATUS_LABELS).map(([value, label]) => ({ value, label })) },
    stock: {
      label: 'Stock',
      options: [
        { value: 'out', label: 'Out of stock' },
        { value: 'low', label: `Low (${threshold} or fewer)` },
        { value: 'in', label: `In stock (more than ${threshold})` },
      ],
    },
  };
  return order.map((name) => <FilterSelect key={name} name={name} label={selects[name].label} value={filters[name]} options={selects[name].options} />);
}

const stockColumn = (threshold: number): DataTableColumn<ProductRow> => ({
  id: 'stock',
  header: 'Stock',
  sortKey: 'stock',
  numeric: true,
  cell: (row) => <StockFigure stock={row.stock} threshold={threshold} />,
});

/** The column that names the product (sorted by title), drawn by `cell`. */
const productColumn = (cell: DataTableColumn<ProductRow>['cell']): DataTableColumn<ProductRow> => ({
  id: 'product',
  header: 'Product',
  required: true,
  sortKey: 'title',
  cell,
});

const statusColumn: DataTableColumn<ProductRow> = { id: 'status', header: 'Status', cell: (row) => <ProductStatusBadge status={row.status} /> };

/** The product list's columns; `updatedLabels` are the rows' "Updated" dates, written on the server. */
export function productColumns(threshold: number, updatedLabels: Record<string, string>): DataTableColumn<ProductRow>[] {
  return [
    productColumn((row) => (
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
    )),
    { id: 'sku', header: 'SKU', sortKey: 'sku', hiddenByDefault: true, cell: (row) => row.sku },
    { id: 'category', header: 'Category', cell: (row) => (row.subCategory ? `${row.category} › ${row.subCategory}` : row.category) },
    { id: 'price', header: 'Price', sortKey: 'price', numeric: true, cell: (row) => formatInr(row.price) },
    { id: 'mrp', header: 'MRP', numeric: true, hiddenByDefault: true, cell: (row) => (row.mrp === null ? '—' : formatInr(row.mrp)) },
    stockColumn(threshold),
    statusColumn,
    { id: 'featured', header: 'Featured', hiddenByDefault: true, cell: (row) => (row.featured ? 'Yes' : '—') },
    { id: 'updated', header: 'Updated', sortKey: 'updatedAt', cell: (row) => updatedLabels[row.id] ?? '' },
  ];
}

/** The stock list's columns: each product opens its stock page. */
export function stockColumns(threshold: number): DataTableColumn<ProductRow>[] {
  return [
    productColumn((row) => (
      <span>
        <Link to={routeHref('admin-inventory-item', { productId: row.id })}>{row.title}</Link>
        <span className="data-table__sub">{row.sku}</span>
      </span>
    )),
    { id: 'category', header: 'Category', cell: (row) => row.category },
    stockColumn(threshold),
    statusColumn,
  ];
}
