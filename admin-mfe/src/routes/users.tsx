// /admin/users (Admin Users): the administrators, granting and removing the role, and the audit log
// of every admin change — who, what, which document, when, with the fields' before and after —
// filtered by admin, action and dates, in cursor pages.
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { DataTable } from '../components/data-table/data-table';
import { FilterBar, FilterDate, FilterSelect } from '../components/filter-bar/filter-bar';
import { PageHeader } from '../components/admin-frame/page-header';
import { AdminAccounts } from '../features/users/components/admin-accounts';
import { AUDIT_FILTERS, fetchAuditPage } from '../lib/admin-audit-log';
import { AUDIT_ACTIONS, AUDIT_AREAS } from '../lib/audit-words';
import { auditColumns } from '../features/users/components/audit-columns';
import { ListEmpty } from '../components/list-page/list-empty';
import { useListPage } from '../hooks/use-list-page';
import { formatIst } from 'shared-data/dates';
import { loadList } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';
import { formatCount } from '../lib/format-count';

const PATH = routeHref('admin-users');
const DEFAULT_SORT = { key: 'at', direction: 'desc' } as const;

async function loader(args: RemoteLoaderArgs) {
  const shape = { filters: AUDIT_FILTERS, sorts: ['at'] as const, defaultSort: DEFAULT_SORT };
  const empty = { page: null, times: {} as Record<string, string> };
  return loadList(args, shape, { what: 'the audit log', empty, failureHint: 'Check the filters, or reload the page.' }, async (db, query) => {
    const page = await fetchAuditPage(db, query);
    return { page, times: Object.fromEntries(page.rows.map((entry) => [entry.id, entry.at ? formatIst(entry.at, 'dateTime') : ''])) };
  });
}

function UsersPage() {
  const { query, page, times, error } = useRouteData<typeof loader>();
  const list = useListPage({ path: PATH, query, defaultSort: DEFAULT_SORT, page, noun: 'changes' });

  return (
    <section className="admin-page">
      <PageHeader routeId="admin-users" title="Admin Users" />
      <AdminAccounts />
      <h2 className="admin-section-title">Audit log</h2>
      <FilterBar path={PATH} searchLabel="Document, e.g. orders/… or users/…" q={query.q} active={list.filtered}>
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
        <FilterDate name="from" label="From" value={query.filters.from} />
        <FilterDate name="to" label="To" value={query.filters.to} />
      </FilterBar>
      <DataTable
        id="audit"
        caption="Audit log"
        rows={page?.rows ?? []}
        columns={auditColumns(times)}
        getRowId={(entry) => entry.id}
        rowLabel={(entry) => entry.summary}
        loading={list.loading}
        error={error}
        empty={<ListEmpty filtered={list.filtered} noMatch="No changes match these filters." none="No admin changes recorded yet." clearHref={PATH} />}
        pagination={list.pagination && { ...list.pagination, summary: page?.total != null ? formatCount(page.total, 'change') : '' }}
      />
    </section>
  );
}

export default defineRoute({ loader, Component: UsersPage });
