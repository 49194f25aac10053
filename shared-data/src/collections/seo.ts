// The global SEO document (`seo/global`): what every page's head falls back to (title, description,
// keywords), the title template (`%s | Rajatmaya Silver`), the default Open Graph image, the X
// handle, per-page overrides of the public pages' titles and descriptions (by route id), and the
// robots rules (paths to keep out of search engines; a switch that keeps a staging site out
// altogether). Defaults apply when it is missing or unreadable (docs/product-spec.md §3). Edited in
// SEO Management (/admin/seo); a save reaches the shop servers within a second (publicContent).
import type { Firestore } from 'firebase/firestore/lite';
import { lazyFirestore } from '../platform/firestore-sdk';
import { asString, asStringList } from './field-readers';
import { SEO, GLOBAL_SEO_ID } from './collection-names';

const { doc, getDoc } = lazyFirestore;

export { SEO, GLOBAL_SEO_ID } from './collection-names';

export interface PageSeoOverride {
  title: string;
  description: string;
}

export interface SeoRobots {
  /** Paths (each starting with /) crawlers are asked to leave, besides the shop's own private ones. */
  disallow: string[];
  /** Keep the whole site out of search engines (a staging site): `Disallow: /` and noindex on every page. */
  blockAll: boolean;
}

export interface GlobalSeo {
  title: string;
  description: string;
  keywords: string[];
  /** Page titles: `%s` is the page's own title; empty means `%s | <brand>`. */
  titleTemplate: string;
  /** Open Graph image of pages that have none of their own: a /media/… path or https address. */
  ogImage: string;
  /** The shop's X (Twitter) handle, with its @, or empty. */
  twitter: string;
  /** Overrides by route id (`about`, `products`, …); an empty field keeps the page's own. */
  pages: Record<string, PageSeoOverride>;
  robots: SeoRobots;
}

export const defaultGlobalSeo: GlobalSeo = {
  title: 'Rajatmaya Silver — 925 silver jewellery wholesaler and importer',
  description:
    'Wholesale 925 hallmarked silver jewellery for jewellers, brands and small businesses across India: ready stock, imports from Italy, Turkey and Hong Kong.',
  keywords: ['925 silver jewellery', 'silver jewellery wholesaler', 'hallmarked silver', 'wholesale jewellery India'],
  titleTemplate: '',
  ogImage: '',
  twitter: '',
  pages: {},
  robots: { disallow: [], blockAll: false },
};

/** The paths robots.txt always disallows: private and per-visitor pages. */
export const PRIVATE_PATHS = ['/admin', '/account', '/checkout', '/cart', '/order-confirmation/', '/search'] as const;

/** "Floral ring" with the template `%s | Rajatmaya Silver` → "Floral ring | Rajatmaya Silver". */
export function applyTitleTemplate(template: string, title: string, brand: string): string {
  if (title === brand) return title;
  const pattern = template.includes('%s') ? template : `%s | ${brand}`;
  return pattern.replace('%s', title);
}

/** The route whose title is the site title (SEO Management's "Site title"). */
export const HOME_ROUTE_ID = 'home';

/**
 * A page's title: `title` as the page names itself (og:title) and `full` for <title>. The home page
 * is named by the shop itself, so its title is used whole, never through the template (which would
 * add the shop's name a second time): its own override from SEO Management, else the site title.
 * Every other page (and a home page with neither) puts its override, else its own title, through
 * the template.
 */
export function pageTitleOf(
  routeId: string | undefined,
  ownTitle: string,
  seo: Pick<GlobalSeo, 'title' | 'titleTemplate' | 'pages'> | undefined,
  brand: string,
): { title: string; full: string } {
  const override = routeId ? seo?.pages[routeId]?.title : undefined;
  if (routeId === HOME_ROUTE_ID) {
    const whole = override || seo?.title;
    if (whole) return { title: whole, full: whole };
  }
  const title = override || ownTitle;
  return { title, full: applyTitleTemplate(seo?.titleTemplate ?? '', title, brand) };
}

function asOverrides(value: unknown): Record<string, PageSeoOverride> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value as Record<string, unknown>).flatMap(([routeId, raw]) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const override = { title: asString(item['title']).trim(), description: asString(item['description']).trim() };
    return override.title || override.description ? [[routeId, override] as const] : [];
  });
  return Object.fromEntries(entries);
}

/** The stored document as a complete GlobalSeo (defaults for what is missing or malformed). */
export function toGlobalSeo(data: Record<string, unknown>): GlobalSeo {
  const keywords = data['keywords'];
  const robots = (typeof data['robots'] === 'object' && data['robots'] !== null ? data['robots'] : {}) as Record<string, unknown>;
  return {
    title: asString(data['title']) || defaultGlobalSeo.title,
    description: asString(data['description']) || defaultGlobalSeo.description,
    keywords: Array.isArray(keywords)
      ? asStringList(keywords)
      : typeof keywords === 'string'
        ? keywords
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : defaultGlobalSeo.keywords,
    titleTemplate: asString(data['titleTemplate']),
    ogImage: asString(data['ogImage']),
    twitter: asString(data['twitter']),
    pages: asOverrides(data['pages']),
    robots: { disallow: asStringList(robots['disallow']), blockAll: robots['blockAll'] === true },
  };
}

export async function fetchGlobalSeo(db: Firestore | null): Promise<GlobalSeo> {
  if (!db) return defaultGlobalSeo;
  try {
    const snapshot = await getDoc(doc(db, SEO, GLOBAL_SEO_ID));
    return toGlobalSeo(snapshot.data() ?? {});
  } catch (error) {
    console.warn('SEO settings unavailable, using defaults:', error instanceof Error ? error.message : error);
    return defaultGlobalSeo;
  }
}
