// /admin/pages/:slug: one informational page in the page editor (a page not written yet starts
// empty and is created on its first save).
import { data as response } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { PageHeader } from '../components/admin-frame/page-header';
import { PageEditor } from '../features/pages/components/page-editor';
import { fetchAdminPage, isContentPageSlug } from '../lib/admin-pages';

async function loader({ params, context }: RemoteLoaderArgs) {
  const slug = params['slug'] ?? '';
  if (!isContentPageSlug(slug)) throw response(null, { status: 404 });
  if (!context.db) throw response(null, { status: 503, statusText: 'The pages cannot be reached right now.' });
  return { slug, page: await fetchAdminPage(context.db, slug) };
}

function PageEditorPage() {
  const { slug, page } = useRouteData<typeof loader>();
  return (
    <section className="admin-page">
      <PageHeader routeId="admin-page" title={page?.title || `/${slug}`} description={`The text of /${slug}.`} />
      <PageEditor slug={slug} page={page} />
    </section>
  );
}

export default defineRoute({ loader, Component: PageEditorPage });
