// SEO Management, end to end: an admin sets a title template, a page's own title and description, an
// X handle and a path to keep out of search engines; the shop's HTML and robots.txt carry them on
// the next load. Keeping the whole site out turns every crawler away and marks pages noindex. The
// page also counts the sitemap and shows a product's structured data. The seeded document is put
// back afterwards.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signIn } from '../../support/accounts';
import { patchStored, queryStored, readStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 180_000 });

test('an admin changes titles, descriptions and robots rules, and the shop follows on the next load', async ({ page, request }) => {
  const seeded = await readStored('seo/global');
  if (!seeded) throw new Error('the seed has no seo/global');
  const stamp = Date.now().toString(36);
  const aboutTitle = `Our silver story ${stamp}`;
  const aboutDescription = `Three generations of silversmiths in Jaipur ${stamp}.`;
  try {
    await signIn(page, DEMO_ADMIN);
    await gotoHydrated(page, '/admin/seo');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO Management' })).toBeVisible();

    // A template without %s is refused next to its field.
    const template = page.getByRole('textbox', { name: 'Title template (optional)' });
    await template.fill('Rajatmaya');
    await page.getByRole('button', { name: 'Save SEO settings' }).click();
    await expect(template).toBeFocused();
    await expect(page.getByText('Put %s where the page title goes')).toBeVisible();

    await template.fill('%s — Rajatmaya Silver');
    await page.getByRole('textbox', { name: 'X (Twitter) handle (optional)' }).fill('@rajatmaya');
    await page.getByRole('textbox', { name: 'Title of /about (optional)' }).fill(aboutTitle);
    await page.getByRole('textbox', { name: 'Description of /about (optional)' }).fill(aboutDescription);
    // The row's search-result preview follows as typed.
    await expect(page.getByRole('group', { name: `Search result preview: ${aboutTitle} — Rajatmaya Silver` })).toContainText(aboutDescription);
    await page.getByRole('textbox', { name: 'Paths to keep out of search engines (one per line) (optional)' }).fill(`/private-offers-${stamp}`);
    await page.getByRole('button', { name: 'Save SEO settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'SEO settings saved.' })).toBeVisible();
    expect(await readStored('seo/global')).toMatchObject({
      titleTemplate: '%s — Rajatmaya Silver',
      twitter: '@rajatmaya',
      pages: { about: { title: aboutTitle, description: aboutDescription } },
      robots: { disallow: [`/private-offers-${stamp}`], blockAll: false },
    });
    expect((await queryStored('adminAudit', 'action', 'seo.update')).length).toBeGreaterThan(0);

    // The shop's HTML on the next load (the shared reads learn of the change within a second).
    await expect
      .poll(async () => {
        const html = await (await request.get('/about')).text();
        return /<title>([^<]*)<\/title>/.exec(html)?.[1];
      })
      .toBe(`${aboutTitle} — Rajatmaya Silver`);
    const about = await (await request.get('/about')).text();
    expect(about).toContain(`<meta name="description" content="${aboutDescription}"/>`);
    expect(about).toContain('<meta name="twitter:site" content="@rajatmaya"/>');
    expect(about).not.toContain('name="robots"');
    const faqs = await (await request.get('/faqs')).text();
    expect(/<title>([^<]*)<\/title>/.exec(faqs)?.[1]).toBe('FAQs — Rajatmaya Silver');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Disallow: /private-offers-${stamp}\n`);
    expect(robots).toContain('Disallow: /admin\n');

    // The home page is titled by the site title, used whole (the template adds nothing to it)…
    const titleOf = async (path: string) => /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1];
    const siteTitle = `Rajatmaya Silver | Wholesale silver ${stamp}`;
    await page.getByRole('textbox', { name: "Site title (the home page's)" }).fill(siteTitle);
    await page.getByRole('button', { name: 'Save SEO settings' }).click();
    await expect.poll(async () => (await readStored('seo/global'))?.['title']).toBe(siteTitle);
    await expect.poll(() => titleOf('/')).toBe(siteTitle);
    // …and by its own title from the Pages table when it has one, with the shop's name once.
    const ownHomeTitle = `Silver jewellery wholesale | Rajatmaya ${stamp}`;
    await page.getByRole('textbox', { name: 'Title of / (optional)' }).fill(ownHomeTitle);
    await expect(page.getByRole('group', { name: `Search result preview: ${ownHomeTitle}` })).toBeVisible();
    await page.getByRole('button', { name: 'Save SEO settings' }).click();
    await expect.poll(async () => (await readStored('seo/global'))?.['pages']).toMatchObject({ home: { title: ownHomeTitle } });
    await expect.poll(() => titleOf('/')).toBe(ownHomeTitle);

    // A staging copy: every crawler turned away, every page noindex.
    await page.getByRole('checkbox', { name: /Keep the whole site out of search engines/ }).check();
    await page.getByRole('button', { name: 'Save SEO settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'SEO settings saved.' })).toBeVisible();
    await expect.poll(async () => (await request.get('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n');
    expect(await (await request.get('/products')).text()).toContain('<meta name="robots" content="noindex"/>');

    // What crawlers get: the sitemap counted by kind, a product's structured data.
    await page.getByRole('button', { name: 'Count the sitemap' }).click();
    const counts = page.getByRole('table', { name: 'Sitemap contents' });
    await expect(counts.getByRole('row', { name: /^Products/ })).toContainText(/\d/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const products = (sitemap.match(/<loc>[^<]*\/product\//g) ?? []).length;
    await expect(counts.getByRole('row', { name: /^Products/ }).getByRole('cell')).toHaveText(new Intl.NumberFormat('en-IN').format(products));
    await page.getByRole('textbox', { name: 'Product SKU' }).fill('SLV-RNG-0001');
    await page.getByRole('button', { name: 'Show the structured data' }).click();
    const json = page.getByLabel('Structured data (JSON-LD)');
    await expect(json).toContainText('"@type": "Product"');
    await expect(json).toContainText('"sku": "SLV-RNG-0001"');
    await expect(json).toContainText('"priceCurrency": "INR"');
  } finally {
    await patchStored('seo/global', {
      titleTemplate: undefined,
      twitter: undefined,
      pages: undefined,
      robots: undefined,
      title: seeded['title'],
      description: seeded['description'],
      keywords: seeded['keywords'],
    });
  }
  await expect.poll(async () => (await request.get('/robots.txt')).text()).toContain('Disallow: /admin\n');
});
