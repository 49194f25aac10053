// Glam Buzz (issue 6): the list paginates and filters by tag, a post's title is the document title
// on the server and after client-side navigation, drafts and unknown slugs are 404, and reading a
// post sends view_content and scroll-depth events.
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { titlePattern } from '../../support/routes';
import { dataLayer } from '../../support/analytics';
import { queryStored } from '../../support/stored-documents';

/** Published posts as stored, newest first. */
async function publishedPosts() {
  const posts = await queryStored('blogs', 'status', 'published');
  return posts.sort((a, b) => (b['publishedAt'] as Date).getTime() - (a['publishedAt'] as Date).getTime());
}

const postTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });

test('the list shows published posts newest first with cover, excerpt, date and reading time, six to a page', async ({ page }) => {
  const posts = await publishedPosts();
  expect(posts.length).toBeGreaterThan(6);
  await gotoHydrated(page, '/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Glam Buzz - Latest Blogs' })).toBeVisible();
  await expect(postTitles(page)).toHaveText(posts.slice(0, 6).map((post) => String(post['title'])));

  const first = page.getByRole('main').getByRole('article').first();
  await expect(first.locator('img')).toHaveAttribute('width', '1200');
  await expect(first.locator('img')).toHaveAttribute('height', '675');
  await expect(first.getByText(String(posts[0]?.['excerpt']))).toBeVisible();
  await expect(first.getByText(`${posts[0]?.['readingMinutes']} min read`)).toBeVisible();
  await expect(first.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(page.getByRole('main').getByText('Styling Layered Silver Necklaces')).toHaveCount(0);

  // Older posts, then back to the newest.
  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pager.getByRole('link', { name: 'Newer posts' })).toHaveCount(0);
  await pager.getByRole('link', { name: 'Older posts' }).click();
  await expect(page).toHaveURL(/\/blogs\?after=/);
  await expect(postTitles(page)).toHaveText(posts.slice(6, 12).map((post) => String(post['title'])));
  await pager.getByRole('link', { name: 'Newer posts' }).click();
  await expect(page).toHaveURL(/\/blogs\?before=/);
  await expect(postTitles(page)).toHaveText(posts.slice(0, 6).map((post) => String(post['title'])));
  await expect(pager.getByRole('link', { name: 'Newer posts' })).toHaveCount(0);
});

test('the second page is server-rendered from its address', async ({ page, request }) => {
  const posts = await publishedPosts();
  const cursor = posts[5]?.__id ?? '';
  const html = await (await request.get(`/blogs?after=${cursor}`)).text();
  expect(html).toContain(String(posts[6]?.['title']));
  expect(html).not.toContain(`>${String(posts[0]?.['title'])}<`);
  await gotoHydrated(page, `/blogs?after=${cursor}`);
  await expect(postTitles(page).first()).toHaveText(String(posts[6]?.['title']));
});

