// `/blogs/:slug` (Blog Post, titled with the post's title): author, date, cover, body, tags,
// newer/older links, share links and Article JSON-LD. Drafts and unknown slugs are 404. Viewing a
// post sends `view_content`, and reading it `scroll_depth` at 25/50/75/100 %.
import { useEffect, useRef } from 'react';
import { data, Link } from 'shared-router';
import { defineRoute, track, useRouteData, type BlogPost, type RemoteLoaderArgs } from 'shared-data';
import { safeImageSrc } from 'shared-ui';
import { MarkdownContent, markdownToText } from 'shared-ui/markdown';
import { fetchPublishedPost, type BlogPostLink, type BlogPostWithNeighbours } from '../lib/blog-posts';
import { sharedRead } from '../lib/shared-read';
import { ShareLinks } from '../features/blog/components/share-links';
import { TagLinks } from '../features/blog/components/tag-links';
import { useScrollDepth } from '../features/blog/hooks/use-scroll-depth';
import { LoadProblem } from '../components/load-problem';
import '../features/blog/blog.css';

type BlogPostData =
  | {
      status: 'ok';
      post: BlogPost;
      newer: BlogPostLink | null;
      older: BlogPostLink | null;
      path: string;
      url: string;
      description: string;
      coverUrl: string | null;
      wordCount: number;
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

function PostArticle({ data: loaded }: { data: Extract<BlogPostData, { status: 'ok' }> }) {
  const { post } = loaded;
  const articleRef = useRef<HTMLElement>(null);
  useEffect(() => {
    track('view_content', { content_type: 'blog_post', content_id: post.slug, title: post.title });
  }, [post.slug, post.title]);
  useScrollDepth(articleRef, loaded.path);
  const cover = post.cover ? safeImageSrc(post.cover.src) : undefined;
  return (
    <article ref={articleRef} className="page page--narrow post" aria-labelledby="post-title">
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
        <img
          className="post__cover"
          src={cover}
          alt={post.cover.alt}
          width={post.cover.width}
          height={post.cover.height}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      <MarkdownContent markdown={post.body} className="post__body" />
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
  let found: BlogPostWithNeighbours & { text: string };
  try {
    // A miss is thrown, so the server's shared reads keep published posts only (a bounded set),
    // never whatever slug an address names.
    found = await sharedRead(context, `post:${slug}`, async () => {
      const post = await fetchPublishedPost(db, slug);
      if (!post) throw new PostNotFound();
      // The plain text (description, word count) is derived once per read, not per request.
      return { ...post, text: markdownToText(post.post.body) };
    });
  } catch (error) {
    // Drafts are not found by a published-only query: they are 404 like unknown slugs.
    if (error instanceof PostNotFound) throw data(null, { status: 404 });
    console.warn('Blog post unavailable:', error instanceof Error ? error.message : error);
    return { status: 'unavailable', path };
  }
  const canonical = postPath(found.post.slug);
  const cover = found.post.cover ? safeImageSrc(found.post.cover.src) : undefined;
  const { text, ...neighbours } = found;
  return {
    status: 'ok',
    ...neighbours,
    path: canonical,
    url: new URL(canonical, context.origin).href,
    description: found.post.excerpt || text.slice(0, 160),
    coverUrl: cover ? new URL(cover, context.origin).href : null,
    wordCount: text.split(' ').filter(Boolean).length,
  };
}

export default defineRoute({
  loader,
  Component: BlogPostPage,
  title: (loaded) => (loaded?.status === 'ok' ? loaded.post.title : undefined),
  meta: (loaded) => {
    if (loaded?.status !== 'ok') return { noindex: true };
    const { post } = loaded;
    return {
      description: loaded.description,
      canonicalPath: loaded.path,
      ...(loaded.coverUrl ? { image: loaded.coverUrl } : {}),
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title.slice(0, 110),
        description: loaded.description,
        ...(loaded.coverUrl ? { image: [loaded.coverUrl] } : {}),
        ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
        ...(post.updatedAt || post.publishedAt ? { dateModified: post.updatedAt ?? post.publishedAt } : {}),
        ...(post.author.name
          ? { author: { '@type': 'Person', name: post.author.name, ...(post.author.role ? { jobTitle: post.author.role } : {}) } }
          : {}),
        ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
        wordCount: loaded.wordCount,
        mainEntityOfPage: { '@type': 'WebPage', '@id': loaded.url },
      },
    };
  },
});
