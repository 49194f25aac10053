// The hero (docs/product-spec.md §2): the importer-and-wholesale-supplier headline from settings, View
// Catalogue, Book Video Call, Enquire on WhatsApp, and the app badges.
import { Link } from 'shared-router';
import { track, type SiteSettings } from 'shared-data';
import { externalLinkProps, VideoCallRequestButton, whatsappUrl } from 'shared-ui';
import { AppBadges } from './app-badges';

export function HomeHero({ settings }: { settings: SiteSettings }) {
  // WhatsApp, video calls and the app badges only where the shop offers them (settings.features).
  const { whatsappEnquiry, videoCall, appBadges } = settings.features;
  const whatsapp = whatsappUrl(settings.contact.whatsappNumber, settings.whatsapp.defaultMessage);
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__inner">
        <div className="home-hero__copy">
          <p className="home-hero__eyebrow">{settings.brand.name}</p>
          <h1 id="home-hero-title" className="home-hero__title">
            {settings.hero.headline}
          </h1>
          <p className="home-hero__lead">{settings.hero.subheadline}</p>
          <div className="home-hero__actions">
            <Link className="button button--primary" to="/products">
              {settings.mode === 'retail' ? 'Shop now' : 'View Catalogue'}
            </Link>
            {videoCall ? (
              <VideoCallRequestButton
                source="home"
                className="button"
                onOpen={() => track('click', { category: 'engagement', label: 'home_hero_video_call' })}
              />
            ) : null}
            {whatsappEnquiry ? (
              <a
                className="button button--whatsapp"
                href={whatsapp}
                {...externalLinkProps}
                onClick={() => track('click', { category: 'engagement', label: 'home_hero_whatsapp' })}
              >
                Enquire on WhatsApp
              </a>
            ) : null}
          </div>
          {appBadges ? <AppBadges ios={settings.appLinks.ios} android={settings.appLinks.android} source="home_hero" /> : null}
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A decorative silver ring, chain and pendant; sized in the markup so nothing shifts. */
function HeroIllustration() {
  return (
    <svg className="home-hero__art" viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="home-hero-silver" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8fafc" />
          <stop offset="0.45" stopColor="#9aa5b1" />
          <stop offset="1" stopColor="#e4e7eb" />
        </linearGradient>
      </defs>
      <circle cx="240" cy="200" r="180" fill="#e6f2ee" />
      <path d="M110 90 Q240 250 370 90" fill="none" stroke="url(#home-hero-silver)" strokeWidth="6" strokeDasharray="14 6" strokeLinecap="round" />
      <path d="M240 170 l34 44 -34 58 -34 -58z" fill="url(#home-hero-silver)" stroke="#52606d" strokeWidth="3" />
      <circle cx="240" cy="214" r="10" fill="#0b6e4f" />
      <ellipse cx="150" cy="290" rx="62" ry="62" fill="none" stroke="url(#home-hero-silver)" strokeWidth="16" />
      <ellipse cx="150" cy="290" rx="62" ry="62" fill="none" stroke="#52606d" strokeWidth="2" />
      <path d="M128 222 l22 -24 22 24 -22 14z" fill="#ffffff" stroke="#52606d" strokeWidth="3" />
      <circle cx="340" cy="300" r="40" fill="none" stroke="url(#home-hero-silver)" strokeWidth="10" />
      <circle cx="340" cy="300" r="54" fill="none" stroke="#9aa5b1" strokeWidth="2" strokeDasharray="4 6" />
    </svg>
  );
}
