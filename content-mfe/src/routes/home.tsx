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
  const whatsapp = settings.features.whatsappEnquiry ? whatsappUrl(settings.contact.whatsappNumber, settings.whatsapp.defaultMessage) : null;
  // A shop with its own home words (settings.home, e.g. the beauty retailer) uses them; the
  // wholesaler's home is worded from its claims and counters.
  const home = settings.home;
  // data-build names the deployed build of this remote (monitoring, and the redeploy journey).
  return (
    <div className="home" data-remote="content" data-build={__BUILD_LABEL__}>
      <HomeHero settings={settings} />
      <TrustHighlights claims={settings.claims} items={home?.highlights} />
      <WhyChooseUs reasons={home?.reasons.length ? home.reasons : undefined} />
      <PromiseSection brandName={settings.brand.name} promise={home?.promise} />
      <HowToBuy dispatch={settings.claims.dispatch} steps={home?.steps} />
      {home ? null : <ClientStats counters={settings.counters} claims={settings.claims} brandName={settings.brand.name} />}
      <CtaBanner whatsappHref={whatsapp} cta={home?.cta} />
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
