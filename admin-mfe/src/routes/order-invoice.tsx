// /admin/orders/:orderId/invoice: the order's GST tax invoice and its packing slip (?doc=slip),
// ready to print (the admin frame is left off the paper) or save as PDF from the print dialog. An
// accepted order without an invoice number gets one here, once. The invoice is printed from its
// frozen copy (orders/{id}/taxDocuments) when it has one — what the buyer was given, whatever
// changed since — and computed from the order and today's GST settings for invoices issued before
// copies were kept. An invoice a credit note cancelled says so across the top, with the link.
import type { ReactNode } from 'react';
import { data as response, Link, useRevalidator, useSearchParams } from 'shared-router';
import { defineRoute, fetchSiteSettings, ORDER_STATUS_LABELS, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { routeHref } from 'shared-data/routes';
import { cancellingCreditNote, fetchOrder, fetchTaxDocument } from 'shared-data/shopper';
import { buildTaxDocument, INVOICEABLE_STATUSES } from 'shared-data/admin';
import { FormStatus, type FormState } from 'shared-ui';
import { TaxDocumentView } from 'shared-ui/tax-document';
import { PageHeader } from '../components/admin-frame/page-header';
import { PackingSlip } from '../features/orders/components/tax-invoice';
import { issueInvoice } from '../lib/admin-callables';
import { usePageState } from '../hooks/use-page-state';
import { useAction } from '../hooks/use-action';
import { requireDb } from '../lib/page-loader';

async function loader({ params, context }: RemoteLoaderArgs) {
  const db = requireDb(context.db, 'the orders');
  const [order, { settings }] = await Promise.all([fetchOrder(db, params['orderId'] ?? ''), fetchSiteSettings(db)]);
  if (!order) throw response(null, { status: 404 });
  const { invoice } = order;
  let document = invoice?.documentId ? await fetchTaxDocument(db, order.id, invoice.documentId) : null;
  if (invoice && !document) {
    document = buildTaxDocument(order, settings.tax, {
      id: '',
      kind: 'invoice',
      number: invoice.number,
      issuedAt: new Date(invoice.issuedAt ?? order.createdAt ?? Date.now()),
      lines: order.items.map((item) => ({ sku: item.sku, title: item.title, price: item.price, quantity: item.quantity, hsnCode: item.hsnCode })),
      discount: order.discount?.amount ?? 0,
      shipping: order.shipping,
    });
  }
  const cancelling = cancellingCreditNote(order);
  return {
    order,
    settings,
    document,
    cancelledBy: cancelling
      ? { number: cancelling.number, href: routeHref('admin-order-credit-note', { orderId: order.id, documentId: cancelling.id }) }
      : null,
  };
}

const routerLink = (href: string, children: ReactNode) => <Link to={href}>{children}</Link>;

function OrderInvoicePage() {
  const { order, settings, document, cancelledBy } = useRouteData<typeof loader>();
  const [searchParams] = useSearchParams();
  const revalidator = useRevalidator();
  // The invoice and its packing slip are one route: "Invoice … issued" stays on the invoice.
  const pageOutcome = usePageState<FormState>({ kind: 'idle' });
  const issue = useAction(
    async () => {
      const result = await issueInvoice(order.id);
      await revalidator.revalidate();
      return `Invoice ${result.number} issued.`;
    },
    { errorMessage: 'The invoice could not be issued. Try again.', outcome: pageOutcome },
  );
  const slip = searchParams.get('doc') === 'slip';
  const base = routeHref('admin-order', { orderId: order.id });
  const invoiceable = INVOICEABLE_STATUSES.includes(order.status);

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
            {slip || document ? (
              <button type="button" className="button button--primary" onClick={() => window.print()}>
                Print or save as PDF
              </button>
            ) : null}
          </span>
        }
      />
      <FormStatus state={issue.state} />
      {slip ? (
        <PackingSlip order={order} settings={settings} />
      ) : document ? (
        <TaxDocumentView document={document} cancelledBy={cancelledBy} renderLink={routerLink} />
      ) : invoiceable ? (
        <div className="admin-card invoice-actions">
          <p>This order has no tax invoice yet. Issuing one gives it the next invoice number of the financial year; the number stays with the order.</p>
          <button type="button" className="button button--primary" disabled={issue.pending} onClick={() => void issue.run()}>
            {issue.pending ? 'Issuing…' : 'Issue tax invoice'}
          </button>
        </div>
      ) : (
        <p className="admin-alert admin-alert--warning">
          An order that is "{ORDER_STATUS_LABELS[order.status]}" gets no invoice:{' '}
          {order.status === 'pending_confirmation' ? 'confirm it first.' : 'it was cancelled.'}
        </p>
      )}
    </section>
  );
}

export default defineRoute({ loader, Component: OrderInvoicePage });
