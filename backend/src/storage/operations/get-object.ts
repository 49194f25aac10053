// GET (or HEAD) /v0/b/{bucket}/o/{name}: the object's metadata (getMetadata, getDownloadURL), or
// with ?alt=media its content (getBytes, getStream, and the download URL a page shows). A valid
// `token` makes the content readable without any identity, as in production; otherwise the rules
// decide "get". Content is served with its stored type, never sniffed, and anything that is not
// a raster image (SVG above all) under a policy that stops it from running script.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageApiError, badRequest, notFound } from '../errors';
import { sendJson } from '../http-io';
import { toResource, type StoredObject } from '../object-metadata';
import { authorize } from '../rules-gate';
import type { StorageContext } from './context';

/** The policy for content that a browser could run as a document (SVG, HTML, XML…). */
export const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const RASTER_IMAGE = /^image\/(?!svg\+xml$)[a-z0-9.+-]+$/;

function hasToken(object: StoredObject, token: string): boolean {
  const given = Buffer.from(token);
  return object.downloadTokens.some((t) => {
    const known = Buffer.from(t);
    return known.length === given.length && timingSafeEqual(known, given);
  });
}

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range, as the SDK's getBytes(ref, max) sends; anything else is served whole. */
function parseRange(header: string | undefined, size: number): Range {
  if (header === undefined || size === 0) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (m === null || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

export async function getObject(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, name: string, query: URLSearchParams): Promise<void> {
  const alt = query.get('alt') ?? 'json';
  if (alt !== 'json' && alt !== 'media') throw badRequest(`alt must be "json" (metadata) or "media" (content), not "${alt}".`);
  const token = query.get('token');
  // Deciding and opening the content under the object's lock keeps them about one generation.
  const opened = await ctx.store.exclusive(ctx.bucket, name, async () => {
    const stored = ctx.store.get(ctx.bucket, name);
    const byToken = alt === 'media' && token !== null && stored !== null && hasToken(stored, token);
    if (!byToken) authorize(ctx.gate, ctx.caller(), { method: 'get', bucket: ctx.bucket, name, resource: stored }, new Date());
    if (stored === null) throw notFound(`Object ${name} does not exist.`);
    if (alt === 'json') return { object: stored, content: null };
    const range = parseRange(req.headers.range, stored.size);
    if (range === 'unsatisfiable') {
      throw new StorageApiError(416, `The range ${req.headers.range} is outside the object's ${stored.size} bytes.`, {
        'Content-Range': `bytes */${stored.size}`,
      });
    }
    const { start, end } = range ?? { start: 0, end: stored.size - 1 };
    const stream = stored.size === 0 ? Readable.from([]) : await ctx.store.read(stored, start, end);
    if (stream === null) throw new Error(`the content of ${name} generation ${stored.generation} is missing`);
    return { object: stored, content: { stream, start, end, partial: range !== null } };
  });
  const { object, content } = opened;
  if (content === null) {
    sendJson(res, 200, toResource(object));
    return;
  }
  const etag = `"${object.md5Hash}"`;
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Cache-Control': object.cacheControl ?? 'private, max-age=0',
    ETag: etag,
    'Last-Modified': new Date(object.updated).toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'X-Goog-Generation': String(object.generation),
    'X-Goog-Metageneration': String(object.metageneration),
  };
  if (!RASTER_IMAGE.test(object.contentType.split(';')[0]?.trim().toLowerCase() ?? '')) headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY;
  if (object.contentDisposition !== undefined) headers['Content-Disposition'] = object.contentDisposition;
  if (object.contentEncoding !== undefined) headers['Content-Encoding'] = object.contentEncoding;
  if (object.contentLanguage !== undefined) headers['Content-Language'] = object.contentLanguage;
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    content.stream.destroy();
    res.writeHead(304, { ETag: etag, 'Cache-Control': headers['Cache-Control'] as string });
    res.end();
    return;
  }
  headers['Content-Length'] = String(object.size === 0 ? 0 : content.end - content.start + 1);
  if (content.partial) headers['Content-Range'] = `bytes ${content.start}-${content.end}/${object.size}`;
  res.writeHead(content.partial ? 206 : 200, headers);
  if (req.method === 'HEAD') {
    content.stream.destroy();
    res.end();
    return;
  }
  await pipeline(content.stream, res);
}
