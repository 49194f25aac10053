// /admin/support (Customer Support): contact messages and video-call requests in one inbox, newest
// first, by status (new, in progress, call scheduled, done; spam set apart) and kind, searched by
// name, e-mail or phone, with who is on each; items are closed or marked spam together; an item
// opens with its replies, assignment, status and internal notes.
import { Link, useNavigation } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { formatNumber } from 'shared-ui';
import { PageHeader } from '../components/admin-frame/page-header';
import { FilterBar } from '../components/filter-bar/filter-bar';
import { SupportBulkActions } from '../features/support/components/support-bulk-actions';
import { usePageState } from '../hooks/use-page-state';
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
  type SupportItem,
  type SupportKind,
  type SupportStatus,
} from '../lib/admin-support';
import { formatIst } from 'shared-data/dates';
import { loadPage } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

const NONE_RECEIVED: Record<string, string> = {};
const NONE_SELECTED: ReadonlySet<string> = new Set();

async function loader({ request, context }: RemoteLoaderArgs) {
  const inbox = readInboxQuery(new URL(request.url));
  return loadPage(context.db, { what: 'the inbox', empty: { inbox, page: null, counts: null, received: NONE_RECEIVED } }, async (db) => {
    const [page, counts] = await Promise.all([fetchInboxPage(db, inbox), fetchInboxCounts(db)]);
    const received: Record<string, string> = Object.fromEntries(
      page.items.map((item) => [`${item.kind}-${item.id}`, item.createdAt ? formatIst(item.createdAt, 'dayMonthTime') : '']),
    );
    return { inbox, page, counts, received };
  });
}

function SupportPage() {
  const { inbox, page, counts, received, error } = useRouteData<typeof loader>();
  // A new message or video-call request shows without a reload.
  useLiveRevalidation(SUPPORT_LIVE);
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === routeHref('admin-support');
  // The selection belongs to the list at this address (another tab, search or page starts afresh).
  const [selected, setSelected] = usePageState<ReadonlySet<string>>(NONE_SELECTED);
  const keyOf = (item: SupportItem) => `${item.kind}-${item.id}`;
  const items = page?.items ?? [];
  const selectedItems = items.filter((item) => selected.has(keyOf(item)));
  const toggle = (item: SupportItem) => {
    const next = new Set(selected);
    if (!next.delete(keyOf(item))) next.add(keyOf(item));
    setSelected(next);
  };
  const allSelected = items.length > 0 && selectedItems.length === items.length;
  const keep: Record<string, string> = {};
  if (inbox.status) keep['status'] = inbox.status;
  if (inbox.kind) keep['kind'] = inbox.kind;
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
      <FilterBar path={routeHref('admin-support')} searchLabel="Name, e-mail or phone" q={inbox.q} active={Boolean(inbox.q)} keep={keep} />
      {error ? (
        <p role="alert" className="admin-alert admin-alert--error">
          {error}
        </p>
      ) : null}
      <div className="admin-card admin-inbox" aria-busy={loading}>
        {page && page.items.length === 0 ? (
          <p className="admin-muted">
            {inbox.q
              ? `Nothing from “${inbox.q}” here. Search by a whole word of the name, the e-mail address or the phone number.`
              : inbox.status || inbox.kind
                ? 'Nothing here with these filters.'
                : 'The inbox is empty. Messages from the contact form and video-call requests arrive here.'}
          </p>
        ) : null}
        {page ? (
          // Stays when a bulk action empties the list, so its report is still read out.
          <div className="admin-inbox__bulk">
            {items.length ? (
              <label className="admin-inbox__select-all">
                <input type="checkbox" checked={allSelected} onChange={() => setSelected(allSelected ? NONE_SELECTED : new Set(items.map(keyOf)))} /> Select all
                on this page
              </label>
            ) : null}
            <SupportBulkActions items={selectedItems} spamTab={inbox.status === 'spam'} onDone={() => setSelected(NONE_SELECTED)} />
          </div>
        ) : null}
        {items.length ? (
          <ul className="admin-inbox__list" aria-label="Inbox items">
            {items.map((item) => (
              <li key={keyOf(item)} className={`admin-inbox__item${item.status === 'new' ? ' admin-inbox__item--new' : ''}`}>
                <input
                  type="checkbox"
                  className="admin-inbox__check"
                  checked={selected.has(keyOf(item))}
                  onChange={() => toggle(item)}
                  aria-label={`Select the ${item.kind === 'message' ? 'message' : 'video-call request'} from ${item.name}: ${item.subject || item.message.slice(0, 40)}`}
                />
                <Link to={routeHref('admin-support-item', { kind: item.kind, id: item.id })} className="admin-inbox__link">
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
