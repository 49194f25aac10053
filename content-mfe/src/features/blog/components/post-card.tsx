// One post in the Glam Buzz list: cover, title, excerpt, date, reading time and tags.
import { Link } from 'shared-router';
import { safeImageSrc } from 'shared-ui';
import type { BlogPostSummary } from 'shared-data';
import { TagLinks } from './tag-links';

/** `priority`: the list's first cover, the largest image of the first screen (fetched first). */
export function PostCard({ post, eager = false, priority = false }: { post: BlogPostSummary; eager?: boolean; priority?: boolean }) {
  const href = `/blogs/${encodeURIComponent(post.slug)}`;
  const cover = post.cover ? safeImageSrc(post.cover.src) : undefined;
  return (
    <article className="post-card" aria-labelledby={`post-${post.id}`}>
      {post.cover && cover ? (
        <Link to={href} className="post-card__cover" tabIndex={-1} aria-hidden="true">
          <img
            src={cover}
            alt=""
            width={post.cover.width}
            height={post.cover.height}
            {...(priority ? { fetchPriority: 'high' as const } : { loading: eager ? ('eager' as const) : ('lazy' as const), decoding: 'async' as const })}
          />
        </Link>
      ) : null}
      <div className="post-card__body">
        <h2 className="post-card__title" id={`post-${post.id}`}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className="post-meta">
          {post.publishedAt ? <time dateTime={post.publishedAt}>{post.publishedLabel}</time> : null}
          <span aria-hidden="true"> · </span>
          <span>{post.readingMinutes} min read</span>
        </p>
        {post.excerpt ? <p className="post-card__excerpt">{post.excerpt}</p> : null}
        <TagLinks tags={post.tags} />
      </div>
    </article>
  );
}
