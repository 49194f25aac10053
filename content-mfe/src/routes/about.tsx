// `/about` (About Us): the claims from `settings/site` and the stored page text (`pages/about`).
import { defineRoute, useRouteData, useSiteSettings, type RemoteLoaderArgs } from 'shared-data';
import { contentPageMeta, loadContentPage } from '../lib/load-content-page';
import { ContentPage } from '../components/content-page';
import { LoadProblem } from '../components/load-problem';
import { AboutClaims } from '../features/about/components/about-claims';

function AboutPage() {
  const loaded = useRouteData<typeof loader>();
  const settings = useSiteSettings();
  const claims = <AboutClaims claims={settings.claims} />;
  if (loaded.status !== 'ok') {
    return (
      <section className="page page--narrow content-page">
        <h1>About Us</h1>
        {claims}
        <LoadProblem what="The rest of this page" />
      </section>
    );
  }
  return (
    <ContentPage
      title={loaded.page.title || 'About Us'}
      body={loaded.body}
      intro={claims}
      updatedAt={loaded.page.updatedAt}
      updatedLabel={loaded.page.updatedLabel}
    />
  );
}

const loader = ({ context }: RemoteLoaderArgs) => loadContentPage(context, 'about', '/about');

export default defineRoute({
  loader,
  Component: AboutPage,
  meta: contentPageMeta,
});
