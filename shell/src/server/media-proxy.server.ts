// /media/* is served from the backend's media store (the document server locally; a Hosting
// rewrite to Storage in production), so images are same-origin for the page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendConfig } from 'shared-auth';

export async function proxyMedia(req: IncomingMessage, res: ServerResponse, backend: BackendConfig, pathname: string) {
  const base = process.env.MEDIA_ORIGIN ?? (backend.emulators ? `http://${backend.emulators.firestore}` : null);
  if (!base || pathname.includes('..')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  try {
    const upstream = await fetch(new URL(pathname, base), { signal: AbortSignal.timeout(5000) });
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
