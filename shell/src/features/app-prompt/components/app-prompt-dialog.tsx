// The mobile app prompt's dialog, loaded only when the prompt is shown (mobile-app-prompt.tsx): most
// visits never see it, and no first view carries it.
import { track, useSiteSettings } from 'shared-data';
import { externalLinkProps, safeHref } from 'shared-ui';
import { mobilePlatform, recordInstall, recordSkip } from '../lib/prompt-state';
import { browserStorage } from '../lib/browser-storage';

export default function AppPromptDialog({ onClose }: { onClose: () => void }) {
  const settings = useSiteSettings();
  const platform = mobilePlatform(navigator.userAgent);
  const storage = browserStorage();
  // The badges only where the shop offers its app (settings.features).
  const ios = settings.features.appBadges ? safeHref(settings.appLinks.ios) : '';
  const android = settings.features.appBadges ? safeHref(settings.appLinks.android) : '';
  const stores = [
    ios && platform !== 'android' ? { key: 'ios' as const, href: ios, label: 'Download on the App Store' } : null,
    android && platform !== 'ios' ? { key: 'android' as const, href: android, label: 'Get it on Google Play' } : null,
  ].filter((store): store is NonNullable<typeof store> => store !== null);

  return (
    <div className="app-prompt" role="dialog" aria-modal="false" aria-labelledby="app-prompt-title">
      <button type="button" className="app-prompt__close" aria-label="Close" onClick={() => onClose()}>
        ×
      </button>
      <h2 id="app-prompt-title">Browse our catalogue in the app</h2>
      <p>New designs, ready stock and quick enquiries — all in the {settings.brand.name} app.</p>
      <div className="app-prompt__actions">
        {stores.map((store) => (
          <a
            key={store.key}
            className="button button--primary"
            href={store.href}
            {...externalLinkProps}
            onClick={() => {
              if (storage) recordInstall(storage);
              track('app_download_click', { platform: store.key, source: 'mobile_prompt' });
              onClose();
            }}
          >
            {store.label}
          </a>
        ))}
        <button
          type="button"
          className="button"
          onClick={() => {
            if (storage) recordSkip(storage, Date.now());
            onClose();
          }}
        >
          Skip
        </button>
      </div>
    </div>
  );
}
