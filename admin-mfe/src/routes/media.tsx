// /admin/media (Media Management): upload images (several at once, with progress), browse and
// search the library newest first, describe each image (alt text, required before use), see where
// it is used and delete unused ones.
import { Link, useNavigation, useRevalidator } from 'shared-router';
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { formatNumber } from 'shared-ui';
import { PageHeader } from '../components/admin-frame/page-header';
import { MediaCard } from '../features/media/components/media-card';
import { ImageUploader } from '../components/image-upload/image-uploader';
import { fetchMediaPage } from '../lib/media-library';
import { loadPage } from '../lib/page-loader';
import { routeHref } from 'shared-data/routes';

const PATH = routeHref('admin-media');

async function loader({ request, context }: RemoteLoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q') ?? '';
  return loadPage(context.db, { what: 'the media library', empty: { q, page: null } }, async (db) => ({
    q,
    page: await fetchMediaPage(db, q, { after: url.searchParams.get('after'), before: url.searchParams.get('before') }),
  }));
}

function MediaPage() {
  const { q, page, error } = useRouteData<typeof loader>();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const reload = async () => {
    await revalidator.revalidate();
  };
  const href = (cursor: { after?: string; before?: string }) => {
    const params = new URLSearchParams({ ...(q ? { q } : {}), ...cursor });
    return `${PATH}${params.size ? `?${params}` : ''}`;
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
      <form method="get" action={PATH} className="admin-filters" role="search" aria-label="Media">
        <label htmlFor="media-search" className="field__label">
          Search by file name or alt text
        </label>
        <input id="media-search" name="q" type="search" className="field__input" defaultValue={q} />
        <button type="submit" className="button">
          Search
        </button>
        {q ? <Link to={PATH}>Clear</Link> : null}
      </form>
      {error ? (
        <p role="alert" className="admin-alert admin-alert--error">
          {error}
        </p>
      ) : null}
      {page ? (
        <>
          <p role="status" aria-busy={navigation.state === 'loading'}>
            {page.rows.length
              ? `${formatNumber(page.rows.length)} shown${page.total !== null ? ` of ${formatNumber(page.total)}` : ''}`
              : q
                ? 'No images match.'
                : 'No images yet: upload the first above.'}
          </p>
          <ul className="media-grid" aria-label="Images">
            {page.rows.map((item) => (
              <MediaCard key={item.id} item={item} onChanged={reload} />
            ))}
          </ul>
          <nav aria-label="Media pages" className="data-table__pages">
            {page.hasPrevious && page.firstId ? <Link to={href({ before: page.firstId })}>← Previous</Link> : null}
            {page.hasNext && page.lastId ? <Link to={href({ after: page.lastId })}>Next →</Link> : null}
          </nav>
        </>
      ) : null}
    </section>
  );
}

export default defineRoute({ loader, Component: MediaPage });
