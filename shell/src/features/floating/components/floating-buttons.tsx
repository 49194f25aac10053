// The floating buttons of the public pages: the WhatsApp chat button (every page except home) and
// the app download badges (every page but checkout and the account forms, see public-layout.tsx).
// They step aside from fields and primary buttons (hooks/use-keep-clear.ts).
import { track, useSiteSettings } from 'shared-data';
import { externalLinkProps, safeHref, whatsappUrl } from 'shared-ui';

export function FloatingChatButton() {
  const settings = useSiteSettings();
  const href = whatsappUrl(settings.contact.whatsappNumber, settings.whatsapp.defaultMessage);
  // A shop that takes no WhatsApp enquiries (settings.features) shows no chat button.
  if (!settings.features.whatsappEnquiry || !settings.contact.whatsappNumber) return null;
  return (
    <a
      className="floating-chat"
      href={href}
      {...externalLinkProps}
      aria-label="Chat with us on WhatsApp"
      onClick={() => track('click', { category: 'engagement', label: 'floating_whatsapp' })}
    >
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6a10.6 10.6 0 0 1-5.4-1.5l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.6.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.8.9 3.8.8a3.2 3.2 0 0 0 2.1-1.5 2.6 2.6 0 0 0 .2-1.5c-.1-.2-.3-.3-.6-.4z"
        />
      </svg>
    </a>
  );
}

const APPLE_LOGO =
  'M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.9-1.1-2.9-4.2zM13.9 5.3c.7-.9 1.2-2 1-3.2-1 0-2.2.7-3 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.3-.6 3-1.4z';
const PLAY_LOGO =
  'M4 2.6v18.8c0 .5.5.8 1 .6l10.6-10-10.6-10c-.5-.2-1 .1-1 .6zm12.7 8.3 2.9-2.7-11.9-6.8 9 9.5zm0 2.2-9 9.5 11.9-6.8-2.9-2.7zm4.5-2.6-2.6-1.5-3.1 3 3.1 3 2.6-1.5c.9-.5.9-1.5 0-3z';

/**
 * A store badge drawn inline (no icon font: the Apple glyph U+F8FF exists only in Apple's fonts).
 * Its text, the store's own wording, is its name (no aria-label: what is seen is what is spoken,
 * WCAG 2.5.3); on phones only the logo shows and the text is visually hidden, still naming it.
 */
function StoreBadge({ href, logo, small, store, onClick }: { href: string; logo: string; small: string; store: string; onClick: () => void }) {
  return (
    <a className="floating-apps__badge" href={href} {...externalLinkProps} onClick={onClick}>
      <svg className="floating-apps__logo" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={logo} />
      </svg>
      {/* The space keeps the two lines apart in the name ("Download on the App Store"). */}
      <span className="floating-apps__label">
        <small>{small}</small> {store}
      </span>
    </a>
  );
}

export function FloatingAppButtons() {
  const settings = useSiteSettings();
  // The badges only where the shop offers its app (settings.features).
  const ios = settings.features.appBadges ? safeHref(settings.appLinks.ios) : '';
  const android = settings.features.appBadges ? safeHref(settings.appLinks.android) : '';
  if (!ios && !android) return null;
  return (
    <nav className="floating-apps" aria-label="Get the catalogue app">
      {ios ? (
        <StoreBadge
          href={ios}
          logo={APPLE_LOGO}
          small="Download on the"
          store="App Store"
          onClick={() => track('app_download_click', { platform: 'ios', source: 'floating_button' })}
        />
      ) : null}
      {android ? (
        <StoreBadge
          href={android}
          logo={PLAY_LOGO}
          small="Get it on"
          store="Google Play"
          onClick={() => track('app_download_click', { platform: 'android', source: 'floating_button' })}
        />
      ) : null}
    </nav>
  );
}
