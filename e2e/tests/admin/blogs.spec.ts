// Manage Blogs, end to end: an admin writes a post with a cover from the media library, saves it as
// a draft (a shopper gets 404, the admin previews it at its real address), schedules it for the
// first whole minute at least 30 s ahead (it appears on /blogs and in the sitemap only from then,
// published by the local backend's run of the schedule), renames its address (the old one answers
// 301 to the new one), and finds unsaved text restored after the tab was closed. The post is deleted
// afterwards.
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signIn } from '../../support/accounts';
import { uploadDescribedImage } from '../../support/media';
import { deleteStored, queryStored, readStored, type Stored } from '../../support/stored-documents';

test.describe.configure({ timeout: 300_000 });

async function storedPost(slug: string): Promise<Stored | null> {
  return (await queryStored('blogs', 'slug', slug))[0] ?? null;
}

/** `YYYY-MM-DDTHH:MM` in the page's time zone, `seconds` from now rounded up to the next minute. */
function scheduleInput(page: Page, seconds: number): Promise<{ value: string; at: number }> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return { value: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`, at: at.getTime() };
  }, seconds);
}

test('an admin writes, previews, schedules and renames a post, and shoppers see it only when it is live', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const title = `Toe rings for every day ${stamp}`;
  const slug = `toe-rings-for-every-day-${stamp}`;
  const renamed = `everyday-toe-rings-${stamp}`;
  const imageName = `toe-rings-${stamp}.png`;
  const alt = `A pair of silver toe rings ${stamp}`;
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  let postId: string | null = null;
  try {
    await signIn(page, DEMO_ADMIN);
    await uploadDescribedImage(page, imageName, alt);

    await gotoHydrated(page, '/admin/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Blogs - Glam Buzz' })).toBeVisible();
    await page.getByRole('link', { name: 'Write a post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    // The address follows the title until it is edited.
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(slug);
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('Light, adjustable and made for daily wear.');
    await page.getByRole('textbox', { name: 'Author (optional)', exact: true }).fill('Meera Joshi');
    const tag = page.getByRole('combobox', { name: 'Add a tag' });
    await tag.fill('toe rings');
    await tag.press('Enter');
    await expect(page.getByRole('list', { name: /Tags/ }).getByRole('listitem')).toHaveText(['toe rings×']);
    await page.getByRole('group', { name: 'Cover image' }).getByRole('button', { name: 'Choose from the media library' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Use ${alt}` })
      .click();
    await expect(page.getByRole('group', { name: 'Cover image' }).getByRole('img', { name: alt })).toBeVisible();

    // The toolbar formats the selection; the preview renders it as the shop will.
    const body = page.getByRole('textbox', { name: 'Post text (Markdown)' });
    await body.fill('Wear them every day.');
    await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(10, 15));
    await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
    await expect(body).toHaveValue('Wear them **every** day.');
    await expect(page.getByRole('region', { name: 'Preview of the post' }).getByText('every', { exact: true })).toHaveJSProperty('tagName', 'STRONG');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs\/[A-Za-z0-9]+\?created=1$/);
    await expect.poll(async () => (await storedPost(slug))?.['status']).toBe('draft');
    const draft = await storedPost(slug);
    postId = draft?.__id ?? null;
    expect(draft).toMatchObject({ title, tags: ['toe rings'], author: { name: 'Meera Joshi', role: '' }, readingMinutes: 1 });
    expect((draft?.['cover'] as { alt: string }).alt).toBe(alt);

    // A shopper gets 404; the admin previews the draft at its real address.
    expect((await shopper.goto(`/blogs/${slug}`))?.status()).toBe(404);
    const preview = await page.context().newPage();
    expect((await preview.goto(`/blogs/${slug}`))?.status()).toBe(200);
    await expect(preview.getByRole('note')).toContainText('This post is a draft');
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await preview.close();

    // Scheduled for a whole minute 30–90 s ahead (time enough to see it hidden on a busy machine):
    // still hidden, then live once the schedule has run.
    await gotoHydrated(page, `/admin/blogs/${postId}`);
    const { value, at } = await scheduleInput(page, 30);
    await page.getByLabel("Publish on (this computer's time)").fill(value);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scheduled: the post goes live on' })).toBeVisible();
    const scheduled = await readStored(`blogs/${postId}`);
    expect(scheduled?.['status']).toBe('scheduled');
    expect((scheduled?.['publishAt'] as Date).getTime()).toBe(at);
    expect((await shopper.goto(`/blogs/${slug}`))?.status()).toBe(404);
    expect(await (await shopper.request.get('/sitemap.xml')).text()).not.toContain(`/blogs/${slug}<`);

    await expect.poll(async () => (await readStored(`blogs/${postId}`))?.['status'], { timeout: 150_000, intervals: [2_000] }).toBe('published');
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    expect(((await readStored(`blogs/${postId}`))?.['publishedAt'] as Date).getTime()).toBe(at);
    await expect
      .poll(async () => {
        await shopper.goto('/blogs');
        return shopper.getByRole('main').getByRole('heading', { level: 2, name: title }).count();
      })
      .toBe(1);
    expect(await (await shopper.request.get('/sitemap.xml')).text()).toContain(`/blogs/${slug}<`);

    // Renamed: the old address sends shoppers and search engines to the new one.
    await gotoHydrated(page, `/admin/blogs/${postId}`);
    await page.getByRole('textbox', { name: 'Address' }).fill(renamed);
    await expect(page.getByText(`Shoppers and search engines that use /blogs/${slug} are sent to the new address.`)).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
    expect(await readStored(`blogs/${postId}`)).toMatchObject({ slug: renamed, previousSlugs: [slug] });
    await expect
      .poll(async () => {
        const response = await shopper.request.get(`/blogs/${slug}`, { maxRedirects: 0 });
        return `${response.status()} ${response.headers()['location'] ?? ''}`;
      })
      .toBe(`301 /blogs/${renamed}`);
    expect((await shopper.goto(`/blogs/${slug}`))?.url()).toMatch(new RegExp(`/blogs/${renamed}$`));
    await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  } finally {
    await shopperContext.close();
    if (postId) await deleteStored(`blogs/${postId}`);
  }
});

