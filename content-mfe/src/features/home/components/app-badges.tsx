// App Store and Google Play badges of the catalogue app, with the `app_download_click` event. Each
// is named by its text, the store's own wording (WCAG 2.5.3: the name is what the shopper reads).
import { track } from 'shared-data';
import { externalLinkProps, safeHref } from 'shared-ui';

export function AppBadges({ ios, android, source }: { ios: string; android: string; source: string }) {
  const iosHref = safeHref(ios);
  const androidHref = safeHref(android);
  if (!iosHref && !androidHref) return null;
  return (
    <ul className="app-badges" aria-label="Get the catalogue app">
      {iosHref ? (
        <li>
          <a className="app-badge" href={iosHref} {...externalLinkProps} onClick={() => track('app_download_click', { platform: 'ios', source })}>
            <svg className="app-badge__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.9-1.1-2.9-4.2zM13.9 5.3c.7-.9 1.2-2 1-3.2-1 0-2.2.7-3 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.3-.6 3-1.4z"
              />
            </svg>
            <span className="app-badge__text">
              <small>Download on the</small> App Store
            </span>
          </a>
        </li>
      ) : null}
      {androidHref ? (
        <li>
          <a className="app-badge" href={androidHref} {...externalLinkProps} onClick={() => track('app_download_click', { platform: 'android', source })}>
            <svg className="app-badge__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M4 2.6v18.8c0 .5.5.8 1 .6l10.6-10-10.6-10c-.5-.2-1 .1-1 .6zm12.7 8.3 2.9-2.7-11.9-6.8 9 9.5zm0 2.2-9 9.5 11.9-6.8-2.9-2.7zm4.5-2.6-2.6-1.5-3.1 3 3.1 3 2.6-1.5c.9-.5.9-1.5 0-3z"
              />
            </svg>
            <span className="app-badge__text">
              <small>Get it on</small> Google Play
            </span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
