// /admin/support (Customer Support): contact messages and video-call requests in one inbox, newest
// first, by status (new, in progress, call scheduled, done) and kind, with who is on each; an item
// opens with its reply links, assignment, status and internal notes.
import { Link, useNavigation } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { formatNumber } from 'shared-ui';
import { PageHeader } from '../components/admin-frame/page-header';
import { useLiveRevalidation } from '../hooks/use-live-revalidation';
import {
  fetchInboxCounts,
  fetchInboxPage,
  inboxHref,
  readInboxQuery,
  SUPPORT_KIND_LABELS,
  SUPPORT_LIVE,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  type SupportKind,
  type SupportStatus,
} from '../lib/admin-support';
import { formatIst } from 'shared-data/dates';

async function loader({ request, context }: RemoteLoaderArgs) {
  const inbox = readInboxQuery(new URL(request.url));
  if (!context.db) return { inbox, page: null, counts: null, received: {}, error: 'The inbox cannot be reached right now. Reload the page in a moment.' };
  try {
    const [page, counts] = await Promise.all([fetchInboxPage(context.db, inbox), fetchInboxCounts(context.db)]);
    const received = Object.fromEntries(page.items.map((item) => [`${item.kind}-${item.id}`, item.createdAt ? formatIst(item.createdAt, 'dayMonthTime') : '']));
    return { inbox, page, counts, received, error: null };
  } catch (error) {
    console.warn('Support inbox failed:', error instanceof Error ? error.message : error);
    return { inbox, page: null, counts: null, received: {}, error: 'The inbox could not be loaded. Reload the page.' };
  }
}

function SupportPage() {
  const { inbox, page, counts, received, error } = useRouteData<typeof loader>();
  // A new message or video-call request shows without a reload.
  useLiveRevalidation(SUPPORT_LIVE);
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/support';
  const statusTabs: Array<{ value: SupportStatus | null; label: string }> = [
    { value: null, label: 'All' },
    ...SUPPORT_STATUSES.map((value) => ({ value, label: SUPPORT_STATUS_LABELS[value] })),
  ];
  const kinds: Array<{ value: SupportKind | null; label: string }> = [
    { value: null, label: 'Messages and video calls' },
    { value: 'message', label: 'Messages' },
    { value: 'video', label: 'Video calls' },
  ];

  return (
    <section className="admin-page">
      <PageHeader routeId="admin-support" title="Customer Support" description="Contact-form messages and video-call requests, newest first." />
      <nav aria-label="Inbox status" className="admin-tabs">
        <ul>
          {statusTabs.map((tab) => (
            <li key={tab.label}>
              <Link to={inboxHref(inbox, { status: tab.value })} aria-current={tab.value === inbox.status ? 'page' : undefined} className="admin-tabs__tab">
                {tab.label}
                {tab.value && counts?.[tab.value] != null ? <span className="admin-tabs__count">{formatNumber(counts[tab.value] ?? 0)}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Inbox kind" className="admin-segments">
        {kinds.map((kind) => (
          <Link
            key={kind.label}
            to={inboxHref(inbox, { kind: kind.value })}
            aria-current={kind.value === inbox.kind ? 'page' : undefined}
            className="admin-segments__item"
          >
            {kind.label}
          </Link>
        ))}
      </nav>
      {error ? (
        <p role="alert" className="admin-alert admin-alert--error">
          {error}
        </p>
      ) : null}
      <div className="admin-card admin-inbox" aria-busy={loading}>
        {page && page.items.length === 0 ? (
          <p className="admin-muted">
            {inbox.status || inbox.kind
              ? 'Nothing here with these filters.'
              : 'The inbox is empty. Messages from the contact form and video-call requests arrive here.'}
          </p>
        ) : null}
        {page && page.items.length ? (
          <ul className="admin-inbox__list" aria-label="Inbox items">
            {page.items.map((item) => (
              <li key={`${item.kind}-${item.id}`} className={`admin-inbox__item${item.status === 'new' ? ' admin-inbox__item--new' : ''}`}>
                <Link to={`/admin/support/${item.kind}/${encodeURIComponent(item.id)}`} className="admin-inbox__link">
                  <span className="admin-inbox__who">
                    {item.name}
                    <span className="data-table__sub">{item.email || item.phone}</span>
                  </span>
                  <span className="admin-inbox__what">
                    <span className="admin-inbox__kind">{SUPPORT_KIND_LABELS[item.kind]}:</span> {item.subject || item.message.slice(0, 80)}
                  </span>
                  <span className="admin-inbox__meta">
                    <span className={`admin-status admin-status--${item.status}`}>{SUPPORT_STATUS_LABELS[item.status]}</span>
                    {item.assignedEmail ? <span className="data-table__sub">{item.assignedEmail}</span> : null}
                    <span className="data-table__sub">{received[`${item.kind}-${item.id}`]}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {page?.nextBefore || inbox.before ? (
          <nav aria-label="Inbox pages" className="data-table__pages">
            {inbox.before ? <Link to={inboxHref(inbox, { before: null })}>Newest</Link> : <span />}
            {page?.nextBefore ? <Link to={inboxHref(inbox, { before: page.nextBefore })}>Older</Link> : null}
          </nav>
        ) : null}
      </div>
    </section>
  );
}

export default defineRoute({ loader, Component: SupportPage });