test('tags filter the list through the address', async ({ page }) => {
  const tagged = (await publishedPosts()).filter((post) => (post['tags'] as string[]).includes('festive'));
  expect(tagged.length).toBeGreaterThan(1);
  await gotoHydrated(page, '/blogs');
  await page.getByRole('link', { name: 'Posts tagged festive' }).first().click();
  await expect(page).toHaveURL(/\/blogs\?tag=festive$/);
  await expect(page.getByText('Showing posts tagged')).toBeVisible();
  await expect(postTitles(page)).toHaveText(tagged.map((post) => String(post['title'])));
  await page.getByRole('link', { name: 'Show all posts' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(postTitles(page)).toHaveCount(6);

  await gotoHydrated(page, '/blogs?tag=no-such-tag');
  await expect(page.getByText('There are no posts tagged “no-such-tag” yet.')).toBeVisible();
});

test('a post’s title is the document title on the server and after client-side navigation', async ({ page, request }) => {
  const [newest, second] = await publishedPosts();
  const title = String(newest?.['title']);
  const html = await (await request.get(`/blogs/${newest?.['slug']}`)).text();
  expect(html).toContain(`<title>${title} | Rajatmaya Silver</title>`);
  expect(html).toContain('"@type":"Article"');
  expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:`);

  await gotoHydrated(page, '/blogs');
  await page.getByRole('main').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${newest?.['slug']}$`));
  await expect(page).toHaveTitle(titlePattern(title));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The body, lexed by the loader in the browser (this navigation loads the Markdown parser).
  const firstHeading = /^## (.+)$/m.exec(String(newest?.['body']))?.[1] ?? '';
  expect(firstHeading).not.toBe('');
  await expect(page.getByRole('article').getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();

  // Older/newer links move between posts and retitle the document.
  const more = page.getByRole('navigation', { name: 'More posts' });
  await expect(more.getByRole('link', { name: /Newer post/ })).toHaveCount(0);
  await more.getByRole('link', { name: /Older post/ }).click();
  await expect(page).toHaveTitle(titlePattern(String(second?.['title'])));
  await expect(page.getByRole('navigation', { name: 'More posts' }).getByRole('link', { name: /Newer post/ })).toContainText(title);
});

test('a post shows its author, date, cover, body, tags, share links and Article JSON-LD', async ({ page }) => {
  const [post] = await publishedPosts();
  await gotoHydrated(page, `/blogs/${post?.['slug']}`);
  const article = page.getByRole('article');
  const author = post?.['author'] as { name: string; role: string };
  await expect(article.getByText(`By ${author.name}, ${author.role}`)).toBeVisible();
  await expect(article.locator('header time')).toHaveAttribute('datetime', (post?.['publishedAt'] as Date).toISOString());
  const cover = post?.['cover'] as { src: string; alt: string };
  await expect(article.getByRole('img', { name: cover.alt })).toHaveAttribute('src', cover.src);
  const firstHeading = /^## (.+)$/m.exec(String(post?.['body']))?.[1] ?? '';
  await expect(article.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
  for (const tag of post?.['tags'] as string[]) {
    await expect(article.getByRole('list', { name: 'Tags of this post' }).getByRole('link', { name: `Posts tagged ${tag}` })).toBeVisible();
  }
  const url = page.url();
  const share = article.getByRole('region', { name: 'Share this post' });
  await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  );
  await expect(share.getByRole('link', { name: 'Share on X' })).toHaveAttribute('href', /^https:\/\/x\.com\/intent\/tweet\?/);
  await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  );
  for (const link of await share.getByRole('link').all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}') as Record<string, unknown>;
  expect(jsonLd).toMatchObject({
    '@type': 'Article',
    headline: post?.['title'],
    datePublished: (post?.['publishedAt'] as Date).toISOString(),
    author: { '@type': 'Person', name: author.name },
    mainEntityOfPage: { '@id': url },
  });
});

test('reading a post sends view_content once and each scroll depth once', async ({ page }) => {
  const [post] = await publishedPosts();
  await page.setViewportSize({ width: 1280, height: 600 });
  await gotoHydrated(page, `/blogs/${post?.['slug']}`);
  const depths = async () => (await dataLayer(page)).filter((event) => event.event === 'scroll_depth').map((event) => event['percent']);
  await expect
    .poll(async () => (await dataLayer(page)).filter((event) => event.event === 'view_content'))
    .toEqual([expect.objectContaining({ content_type: 'blog_post', content_id: post?.['slug'], title: post?.['title'] })]);
  expect(await depths()).toEqual([]);
  for (let i = 0; i < 40; i += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(40);
  }
  await expect.poll(depths).toEqual([25, 50, 75, 100]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(200);
  expect(await depths()).toEqual([25, 50, 75, 100]);
});

test.describe('not found', () => {
  test.use({ allowedConsole: FAILED_RESOURCE(404) });

  test('a draft’s address and an unknown slug are 404 with the Page Not Found screen', async ({ page, request }) => {
    const [draft] = await queryStored('blogs', 'status', 'draft');
    expect(draft).toBeDefined();
    for (const path of [`/blogs/${draft?.['slug']}`, '/blogs/no-such-post']) {
      expect((await request.get(path)).status()).toBe(404);
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByText(String(draft?.['title']))).toHaveCount(0);
    }
  });
});
