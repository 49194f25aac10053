// `/careers` (Careers): the stored page text (`pages/careers`) and the open positions.
import {
  defineRoute,
  fetchContentPage,
  fetchOpenPositions,
  useRouteData,
  useSiteSettings,
  type CareerOpening,
  type ContentPage as StoredPage,
  type RemoteLoaderArgs,
} from 'shared-data';
import { sharedRead } from '../lib/shared-read';
import { ContentPage } from '../components/content-page';
import { LoadProblem } from '../components/load-problem';
import { CareerOpenings } from '../features/careers/components/career-openings';

type CareersData = { status: 'ok'; page: StoredPage | null; openings: CareerOpening[] } | { status: 'unavailable' };

function CareersPage() {
  const loaded = useRouteData<typeof loader>();
  const settings = useSiteSettings();
  if (loaded.status !== 'ok') {
    return (
      <section className="page page--narrow">
        <h1>Careers</h1>
        <LoadProblem what="Our open positions" />
      </section>
    );
  }
  return (
    <ContentPage
      title={loaded.page?.title || 'Careers'}
      body={loaded.page?.body ?? ''}
      updatedAt={loaded.page?.updatedAt ?? null}
      updatedLabel={loaded.page?.updatedLabel ?? ''}
    >
      <CareerOpenings openings={loaded.openings} email={settings.contact.email} />
    </ContentPage>
  );
}

async function loader({ context }: RemoteLoaderArgs): Promise<CareersData> {
  const db = context.db;
  if (!db) return { status: 'unavailable' };
  try {
    const [page, openings] = await Promise.all([
      sharedRead(context, 'page:careers', () => fetchContentPage(db, 'careers')),
      sharedRead(context, 'careers:open', () => fetchOpenPositions(db)),
    ]);
    return { status: 'ok', page, openings };
  } catch (error) {
    console.warn('Careers unavailable:', error instanceof Error ? error.message : error);
    return { status: 'unavailable' };
  }
}

export default defineRoute({
  loader,
  Component: CareersPage,
  meta: (loaded) => ({
    ...(loaded?.status === 'ok' && loaded.page?.description ? { description: loaded.page.description } : {}),
    canonicalPath: '/careers',
    type: 'website',
  }),
});

