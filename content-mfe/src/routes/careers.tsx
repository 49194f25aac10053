// `/careers` (Careers): the stored page text (`pages/careers`) and the open positions.
import { defineRoute, fetchContentPage, fetchOpenPositions, useRouteData, useSiteSettings, type RemoteLoaderArgs } from 'shared-data';
import { preparePage, type PreparedPage } from '../lib/load-content-page';
import { sharedRead } from '../lib/shared-read';
import { ContentPage } from '../components/content-page';
import { LoadProblem } from '../components/load-problem';
import { CareerOpenings, type PreparedOpening } from '../features/careers/components/career-openings';

type CareersData = { status: 'ok'; page: PreparedPage | null; openings: PreparedOpening[] } | { status: 'unavailable' };

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
      title={loaded.page?.page.title || 'Careers'}
      body={loaded.page?.body ?? []}
      updatedAt={loaded.page?.page.updatedAt ?? null}
      updatedLabel={loaded.page?.page.updatedLabel ?? ''}
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
      // The Markdown is lexed once per shared read, not per request.
      sharedRead(context, 'page:careers', async () => {
        const page = await fetchContentPage(db, 'careers');
        return page ? preparePage(page) : null;
      }),
      sharedRead(context, 'careers:open', async () => {
        const [openings, { prepareMarkdown }] = await Promise.all([fetchOpenPositions(db), import('shared-ui/markdown')]);
        return openings.map((opening) => ({ ...opening, descriptionTokens: prepareMarkdown(opening.description) }));
      }),
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
    ...(loaded?.status === 'ok' && loaded.page?.page.description ? { description: loaded.page.page.description } : {}),
    canonicalPath: '/careers',
    type: 'website',
  }),
});
