// /media/* is served from the backend's media store (the document server locally; a Hosting
// rewrite to Storage in production), and /media/library/* from Cloud Storage (the storage server
// locally), so images are same-origin for the page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendConfig } from 'shared-auth';

/** Images uploaded through the admin's media library live in Cloud Storage under the same name. */
export const MEDIA_LIBRARY_PREFIX = '/media/library/';

/**
 * Where a /media/ path is read from: the media library's objects in Storage, the rest from the
 * media store; null for a path that is not a plain file name under /media/. The path is checked
 * decoded: `/media/%2e%2e/…` and `/media/..%2f…` must not reach anything outside /media/ upstream.
 */
export function mediaUpstream(backend: BackendConfig, pathname: string): URL | null {
  let name: string;
  try {
    name = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!name.startsWith('/media/') || name.split('/').some((segment) => segment === '..' || segment === '.') || /[\\\0?#]/.test(name)) return null;
  if (name.startsWith(MEDIA_LIBRARY_PREFIX)) {
    const bucket = backend.firebase.storageBucket;
    const origin = backend.emulators ? `http://${backend.emulators.storage}` : 'https://firebasestorage.googleapis.com';
    if (!bucket) return null;
    return new URL(`/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(name.slice(1))}?alt=media`, origin);
  }
  const base = process.env.MEDIA_ORIGIN ?? (backend.emulators ? `http://${backend.emulators.firestore}` : null);
  if (!base) return null;
  const upstream = new URL(name.split('/').map(encodeURIComponent).join('/'), base);
  return upstream.pathname.startsWith('/media/') ? upstream : null;
}

export async function proxyMedia(req: IncomingMessage, res: ServerResponse, backend: BackendConfig, pathname: string) {
  const upstreamUrl = mediaUpstream(backend, pathname);
  if (!upstreamUrl) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  try {
    const upstream = await fetch(upstreamUrl, { signal: AbortSignal.timeout(5000) });
    const headers: Record<string, string> = {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': upstream.ok ? 'public, max-age=86400' : 'no-store',
      'x-content-type-options': 'nosniff',
    };
    res.writeHead(upstream.status, headers);
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(await upstream.arrayBuffer()));
  } catch {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Media temporarily unavailable');
  }
}
