// /admin/blogs (Manage Blogs - Glam Buzz): every post with its status (draft, scheduled, published),
// when it goes or went live and its tags; searched by title, address, excerpt or author and
// filtered by status and tag (all in the address, so Back and a shared link keep them).
import { Link } from 'shared-router';
import { defineRoute, formatLongDate, useRouteData, type BlogPost, type RemoteLoaderArgs } from 'shared-data';
import { PageHeader } from '../components/admin-frame/page-header';
import { DataTable, type DataTableColumn } from '../components/data-table/data-table';
import { FilterBar, FilterSelect } from '../components/filter-bar/filter-bar';
import { blogListFilterOf, fetchAdminPosts, filterPosts, tagsInUse } from '../lib/admin-blogs';
import { formatIst } from 'shared-data/dates';
import { loadPage } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

const STATUS_LABEL: Record<BlogPost['status'], string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

async function loader({ request, context }: RemoteLoaderArgs) {
  const filter = blogListFilterOf(new URL(request.url).searchParams);
  return loadPage(context.db, { what: 'the posts', empty: { filter, rows: null, tags: [] as string[], total: 0 } }, async (db) => {
    const posts = await fetchAdminPosts(db);
    return { filter, rows: filterPosts(posts, filter), tags: tagsInUse(posts), total: posts.length };
  });
}

function when(post: BlogPost): string {
  if (post.status === 'scheduled') return post.publishAt ? `Goes live ${formatIst(post.publishAt, 'dateTime')}` : 'Scheduled';
  if (post.status === 'published') return post.publishedAt ? `Published ${formatLongDate(post.publishedAt)}` : 'Published';
  return post.updatedAt ? `Last saved ${formatLongDate(post.updatedAt)}` : 'Not saved yet';
}

const columns: DataTableColumn<BlogPost>[] = [
  {
    id: 'post',
    header: 'Post',
    required: true,
    cell: (post) => (
      <>
        <Link to={routeHref('admin-blog', { postId: post.id })}>{post.title}</Link>
        <span className="data-table__sub">/blogs/{post.slug}</span>
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (post) => <span className={`admin-status admin-status--${post.status}`}>{STATUS_LABEL[post.status]}</span> },
  { id: 'when', header: 'When', cell: when },
  { id: 'tags', header: 'Tags', cell: (post) => (post.tags.length ? post.tags.join(', ') : '—') },
];

function BlogsPage() {
  const { filter, rows, tags, total, error } = useRouteData<typeof loader>();
  const active = Boolean(filter.q || filter.status || filter.tag);
  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-blogs"
        title="Manage Blogs - Glam Buzz"
        description="Write, schedule and publish the posts of Glam Buzz. Drafts and scheduled posts stay hidden from shoppers."
        actions={
          <Link className="button button--primary" to={routeHref('admin-blog-new')}>
            Write a post
          </Link>
        }
      />
      <FilterBar path={routeHref('admin-blogs')} searchLabel="Search posts" q={filter.q} active={active}>
        <FilterSelect
          name="status"
          label="Status"
          value={filter.status}
          options={[
            { value: 'draft', label: 'Draft' },
            { value: 'scheduled', label: 'Scheduled' },
            { value: 'published', label: 'Published' },
          ]}
        />
        <FilterSelect name="tag" label="Tag" value={filter.tag} options={tags.map((tag) => ({ value: tag, label: tag }))} />
      </FilterBar>
      <div className="admin-card">
        {rows ? (
          <p className="admin-muted" role="status">
            {active ? `${rows.length} of ${total} posts match.` : `${total} posts.`}
          </p>
        ) : null}
        <DataTable
          id="blogs"
          caption="Posts"
          rows={rows ?? []}
          columns={columns}
          getRowId={(post) => post.id}
          rowLabel={(post) => post.title}
          empty={<p>{total === 0 ? 'No posts yet. Write the first one.' : 'No post matches. Change the search or clear the filters.'}</p>}
          error={error}
        />
      </div>
    </section>
  );
}

export default defineRoute({ loader, Component: BlogsPage });
