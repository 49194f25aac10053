// `/blogs/:slug` (Blog Post, titled with the post's title): author, date, cover, body, tags,
// newer/older links, share links and Article JSON-LD. Drafts, scheduled posts and unknown slugs are
// 404 — except for a signed-in administrator, who sees a draft or scheduled post at its real address
// under a "Preview" banner (not indexed, never shared between requests). A slug the post was
// published under before redirects (301) to its current address. Viewing a
// post sends `view_content`, and reading it `scroll_depth` at 25/50/75/100 %.
import { useEffect, useRef } from 'react';
import { data, Link, redirect } from 'shared-router';
import { defineRoute, track, useRouteData, type BlogPost, type RemoteLoaderArgs } from 'shared-data';
import { safeImageSrc } from 'shared-ui';
import { MarkdownView, type MarkdownTokens } from 'shared-ui/markdown-view';
import { fetchPostForPreview, fetchPublishedPost, fetchRenamedPostSlug, type BlogPostLink, type BlogPostWithNeighbours } from '../lib/blog-posts';
import { sharedRead } from '../lib/shared-read';
import { ShareLinks } from '../features/blog/components/share-links';
import { TagLinks } from '../features/blog/components/tag-links';
import { useScrollDepth } from '../features/blog/hooks/use-scroll-depth';
import { LoadProblem } from '../components/load-problem';
import '../features/blog/blog.css';

type BlogPostData =
  | {
      status: 'ok';
      /** The post without its Markdown source: the page renders `body`. */
      post: Omit<BlogPost, 'body'>;
      /** The body lexed where the loader runs, so hydrating the page does not load the Markdown parser. */
      body: MarkdownTokens;
      newer: BlogPostLink | null;
      older: BlogPostLink | null;
      path: string;
      url: string;
      description: string;
      coverUrl: string | null;
      wordCount: number;
      /** Set when an administrator previews a post shoppers cannot see yet. */
      preview: { status: 'draft' | 'scheduled'; publishAt: string | null } | null;
    }
  | { status: 'unavailable'; path: string };

const postPath = (slug: string) => `/blogs/${encodeURIComponent(slug)}`;

class PostNotFound extends Error {}