test('unsaved text survives a closed tab, and a draft saves itself', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Anklet care notes ${stamp}`;
  const slug = `anklet-care-notes-${stamp}`;
  let postId: string | null = null;
  try {
    await signIn(page, DEMO_ADMIN);
    await gotoHydrated(page, '/admin/blogs/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Post text (Markdown)' }).fill('Dry them after a wash.');
    // The copy on this device is written as the person types; wait for it to hold both fields (a
    // busy machine may have written it after the title and not yet after the text), not for time.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const copies = Object.keys(localStorage).filter((key) => key.startsWith('shop.admin.blog-draft.'));
          return copies.length === 1 && (localStorage.getItem(copies[0]!) ?? '').includes('Dry them after a wash.');
        }),
      )
      .toBe(true);

    // The tab is closed without saving; the editor opened again offers the text back.
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await gotoHydrated(again, '/admin/blogs/new');
    await expect(again.getByRole('alert')).toContainText('were not saved, and were kept on this device');
    await again.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(again.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect(again.getByRole('textbox', { name: 'Post text (Markdown)' })).toHaveValue('Dry them after a wash.');
    await again.getByRole('button', { name: 'Save draft' }).click();
    await expect(again).toHaveURL(/\?created=1$/);
    await expect.poll(async () => (await storedPost(slug))?.['status']).toBe('draft');
    postId = (await storedPost(slug))?.__id ?? null;

    // A stored draft saves itself when typing pauses.
    await again.getByRole('textbox', { name: 'Post text (Markdown)' }).fill('Dry them after a wash. Store them apart.');
    await expect.poll(async () => (await readStored(`blogs/${postId}`))?.['body'], { timeout: 30_000 }).toBe('Dry them after a wash. Store them apart.');
    await expect(again.getByRole('status').filter({ hasText: 'Draft saved automatically' })).toBeVisible();
    const autosaves = await queryStored('adminAudit', 'action', 'blog.autosave');
    expect(autosaves.some((entry) => entry['target'] === `blogs/${postId}`)).toBe(true);

    // Deleting asks first, naming the post; Cancel keeps it.
    const deleteButton = again.getByRole('region', { name: 'Danger zone' }).getByRole('button', { name: 'Delete the post' });
    await deleteButton.click();
    const confirm = again.getByRole('dialog', { name: `Delete “${title}”?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(await readStored(`blogs/${postId}`)).not.toBeNull();
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete the post' }).click();
    await expect(again).toHaveURL(/\/admin\/blogs$/);
    await expect.poll(async () => readStored(`blogs/${postId}`)).toBeNull();
  } finally {
    if (postId) await deleteStored(`blogs/${postId}`);
  }
});
