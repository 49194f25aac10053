// /order-confirmation/:orderId/documents/:documentId: a tax invoice or credit note of the customer's
// order as it was issued (the frozen copy), ready to print or save as PDF. Only the order's owner
// and admins may read it (the rules); anyone else, and any document that is not this order's, gets
// the same 404 as a document that does not exist.
import type { ReactNode } from 'react';
import { data as response, Link } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { cancellingCreditNote, fetchOrder, fetchTaxDocument } from 'shared-data/shopper';
import { TaxDocumentView } from 'shared-ui/tax-document';
import { Breadcrumbs } from '../components/breadcrumbs';
import { paths } from '../config/paths';
import '../styles/catalog.css';

async function loader({ params, context }: RemoteLoaderArgs) {
  const orderId = params['orderId'] ?? '';
  const documentId = params['documentId'] ?? '';
  if (!context.db) throw response(null, { status: 404 });
  const [order, document] = await Promise.all([fetchOrder(context.db, orderId), fetchTaxDocument(context.db, orderId, documentId)]);
  if (!order || !document) throw response(null, { status: 404 });
  const cancelledBy = document.kind === 'invoice' ? cancellingCreditNote(order) : null;
  return {
    order: { id: order.id, number: order.number, invoiceDocumentId: order.invoice?.documentId ?? null },
    document,
    cancelledBy: cancelledBy ? { number: cancelledBy.number, href: paths.orderDocument.getHref(order.id, cancelledBy.id) } : null,
  };
}

const routerLink = (href: string, children: ReactNode) => <Link to={href}>{children}</Link>;

function OrderDocumentPage() {
  const { order, document, cancelledBy } = useRouteData<typeof loader>();
  const name = document.kind === 'credit_note' ? `Credit note ${document.number}` : `Tax invoice ${document.number}`;
  return (
    <section className="page order-document">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'My Account', href: paths.accountOrders.getHref() },
          { label: `Order ${order.number}`, href: paths.orderConfirmation.getHref(order.id) },
          { label: name },
        ]}
      />
      <div className="order-document__actions">
        <h1>{name}</h1>
        <p className="form-actions">
          <Link className="button" to={paths.orderConfirmation.getHref(order.id)}>
            Back to order {order.number}
          </Link>
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            Print or save as PDF
          </button>
        </p>
      </div>
      <TaxDocumentView
        document={document}
        cancelledBy={cancelledBy}
        invoiceHref={document.kind === 'credit_note' && order.invoiceDocumentId ? paths.orderDocument.getHref(order.id, order.invoiceDocumentId) : null}
        renderLink={routerLink}
      />
    </section>
  );
}

export default defineRoute({
  loader,
  Component: OrderDocumentPage,
  title: (data) => (data.document.kind === 'credit_note' ? `Credit note ${data.document.number}` : `Tax invoice ${data.document.number}`),
  meta: () => ({ description: 'A tax document of your order.', noindex: true }),
});