function PostNeighbours({ newer, older }: { newer: BlogPostLink | null; older: BlogPostLink | null }) {
  if (!newer && !older) return null;
  return (
    <nav className="post-neighbours" aria-label="More posts">
      {newer ? (
        <Link className="post-neighbours__link post-neighbours__link--newer" to={postPath(newer.slug)} rel="prev">
          <span className="post-neighbours__label">← Newer post</span>
          <span className="post-neighbours__title">{newer.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link className="post-neighbours__link post-neighbours__link--older" to={postPath(older.slug)} rel="next">
          <span className="post-neighbours__label">Older post →</span>
          <span className="post-neighbours__title">{older.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}

// Made when an admin previews a scheduled post, not when the module loads (a formatter with a time
// zone costs a few milliseconds to create, at page start-up).
const previewTime = () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function PreviewBanner({ preview }: { preview: NonNullable<Extract<BlogPostData, { status: 'ok' }>['preview']> }) {
  return (
    <p className="post__preview" role="note">
      <strong>Preview.</strong>{' '}
      {preview.status === 'scheduled' && preview.publishAt
        ? `Scheduled: shoppers see this post from ${previewTime().format(new Date(preview.publishAt))} (India time).`
        : 'This post is a draft: shoppers cannot see it until it is published.'}
    </p>
  );
}

function PostArticle({ data: loaded }: { data: Extract<BlogPostData, { status: 'ok' }> }) {
  const { post } = loaded;
  const articleRef = useRef<HTMLElement>(null);
  const previewing = loaded.preview !== null;
  useEffect(() => {
    if (!previewing) track('view_content', { content_type: 'blog_post', content_id: post.slug, title: post.title });
  }, [post.slug, post.title, previewing]);
  useScrollDepth(articleRef, loaded.path);
  const cover = post.cover ? safeImageSrc(post.cover.src) : undefined;
  return (
    <article ref={articleRef} className="page page--narrow post" aria-labelledby="post-title">
      {loaded.preview ? <PreviewBanner preview={loaded.preview} /> : null}
      <p className="post__back">
        <Link to="/blogs">← Glam Buzz</Link>
      </p>
      <header className="post__header">
        <h1 id="post-title">{post.title}</h1>
        <p className="post-meta">
          {post.author.name ? (
            <span className="post-meta__author">
              By {post.author.name}
              {post.author.role ? `, ${post.author.role}` : ''}
            </span>
          ) : null}
          {post.publishedAt ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={post.publishedAt}>{post.publishedLabel}</time>
            </>
          ) : null}
          <span aria-hidden="true"> · </span>
          <span>{post.readingMinutes} min read</span>
        </p>
      </header>
      {post.cover && cover ? (
        <img className="post__cover" src={cover} alt={post.cover.alt} width={post.cover.width} height={post.cover.height} fetchPriority="high" />
      ) : null}
      <MarkdownView tokens={loaded.body} className="post__body" />
      <footer className="post__footer">
        <TagLinks tags={post.tags} label="Tags of this post" />
        <ShareLinks url={loaded.url} title={post.title} />
      </footer>
      <PostNeighbours newer={loaded.newer} older={loaded.older} />
    </article>
  );
}

function BlogPostPage() {
  const loaded = useRouteData<typeof loader>();
  if (loaded.status === 'unavailable') {
    return (
      <section className="page page--narrow">
        <h1>Blog Post</h1>
        <LoadProblem what="This post" />
      </section>
    );
  }
  // Keyed by post, so moving to another post starts a new view (events, scroll depth, copy state).
  return <PostArticle key={loaded.post.id} data={loaded} />;
}

async function loader({ params, context }: RemoteLoaderArgs): Promise<BlogPostData> {
  const slug = params['slug'] ?? '';
  const path = postPath(slug);
  const db = context.db;
  if (!db) return { status: 'unavailable', path };
  const { markdownToText, prepareMarkdown } = await import('shared-ui/markdown');
  const prepared = (body: string) => ({ text: markdownToText(body), body: prepareMarkdown(body) });
  let found: BlogPostWithNeighbours & { text: string; body: MarkdownTokens };
  try {
    // A miss is thrown, so the server's shared reads keep published posts only (a bounded set),
    // never whatever slug an address names.
    found = await sharedRead(context, `post:${slug}`, async () => {
      const post = await fetchPublishedPost(db, slug);
      if (!post) throw new PostNotFound();
      // The plain text (description, word count) and the tokens are derived once per read, not per request.
      return { ...post, ...prepared(post.post.body) };
    });
  } catch (error) {
    if (!(error instanceof PostNotFound)) {
      console.warn('Blog post unavailable:', error instanceof Error ? error.message : error);
      return { status: 'unavailable', path };
    }
    // Drafts are not found by a published-only query: they are 404 like unknown slugs, unless the
    // address is one the post had before, or an administrator previews it.
    const miss = await resolveMiss(db, slug, context.user?.admin === true);
    if (miss.kind === 'renamed') throw redirect(postPath(miss.slug), 301);
    if (miss.kind === 'none') throw data(null, { status: 404 });
    found = { post: miss.post, newer: null, older: null, ...prepared(miss.post.body) };
  }
  const canonical = postPath(found.post.slug);
  const cover = found.post.cover ? safeImageSrc(found.post.cover.src) : undefined;
  const {
    text,
    post: { body: _source, ...post },
    ...rest
  } = found;
  return {
    status: 'ok',
    ...rest,
    post,
    path: canonical,
    url: new URL(canonical, context.origin).href,
    description: found.post.excerpt || text.slice(0, 160),
    coverUrl: cover ? new URL(cover, context.origin).href : null,
    wordCount: text.split(' ').filter(Boolean).length,
    preview: found.post.status === 'published' ? null : { status: found.post.status, publishAt: found.post.publishAt },
  };
}

type Miss = { kind: 'renamed'; slug: string } | { kind: 'preview'; post: BlogPost } | { kind: 'none' };

async function resolveMiss(db: NonNullable<RemoteLoaderArgs['context']['db']>, slug: string, admin: boolean): Promise<Miss> {
  try {
    const renamed = await fetchRenamedPostSlug(db, slug);
    if (renamed) return { kind: 'renamed', slug: renamed };
    const draft = admin ? await fetchPostForPreview(db, slug) : null;
    return draft ? { kind: 'preview', post: draft } : { kind: 'none' };
  } catch (error) {
    console.warn('Blog post lookup failed:', error instanceof Error ? error.message : error);
    return { kind: 'none' };
  }
}

export default defineRoute({
  loader,
  Component: BlogPostPage,
  title: (loaded) => (loaded?.status === 'ok' ? loaded.post.seo.title || loaded.post.title : undefined),
  meta: (loaded) => {
    if (loaded?.status !== 'ok') return { noindex: true };
    const { post } = loaded;
    const seoImage = post.seo.image ? safeImageSrc(post.seo.image) : undefined;
    const image = seoImage ? new URL(seoImage, loaded.url).href : loaded.coverUrl;
    return {
      ...(loaded.preview ? { noindex: true } : {}),
      description: post.seo.description || loaded.description,
      canonicalPath: loaded.path,
      ...(image ? { image } : {}),
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title.slice(0, 110),
        description: loaded.description,
        ...(loaded.coverUrl ? { image: [loaded.coverUrl] } : {}),
        ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
        ...(post.updatedAt || post.publishedAt ? { dateModified: post.updatedAt ?? post.publishedAt } : {}),
        ...(post.author.name ? { author: { '@type': 'Person', name: post.author.name, ...(post.author.role ? { jobTitle: post.author.role } : {}) } } : {}),
        ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
        wordCount: loaded.wordCount,
        mainEntityOfPage: { '@type': 'WebPage', '@id': loaded.url },
      },
    };
  },
});
