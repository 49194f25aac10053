// /admin/pages/:slug: one informational page in the page editor (a page not written yet starts
// empty and is created on its first save); the careers page also lists its openings.
import { data as response } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { PageHeader } from '../components/admin-frame/page-header';
import { CareerOpenings } from '../features/pages/components/career-openings';
import { PageEditor } from '../features/pages/components/page-editor';
import { fetchAllOpenings } from '../lib/admin-careers';
import { fetchAdminPage, isContentPageSlug } from '../lib/admin-pages';
import { requireDb } from '../lib/page-loader';

async function loader({ params, context }: RemoteLoaderArgs) {
  const slug = params['slug'] ?? '';
  if (!isContentPageSlug(slug)) throw response(null, { status: 404 });
  const db = requireDb(context.db, 'the pages');
  const [page, openings] = await Promise.all([fetchAdminPage(db, slug), slug === 'careers' ? fetchAllOpenings(db) : Promise.resolve([])]);
  return { slug, page, openings };
}

function PageEditorPage() {
  const { slug, page, openings } = useRouteData<typeof loader>();
  return (
    <section className="admin-page">
      <PageHeader routeId="admin-page" title={page?.title || `/${slug}`} description={`The text of /${slug}.`} />
      {slug === 'careers' ? <CareerOpenings openings={openings} /> : null}
      <PageEditor slug={slug} page={page} />
    </section>
  );
}

export default defineRoute({ loader, Component: PageEditorPage });
