// A per-request nonce Content-Security-Policy: scripts run only with the page's nonce or when a
// nonced script loaded them ('strict-dynamic' — the federation runtime inserts remote scripts), no
// eval, and connections only to the backend and the remotes — and to Google Analytics only when the
// shop has set a GA4 measurement id (settings/site analytics).
import type { BackendConfig } from 'shared-auth';

/** Where gtag.js loads from and sends to (Google's documented CSP for GA4). */
export const GA4_SCRIPT_ORIGINS = 'https://www.googletagmanager.com';
export const GA4_CONNECT_ORIGINS = 'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';
export const GA4_IMAGE_ORIGINS = 'https://*.google-analytics.com https://www.googletagmanager.com';
/** Google accounts' profile photos (a Google sign-in's photoURL). */
export const PROFILE_PHOTO_ORIGINS = 'https://*.googleusercontent.com';

export function buildContentSecurityPolicy({
  nonce,
  remoteOrigins,
  backend,
  ga4 = false,
  imageOrigins = [],
}: {
  nonce: string;
  remoteOrigins: string[];
  backend: BackendConfig;
  /** The shop sends events to GA4 (a measurement id is set). */
  ga4?: boolean;
  /** Further origins the shop's pictures come from (IMAGE_ORIGINS: a CDN its products' https images use). */
  imageOrigins?: string[];
}): string {
  const remotes = remoteOrigins.join(' ');
  const backendOrigins = backend.emulators
    ? [`http://${backend.emulators.firestore}`, backend.emulators.auth, `http://${backend.emulators.functions}`, `http://${backend.emulators.storage}`].join(
        ' ',
      )
    : 'https://*.googleapis.com https://*.cloudfunctions.net https://*.firebaseapp.com https://*.run.app';
  const authFrames = backend.emulators ? backend.emulators.auth : `https://${backend.firebase.authDomain ?? '*.firebaseapp.com'}`;
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' ${remotes}${ga4 ? ` ${GA4_SCRIPT_ORIGINS}` : ''}`,
    `style-src 'self' ${remotes}`,
    // Pictures come through the shop's own /media (the media library, proxied) or data:/blob: (the
    // admin's upload previews); any other origin must be named.
    `img-src ${["'self'", 'data:', 'blob:', PROFILE_PHOTO_ORIGINS, ...imageOrigins, ...(ga4 ? [GA4_IMAGE_ORIGINS] : [])].join(' ')}`,
    `font-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes} ${backendOrigins}${ga4 ? ` ${GA4_CONNECT_ORIGINS}` : ''}`,
    `frame-src ${authFrames} https://www.google.com`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}
