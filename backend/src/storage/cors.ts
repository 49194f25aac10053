// CORS for the browser SDK. Every origin may call (the admin app runs on its own port, and
// Cloud Storage for Firebase answers any origin too); identity travels in the Authorization
// header, never in cookies, so no credentials are allowed. A browser only lets the SDK read the
// resumable-upload headers if they are exposed, and preflights every call for its custom headers.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, DELETE, OPTIONS';

/** Every request header firebase/storage v12 sets. */
export const ALLOWED_REQUEST_HEADERS = [
  'authorization',
  'content-type',
  'range',
  'x-firebase-storage-version',
  'x-firebase-gmpid',
  'x-firebase-appcheck',
  'x-goog-upload-protocol',
  'x-goog-upload-command',
  'x-goog-upload-offset',
  'x-goog-upload-header-content-length',
  'x-goog-upload-header-content-type',
].join(', ');

/** Response headers the SDK (or a page) reads. */
export const EXPOSED_RESPONSE_HEADERS = [
  'x-goog-upload-status',
  'x-goog-upload-url',
  'x-goog-upload-size-received',
  'x-goog-upload-chunk-granularity',
  'x-guploader-uploadid',
  'x-goog-generation',
  'x-goog-metageneration',
  'content-range',
  'content-disposition',
  'content-encoding',
  'etag',
].join(', ');

export function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_RESPONSE_HEADERS);
  res.setHeader('Vary', 'Origin');
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  setCorsHeaders(req, res);
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS);
  res.setHeader('Access-Control-Max-Age', '3600');
  // Chrome asks before a public page may reach a loopback server.
  if (req.headers['access-control-request-private-network'] === 'true') res.setHeader('Access-Control-Allow-Private-Network', 'true');
  res.writeHead(204, { 'Content-Length': '0' });
  res.end();
}
