// The storefront pages the browser benchmarks open (bench:lighthouse, bench:startup): paths, or
// category, product and post for the sitemap's first of each.

const DEFAULT_AUDIT_PAGES = ['/', '/products', 'category', 'product', '/blogs', 'post'];

/** The pages named in `list` (a comma-separated BENCH_LIGHTHOUSE_PAGES-style value), as paths. */
export async function auditPages(origin: string, list: string | undefined, variable: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const first = (pattern: RegExp): string => {
    const found = sitemap.match(pattern)?.[1];
    if (!found) throw new Error(`The sitemap lists nothing like ${pattern}: is the demo data loaded?`);
    return found;
  };
  const named: Record<string, () => string> = {
    category: () => first(/<loc>[^<]*(\/category\/[^<]+)<\/loc>/),
    product: () => first(/<loc>[^<]*(\/product\/[^<]+)<\/loc>/),
    post: () => first(/<loc>[^<]*(\/blogs\/[^<]+)<\/loc>/),
  };
  const pages = list?.split(',') ?? DEFAULT_AUDIT_PAGES;
  return pages.map((page) => {
    if (page.startsWith('/')) return page;
    const pick = named[page];
    if (!pick) throw new Error(`${variable}: "${page}" is neither a path (starting with /) nor one of ${Object.keys(named).join(', ')}.`);
    return pick();
  });
}
