// /admin (Admin Dashboard): what needs the shop's attention now (orders to confirm, new support
// items, products low on stock — by their own stock or by a variant's, the low variants named —,
// reviews to approve — each a link to the list that holds them — and
// the e-mails that could not be sent after their retries), orders and takings today,
// over 7 and 30 days (with the change on the 30 days before), the average order, new customers,
// the takings and orders per day over 30 days as charts (each with its table), the top products by
// takings, orders by status and the newest orders.
import { Link } from 'shared-router';
import { defineRoute, fetchSiteSettings, ORDER_STATUS_LABELS, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { ORDER_STATUSES } from 'shared-data/shopper';
import { formatInr, formatNumber } from 'shared-ui';
import { ReportTable } from '../components/report-table/report-table';
import { PageHeader } from '../components/admin-frame/page-header';
import { fetchAdminBadges } from '../lib/badges';
import { changePercent, fetchDashboardFigures } from '../lib/admin-dashboard';
import { ORDERS_LIVE } from '../lib/admin-orders';
import { useLiveRevalidation } from '../hooks/use-live-revalidation';
import { fetchFailedMail, mailStateText } from '../lib/admin-mail';
import { DailyChart } from '../components/daily-chart/daily-chart';
import { formatIst } from 'shared-data/dates';
import { loadPage } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';
import { formatCount, formatInrCompact } from '../lib/format-count';
import { fetchProductsWithOptions, lowVariantReport, variantQuery, type LowVariantReport } from '../lib/variant-stock';

async function loader({ context }: RemoteLoaderArgs) {
  return loadPage(context.db, { what: 'the dashboard figures', empty: { data: null } }, async (db) => {
    const { settings } = await fetchSiteSettings(db);
    const threshold = settings.inventory.lowStockThreshold;
    const [badges, figures, failedMail, lowVariantStock] = await Promise.all([
      fetchAdminBadges(db, threshold),
      fetchDashboardFigures(db),
      fetchFailedMail(db).catch(() => []),
      // Products low on stock by a variant only (their total is above the threshold): read, not counted.
      fetchProductsWithOptions(db)
        .then(({ products, complete }) => lowVariantReport(products, threshold, complete))
        .catch((error: unknown) => {
          console.warn('Variants low on stock could not be read:', error instanceof Error ? error.message : error);
          return null;
        }),
    ]);
    const placed = Object.fromEntries(figures.recent.map((row) => [row.id, row.createdAt ? formatIst(row.createdAt, 'dayMonthTime') : '']));
    const failed = failedMail.map((mail) => ({
      ...mail,
      stateText: mailStateText(mail),
      when: mail.endedAt ? formatIst(mail.endedAt, 'dayMonthTime') : '',
    }));
    return { data: { badges, figures, threshold, placed, failed, lowVariantStock } };
  });
}

/** How many variants low on stock the card names; the rest are counted. */
const LOW_VARIANTS_NAMED = 5;

/**
 * Products low on stock: those at or below the threshold by their own stock (counted), and those with
 * options whose total is above it while a variant on sale is not, with the low variants named.
 */
function LowStockCard({ threshold, lowStock, variants }: { threshold: number; lowStock: number; variants: LowVariantReport | null }) {
  const count = lowStock + (variants?.hiddenByTotal ?? 0);
  const named = variants?.variants.slice(0, LOW_VARIANTS_NAMED) ?? [];
  const more = (variants?.variants.length ?? 0) - named.length;
  return (
    <li className="admin-card admin-figure">
      <span className="admin-figure__label">Products with {threshold} or fewer in stock (or a variant with so few)</span>
      <span className="admin-figure__value">
        {formatNumber(count)}
        {variants && !variants.complete ? '+' : ''}
      </span>
      {named.length ? (
        <ul className="admin-figure__list" aria-label="Variants low on stock">
          {named.map((variant) => (
            <li key={variant.sku}>
              <Link to={routeHref('admin-inventory-item', { productId: variant.productId }, variantQuery(variant.sku))}>
                {variant.title} — {variant.label}
              </Link>
              : {variant.stock === 0 ? 'out of stock' : `${formatNumber(variant.stock)} left`}
            </li>
          ))}
          {more > 0 ? <li className="data-table__sub">and {formatCount(more, 'other variant')}</li> : null}
        </ul>
      ) : null}
      <Link to={routeHref('admin-inventory', {}, 'stock=low&status=active')}>See low stock</Link>
    </li>
  );
}

function DashboardPage() {
  const { data, error } = useRouteData<typeof loader>();
  // The figures follow the orders: a new order or a status change reads them again.
  useLiveRevalidation([ORDERS_LIVE]);
  return (
    <section className="admin-page">
      <PageHeader routeId="admin-dashboard" title="Admin Dashboard" />
      {error || !data ? (
        <p role="alert" className="admin-alert admin-alert--error">
          {error}
        </p>
      ) : (
        <>
          <h2 className="admin-section-title">Needs attention</h2>
          <ul className="admin-grid admin-attention" aria-label="Needs attention">
            <li className="admin-card admin-figure">
              <span className="admin-figure__label">Orders to confirm</span>
              <span className="admin-figure__value">{formatNumber(data.badges.pendingOrders)}</span>
              <Link to={routeHref('admin-orders', {}, 'status=pending_confirmation')}>Confirm orders</Link>
            </li>
            <li className="admin-card admin-figure">
              <span className="admin-figure__label">New messages and call requests</span>
              <span className="admin-figure__value">{formatNumber(data.badges.newMessages)}</span>
              <Link to={routeHref('admin-support', {}, 'status=new')}>Open the inbox</Link>
            </li>
            <LowStockCard threshold={data.threshold} lowStock={data.badges.lowStock} variants={data.lowVariantStock} />
            <li className="admin-card admin-figure">
              <span className="admin-figure__label">Reviews to approve</span>
              <span className="admin-figure__value">{formatNumber(data.badges.pendingReviews)}</span>
              <Link to={routeHref('admin-reviews')}>Open the review queue</Link>
            </li>
          </ul>
          {data.failed.length ? (
            <section className="admin-card" aria-labelledby="failed-mail-heading">
              <h2 id="failed-mail-heading">E-mails that could not be sent</h2>
              <p className="admin-muted">Each was retried with growing pauses before the shop gave up. Contact these customers another way.</p>
              <ul className="admin-notes">
                {data.failed.map((mail) => (
                  <li key={mail.id}>
                    <p>
                      {mail.subject} — {mail.to}
                    </p>
                    <p className="admin-notes__meta">
                      {mail.stateText}
                      {mail.when ? `, ${mail.when}` : ''}
                      {mail.orderId ? (
                        <>
                          {' · '}
                          <Link to={routeHref('admin-order', { orderId: mail.orderId })}>Open the order</Link>
                        </>
                      ) : null}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <h2 className="admin-section-title">Sales</h2>
          <ul className="admin-grid" aria-label="Sales">
            <li className="admin-card admin-figure">
              <span className="admin-figure__label">Today: {formatCount(data.figures.today.orders, 'order')}</span>
              <span className="admin-figure__value">{formatInr(data.figures.today.takings)}</span>
            </li>
            <li className="admin-card admin-figure">
              <span className="admin-figure__label">Last 7 days: {formatCount(data.figures.week.orders, 'order')}</span>
              <span className="admin-figure__value">{formatInr(data.figures.week.takings)}</span>
            </li>
            <li className="admin-card admin-figure">
              <span className="admin-figure__label">Last 30 days: {formatCount(data.figures.month.orders, 'order')}</span>
              <span className="admin-figure__value">{formatInr(data.figures.month.takings)}</span>
              <span className="data-table__sub">
                {(() => {
                  const change = changePercent(data.figures.month.takings, data.figures.previousMonth.takings);
                  return change === null
                    ? 'No takings in the 30 days before'
                    : `${change >= 0 ? '+' : '−'}${Math.abs(change)}% on the 30 days before (${formatInr(data.figures.previousMonth.takings)})`;
                })()}
              </span>
            </li>
            <li className="admin-card admin-figure">
              <span className="admin-figure__label">Average order, 30 days</span>
              <span className="admin-figure__value">
                {data.figures.month.orders ? formatInr(Math.round((data.figures.month.takings / data.figures.month.orders) * 100) / 100) : '—'}
              </span>
            </li>
            <li className="admin-card admin-figure">
              <span className="admin-figure__label">New customers, 30 days</span>
              <span className="admin-figure__value">{formatNumber(data.figures.newCustomers)}</span>
              <Link to={routeHref('admin-customers')}>See customers</Link>
            </li>
          </ul>
          <p className="admin-muted">
            Takings are the totals of the orders the shop confirmed (shipping included), on the day they were placed, less what credit notes took off; cancelled
            orders count for nothing.
          </p>
          <h2 className="admin-section-title">Last 30 days</h2>
          <div className="admin-charts">
            <DailyChart
              title="Takings per day"
              valueLabel="Takings"
              points={data.figures.daily.map((point) => ({ day: point.day, value: point.takings }))}
              format={formatInr}
              formatTick={formatInrCompact}
            />
            <DailyChart
              title="Orders per day"
              valueLabel="Orders"
              points={data.figures.daily.map((point) => ({ day: point.day, value: point.orders }))}
              format={formatNumber}
              formatTick={(value) => (Number.isInteger(value) ? formatNumber(value) : '')}
            />
          </div>
          <h2 className="admin-section-title" id="top-products-heading">
            Top products, 30 days
          </h2>
          {data.figures.topProducts.length ? (
            <ReportTable
              labelledBy="top-products-heading"
              className="admin-card"
              rows={data.figures.topProducts}
              rowKey={(product) => product.productId}
              columns={[
                {
                  header: 'Product',
                  cell: (product) => (
                    <>
                      <Link to={routeHref('admin-product', { productId: product.productId })}>{product.title || product.productId}</Link>
                      <span className="data-table__sub">{product.productId}</span>
                    </>
                  ),
                },
                { header: 'Pieces', numeric: true, cell: (product) => formatNumber(product.quantity) },
                { header: 'Takings', numeric: true, cell: (product) => formatInr(product.takings) },
              ]}
            />
          ) : (
            <p className="admin-muted">No sales in the last 30 days yet. The best sellers appear here with the first orders.</p>
          )}
          <h2 className="admin-section-title">Orders by status</h2>
          <ReportTable
            label="Orders by status"
            className="admin-card"
            rows={ORDER_STATUSES}
            rowKey={(status) => status}
            columns={[
              { header: 'Status', cell: (status) => <Link to={routeHref('admin-orders', {}, `status=${status}`)}>{ORDER_STATUS_LABELS[status]}</Link> },
              { header: 'Orders', numeric: true, cell: (status) => formatNumber(data.figures.byStatus[status]) },
            ]}
          />
          <h2 className="admin-section-title">Newest orders</h2>
          {data.figures.recent.length ? (
            <ul className="admin-card admin-recent" aria-label="Newest orders">
              {data.figures.recent.map((row) => (
                <li key={row.id}>
                  <Link to={routeHref('admin-order', { orderId: row.id })}>{row.number}</Link>
                  <span>{row.customer}</span>
                  <span>{formatInr(row.total)}</span>
                  <span className={`admin-status admin-status--${row.status}`}>{ORDER_STATUS_LABELS[row.status]}</span>
                  <span className="data-table__sub">{data.placed[row.id]}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-muted">No orders yet. They appear here as soon as customers order.</p>
          )}
        </>
      )}
    </section>
  );
}

export default defineRoute({ loader, Component: DashboardPage });
