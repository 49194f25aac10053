// CORS for browsers: Lite's requests carry custom headers, so every call is preflighted. Only the
// shop's own origins are answered: loopback ones (the local shop on any port) and those the server
// is configured with; a browser request from any other origin is refused before it is handled.

import type { IncomingMessage, ServerResponse } from 'node:http';

export const ALLOWED_METHODS = 'GET, POST, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS =
  'authorization, content-type, x-goog-api-client, x-goog-request-params, google-cloud-resource-prefix, x-firebase-gmpid, x-firebase-appcheck';

export function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  setCorsHeaders(req, res);
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
  res.setHeader('Access-Control-Allow-Headers', requested && requested.trim() !== '' ? requested : DEFAULT_ALLOWED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '3600');
  if (req.headers.origin) res.setHeader('Vary', 'Origin, Access-Control-Request-Headers');
  res.writeHead(204);
  res.end();
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether a browser request from `origin` is served: loopback origins and the configured ones. */
export function originPolicy(configured: readonly string[] = []): (origin: string) => boolean {
  const allowed = new Set(configured.map((origin) => new URL(origin).origin));
  return (origin) => {
    if (allowed.has(origin)) return true;
    try {
      const url = new URL(origin);
      return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname) && url.origin === origin;
    } catch {
      return false;
    }
  };
}
