// /admin/orders/:orderId/credit-notes/:documentId: a credit note as issued (its frozen copy), with
// the invoice it reduces and the same tax breakdown, ready to print (the admin frame is left off the
// paper) or save as PDF.
import type { ReactNode } from 'react';
import { data as response, Link } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { routeHref } from 'shared-data/routes';
import { fetchOrder, fetchTaxDocument } from 'shared-data/shopper';
import { TaxDocumentView } from 'shared-ui/tax-document';
import { PageHeader } from '../components/admin-frame/page-header';
import { requireDb } from '../lib/page-loader';

async function loader({ params, context }: RemoteLoaderArgs) {
  const db = requireDb(context.db, 'the orders');
  const orderId = params['orderId'] ?? '';
  const [order, document] = await Promise.all([fetchOrder(db, orderId), fetchTaxDocument(db, orderId, params['documentId'] ?? '')]);
  if (!order || !document || document.kind !== 'credit_note') throw response(null, { status: 404 });
  return { order: { id: order.id, number: order.number }, document };
}

const routerLink = (href: string, children: ReactNode) => <Link to={href}>{children}</Link>;

function OrderCreditNotePage() {
  const { order, document } = useRouteData<typeof loader>();
  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-order-credit-note"
        title={`Credit note · ${document.number}`}
        actions={
          <span className="invoice-actions">
            <Link className="button" to={routeHref('admin-order', { orderId: order.id })}>
              Back to the order
            </Link>
            <Link className="button" to={routeHref('admin-order-invoice', { orderId: order.id })}>
              Tax invoice
            </Link>
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              Print or save as PDF
            </button>
          </span>
        }
      />
      <TaxDocumentView document={document} invoiceHref={routeHref('admin-order-invoice', { orderId: order.id })} renderLink={routerLink} />
    </section>
  );
}

export default defineRoute({ loader, Component: OrderCreditNotePage, title: (data) => `Credit note ${data.document.number}` });
