// robots.txt and sitemap.xml. The sitemap lists the public static routes of the route table;
// products, categories and blog posts are added by their remotes' sitemap contributions.
import { routeTable } from '../config/route-table';

export function renderRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /account',
    'Disallow: /checkout',
    'Disallow: /cart',
    'Disallow: /order-confirmation/',
    'Disallow: /search',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

export async function renderSitemap(origin: string): Promise<string> {
  const urls = routeTable
    .filter((entry) => entry.sitemap)
    .map((entry) => entry.path.replace(/\/:[^/]+\?$/, ''))
    .map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
