// The stored-XSS corpus through the blog editor's save path: what the form accepts is stored as
// typed (blogPostFormSchema → blogPostFieldsOf), read back as the public page reads it (toBlogPost)
// and rendered by the component the editor's preview and the public post share — inert every time.
// Image fields refuse script and data addresses before anything is written.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'shared-router';
import { readingMinutesOf, toBlogPost } from 'shared-data';
import { blogPostFieldsOf, blogPostFormSchema, type BlogPostFormValues } from 'shared-data/admin';
import { MarkdownContent } from 'shared-ui/markdown';
import { inertProblems, XSS_CORPUS } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';

const form = (overrides: Partial<BlogPostFormValues>): BlogPostFormValues => ({
  title: 'Care guide',
  slug: 'care-guide',
  excerpt: '',
  authorName: '',
  authorRole: '',
  tags: [],
  cover: null,
  body: '',
  seoTitle: '',
  seoDescription: '',
  seoImage: '',
  ...overrides,
});

describe('the blog editor saves untrusted Markdown safely', () => {
  it.each(XSS_CORPUS)('%s: stored as typed, rendered inert', (name, markdown) => {
    const parsed = blogPostFormSchema.safeParse(form({ body: markdown }));
    if (!parsed.success) throw new Error(`${name}: the form refused it: ${parsed.error.message}`);
    const stored = blogPostFieldsOf(parsed.data, readingMinutesOf(parsed.data.body));
    const post = toBlogPost('p1', { ...stored, status: 'published' });
    expect(post.body).toBe(markdown.replace(/\r\n/g, '\n').trim());
    const { container } = render(
      <MemoryRouter>
        <MarkdownContent markdown={post.body} />
      </MemoryRouter>,
    );
    expect(inertProblems(container)).toEqual([]);
  });

  it.each([['javascript:alert(1)'], ['data:image/svg+xml,<svg onload=alert(1)>'], ['//evil.example/a.png'], ['http://plain.example/a.png']])(
    'refuses %s as the cover or the social image',
    (src) => {
      const cover = blogPostFormSchema.safeParse(form({ cover: { src, alt: 'A ring', width: 1200, height: 675 } }));
      expect(cover.success).toBe(false);
      const social = blogPostFormSchema.safeParse(form({ seoImage: src }));
      expect(social.success).toBe(false);
    },
  );

  it('keeps a library cover and an https social image', () => {
    const parsed = blogPostFormSchema.parse(
      form({ cover: { src: '/media/library/ring-640.webp', alt: ' A ring ', width: 640, height: 360 }, seoImage: 'https://cdn.example/og.png' }),
    );
    expect(blogPostFieldsOf(parsed, 1)).toMatchObject({
      cover: { src: '/media/library/ring-640.webp', alt: 'A ring' },
      seo: { image: 'https://cdn.example/og.png' },
    });
  });
});
