// /admin/support (Customer Support): contact messages and video-call requests in one inbox, newest
// first, by status (new, in progress, call scheduled, done; spam set apart) and kind, searched by
// name, e-mail or phone, with who is on each; items are closed or marked spam together; an item
// opens with its replies, assignment, status and internal notes.
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { formatIst } from 'shared-data/dates';
import { routeHref } from 'shared-data/routes';
import { PageHeader } from '../components/admin-frame/page-header';
import { FilterBar } from '../components/filter-bar/filter-bar';
import { CardList } from '../components/list-page/card-list';
import { ListTabs } from '../components/list-page/list-tabs';
import { useRowSelection } from '../components/list-page/row-selection';
import { InboxItem } from '../features/support/components/inbox-item';
import { SupportBulkActions } from '../features/support/components/support-bulk-actions';
import { useListPage } from '../hooks/use-list-page';
import { useLiveRevalidation } from '../hooks/use-live-revalidation';
import {
  fetchInboxCounts,
  fetchInboxPage,
  INBOX_SHAPE,
  inboxOf,
  SUPPORT_LIVE,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  type SupportItem,
} from '../lib/admin-support';
import { loadList } from '../lib/page-loader';

const PATH = routeHref('admin-support');
const keyOf = (item: SupportItem) => `${item.kind}-${item.id}`;
const KINDS = [
  { value: null, label: 'Messages and video calls' },
  { value: 'message', label: 'Messages' },
  { value: 'video', label: 'Video calls' },
] as const;

async function loader(args: RemoteLoaderArgs) {
  return loadList(args, INBOX_SHAPE, { what: 'the inbox', empty: { page: null, counts: null, received: {} as Record<string, string> } }, async (db, query) => {
    const [page, counts] = await Promise.all([fetchInboxPage(db, inboxOf(query)), fetchInboxCounts(db)]);
    const received = Object.fromEntries(page.rows.map((item) => [keyOf(item), item.createdAt ? formatIst(item.createdAt, 'dayMonthTime') : '']));
    return { page, counts, received };
  });
}

function SupportPage() {
  const { query, page, counts, received, error } = useRouteData<typeof loader>();
  // A new message or video-call request shows without a reload.
  useLiveRevalidation(SUPPORT_LIVE);
  const list = useListPage({ path: PATH, query, defaultSort: INBOX_SHAPE.defaultSort, page, noun: 'items' });
  const inbox = inboxOf(query);
  const items = page?.rows ?? [];
  const selection = useRowSelection(items, keyOf);
  const keep: Record<string, string> = {};
  if (inbox.status) keep['status'] = inbox.status;
  if (inbox.kind) keep['kind'] = inbox.kind;

  return (
    <section className="admin-page">
      <PageHeader routeId="admin-support" title="Customer Support" description="Contact-form messages and video-call requests, newest first." />
      <ListTabs
        label="Inbox status"
        tabs={[null, ...SUPPORT_STATUSES].map((value) => ({
          label: value ? SUPPORT_STATUS_LABELS[value] : 'All',
          href: list.href({ filters: { status: value }, after: null }),
          current: value === inbox.status,
          count: value ? counts?.[value] : null,
        }))}
      />
      <ListTabs
        label="Inbox kind"
        variant="segments"
        tabs={KINDS.map((kind) => ({ label: kind.label, href: list.href({ filters: { kind: kind.value }, after: null }), current: kind.value === inbox.kind }))}
      />
      <FilterBar path={PATH} searchLabel="Name, e-mail or phone" q={query.q} active={Boolean(query.q)} keep={keep} />
      <div className="admin-card admin-inbox">
        <CardList
          label="Inbox items"
          pagerLabel="Inbox pages"
          className="admin-inbox__list"
          itemClassName={(item) => `admin-inbox__item${item.status === 'new' ? ' admin-inbox__item--new' : ''}`}
          rows={items}
          getRowId={keyOf}
          renderRow={(item) => (
            <InboxItem item={item} received={received[keyOf(item)] ?? ''} selected={selection.isSelected(item)} onToggle={() => selection.toggle(item)} />
          )}
          empty={
            <p className="admin-muted">
              {inbox.q
                ? `Nothing from “${inbox.q}” here. Search by a whole word of the name, the e-mail address or the phone number.`
                : inbox.status || inbox.kind
                  ? 'Nothing here with these filters.'
                  : 'The inbox is empty. Messages from the contact form and video-call requests arrive here.'}
            </p>
          }
          error={error}
          loading={list.loading}
          pagination={list.pagination}
          toolbar={
            page ? (
              // Stays when a bulk action empties the list, so its report is still read out.
              <div className="admin-inbox__bulk">
                {items.length ? (
                  <label className="admin-inbox__select-all">
                    <input type="checkbox" checked={selection.allSelected} onChange={selection.toggleAll} /> Select all on this page
                  </label>
                ) : null}
                <SupportBulkActions items={selection.selectedRows} spamTab={inbox.status === 'spam'} onDone={selection.clear} />
              </div>
            ) : null
          }
        />
      </div>
    </section>
  );
}

export default defineRoute({ loader, Component: SupportPage });
