// /admin/blogs (Manage Blogs - Glam Buzz): every post with its status (draft, scheduled, published),
// when it goes or went live and its tags; searched by title, address, excerpt or author and
// filtered by status and tag (all in the address, so Back and a shared link keep them).
import { Link } from 'shared-router';
import { defineRoute, formatLongDate, useRouteData, type BlogPost, type RemoteLoaderArgs } from 'shared-data';
import { PageHeader } from '../components/admin-frame/page-header';
import { DataTable, type DataTableColumn } from '../components/data-table/data-table';
import { FilterBar, FilterSelect } from '../components/filter-bar/filter-bar';
import { BLOG_LIST_SHAPE, blogListFilterOf, fetchAdminPosts, filterPosts, tagsInUse } from '../lib/admin-blogs';
import { useListPage } from '../hooks/use-list-page';
import { formatIst } from 'shared-data/dates';
import { loadList } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

const PATH = routeHref('admin-blogs');
const STATUS_LABEL: Record<BlogPost['status'], string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

async function loader(args: RemoteLoaderArgs) {
  return loadList(args, BLOG_LIST_SHAPE, { what: 'the posts', empty: { page: null, tags: [] as string[] } }, async (db, query) => {
    const posts = await fetchAdminPosts(db);
    return { page: { rows: filterPosts(posts, blogListFilterOf(query)), total: posts.length }, tags: tagsInUse(posts) };
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
  const { query, page, tags, error } = useRouteData<typeof loader>();
  const list = useListPage({ path: PATH, query, page, noun: 'posts' });
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
      <FilterBar path={PATH} searchLabel="Search posts" q={query.q} active={list.filtered}>
        <FilterSelect
          name="status"
          label="Status"
          value={query.filters.status}
          options={[
            { value: 'draft', label: 'Draft' },
            { value: 'scheduled', label: 'Scheduled' },
            { value: 'published', label: 'Published' },
          ]}
        />
        <FilterSelect name="tag" label="Tag" value={query.filters.tag} options={tags.map((tag) => ({ value: tag, label: tag }))} />
      </FilterBar>
      <div className="admin-card">
        <DataTable
          id="blogs"
          caption="Posts"
          rows={page?.rows ?? []}
          columns={columns}
          getRowId={(post) => post.id}
          rowLabel={(post) => post.title}
          empty={<p>{page?.total === 0 ? 'No posts yet. Write the first one.' : 'No post matches. Change the search or clear the filters.'}</p>}
          pagination={list.pagination}
          loading={list.loading}
          error={error}
        />
      </div>
    </section>
  );
}

export default defineRoute({ loader, Component: BlogsPage });
