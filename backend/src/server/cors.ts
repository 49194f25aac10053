// CORS for browsers: Lite's requests carry custom headers, so every call is preflighted.

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
