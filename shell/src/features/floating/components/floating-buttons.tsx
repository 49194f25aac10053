// The floating buttons of the public pages: the WhatsApp chat button (every page except home) and
// the app download buttons (every page).
import { track, useSiteSettings } from 'shared-data';
import { externalLinkProps, safeHref, whatsappUrl } from 'shared-ui';

export function FloatingChatButton() {
  const settings = useSiteSettings();
  const href = whatsappUrl(settings.contact.whatsappNumber, settings.whatsapp.defaultMessage);
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

export function FloatingAppButtons() {
  const settings = useSiteSettings();
  const ios = safeHref(settings.appLinks.ios);
  const android = safeHref(settings.appLinks.android);
  if (!ios && !android) return null;
  return (
    <nav className="floating-apps" aria-label="Get the catalogue app">
      {ios ? (
        <a href={ios} {...externalLinkProps} onClick={() => track('app_download_click', { platform: 'ios', source: 'floating_button' })}>
          <span aria-hidden="true"></span>
          <span className="floating-apps__label">App Store</span>
        </a>
      ) : null}
      {android ? (
        <a
          href={android}
          {...externalLinkProps}
          onClick={() => track('app_download_click', { platform: 'android', source: 'floating_button' })}
        >
          <span aria-hidden="true">▶</span>
          <span className="floating-apps__label">Google Play</span>
        </a>
      ) : null}
    </nav>
  );
}
