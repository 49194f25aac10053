// /admin/support/:kind/:id: one contact message or video-call request — who, how to reach them
// (a reply by e-mail sent from here and kept with the message, or WhatsApp with a greeting), what
// they asked, and the shop's handling (assignment, status, scheduled call, internal notes).
import { data as response } from 'shared-router';
import { defineRoute, fetchSiteSettings, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { externalLinkProps } from 'shared-ui';
import { PageHeader } from '../components/admin-frame/page-header';
import { SupportItemActions } from '../features/support/components/support-item-actions';
import { SupportReplies } from '../features/support/components/support-replies';
import { fetchSupportMail, mailStateText } from '../lib/admin-mail';
import { fetchSupportItem, replyWhatsapp, SUPPORT_KIND_LABELS, SUPPORT_STATUS_LABELS } from '../lib/admin-support';
import { formatIst } from 'shared-data/dates';
import { requireDb } from '../lib/page-loader';

async function loader({ params, context }: RemoteLoaderArgs) {
  const kind = params['kind'];
  if (kind !== 'message' && kind !== 'video') throw response(null, { status: 404 });
  const db = requireDb(context.db, 'the inbox');
  const id = params['id'] ?? '';
  const [item, { settings }, mail] = await Promise.all([
    fetchSupportItem(db, kind, id),
    fetchSiteSettings(db),
    // Whether each reply's e-mail left (a failed read leaves the replies without it).
    kind === 'message' ? fetchSupportMail(db, id).catch(() => null) : Promise.resolve([]),
  ]);
  if (!item) throw response(null, { status: 404 });
  return {
    item,
    brand: settings.brand.name,
    received: item.createdAt ? `${formatIst(item.createdAt, 'dateTime')} IST` : '',
    deliveries: mail?.map((sent) => ({ mailId: sent.id, state: mailStateText(sent) })) ?? null,
  };
}

function SupportItemPage() {
  const { item, brand, received, deliveries } = useRouteData<typeof loader>();
  const title = item.kind === 'message' ? `Message from ${item.name}` : `Video call request from ${item.name}`;
  return (
    <section className="admin-page admin-support">
      <PageHeader
        routeId="admin-support-item"
        title={title}
        description={
          <>
            <span className={`admin-status admin-status--${item.status}`}>{SUPPORT_STATUS_LABELS[item.status]}</span> {SUPPORT_KIND_LABELS[item.kind]} received{' '}
            {received}
          </>
        }
      />
      <div className="admin-order__layout">
        <div className="admin-order__main">
          <article className="admin-card" aria-labelledby="support-body-heading">
            <h2 id="support-body-heading">{item.kind === 'message' ? item.subject || 'No subject' : item.subject}</h2>
            {item.message ? <p className="admin-support__message">{item.message}</p> : <p className="admin-muted">No note with the request.</p>}
            {item.kind === 'video' && item.products.length ? (
              <>
                <h3>Products to show</h3>
                <ul>
                  {item.products.map((product) => (
                    <li key={product}>{product}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {item.scheduledFor ? <p>Call scheduled for {item.scheduledFor.replace('T', ' at ')} (India time).</p> : null}
          </article>
          {item.kind === 'message' && item.email ? <SupportReplies item={item} deliveries={deliveries} /> : null}
        </div>
        <aside className="admin-order__side" aria-label="Contact and handling">
          <section className="admin-card" aria-labelledby="support-contact-heading">
            <h2 id="support-contact-heading">Contact</h2>
            <p>{item.name}</p>
            {item.email ? <p className="data-table__sub">{item.email}</p> : null}
            {item.phone ? (
              <p>
                <a className="button" href={replyWhatsapp(item.phone, item.name, brand)} {...externalLinkProps}>
                  Reply on WhatsApp
                </a>{' '}
                <a href={`tel:${item.phone}`}>{item.phone}</a>
              </p>
            ) : null}
          </section>
          <SupportItemActions item={item} />
        </aside>
      </div>
    </section>
  );
}

export default defineRoute({
  loader,
  Component: SupportItemPage,
  title: (data) => (data.item.kind === 'message' ? `Message from ${data.item.name}` : `Video call request from ${data.item.name}`),
});
