// Firebase App Check for the shop's pages: every callable needs a token (the functions enforce it,
// backend/functions/src/index.ts). In production the token comes from reCAPTCHA Enterprise (the
// site key in APP_CHECK_SITE_KEY); against the local backend it is minted here, because App Check's
// debug provider has to exchange its secret with Google's servers, which a machine offline cannot
// reach. The local functions host follows the emulator convention for tokens: it decodes them and
// requires them to be present, without verifying a signature (as the Auth emulator's ID tokens).
// Loaded on demand by functions.ts (its own chunk, with the App Check SDK), before the first call.
import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { localAppCheckToken } from './app-check-token';

export interface AppCheckOptions {
  /** Against the local backend (emulators): tokens minted locally. */
  local: boolean;
  /** reCAPTCHA Enterprise site key (production). */
  siteKey?: string | undefined;
}

const started = new WeakMap<FirebaseApp, AppCheck | null>();

/**
 * Starts App Check once per app; returns null (with an error in the console) when production has
 * no site key, in which case the functions refuse the calls with `unauthenticated`.
 */
export function startAppCheck(app: FirebaseApp, options: AppCheckOptions): AppCheck | null {
  if (started.has(app)) return started.get(app) ?? null;
  let appCheck: AppCheck | null = null;
  if (options.local) {
    const { appId = 'local-app', projectId = 'demo-project' } = app.options;
    const provider = new CustomProvider({ getToken: async () => localAppCheckToken(appId, projectId) });
    appCheck = initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  } else if (options.siteKey) {
    appCheck = initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(options.siteKey), isTokenAutoRefreshEnabled: true });
  } else {
    console.error('App Check is not configured (APP_CHECK_SITE_KEY): the shop functions will refuse calls from this page.');
  }
  started.set(app, appCheck);
  return appCheck;
}
