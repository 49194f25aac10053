// What the product list and the stock list (/admin/products, /admin/inventory) show alike: a
// product's status, its stock with the low/out mark against the shop's threshold, a product with
// options' stock per variant (each with its own mark), and the filters by stock level, category and
// status; each list's columns.
import { Link } from 'shared-router';
import type { ProductStatus } from 'shared-data';
import { routeHref } from 'shared-data/routes';
import { formatInr, formatNumber } from 'shared-ui';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/filter-bar/filter-bar';
import { formatCount } from '../../../lib/format-count';
import type { ProductRow } from '../../../lib/admin-products';
import { lowVariants, stockLevel, variantQuery, type VariantStock } from '../../../lib/variant-stock';

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = { active: 'Active', draft: 'Draft', archived: 'Archived' };

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return <span className={`admin-status admin-status--${status}`}>{PRODUCT_STATUS_LABELS[status]}</span>;
}

/** The low/out mark of a stock figure (nothing when in stock). */
export function StockMark({ stock, threshold }: { stock: number; threshold: number }) {
  const level = stockLevel(stock, threshold);
  return level === 'in' ? null : <span className="admin-status admin-status--low"> {level === 'out' ? 'Out' : 'Low'}</span>;
}

export function StockFigure({ stock, threshold }: { stock: number; threshold: number }) {
  return (
    <>
      {formatNumber(stock)}
      <StockMark stock={stock} threshold={threshold} />
    </>
  );
}

/** How many variants a list cell shows before it names only the low ones. */
const VARIANTS_SHOWN = 12;

/**
 * A product's variants with their stock, each on sale marked low or out by the threshold and opening
 * the product's stock page on it: "7 / Rhodium: 3 Low · 8 / Rhodium: 0 Out". `only: 'low'` lists the
 * variants on sale at or below the threshold alone; a list longer than VARIANTS_SHOWN does too, and
 * says how many others there are.
 */
export function VariantStockList({
  productId,
  title,
  variants,
  threshold,
  only,
}: {
  productId: string;
  title: string;
  variants: readonly VariantStock[];
  threshold: number;
  only?: 'low';
}) {
  const low = lowVariants(variants, threshold);
  const shown = only === 'low' || variants.length > VARIANTS_SHOWN ? low : variants;
  const others = variants.length - shown.length;
  if (!shown.length) return only === 'low' ? <>—</> : <span className="variant-stock__more">{formatCount(variants.length, 'variant')}, none low</span>;
  return (
    <>
      <ul className="variant-stock" aria-label={`${only === 'low' ? 'Variants low on stock' : 'Stock of each variant'} of ${title}`}>
        {shown.map((variant) => (
          <li key={variant.sku}>
            <Link to={routeHref('admin-inventory-item', { productId }, variantQuery(variant.sku))}>{variant.label || variant.sku}</Link>:{' '}
            {formatNumber(variant.stock)}
            {variant.status === 'active' ? <StockMark stock={variant.stock} threshold={threshold} /> : <span className="variant-stock__draft"> (draft)</span>}
          </li>
        ))}
      </ul>
      {only !== 'low' && others > 0 ? <span className="variant-stock__more">and {formatCount(others, 'other variant')}</span> : null}
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

/** A product with options' stock per variant: every variant (the stock list) or the low ones (the product list). */
const variantsColumn = (threshold: number, only?: 'low'): DataTableColumn<ProductRow> => ({
  id: only === 'low' ? 'low-variants' : 'variants',
  header: only === 'low' ? 'Low variants' : 'Variants',
  cell: (row) =>
    row.variants.length ? (
      <VariantStockList productId={row.id} title={row.title} variants={row.variants} threshold={threshold} {...(only ? { only } : {})} />
    ) : (
      '—'
    ),
});

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
    variantsColumn(threshold, 'low'),
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
    variantsColumn(threshold),
    statusColumn,
  ];
}
