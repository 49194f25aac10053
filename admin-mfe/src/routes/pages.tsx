// /admin/pages (Manage Pages): the shop's informational pages — About, the policies, the terms, the
// FAQs and Careers — with when each was last changed; each opens in the page editor.
import { Link } from 'shared-router';
import { defineRoute, formatLongDate, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { PageHeader } from '../components/admin-frame/page-header';
import { fetchAdminPages } from '../lib/admin-pages';
import { loadPage } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

async function loader({ context }: RemoteLoaderArgs) {
  return loadPage(context.db, { what: 'the pages', empty: { rows: null } }, async (db) => ({ rows: await fetchAdminPages(db) }));
}

function PagesPage() {
  const { rows, error } = useRouteData<typeof loader>();
  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-pages"
        title="Manage Pages"
        description="About, policies, terms, FAQs and careers: the texts shoppers read. A saved change shows on the next page load."
      />
      {error ? (
        <p role="alert" className="admin-alert admin-alert--error">
          {error}
        </p>
      ) : null}
      {rows ? (
        <div className="admin-card">
          <div className="data-table__scroll">
            <table className="data-table" aria-label="Pages">
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Address</th>
                  <th scope="col">Last changed</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ slug, page }) => (
                  <tr key={slug}>
                    <td>
                      <Link to={routeHref('admin-page', { slug })}>{page?.title || slug}</Link>
                      {slug === 'faqs' && page ? <span className="data-table__sub">{page.items.length} questions</span> : null}
                      {page ? null : <span className="data-table__sub">Not written yet: the shop shows its default text.</span>}
                    </td>
                    <td>
                      <a href={`/${slug}`}>/{slug}</a>
                    </td>
                    <td>{page?.updatedAt ? formatLongDate(page.updatedAt) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  );
}

export default defineRoute({ loader, Component: PagesPage });
