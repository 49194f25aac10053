// /admin/blogs/new and /admin/blogs/:postId: the blog editor. A new post gets its id here, so a
// copy kept on this device and its first save agree on it; the tags in use are its suggestions.
import { useState } from 'react';
import { data as response, useSearchParams } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { PageHeader } from '../components/admin-frame/page-header';
import { BlogEditor } from '../features/blogs/components/blog-editor';
import { fetchAdminPost, fetchAdminPosts, newBlogPostId, tagsInUse } from '../lib/admin-blogs';
import { requireDb } from '../lib/page-loader';

async function loader({ params, context }: RemoteLoaderArgs) {
  const db = requireDb(context.db, 'the blog');
  const id = params['postId'] ?? null;
  const [post, posts] = await Promise.all([id ? fetchAdminPost(db, id) : null, fetchAdminPosts(db)]);
  if (id && !post) throw response(null, { status: 404 });
  return { postId: id ?? newBlogPostId(db), post, tags: tagsInUse(posts), origin: context.origin };
}

function BlogPostEditorPage() {
  const { postId, post, tags, origin } = useRouteData<typeof loader>();
  const [searchParams] = useSearchParams();
  // A revalidation of /admin/blogs/new draws a new id: the editor keeps the one it started with.
  // Once created, the same id is a stored post: a new editor (keyed so) starts from what was stored.
  const [newId] = useState(postId);
  const id = post ? post.id : newId;
  return (
    <section className="admin-page">
      <PageHeader
        routeId={post ? 'admin-blog' : 'admin-blog-new'}
        title={post ? post.title : 'New post'}
        description={post ? `/blogs/${post.slug}` : 'Write a post for Glam Buzz. It stays a draft until you publish or schedule it.'}
      />
      {post && searchParams.get('created') === '1' ? (
        <p className="admin-alert admin-alert--success" role="status">
          Post created.
        </p>
      ) : null}
      <BlogEditor key={`${id}:${post ? 'stored' : 'new'}`} postId={id} post={post} tagSuggestions={tags} origin={origin} />
    </section>
  );
}

export default defineRoute({ loader, Component: BlogPostEditorPage });
