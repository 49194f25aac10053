// The document head of the current page: title (docs/product-spec.md §2), description, canonical link,
// Open Graph tags and JSON-LD. React 19 hoists these into <head> on the server and in the browser.
import type { RouteMeta } from 'shared-data';
import { defaultSiteSettings, useRootData } from 'shared-data';
import { serializeJsonLd } from 'shared-ui';


export function PageHead({ title, meta }: { title: string; meta?: RouteMeta | undefined }) {
  const root = useRootData();
  const settings = root?.settings ?? defaultSiteSettings;
  const brand = settings.brand.name;
  const fullTitle = title === brand ? title : `${title} | ${brand}`;
  const description = meta?.description ?? root?.seo.description ?? settings.brand.tagline;
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
      {meta?.image && root ? <meta property="og:image" content={new URL(meta.image, root.origin).href} /> : null}
      {meta?.noindex ? <meta name="robots" content="noindex" /> : null}
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      ) : null}
    </>
  );
}
