// The blog editor and its parts together: the toolbar formats the selected text, tags are added and
// removed, scheduling asks for a time, the changes kept on this device are offered back, a stored
// draft saves itself when typing pauses, and a conflicting save shows the shared conflict notice.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import { toBlogPost, type BlogPost } from 'shared-data';
import { ConflictError } from 'shared-data/admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogSave } from '../../../lib/admin-blogs';
import { writeLocalCopy } from '../lib/local-copy';

const saveBlogPost = vi.fn<(save: BlogSave) => Promise<void>>();
vi.mock('shared-auth', () => ({ useAuthUser: () => ({ uid: 'root', email: 'admin@example.com' }) }));
vi.mock('../../../lib/signed-in-db', () => ({ loadSignedInDb: async () => ({}) }));
vi.mock('../../../lib/admin-blogs', () => ({
  saveBlogPost: (save: BlogSave) => saveBlogPost(save),
  blogSlugUsedBy: async () => null,
  fetchAdminPost: async () => draft,
  deleteBlogPost: vi.fn(),
}));

const { BlogEditor } = await import('./blog-editor');

const draft: BlogPost = toBlogPost('p1', {
  title: 'Caring for silver',
  slug: 'caring-for-silver',
  body: 'Dry them after a wash.',
  status: 'draft',
  updatedAt: new Date('2026-11-20T10:00:00Z'),
});

function renderEditor(post: BlogPost | null) {
  const router = createMemoryRouter(
    [{ path: '*', element: <BlogEditor postId="p1" post={post} tagSuggestions={['anklets']} origin="https://shop.example" /> }],
    { initialEntries: ['/admin/blogs/p1'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => saveBlogPost.mockReset().mockResolvedValue(undefined));
afterEach(() => vi.useRealTimers());

describe('BlogEditor', () => {
  it('formats the selected text, adds and removes tags, and asks for the time to schedule', async () => {
    const user = userEvent.setup();
    renderEditor(null);
    const body = screen.getByRole('textbox', { name: 'Post text (Markdown)' });
    await user.type(body, 'Wear them every day.');
    (body as HTMLTextAreaElement).setSelectionRange(10, 15);
    await user.click(within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name: 'Bold' }));
    expect(body).toHaveValue('Wear them **every** day.');

    await user.type(screen.getByRole('combobox', { name: 'Add a tag' }), 'toe  rings{Enter}');
    const tags = screen.getByRole('list', { name: /Tags/ });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['toe rings×']);
    await user.click(screen.getByRole('button', { name: 'Remove the tag toe rings' }));
    expect(within(tags).queryAllByRole('listitem')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the date and time to publish the post.');
    expect(saveBlogPost).not.toHaveBeenCalled();
  });

  it('offers back the changes this device kept, and restores them', async () => {
    const user = userEvent.setup();
    writeLocalCopy('p1', {
      values: { ...toValues(draft), title: 'Caring for silver at home' },
      baseUpdatedAt: draft.updatedAt,
      savedAt: '2026-11-21T09:30:00.000Z',
    });
    renderEditor(draft);
    expect(screen.getByRole('alert')).toHaveTextContent('were not saved, and were kept on this device');
    await user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Caring for silver at home');
    expect(screen.queryByRole('button', { name: 'Restore my changes' })).toBeNull();
  });

  it('saves a stored draft by itself once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderEditor(draft);
    await user.type(screen.getByRole('textbox', { name: 'Post text (Markdown)' }), ' Store them apart.');
    expect(saveBlogPost).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(4_500));
    expect(saveBlogPost).toHaveBeenCalledTimes(1);
    expect(saveBlogPost.mock.calls[0]?.[0]).toMatchObject({ postId: 'p1', intent: { kind: 'draft' }, auto: true });
    expect(await screen.findByText(/Draft saved automatically at/)).toBeInTheDocument();
  });

  it('shows what someone else changed when a save conflicts, and keeps mine on request', async () => {
    const user = userEvent.setup();
    saveBlogPost.mockRejectedValueOnce(new ConflictError('Someone else changed this.', {}, { title: { from: 'Caring for silver', to: 'Silver care' } }));
    renderEditor(draft);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const notice = await screen.findByRole('alert', { name: 'Someone else changed this post' });
    expect(notice).toHaveTextContent('Changed: title.');
    await user.click(within(notice).getByRole('button', { name: 'Keep mine (then save again)' }));
    expect(screen.queryByRole('alert', { name: 'Someone else changed this post' })).toBeNull();
  });
});

function toValues(post: BlogPost) {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    authorName: post.author.name,
    authorRole: post.author.role,
    tags: post.tags,
    cover: null,
    body: post.body,
    seoTitle: post.seo.title,
    seoDescription: post.seo.description,
    seoImage: post.seo.image,
  };
}
