// `/faqs` (FAQs): the stored introduction and questions (`pages/faqs`) as an accessible accordion,
// with FAQPage JSON-LD.
import { defineRoute, useRouteData, type RemoteLoaderArgs } from 'shared-data';
import { contentPageMeta, loadContentPage, type ContentPageData } from '../lib/load-content-page';
import { ContentPage } from '../components/content-page';
import { LoadProblem } from '../components/load-problem';
import { FaqAccordion } from '../features/faqs/components/faq-accordion';

type FaqsData = ContentPageData & { answersText: string[] };

function FaqsPage() {
  const loaded = useRouteData<typeof loader>();
  if (loaded.status !== 'ok') {
    return (
      <section className="page page--narrow">
        <h1>FAQs</h1>
        <LoadProblem what="The questions and answers" />
      </section>
    );
  }
  const { page } = loaded;
  return (
    <ContentPage title={page.title || 'FAQs'} body={loaded.body} updatedAt={page.updatedAt} updatedLabel={page.updatedLabel}>
      {page.items.length ? (
        <FaqAccordion items={page.items.map((item, index) => ({ question: item.question, answer: loaded.answers[index] ?? [] }))} />
      ) : (
        <p>There are no questions here yet. Contact us and we will answer yours.</p>
      )}
    </ContentPage>
  );
}

async function loader({ context }: RemoteLoaderArgs): Promise<FaqsData> {
  const loaded = await loadContentPage(context, 'faqs', '/faqs');
  if (loaded.status !== 'ok') return { ...loaded, answersText: [] };
  // Plain-text answers for the structured data, computed once here; the parser is imported on
  // demand so the page hydrates without it.
  const { markdownToText } = await import('shared-ui/markdown');
  return { ...loaded, answersText: loaded.page.items.map((item) => markdownToText(item.answer)) };
}

export default defineRoute({
  loader,
  Component: FaqsPage,
  meta: (loaded) => {
    const meta = contentPageMeta(loaded);
    if (!meta || loaded?.status !== 'ok' || loaded.page.items.length === 0) return meta;
    return {
      ...meta,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: loaded.page.items.map((item, index) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: loaded.answersText[index] ?? '' },
        })),
      },
    };
  },
});
