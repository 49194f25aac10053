// robots.txt and the sitemap. The sitemap lists the public static routes of the route table plus
// what the remotes contribute through their `./sitemap` expose (products, categories, posts);
// past 5,000 URLs it becomes a sitemap index of numbered pages.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Firestore } from 'firebase/firestore/lite';
import { routeTable, staticPathOf, type RemoteName } from 'shared-data/routes';
import { PRIVATE_PATHS, type SeoRobots } from 'shared-data';
import { UNAVAILABLE_MARKER } from 'federation-plugins/fallback-plugin';
import type { RemoteRegistry } from './remote-registry.server';

export const SITEMAP_PAGE_SIZE = 5000;
const CONTRIBUTORS: RemoteName[] = ['catalog', 'content'];

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

interface SitemapModule {
  sitemapEntries(context: { db: Firestore | null; origin: string }): Promise<SitemapEntry[]>;
}

/**
 * robots.txt from SEO Management's rules: the private paths always, the admin's extra paths, or
 * everything when the site is kept out of search engines (a staging site).
 */
export function renderRobotsTxt(origin: string, robots: SeoRobots = { disallow: [], blockAll: false }): string {
  if (robots.blockAll) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  const extra = robots.disallow.filter((path) => /^\/[^\s]*$/.test(path) && !(PRIVATE_PATHS as readonly string[]).includes(path));
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    ...extra.map((path) => `Disallow: ${path}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

export function staticSitemapEntries(): SitemapEntry[] {
  return routeTable.flatMap((entry) => {
    const path = entry.sitemap ? staticPathOf(entry) : null;
    return path ? [{ path }] : [];
  });
}

/** Every entry: the static routes, then each contributing remote's (a remote that is down is skipped). */
export async function collectSitemapEntries(
  registry: RemoteRegistry,
  db: Firestore | null,
  origin: string,
): Promise<{ entries: SitemapEntry[]; complete: boolean }> {
  const entries = staticSitemapEntries();
  let complete = true;
  for (const remote of CONTRIBUTORS) {
    try {
      await registry.ensureFresh(remote);
      const module = await loadRemote<SitemapModule | Record<string, unknown>>(`${remote}/sitemap`);
      if (!module || UNAVAILABLE_MARKER in module || typeof (module as SitemapModule).sitemapEntries !== 'function') {
        throw new Error('no sitemap module');
      }
      entries.push(...(await (module as SitemapModule).sitemapEntries({ db, origin })));
    } catch (error) {
      complete = false;
      console.warn(`Sitemap: the ${remote} remote's entries are missing:`, error instanceof Error ? error.message : error);
    }
  }
  const seen = new Set<string>();
  return { entries: entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path)), complete };
}

function urlset(entries: SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(new URL(entry.path, origin).href)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * `/sitemap.xml` (page 0) is the whole list, or an index when there are more than 5,000 URLs;
 * `/sitemap-<n>.xml` are the index's pages. null: no such page.
 */
export function renderSitemapDocument(entries: SitemapEntry[], origin: string, page: number): string | null {
  const pages = Math.ceil(entries.length / SITEMAP_PAGE_SIZE);
  if (page === 0) {
    if (pages <= 1) return urlset(entries, origin);
    const items = Array.from({ length: pages }, (_, index) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
  }
  if (page > pages || pages <= 1) return null;
  return urlset(entries.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE), origin);
}
