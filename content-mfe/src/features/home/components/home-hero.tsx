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
        {settings.mode === 'retail' ? <RetailIllustration /> : <HeroIllustration />}
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

/** A retail shop's picture: a serum bottle, a lipstick and a jar, in the site's colours; sized in the markup. */
function RetailIllustration() {
  return (
    <svg className="home-hero__art" viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
      <circle cx="240" cy="200" r="180" fill="#e6f2ee" />
      <rect x="118" y="150" width="96" height="170" rx="18" fill="#f8fafc" stroke="#52606d" strokeWidth="3" />
      <rect x="118" y="214" width="96" height="106" rx="18" fill="#f4c7a1" opacity="0.75" />
      <rect x="146" y="118" width="40" height="34" rx="6" fill="#52606d" />
      <path d="M166 74 q18 0 18 22 v22 h-36 v-22 q0 -22 18 -22z" fill="#1f2933" />
      <rect x="252" y="196" width="54" height="124" rx="8" fill="#1f2933" />
      <rect x="256" y="160" width="46" height="40" rx="4" fill="#d4af37" />
      <path d="M262 160 v-48 l34 -18 v66z" fill="#9b111e" />
      <ellipse cx="360" cy="292" rx="54" ry="14" fill="#0b6e4f" />
      <rect x="306" y="250" width="108" height="44" fill="#0b6e4f" />
      <ellipse cx="360" cy="250" rx="54" ry="14" fill="#3ea883" />
      <circle cx="196" cy="250" r="6" fill="#ffffff" opacity="0.7" />
    </svg>
  );
}
