// Serves files from a folder: content types, no path traversal, ETags, long-lived caching for
// content-hashed names, and the brotli or gzip copy made at build time (scripts/lib/precompress.ts)
// when the browser accepts it (`Vary: Accept-Encoding`). Used by the shell server and by the local
// remote deployments.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const HASHED_NAME = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2)$/;

export interface ServeOptions {
  /** Extra headers for every file (CORS for remotes). */
  headers?: Record<string, string>;
  /** Cache-Control for files whose names carry no content hash. */
  defaultCacheControl?: string;
  /** Treat every file as immutable (a versioned build folder). */
  immutable?: boolean;
}

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The encodings the request accepts, best first (a q=0 refuses one). */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const wildcard = accepted.get('*');
  return (['br', 'gzip'] as const).filter((encoding) => (accepted.get(encoding) ?? wildcard ?? 0) > 0);
}

/** The precompressed copy to send, if one exists and is not older than the file itself. */
async function compressedCopy(absolute: string, mtimeMs: number, encodings: Encoding[]): Promise<{ encoding: Encoding; file: string; size: number } | null> {
  for (const encoding of encodings) {
    const file = absolute + SUFFIX[encoding];
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && info.mtimeMs >= mtimeMs) return { encoding, file, size: info.size };
  }
  return null;
}

/**
 * Serves `relativePath` from `root`. Resolves to false (nothing written) when there is no such
 * file, so the caller can fall through to its next handler.
 */
export async function serveFile(req: IncomingMessage, res: ServerResponse, root: string, relativePath: string, options: ServeOptions = {}): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return false;
  }
  if (decoded.includes('\0')) return false;
  const absolute = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (absolute !== root && !absolute.startsWith(root + path.sep)) return false;
  let info;
  try {
    info = await stat(absolute);
  } catch {
    return false;
  }
  if (!info.isFile()) return false;
  const compressed = await compressedCopy(absolute, info.mtimeMs, acceptedEncodings(req.headers['accept-encoding']));
  const size = compressed?.size ?? info.size;
  const etag = `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}${compressed ? `-${compressed.encoding}` : ''}"`;
  const immutable = options.immutable || HASHED_NAME.test(absolute);
  const headers: Record<string, string> = {
    'content-type': contentTypes[path.extname(absolute).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : (options.defaultCacheControl ?? 'no-cache'),
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
    etag,
    ...(compressed ? { 'content-encoding': compressed.encoding } : {}),
    ...options.headers,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, { ...headers, 'content-length': String(size) });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await new Promise<void>((resolve, reject) => {
    createReadStream(compressed?.file ?? absolute)
      .on('error', reject)
      .on('end', resolve)
      .pipe(res);
  });
  return true;
}
