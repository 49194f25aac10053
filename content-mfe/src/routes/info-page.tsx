// The policy pages — `/privacy-policy`, `/shipping`, `/returns`, `/terms-conditions` — share this
// module; the page is chosen by the request's path. Their text is stored Markdown (`pages/{slug}`).
import { data } from 'shared-router';
import { defineRoute, INFO_PAGE_SLUGS, useRouteData, type InfoPageSlug, type RemoteLoaderArgs } from 'shared-data';
import { contentPageMeta, loadContentPage, type ContentPageData } from '../lib/load-content-page';
import { ContentPage } from '../components/content-page';
import { LoadProblem } from '../components/load-problem';

const FALLBACK_TITLES: Record<InfoPageSlug, string> = {
  'privacy-policy': 'Privacy Policy',
  shipping: 'Shipping Policy',
  returns: 'Returns & Refunds',
  'terms-conditions': 'Terms & Conditions',
};

type InfoPageData = ContentPageData & { slug: InfoPageSlug };

const isInfoPageSlug = (value: string): value is InfoPageSlug => (INFO_PAGE_SLUGS as readonly string[]).includes(value);

function InfoPage() {
  const loaded = useRouteData<typeof loader>();
  if (loaded.status !== 'ok') {
    return (
      <section className="page page--narrow">
        <h1>{FALLBACK_TITLES[loaded.slug]}</h1>
        <LoadProblem what="This page" />
      </section>
    );
  }
  const { page } = loaded;
  return <ContentPage title={page.title || FALLBACK_TITLES[loaded.slug]} body={loaded.body} updatedAt={page.updatedAt} updatedLabel={page.updatedLabel} />;
}

async function loader({ request, context }: RemoteLoaderArgs): Promise<InfoPageData> {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '');
  if (!isInfoPageSlug(slug)) throw data(null, { status: 404 });
  return { ...(await loadContentPage(context, slug, `/${slug}`)), slug };
}

export default defineRoute({
  loader,
  Component: InfoPage,
  meta: contentPageMeta,
});
