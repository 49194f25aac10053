// The mobile app prompt: a dialog offering the catalogue app, 3 s after load on mobile devices. The
// dialog's code (app-prompt-dialog.tsx) is downloaded only on a device that is to see it, while the
// 3 s run: no first view carries it.
import { useEffect, useState, type ComponentType } from 'react';
import { expireFlags, isMobileDevice, PROMPT_DELAY_MS, shouldShowPrompt } from '../lib/prompt-state';
import { browserStorage } from '../lib/browser-storage';
import { useSiteSettings } from 'shared-data';
import { inLaterTask } from 'shared-ui';

type PromptDialog = ComponentType<{ onClose: () => void }>;

export function MobileAppPrompt() {
  const [due, setDue] = useState(false);
  const [Dialog, setDialog] = useState<PromptDialog | null>(null);
  const settings = useSiteSettings();
  // Only a shop that offers an app (settings.features, with a store link) prompts for it.
  const offered = settings.features.appBadges && Boolean(settings.appLinks.ios || settings.appLinks.android);

  useEffect(() => {
    const storage = browserStorage();
    if (!storage || !offered) return undefined;
    expireFlags(storage, Date.now());
    const uaDataMobile = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
    if (!shouldShowPrompt(storage, isMobileDevice(navigator.userAgent, uaDataMobile))) return undefined;
    let live = true;
    // The download starts in a task of its own, not in the one where all the page's effects run
    // after hydration (issue 44). A failed one shows nothing: the prompt is an offer, not something
    // the visitor asked for.
    const cancelDownload = inLaterTask(() => {
      import('./app-prompt-dialog').then(
        ({ default: dialog }) => live && setDialog(() => dialog),
        () => undefined,
      );
    });
    const timer = window.setTimeout(() => setDue(true), PROMPT_DELAY_MS);
    return () => {
      live = false;
      cancelDownload();
      window.clearTimeout(timer);
    };
  }, [offered]);

  // Only ever shown in the browser (due is set by a timer after hydration).
  if (!due || !Dialog) return null;
  return <Dialog onClose={() => setDue(false)} />;
}
