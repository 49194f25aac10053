// /media/* is served from the backend's media store (the document server locally; a Hosting
// rewrite to Storage in production), and /media/library/* from Cloud Storage (the storage server
// locally), so images are same-origin for the page. Text media (SVG, the seed's product images)
// goes out brotli- or gzip-compressed as the browser accepts, each image compressed once and kept;
// every answer carries a strong ETag, so a browser revalidating after a day gets a 304.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { BackendConfig } from 'shared-auth';
import { acceptedEncodings } from './static-files.server';

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

/** Media types worth compressing: SVG and other text. Raster formats are compressed already. */
export function isCompressibleMedia(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'image/svg+xml' || type.startsWith('text/') || type === 'application/json' || type === 'application/xml';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this a compressed copy saves too little to be worth a header. */
const MIN_COMPRESS_BYTES = 512;

/**
 * Compressed copies by content hash and encoding, the least recently used dropped beyond
 * `maxBytes`: a popular image is compressed once (brotli at its best quality), not per request.
 */
export class CompressedMediaCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes = 16 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  async get(hash: string, encoding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
    const key = `${hash}:${encoding}`;
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body, { level: 9 });
    this.entries.set(key, compressed);
    this.bytes += compressed.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
    return compressed;
  }
}

const compressedMedia = new CompressedMediaCache();

export async function proxyMedia(
  req: IncomingMessage,
  res: ServerResponse,
  backend: BackendConfig,
  pathname: string,
  cache: CompressedMediaCache = compressedMedia,
) {
  const upstreamUrl = mediaUpstream(backend, pathname);
  if (!upstreamUrl) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  let upstream: Response;
  let body: Buffer;
  try {
    upstream = await fetch(upstreamUrl, { signal: AbortSignal.timeout(5000) });
    body = Buffer.from(await upstream.arrayBuffer());
  } catch {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Media temporarily unavailable');
    return;
  }
  const contentType = upstream.headers.get('content-type') ?? 'application/octet-stream';
  if (!upstream.ok) {
    res.writeHead(upstream.status, { 'content-type': contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const compressible = isCompressibleMedia(contentType);
  const encoding = compressible && body.length >= MIN_COMPRESS_BYTES ? acceptedEncodings(req.headers['accept-encoding'])[0] : undefined;
  // One ETag per representation: a cache holding the gzip copy must not answer a brotli request.
  const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    etag,
    'x-content-type-options': 'nosniff',
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
  };
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const sent = encoding ? await cache.get(hash, encoding, body) : body;
  res.writeHead(200, { ...headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': String(sent.length) });
  res.end(req.method === 'HEAD' ? undefined : sent);
}
