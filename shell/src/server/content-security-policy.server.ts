// A per-request nonce Content-Security-Policy: scripts run only with the page's nonce or when a
// nonced script loaded them ('strict-dynamic' — the federation runtime inserts remote scripts), no
// eval, and connections only to the backend and the remotes — and to Google Analytics only when the
// shop has set a GA4 measurement id (settings/site analytics).
import type { BackendConfig } from 'shared-auth';

/** Where gtag.js loads from and sends to (Google's documented CSP for GA4). */
export const GA4_SCRIPT_ORIGINS = 'https://www.googletagmanager.com';
export const GA4_CONNECT_ORIGINS = 'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';

export function buildContentSecurityPolicy({
  nonce,
  remoteOrigins,
  backend,
  ga4 = false,
}: {
  nonce: string;
  remoteOrigins: string[];
  backend: BackendConfig;
  /** The shop sends events to GA4 (a measurement id is set). */
  ga4?: boolean;
}): string {
  const remotes = remoteOrigins.join(' ');
  const backendOrigins = backend.emulators
    ? [
        `http://${backend.emulators.firestore}`,
        backend.emulators.auth,
        `http://${backend.emulators.functions}`,
        `http://${backend.emulators.storage}`,
      ].join(' ')
    : 'https://*.googleapis.com https://*.cloudfunctions.net https://*.firebaseapp.com https://*.run.app';
  const authFrames = backend.emulators ? backend.emulators.auth : `https://${backend.firebase.authDomain ?? '*.firebaseapp.com'}`;
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' ${remotes}${ga4 ? ` ${GA4_SCRIPT_ORIGINS}` : ''}`,
    `style-src 'self' ${remotes}`,
    `img-src 'self' data: https:`,
    `font-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes} ${backendOrigins}${ga4 ? ` ${GA4_CONNECT_ORIGINS}` : ''}`,
    `frame-src ${authFrames} https://www.google.com`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}
