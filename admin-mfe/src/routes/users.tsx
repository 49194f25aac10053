// /admin/users (Admin Users): the administrators, granting and removing the role, and the audit log
// of every admin change — who, what, which document, when, with the fields' before and after —
// filtered by admin, action and dates, in cursor pages.
import { Link, useNavigation } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import type { AuditEntry } from 'shared-data/admin';
import { DataTable, type DataTableColumn } from '../components/data-table/data-table';
import { FilterBar, FilterSelect } from '../components/filter-bar/filter-bar';
import { PageHeader } from '../components/admin-frame/page-header';
import { AdminAccounts } from '../features/users/components/admin-accounts';
import { AUDIT_FILTERS, fetchAuditPage } from '../lib/admin-audit-log';
import { AUDIT_ACTIONS, AUDIT_AREAS, auditActionLabel, describeAuditChange } from '../lib/audit-words';
import { cursorPagination } from '../lib/cursor-page';
import { listHref, readListQuery } from '../lib/list-query';
import { formatIst } from 'shared-data/dates';
import { loadPage } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';
import { formatCount } from '../lib/format-count';

const PATH = routeHref('admin-users');
const DEFAULT_SORT = { key: 'at', direction: 'desc' } as const;

async function loader({ request, context }: RemoteLoaderArgs) {
  const query = readListQuery(new URL(request.url), { filters: AUDIT_FILTERS, sorts: ['at'] as const, defaultSort: DEFAULT_SORT });
  const empty = { query, page: null, times: {} as Record<string, string> };
  return loadPage(context.db, { what: 'the audit log', empty, failureHint: 'Check the filters, or reload the page.' }, async (db) => {
    const page = await fetchAuditPage(db, query);
    return { query, page, times: Object.fromEntries(page.rows.map((entry) => [entry.id, entry.at ? formatIst(entry.at, 'dateTime') : ''])) };
  });
}

/** Links an entry's target to its admin page where there is one. */
function targetHref(target: string): string | null {
  const [collection, id] = target.split('/');
  if (!id) return null;
  if (collection === 'orders') return routeHref('admin-order', { orderId: id });
  if (collection === 'messages') return routeHref('admin-support-item', { kind: 'message', id });
  if (collection === 'videoCallRequests') return routeHref('admin-support-item', { kind: 'video', id });
  if (collection === 'prod') return routeHref('admin-products', {}, `q=${encodeURIComponent(id)}`);
  return null;
}

function UsersPage() {
  const { query, page, times, error } = useRouteData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === PATH;
  const filtered = Object.keys(query.filters).length > 0;
  const href = (change: Parameters<typeof listHref>[2]) => listHref(PATH, query, change, DEFAULT_SORT);

  const columns: DataTableColumn<AuditEntry>[] = [
    { id: 'at', header: 'When', cell: (entry) => times[entry.id] ?? '' },
    { id: 'by', header: 'Admin', cell: (entry) => entry.byEmail || entry.by },
    { id: 'action', header: 'Action', cell: (entry) => auditActionLabel(entry.action) },
    {
      id: 'summary',
      header: 'Change',
      required: true,
      cell: (entry) => {
        const link = targetHref(entry.target);
        const fields = Object.entries(entry.changes);
        return (
          <span>
            {link ? <Link to={link}>{entry.summary}</Link> : entry.summary}
            {fields.length ? (
              <span className="data-table__sub">
                {fields
                  .slice(0, 4)
                  .map(([field, change]) => describeAuditChange(field, change))
                  .join('; ')}
                {fields.length > 4 ? `; and ${fields.length - 4} more` : ''}
              </span>
            ) : null}
          </span>
        );
      },
    },
    { id: 'target', header: 'Document', hiddenByDefault: true, cell: (entry) => entry.target },
  ];

  return (
    <section className="admin-page">
      <PageHeader routeId="admin-users" title="Admin Users" />
      <AdminAccounts />
      <h2 className="admin-section-title">Audit log</h2>
      <FilterBar path={PATH} searchLabel="Document, e.g. orders/… or users/…" q={query.q} active={filtered || Boolean(query.q)}>
        <div className="field">
          <label className="field__label" htmlFor="audit-by">
            Admin e-mail
          </label>
          <input id="audit-by" className="field__input" type="email" name="by" defaultValue={query.filters.by ?? ''} key={`by-${query.filters.by ?? ''}`} />
        </div>
        <FilterSelect
          name="area"
          label="Area"
          value={query.filters.area}
          options={Object.entries(AUDIT_AREAS).map(([value, area]) => ({ value, label: area.label }))}
        />
        <FilterSelect
          name="action"
          label="Action"
          value={query.filters.action}
          options={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))}
        />
        <div className="field">
          <label className="field__label" htmlFor="audit-from">
            From
          </label>
          <input
            id="audit-from"
            className="field__input"
            type="date"
            name="from"
            defaultValue={query.filters.from ?? ''}
            key={`from-${query.filters.from ?? ''}`}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-to">
            To
          </label>
          <input id="audit-to" className="field__input" type="date" name="to" defaultValue={query.filters.to ?? ''} key={`to-${query.filters.to ?? ''}`} />
        </div>
      </FilterBar>
      <DataTable
        id="audit"
        caption="Audit log"
        rows={page?.rows ?? []}
        columns={columns}
        getRowId={(entry) => entry.id}
        rowLabel={(entry) => entry.summary}
        loading={loading}
        error={error}
        empty={
          filtered ? (
            <p>
              No changes match these filters. <Link to={PATH}>Clear the filters</Link>
            </p>
          ) : (
            <p>No admin changes recorded yet.</p>
          )
        }
        pagination={cursorPagination(page, href, page && page.total !== null ? formatCount(page.total, 'change') : '')}
      />
    </section>
  );
}

export default defineRoute({ loader, Component: UsersPage });
