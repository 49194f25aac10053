// `/blogs` (Glam Buzz - Latest Blogs): published posts newest first with cover, title, excerpt,
// date and reading time; cursor pages (`?after=` / `?before=`) and a tag filter (`?tag=`), all in
// the URL so every page is server-rendered and linkable.
import { Link } from 'shared-router';
import { defineRoute, useRouteData, type BlogPostSummary, type RemoteLoaderArgs } from 'shared-data';
import { fetchBlogPage } from '../lib/blog-posts';
import { PostCard } from '../features/blog/components/post-card';
import { sharedRead } from '../lib/shared-read';
import { LoadProblem } from '../components/load-problem';
import '../features/blog/blog.css';

interface BlogListData {
  status: 'ok' | 'unavailable';
  posts: BlogPostSummary[];
  tag: string | null;
  newerHref: string | null;
  olderHref: string | null;
  canonicalPath: string;
}

/** A query parameter as a short plain string, or null. */
function param(url: URL, name: string, max = 100): string | null {
  const value = url.searchParams.get(name)?.trim();
  return value ? value.slice(0, max) : null;
}

export function blogsHref(query: { tag?: string | null; after?: string | null; before?: string | null }): string {
  const search = new URLSearchParams();
  if (query.tag) search.set('tag', query.tag);
  if (query.after) search.set('after', query.after);
  if (query.before) search.set('before', query.before);
  const text = search.toString();
  return text ? `/blogs?${text}` : '/blogs';
}

function BlogListPage() {
  const data = useRouteData<typeof loader>();
  return (
    <section className="page blog-list" aria-labelledby="blog-list-title">
      <header className="blog-list__header">
        <h1 id="blog-list-title">Glam Buzz - Latest Blogs</h1>
        <p className="blog-list__lead">Care guides, trends and buying advice for everyone who sells silver jewellery.</p>
        {data.tag ? (
          <p className="blog-list__filter">
            Showing posts tagged <strong className="tag-link tag-link--active">{data.tag}</strong> <Link to="/blogs">Show all posts</Link>
          </p>
        ) : null}
      </header>
      {data.status === 'unavailable' ? (
        <LoadProblem what="The blog" />
      ) : data.posts.length === 0 ? (
        <p className="blog-list__empty">
          {data.tag ? `There are no posts tagged “${data.tag}” yet.` : 'There are no posts yet. Please check back soon.'}{' '}
          {data.tag ? <Link to="/blogs">See all posts</Link> : null}
        </p>
      ) : (
        <div className="blog-list__grid">
          {data.posts.map((post, index) => (
            <PostCard key={post.id} post={post} eager={index < 3} priority={index === 0} />
          ))}
        </div>
      )}
      {data.newerHref || data.olderHref ? (
        <nav className="pager" aria-label="Blog pages">
          {data.newerHref ? (
            <Link className="button pager__newer" to={data.newerHref}>
              <span aria-hidden="true">← </span>Newer posts
            </Link>
          ) : null}
          {data.olderHref ? (
            <Link className="button pager__older" to={data.olderHref}>
              Older posts<span aria-hidden="true"> →</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

async function loader({ request, context }: RemoteLoaderArgs): Promise<BlogListData> {
  const url = new URL(request.url);
  const tag = param(url, 'tag', 50);
  const after = param(url, 'after');
  const before = param(url, 'before');
  const empty: BlogListData = { status: 'unavailable', posts: [], tag, newerHref: null, olderHref: null, canonicalPath: blogsHref({ tag }) };
  const db = context.db;
  if (!db) return empty;
  try {
    // Only the unfiltered first page is shared between requests: tags and cursors come from
    // the address and must not key the server's cache.
    const page =
      !tag && !after && !before ? await sharedRead(context, 'blogs:first-page', () => fetchBlogPage(db)) : await fetchBlogPage(db, { tag, after, before });
    const first = !page.newerCursor;
    return {
      status: 'ok',
      posts: page.posts,
      tag,
      newerHref: page.newerCursor ? blogsHref({ tag, before: page.newerCursor }) : null,
      olderHref: page.olderCursor ? blogsHref({ tag, after: page.olderCursor }) : null,
      // Every way of reaching the first page names the same address.
      canonicalPath: first ? blogsHref({ tag }) : blogsHref({ tag, after, before }),
    };
  } catch (error) {
    console.warn('Blog list unavailable:', error instanceof Error ? error.message : error);
    return empty;
  }
}

export default defineRoute({
  loader,
  Component: BlogListPage,
  meta: (data) => ({
    description: data.tag
      ? `Glam Buzz posts about ${data.tag}: guides and ideas for jewellers and retailers of 925 silver jewellery.`
      : 'Glam Buzz: care guides, trends and buying advice on 925 hallmarked silver jewellery for jewellers and retailers in India.',
    canonicalPath: data.canonicalPath,
    type: 'website',
  }),
});
