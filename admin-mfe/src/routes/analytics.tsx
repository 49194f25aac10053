// /admin/analytics (Analytics): what shoppers did, from the daily roll-ups only (analyticsDaily) and
// the orders' day counters — a range of 7, 30 or 90 days or custom dates, compared with the period
// before; page views, visitors, revenue and enquiries per day; top pages, products viewed,
// categories, sources and devices; the funnel view → cart → purchase with its conversion rates; app
// downloads; blog scroll depth; and the searches that found nothing. Every chart has its figures
// as a table, and every table a CSV export.
import { Form } from 'shared-router';
import { defineRoute, useRouteData, useSiteSettings, type RemoteLoaderArgs } from 'shared-data';
import { formatInr, formatNumber } from 'shared-ui';
import { ReportTable } from '../components/report-table/report-table';
import { formatInrCompact } from '../lib/format-count';
import { PageHeader } from '../components/admin-frame/page-header';
import { DailyChart } from '../components/daily-chart/daily-chart';
import { RankedTable } from '../features/analytics/components/ranked-table';
import { analyticsRangeOf, fetchAnalyticsReport, rate, RANGE_PRESETS, type AnalyticsReport } from '../lib/admin-analytics';
import { changePercent } from '../lib/admin-dashboard';
import { formatIstDay } from 'shared-data/dates';
import { loadPage } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

const wholeTick = (value: number) => (Number.isInteger(value) ? formatNumber(value) : '');
const dayText = (day: string) => formatIstDay(day, 'date');

async function loader({ request, context }: RemoteLoaderArgs) {
  const range = analyticsRangeOf(new URL(request.url).searchParams, new Date());
  return loadPage(context.db, { what: 'the analytics', empty: { range, report: null } }, async (db) => ({
    range,
    report: await fetchAnalyticsReport(db, range),
  }));
}

function Change({ now, before, money = false }: { now: number; before: number; money?: boolean }) {
  const change = changePercent(now, before);
  if (change === null) return <span className="data-table__sub">Nothing in the period before</span>;
  return (
    <span className={`admin-figure__change admin-figure__change--${change >= 0 ? 'up' : 'down'}`}>
      {change >= 0 ? '+' : '−'}
      {Math.abs(change)}% on the period before ({money ? formatInr(before) : formatNumber(before)})
    </span>
  );
}

function Figure({ label, now, before, money = false }: { label: string; now: number; before: number; money?: boolean }) {
  return (
    <li className="admin-card admin-figure">
      <span className="admin-figure__label">{label}</span>
      <span className="admin-figure__value">{money ? formatInr(now) : formatNumber(now)}</span>
      <Change now={now} before={before} money={money} />
    </li>
  );
}

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

function Funnel({ report }: { report: AnalyticsReport }) {
  const { viewItem, addToCart, purchase } = report.totals.funnel;
  const steps = [
    { step: 'Viewed a product', sessions: viewItem, from: null },
    { step: 'Added to the cart', sessions: addToCart, from: rate(addToCart, viewItem) },
    { step: 'Bought', sessions: purchase, from: rate(purchase, addToCart) },
  ];
  return (
    <section className="admin-card" aria-label="Funnel">
      <h3>Funnel: product → cart → purchase</h3>
      <ReportTable
        label="Funnel"
        rows={steps}
        rowKey={(row) => row.step}
        columns={[
          { header: 'Step', cell: (row) => row.step },
          { header: 'Visits', numeric: true, cell: (row) => formatNumber(row.sessions) },
          { header: 'From the step before', numeric: true, cell: (row) => percent(row.from) },
        ]}
      />
      <p className="admin-muted">Overall, {percent(rate(purchase, viewItem))} of the visits that viewed a product ended in a purchase.</p>
    </section>
  );
}

function RangeForm({ report, range }: { report: AnalyticsReport | null; range: ReturnType<typeof analyticsRangeOf> }) {
  return (
    <Form method="get" action={routeHref('admin-analytics')} className="admin-filters" aria-label="Date range">
      <div className="field">
        <label className="field__label" htmlFor="analytics-range">
          Range
        </label>
        <select id="analytics-range" name="range" className="field__input" defaultValue={range.preset} key={range.preset}>
          {RANGE_PRESETS.map((days) => (
            <option key={days} value={String(days)}>
              Last {days} days
            </option>
          ))}
          <option value="custom">Custom dates</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="analytics-from">
          From (custom)
        </label>
        <input id="analytics-from" className="field__input" type="date" name="from" defaultValue={range.first} key={`from-${range.first}`} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="analytics-to">
          To (custom)
        </label>
        <input id="analytics-to" className="field__input" type="date" name="to" defaultValue={range.last} key={`to-${range.last}`} />
      </div>
      <button type="submit" className="button button--primary">
        Show
      </button>
      {report ? (
        <p className="admin-muted">
          {dayText(range.first)} to {dayText(range.last)} ({range.days} days), compared with {dayText(range.previousFirst)} to {dayText(range.previousLast)}.
        </p>
      ) : null}
    </Form>
  );
}

