// The informational pages (issue 6): each renders its stored Markdown (`pages/{slug}`) with its
// own description; About states the settings' claims; FAQs is an accordion with FAQPage JSON-LD;
// Careers lists the open positions only.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { titlePattern } from '../../support/routes';
import { queryStored, readStored } from '../../support/stored-documents';

const PAGES = [
  { path: '/about', slug: 'about', title: 'About Us' },
  { path: '/privacy-policy', slug: 'privacy-policy', title: 'Privacy Policy' },
  { path: '/shipping', slug: 'shipping', title: 'Shipping Policy' },
  { path: '/returns', slug: 'returns', title: 'Returns & Refunds' },
  { path: '/terms-conditions', slug: 'terms-conditions', title: 'Terms & Conditions' },
  { path: '/faqs', slug: 'faqs', title: 'FAQs' },
  { path: '/careers', slug: 'careers', title: 'Careers' },
];

/** The text of a Markdown heading as a reader sees it. */
const plain = (markdown: string) =>
  markdown
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .trim();

for (const { path, slug, title } of PAGES) {
  test(`${path} renders its stored text with its own description`, async ({ page, request }) => {
    const stored = await readStored(`pages/${slug}`);
    expect(stored).not.toBeNull();
    const body = String(stored?.['body']);
    const html = await (await request.get(path)).text();
    expect(html).toContain(
      `<meta name="description" content="${String(stored?.['description']).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')}"/>`,
    );

    await gotoHydrated(page, path);
    await expect(page).toHaveTitle(titlePattern(title));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: String(stored?.['title']) })).toBeVisible();
    const headings = [...body.matchAll(/^## (.+)$/gm)].map((match) => plain(match[1] ?? ''));
    for (const heading of headings) await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    // The first paragraph of the stored body, as text.
    const firstParagraph = body.split(/\n\n/).find((block) => /^[A-Z]/.test(block) && !block.startsWith('#'));
    if (firstParagraph) await expect(main).toContainText(plain(firstParagraph).split('\n')[0]!.replace(/\*+/g, '').slice(0, 60));
    await expect(main.getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    // Stored Markdown is rendered, never shown as raw markup.
    await expect(main).not.toContainText('**');
    await expect(main).not.toContainText('## ');
  });
}

test('a page reached by client-side navigation renders its stored text too (its loader lexes it in the browser)', async ({ page }) => {
  const stored = await readStored('pages/shipping');
  const headings = [...String(stored?.['body']).matchAll(/^## (.+)$/gm)].map((match) => plain(match[1] ?? ''));
  expect(headings.length).toBeGreaterThan(0);
  await gotoHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Policy' }).click();
  await expect(page).toHaveURL(/\/shipping$/);
  for (const heading of headings) await expect(page.getByRole('main').getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
});

test('the shipping table can be reached and scrolled from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/shipping');
  const box = page.getByRole('main').getByRole('region', { name: 'Table: Destination, Typical delivery after dispatch' });
  await expect(box.getByRole('table')).toBeVisible();
  await box.focus();
  await expect(box).toBeFocused();
});

test('the about page states the claims from the settings', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const claims = page.getByRole('list', { name: 'At a glance' });
  await expect(claims.getByRole('listitem')).toHaveText([
    'More than 1,000 jewellers served',
    'Over 15 years in business',
    'Dispatch from ready stock',
    'Imports from Italy, Turkey and Hong Kong',
  ]);
});

test('the FAQs are an accordion with FAQPage structured data', async ({ page, request }) => {
  const stored = await readStored('pages/faqs');
  const items = stored?.['items'] as Array<{ question: string; answer: string }>;
  const html = await (await request.get('/faqs')).text();
  expect(html).toContain('"@type":"FAQPage"');

  await gotoHydrated(page, '/faqs');
  const questions = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');
  await expect(questions).toHaveCount(items.length);
  const first = page.getByRole('button', { name: items[0]!.question });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  const answer = page.locator(`#${(await first.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
  await expect(answer).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(plain(items[0]!.answer).slice(0, 30));
  await first.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}') as {
    mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
  };
  expect(jsonLd.mainEntity).toHaveLength(items.length);
  expect(jsonLd.mainEntity[0]).toMatchObject({ name: items[0]!.question, acceptedAnswer: { text: expect.not.stringContaining('**') } });
});

test('careers lists the open positions newest first and not the closed one', async ({ page }) => {
  const open = (await queryStored('careers', 'active', true)).sort((a, b) => (b['postedAt'] as Date).getTime() - (a['postedAt'] as Date).getTime());
  const closed = await queryStored('careers', 'active', false);
  await gotoHydrated(page, '/careers');
  const openings = page.getByRole('region', { name: 'Open positions' });
  await expect(openings.getByRole('heading', { level: 3 })).toHaveText(open.map((job) => String(job['title'])));
  for (const job of closed) await expect(page.getByText(String(job['title']))).toHaveCount(0);
  await expect(openings.getByRole('link', { name: `Apply for ${open[0]?.['title']}` })).toHaveAttribute('href', /^mailto:/);
});
