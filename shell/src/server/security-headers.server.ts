// Headers every response carries, set before anything else answers (static files, media, text
// 404s, robots.txt, sitemaps, health): a Content-Security-Policy that allows nothing — a file opened
// on its own (an SVG from /media, a text 404) can run no script, load nothing and not be framed —
// which the page renderer replaces with its own nonce policy for HTML pages; nosniff; the opener,
// resource and permissions policies; and, when the shop is served over https,
// Strict-Transport-Security. A CSP on a script or stylesheet response
// does not limit the page that loads it, so the shop's own assets are unaffected.
import type { ServerResponse } from 'node:http';

export const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** One year, subdomains included (the shop's own domain answers only over https in production). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Browser features no page of the shop uses: a script that got in cannot ask for them either. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export function setBaselineSecurityHeaders(res: ServerResponse, { https }: { https: boolean }): void {
  res.setHeader('content-security-policy', LOCKED_DOWN_CSP);
  res.setHeader('x-content-type-options', 'nosniff');
  // No other site's window keeps a handle on the shop's pages; the Google sign-in popup (opened by
  // the page, on Firebase's auth domain) still reports back to its opener.
  res.setHeader('cross-origin-opener-policy', 'same-origin-allow-popups');
  // Only the shop's own pages embed its responses (the media library's pictures say otherwise:
  // start-server.server.ts, so e-mails and other sites may show them).
  res.setHeader('cross-origin-resource-policy', 'same-origin');
  res.setHeader('permissions-policy', PERMISSIONS_POLICY);
  if (https) res.setHeader('strict-transport-security', HSTS);
}
