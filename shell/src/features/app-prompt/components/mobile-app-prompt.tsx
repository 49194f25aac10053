// The mobile app prompt: a dialog offering the catalogue app, 3 s after load on mobile devices.
import { useEffect, useState } from 'react';
import { track, useSiteSettings } from 'shared-data';
import { externalLinkProps, safeHref } from 'shared-ui';
import {
  expireFlags,
  isMobileDevice,
  mobilePlatform,
  PROMPT_DELAY_MS,
  recordInstall,
  recordSkip,
  shouldShowPrompt,
  type PromptStorage,
} from '../lib/prompt-state';

function browserStorage(): PromptStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: never nag
  }
}

export function MobileAppPrompt() {
  const settings = useSiteSettings();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return undefined;
    expireFlags(storage, Date.now());
    const uaDataMobile = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
    if (!shouldShowPrompt(storage, isMobileDevice(navigator.userAgent, uaDataMobile))) return undefined;
    const timer = window.setTimeout(() => setVisible(true), PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  // Only reached in the browser (visible is set by a timer after hydration).
  const platform = mobilePlatform(navigator.userAgent);
  const storage = browserStorage();
  const ios = safeHref(settings.appLinks.ios);
  const android = safeHref(settings.appLinks.android);
  const stores = [
    ios && platform !== 'android' ? { key: 'ios' as const, href: ios, label: 'Download on the App Store' } : null,
    android && platform !== 'ios' ? { key: 'android' as const, href: android, label: 'Get it on Google Play' } : null,
  ].filter((store): store is NonNullable<typeof store> => store !== null);

  return (
    <div className="app-prompt" role="dialog" aria-modal="false" aria-labelledby="app-prompt-title">
      <button type="button" className="app-prompt__close" aria-label="Close" onClick={() => setVisible(false)}>
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
              setVisible(false);
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
            setVisible(false);
          }}
        >
          Skip
        </button>
      </div>
    </div>
  );
}
