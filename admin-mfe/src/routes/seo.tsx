// /admin/seo (SEO Management): the global SEO document (title, description, keywords, title
// template, social image and handle), titles and descriptions per public page with search-result
// previews, the robots rules, the sitemap's contents and a product page's structured data.
import { defineRoute, fetchSiteSettings, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { PageHeader } from '../components/admin-frame/page-header';
import { SeoForm } from '../features/seo/components/seo-form';
import { SitemapSummary, StructuredDataPreview } from '../features/seo/components/seo-checks';
import { fetchStoredSeo } from '../lib/admin-seo';
import { requireDb } from '../lib/page-loader';

async function loader({ context }: RemoteLoaderArgs) {
  const db = requireDb(context.db, 'the SEO settings');
  const [stored, settings] = await Promise.all([fetchStoredSeo(db), fetchSiteSettings(db)]);
  return { stored, brand: settings.settings.brand.name, origin: context.origin };
}

function SeoPage() {
  const { stored, brand, origin } = useRouteData<typeof loader>();
  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-seo"
        title="SEO Management"
        description="How the shop appears in search results and when shared. A saved change is used from the next page load."
      />
      <SeoForm stored={stored} brand={brand} origin={origin} />
      <SitemapSummary />
      <StructuredDataPreview />
    </section>
  );
}

export default defineRoute({ loader, Component: SeoPage });
