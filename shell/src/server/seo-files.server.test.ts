// @vitest-environment node
import { renderRobotsTxt, renderSitemapDocument, SITEMAP_PAGE_SIZE, staticSitemapEntries } from './seo-files.server';

const origin = 'https://shop.example';

describe('the sitemap', () => {
  it('lists every public static route of the route table, and no private one', () => {
    const paths = staticSitemapEntries().map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/products', '/category', '/about', '/blogs', '/contact', '/faqs', '/careers', '/shipping']));
    expect(paths.some((path) => path.startsWith('/admin') || path.startsWith('/account') || path.includes(':'))).toBe(false);
  });

  it('is one urlset up to 5,000 URLs, with last-modified dates and escaped locations', () => {
    const xml = renderSitemapDocument([{ path: '/product/A&B/x', lastModified: '2026-01-02' }], origin, 0) ?? '';
    expect(xml).toContain('<urlset');
    expect(xml).toContain('<loc>https://shop.example/product/A&amp;B/x</loc><lastmod>2026-01-02</lastmod>');
    expect(renderSitemapDocument([{ path: '/' }], origin, 1)).toBeNull();
  });

  it('becomes an index of pages past 5,000 URLs', () => {
    const entries = Array.from({ length: SITEMAP_PAGE_SIZE * 2 + 1 }, (_, index) => ({ path: `/p/${index}` }));
    const index = renderSitemapDocument(entries, origin, 0) ?? '';
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain('<loc>https://shop.example/sitemap-3.xml</loc>');
    expect(renderSitemapDocument(entries, origin, 3)?.match(/<url>/g)).toHaveLength(1);
    expect(renderSitemapDocument(entries, origin, 1)?.match(/<url>/g)).toHaveLength(SITEMAP_PAGE_SIZE);
    expect(renderSitemapDocument(entries, origin, 4)).toBeNull();
  });

  it('robots.txt points at the sitemap and keeps crawlers out of private areas', () => {
    const robots = renderRobotsTxt(origin);
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /account');
  });

  it("robots.txt adds SEO Management's paths, and shuts everything when the site is kept out of search engines", () => {
    const robots = renderRobotsTxt(origin, { disallow: ['/drafts', '/admin', 'no-slash'], blockAll: false });
    expect(robots.match(/^Disallow: \/admin$/gm)).toHaveLength(1);
    expect(robots).toContain('Disallow: /drafts\n');
    expect(robots).not.toContain('no-slash');
    expect(renderRobotsTxt(origin, { disallow: ['/drafts'], blockAll: true })).toBe('User-agent: *\nDisallow: /\n');
  });
});