function AnalyticsPage() {
  const { range, report, error } = useRouteData<typeof loader>();
  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-analytics"
        title="Analytics"
        description="What shoppers viewed, searched and bought, from the daily roll-ups of the shop's own analytics (visitors who allowed it; crawlers and automated or headless browsers are not counted)."
      />
      <RangeForm report={report} range={range} />
      {range.problem ? (
        <p role="alert" className="admin-alert admin-alert--warning">
          {range.problem}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="admin-alert admin-alert--error">
          {error}
        </p>
      ) : null}
      {report ? <Report report={report} /> : null}
    </section>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const { totals, previous } = report;
  const { samplePercent } = useSiteSettings().analytics;
  const file = (name: string) => `${name}-${report.range.first}-to-${report.range.last}.csv`;
  const before = (figure: 'pageViews' | 'visitors' | 'enquiries' | 'revenue') => report.previousDays.map((day) => ({ day: day.day, value: day[figure] }));
  return (
    <>
      {samplePercent < 100 ? (
        <p className="admin-muted">
          The shop counts {samplePercent}% of visits (Settings → Analytics); visit figures are scaled up from them to estimate all visits. Revenue is from the
          orders themselves.
        </p>
      ) : null}
      <ul className="admin-grid" aria-label="Figures for the range">
        <Figure label="Page views" now={totals.pageViews} before={previous.pageViews} />
        <Figure label="Visitors" now={totals.visitors} before={previous.visitors} />
        <Figure label="Revenue (orders placed)" now={report.revenueTotal} before={report.previousRevenue} money />
        {/* From the same orders as the revenue; purchases by counted visits are in the funnel below. */}
        <Figure label="Orders placed" now={report.ordersTotal} before={report.previousOrders} />
        <Figure label="WhatsApp enquiries" now={totals.enquiries.whatsapp} before={previous.enquiries.whatsapp} />
        <Figure label="Video-call requests" now={totals.enquiries.videoCall} before={previous.enquiries.videoCall} />
      </ul>
      {totals.events === 0 ? (
        <p className="admin-alert admin-alert--warning" role="status">
          No visits are counted in this range yet. Figures appear once shoppers who allowed analytics browse the shop (rolled up every few minutes).
        </p>
      ) : null}

      <h2 className="admin-section-title">Per day</h2>
      <div className="admin-charts">
        <DailyChart
          title="Page views per day"
          valueLabel="Page views"
          points={report.days.map((day) => ({ day: day.day, value: day.pageViews }))}
          previous={before('pageViews')}
          format={formatNumber}
          formatTick={wholeTick}
        />
        <DailyChart
          title="Visitors per day"
          valueLabel="Visitors"
          points={report.days.map((day) => ({ day: day.day, value: day.visitors }))}
          previous={before('visitors')}
          format={formatNumber}
          formatTick={wholeTick}
        />
        <DailyChart
          title="Revenue per day"
          valueLabel="Revenue"
          points={report.revenue}
          previous={before('revenue')}
          format={formatInr}
          formatTick={formatInrCompact}
        />
        <DailyChart
          title="Enquiries per day (WhatsApp and video calls)"
          valueLabel="Enquiries"
          points={report.days.map((day) => ({ day: day.day, value: day.enquiries.whatsapp + day.enquiries.videoCall }))}
          previous={before('enquiries')}
          format={formatNumber}
          formatTick={wholeTick}
        />
      </div>

      <h2 className="admin-section-title">What shoppers did</h2>
      <div className="admin-analytics">
        <Funnel report={report} />
        <RankedTable
          title="Searches with no results"
          keyLabel="Search term"
          countLabel="Searches"
          rows={totals.searchesNoResults}
          filename={file('searches-no-results')}
          empty="Every search found something."
        />
        <RankedTable title="Top pages" keyLabel="Page" countLabel="Views" rows={totals.pages} filename={file('top-pages')} empty="No page views yet." />
        <RankedTable
          title="Products viewed"
          keyLabel="SKU"
          countLabel="Views"
          rows={totals.products}
          filename={file('products-viewed')}
          empty="No product views yet."
          renderKey={(row) => (row.label ? `${row.label} (${row.key})` : row.key)}
        />
        <RankedTable
          title="Categories viewed"
          keyLabel="List"
          countLabel="Views"
          rows={totals.categories}
          filename={file('categories-viewed')}
          empty="No category views yet."
          renderKey={(row) => row.label ?? row.key}
        />
        <RankedTable title="Sources" keyLabel="Source" countLabel="Page views" rows={totals.sources} filename={file('sources')} empty="No page views yet." />
        <RankedTable title="Devices" keyLabel="Device" countLabel="Page views" rows={totals.devices} filename={file('devices')} empty="No page views yet." />
        <RankedTable
          title="App downloads"
          keyLabel="Platform"
          countLabel="Clicks"
          rows={[
            { key: 'Android (Google Play)', count: totals.appDownloads.android },
            { key: 'iOS (App Store)', count: totals.appDownloads.ios },
          ]}
          filename={file('app-downloads')}
          empty="No app download clicks yet."
        />
        <RankedTable
          title="Blog scroll depth"
          keyLabel="Read to"
          countLabel="Posts read"
          rows={[
            { key: '25%', count: totals.scrollDepth.p25 },
            { key: '50%', count: totals.scrollDepth.p50 },
            { key: '75%', count: totals.scrollDepth.p75 },
            { key: '100%', count: totals.scrollDepth.p100 },
          ]}
          filename={file('blog-scroll-depth')}
          empty="No blog reading yet."
        />
      </div>
    </>
  );
}

export default defineRoute({ loader, Component: AnalyticsPage });
