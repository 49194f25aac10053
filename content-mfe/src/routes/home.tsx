// `/` (Home, docs/product-spec.md §2): hero, trust highlights, Why Choose Us, promise, How to Buy, client
// statistics with counters, the call-to-action banner and the floating action menu. Texts and
// figures a shop owner would change come from `settings/site` (the root loader's data).
import type { RouteModule } from 'shared-data';
import { useSiteSettings } from 'shared-data';
import { whatsappUrl } from 'shared-ui';
import { ClientStats } from '../features/home/components/client-stats';
import { CtaBanner } from '../features/home/components/cta-banner';
import { FloatingActionMenu } from '../features/home/components/floating-action-menu';
import { HomeHero } from '../features/home/components/home-hero';
import { HowToBuy } from '../features/home/components/how-to-buy';
import { PromiseSection } from '../features/home/components/promise-section';
import { TrustHighlights } from '../features/home/components/trust-highlights';
import { WhyChooseUs } from '../features/home/components/why-choose-us';
import '../features/home/home.css';

function HomePage() {
  const settings = useSiteSettings();
  const whatsapp = whatsappUrl(settings.contact.whatsappNumber, settings.whatsapp.defaultMessage);
  // data-build names the deployed build of this remote (monitoring, and the redeploy journey).
  return (
    <div className="home" data-remote="content" data-build={__BUILD_LABEL__}>
      <HomeHero settings={settings} />
      <TrustHighlights claims={settings.claims} />
      <WhyChooseUs />
      <PromiseSection brandName={settings.brand.name} />
      <HowToBuy dispatch={settings.claims.dispatch} />
      <ClientStats counters={settings.counters} claims={settings.claims} brandName={settings.brand.name} />
      <CtaBanner whatsappHref={whatsapp} />
      <FloatingActionMenu />
    </div>
  );
}

const route: RouteModule = {
  Component: HomePage,
  // The description falls back to the global SEO document (the shell's default).
  meta: () => ({ canonicalPath: '/', type: 'website' }),
};

export default route;
