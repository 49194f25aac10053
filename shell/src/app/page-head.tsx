// The document head of the current page: title (docs/product-spec.md §2), description, canonical link,
// Open Graph tags and JSON-LD. React 19 hoists these into <head> on the server and in the browser.
import type { RouteMeta } from 'shared-data';
import { defaultSiteSettings, pageTitleOf, useRootData } from 'shared-data';
import { serializeJsonLd } from 'shared-ui';

/**
 * `routeId` picks the page's overrides from SEO Management (title, description); the title goes
 * through the SEO title template, except the home page's, which is the site title used whole; pages without an image of their own share the default one; a
 * site kept out of search engines (SEO Management's switch) is noindex on every page.
 */
export function PageHead({ title: ownTitle, meta, routeId }: { title: string; meta?: RouteMeta | undefined; routeId?: string }) {
  const root = useRootData();
  const settings = root?.settings ?? defaultSiteSettings;
  const brand = settings.brand.name;
  const override = routeId ? root?.seo.pages[routeId] : undefined;
  const { title, full: fullTitle } = pageTitleOf(routeId, ownTitle, root?.seo, brand);
  const description = override?.description || (meta?.description ?? root?.seo.description ?? settings.brand.tagline);
  const image = meta?.image ?? (root?.seo.ogImage || undefined);
  const noindex = meta?.noindex || root?.seo.robots.blockAll;
  const keywords = root?.seo.keywords.join(', ');
  const canonical = meta?.canonicalPath && root ? new URL(meta.canonicalPath, root.origin).href : undefined;
  const jsonLd = meta?.jsonLd;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={meta?.type ?? 'website'} />
      <meta property="og:site_name" content={brand} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {image && root ? <meta property="og:image" content={new URL(image, root.origin).href} /> : null}
      {root?.seo.twitter ? <meta name="twitter:site" content={root.seo.twitter} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} /> : null}
    </>
  );
}
