// Headers every response carries, set before anything else answers (static files, media, text
// 404s, robots.txt, sitemaps, health): a Content-Security-Policy that allows nothing — a file opened
// on its own (an SVG from /media, a text 404) can run no script, load nothing and not be framed —
// which the page renderer replaces with its own nonce policy for HTML pages; nosniff; and, when the
// shop is served over https, Strict-Transport-Security. A CSP on a script or stylesheet response
// does not limit the page that loads it, so the shop's own assets are unaffected.
import type { ServerResponse } from 'node:http';

export const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** One year, subdomains included (the shop's own domain answers only over https in production). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function setBaselineSecurityHeaders(res: ServerResponse, { https }: { https: boolean }): void {
  res.setHeader('content-security-policy', LOCKED_DOWN_CSP);
  res.setHeader('x-content-type-options', 'nosniff');
  if (https) res.setHeader('strict-transport-security', HSTS);
}
