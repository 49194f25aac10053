// A per-request nonce Content-Security-Policy: scripts run only with the page's nonce or when a
// nonced script loaded them ('strict-dynamic' — the federation runtime inserts remote scripts), no
// eval, and connections only to the backend and the remotes.
import type { BackendConfig } from 'shared-auth';

export function buildContentSecurityPolicy({
  nonce,
  remoteOrigins,
  backend,
}: {
  nonce: string;
  remoteOrigins: string[];
  backend: BackendConfig;
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
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' ${remotes}`,
    `style-src 'self' ${remotes}`,
    `img-src 'self' data: https:`,
    `font-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes} ${backendOrigins}`,
    `frame-src ${authFrames} https://www.google.com`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}
