// /admin/orders/:orderId/invoice: the order's GST tax invoice and its packing slip (?doc=slip),
// ready to print (the admin frame is left off the paper) or save as PDF from the print dialog. An
// accepted order without an invoice number gets one here, once.
import { useState } from 'react';
import { data as response, Link, useRevalidator, useSearchParams } from 'shared-router';
import { defineRoute, fetchSiteSettings, ORDER_STATUS_LABELS, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { fetchOrder } from 'shared-data/shopper';
import { INVOICEABLE_STATUSES } from 'shared-data/admin';
import { FormStatus, type FormState } from 'shared-ui';
import { PageHeader } from '../components/admin-frame/page-header';
import { PackingSlip, TaxInvoice } from '../features/orders/components/tax-invoice';
import { issueInvoice } from '../lib/admin-callables';

async function loader({ params, context }: RemoteLoaderArgs) {
  if (!context.db) throw response(null, { status: 503, statusText: 'The orders cannot be reached right now.' });
  const [order, { settings }] = await Promise.all([fetchOrder(context.db, params['orderId'] ?? ''), fetchSiteSettings(context.db)]);
  if (!order) throw response(null, { status: 404 });
  return { order, settings };
}

function OrderInvoicePage() {
  const { order, settings } = useRouteData<typeof loader>();
  const [searchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const slip = searchParams.get('doc') === 'slip';
  const base = `/admin/orders/${encodeURIComponent(order.id)}`;
  const invoiceable = INVOICEABLE_STATUSES.includes(order.status);

  const issue = async () => {
    setState({ kind: 'pending' });
    try {
      const result = await issueInvoice(order.id);
      await revalidator.revalidate();
      setState({ kind: 'success', message: `Invoice ${result.number} issued.` });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : 'The invoice could not be issued. Try again.' });
    }
  };

  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-order-invoice"
        title={slip ? `Packing slip · ${order.number}` : `Tax invoice · ${order.number}`}
        actions={
          <span className="invoice-actions">
            <Link className="button" to={base}>
              Back to the order
            </Link>
            <Link className="button" to={slip ? `${base}/invoice` : `${base}/invoice?doc=slip`}>
              {slip ? 'Tax invoice' : 'Packing slip'}
            </Link>
            {slip || order.invoice ? (
              <button type="button" className="button button--primary" onClick={() => window.print()}>
                Print or save as PDF
              </button>
            ) : null}
          </span>
        }
      />
      <FormStatus state={state} />
      {slip ? (
        <PackingSlip order={order} settings={settings} />
      ) : order.invoice ? (
        <TaxInvoice order={order} settings={settings} />
      ) : invoiceable ? (
        <div className="admin-card invoice-actions">
          <p>This order has no tax invoice yet. Issuing one gives it the next invoice number of the financial year; the number stays with the order.</p>
          <button type="button" className="button button--primary" disabled={state.kind === 'pending'} onClick={() => void issue()}>
            {state.kind === 'pending' ? 'Issuing…' : 'Issue tax invoice'}
          </button>
        </div>
      ) : (
        <p className="admin-alert admin-alert--warning">
          An order that is "{ORDER_STATUS_LABELS[order.status]}" gets no invoice: {order.status === 'pending_confirmation' ? 'confirm it first.' : 'it was cancelled.'}
        </p>
      )}
    </section>
  );
}

export default defineRoute({ loader, Component: OrderInvoicePage });
