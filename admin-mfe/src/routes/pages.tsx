// /admin/pages (Manage Pages): the shop's informational pages — About, the policies, the terms, the
// FAQs and Careers — with when each was last changed; each opens in the page editor.
import { Link } from 'shared-router';
import { defineRoute, formatLongDate, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { PageHeader } from '../components/admin-frame/page-header';
import { DataTable, type DataTableColumn } from '../components/data-table/data-table';
import { fetchAdminPages, type AdminPageRow } from '../lib/admin-pages';
import { loadPage } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

async function loader({ context }: RemoteLoaderArgs) {
  return loadPage(context.db, { what: 'the pages', empty: { rows: null } }, async (db) => ({ rows: await fetchAdminPages(db) }));
}

const columns: DataTableColumn<AdminPageRow>[] = [
  {
    id: 'page',
    header: 'Page',
    required: true,
    cell: ({ slug, page }) => (
      <>
        <Link to={routeHref('admin-page', { slug })}>{page?.title || slug}</Link>
        {slug === 'faqs' && page ? <span className="data-table__sub">{page.items.length} questions</span> : null}
        {page ? null : <span className="data-table__sub">Not written yet: the shop shows its default text.</span>}
      </>
    ),
  },
  { id: 'address', header: 'Address', cell: ({ slug }) => <a href={`/${slug}`}>/{slug}</a> },
  { id: 'changed', header: 'Last changed', cell: ({ page }) => (page?.updatedAt ? formatLongDate(page.updatedAt) : '—') },
];

function PagesPage() {
  const { rows, error } = useRouteData<typeof loader>();
  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-pages"
        title="Manage Pages"
        description="About, policies, terms, FAQs and careers: the texts shoppers read. A saved change shows on the next page load."
      />
      <div className="admin-card">
        <DataTable
          id="pages"
          caption="Pages"
          rows={rows ?? []}
          columns={columns}
          getRowId={(row) => row.slug}
          rowLabel={(row) => row.page?.title || row.slug}
          empty={<p>No pages.</p>}
          error={error}
        />
      </div>
    </section>
  );
}

export default defineRoute({ loader, Component: PagesPage });
