// /admin/silver-rate (Silver rate, issue 41): the rate in force, a form to set today's, and the rates
// set before as a chart and a table, with how far each one's re-pricing of the metal-priced products
// got. Prices follow the rate without a hand edit (backend/functions/src/silver-rate.ts).
import { defineRoute, formatDateTime, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { formatInr, formatNumber } from 'shared-ui';
import { DataTable, type DataTableColumn } from '../components/data-table/data-table';
import { PageHeader } from '../components/admin-frame/page-header';
import { RateChart } from '../features/pricing/components/rate-chart';
import { SilverRateForm } from '../features/pricing/components/silver-rate-form';
import { CancelScheduledRate } from '../features/pricing/components/cancel-scheduled-rate';
import { fetchSilverRates, RATE_HISTORY_SIZE, type SilverRateEntry } from '../lib/admin-silver-rate';
import { requireDb } from '../lib/page-loader';

async function loader({ context }: RemoteLoaderArgs) {
  const db = requireDb(context.db, 'the silver rate');
  return fetchSilverRates(db);
}

function repricingText(rate: SilverRateEntry, current: boolean): string {
  if (rate.state === 'scheduled') return 'Scheduled: prices change at its time';
  if (rate.state === 'skipped') return 'Skipped: a later rate came first';
  if (rate.state === 'cancelled') return 'Cancelled before its time';
  const products = `${formatNumber(rate.repriced)} ${rate.repriced === 1 ? 'product' : 'products'}`;
  if (rate.finished) return `Done: ${products}`;
  return current ? `In progress: ${products} so far` : `Stopped by a newer rate after ${products}`;
}

function SilverRatePage() {
  const { currentId, history } = useRouteData<typeof loader>();
  const current = history.find((rate) => rate.id === currentId) ?? null;
  // The rates that were in force, oldest first for the chart; scheduled, skipped and cancelled ones never were.
  const inForce = history.filter((rate) => rate.state === 'set');
  const columns: DataTableColumn<SilverRateEntry>[] = [
    { id: 'from', header: 'In force from', required: true, cell: (rate) => formatDateTime(rate.effectiveFrom) || '—' },
    { id: 'rate', header: 'Rate (₹ a gram)', numeric: true, cell: (rate) => formatInr(rate.rupeesPerGram) },
    {
      id: 'change',
      header: 'Change',
      numeric: true,
      cell: (rate) => {
        const before =
          rate.state === 'scheduled' ? current : inForce.find((older) => older !== rate && (older.effectiveFrom ?? '') <= (rate.effectiveFrom ?? ''));
        if (!before) return '—';
        const change = Math.round((rate.rupeesPerGram - before.rupeesPerGram) * 100) / 100;
        return change === 0 ? 'No change' : `${change > 0 ? '+' : '−'}${formatInr(Math.abs(change))}`;
      },
    },
    {
      id: 'repricing',
      header: 'Re-pricing',
      cell: (rate) =>
        rate.state === 'scheduled' ? (
          <>
            {repricingText(rate, false)} <CancelScheduledRate rateId={rate.id} rupeesPerGram={rate.rupeesPerGram} />
          </>
        ) : (
          repricingText(rate, rate.id === currentId)
        ),
    },
    { id: 'by', header: 'Set by', cell: (rate) => rate.byEmail || '—' },
  ];
  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-silver-rate"
        title="Silver rate"
        description={
          current
            ? `${formatInr(current.rupeesPerGram)} a gram of fine silver since ${formatDateTime(current.effectiveFrom)}. Metal-priced products are priced from it; orders keep the price they were placed at.`
            : 'No rate set yet: metal-priced products keep their stored prices until you set one.'
        }
      />
      <SilverRateForm current={current?.rupeesPerGram ?? null} />
      {inForce.length > 0 ? (
        <RateChart points={[...inForce].reverse().map((rate) => ({ at: rate.effectiveFrom ?? '', rupeesPerGram: rate.rupeesPerGram }))} />
      ) : null}
      <h2 className="admin-section-title">Rates set</h2>
      <DataTable
        id="silver-rates"
        caption={`Silver rates, newest first (the last ${RATE_HISTORY_SIZE})`}
        rows={history}
        columns={columns}
        getRowId={(rate) => rate.id}
        rowLabel={(rate) => `${formatInr(rate.rupeesPerGram)} from ${formatDateTime(rate.effectiveFrom)}`}
        empty={<p>No rate set yet.</p>}
      />
    </section>
  );
}

export default defineRoute({ loader, Component: SilverRatePage });
