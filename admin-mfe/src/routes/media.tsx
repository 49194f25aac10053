// /admin/media (Media Management): upload images (several at once, with progress), browse and
// search the library newest first, describe each image (alt text, required before use), see where
// it is used and delete unused ones.
import { useRevalidator } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { routeHref } from 'shared-data/routes';
import { PageHeader } from '../components/admin-frame/page-header';
import { FilterBar } from '../components/filter-bar/filter-bar';
import { ImageUploader } from '../components/image-upload/image-uploader';
import { CardList } from '../components/list-page/card-list';
import { MediaCard } from '../features/media/components/media-card';
import { useListPage } from '../hooks/use-list-page';
import { fetchMediaPage } from '../lib/media-library';
import { loadList } from '../lib/page-loader';

const PATH = routeHref('admin-media');
const SHAPE = { filters: [] as never[], sorts: ['createdAt'] as const, defaultSort: { key: 'createdAt', direction: 'desc' } as const };

async function loader(args: RemoteLoaderArgs) {
  return loadList(args, SHAPE, { what: 'the media library', empty: { page: null } }, async (db, query) => ({
    page: await fetchMediaPage(db, query.q, query),
  }));
}

function MediaPage() {
  const { query, page, error } = useRouteData<typeof loader>();
  const list = useListPage({ path: PATH, query, defaultSort: SHAPE.defaultSort, page, noun: 'images' });
  const revalidator = useRevalidator();
  const reload = async () => {
    await revalidator.revalidate();
  };
  return (
    <section className="admin-page">
      <PageHeader routeId="admin-media" title="Media Management" />
      <ImageUploader
        heading="Upload images"
        altOf={() => ''}
        doneMessage="Uploaded. Add its alt text below before using it."
        onUploaded={() => void reload()}
      />
      <FilterBar path={PATH} searchLabel="Search by file name or alt text" q={query.q} active={list.filtered} />
      <CardList
        label="Images"
        pagerLabel="Media pages"
        className="media-grid"
        itemClassName={() => 'media-card'}
        rows={page?.rows ?? []}
        getRowId={(item) => item.id}
        renderRow={(item) => <MediaCard item={item} onChanged={reload} />}
        empty={<p>{query.q ? 'No images match.' : 'No images yet: upload the first above.'}</p>}
        error={error}
        loading={list.loading}
        pagination={list.pagination}
      />
    </section>
  );
}

export default defineRoute({ loader, Component: MediaPage });
