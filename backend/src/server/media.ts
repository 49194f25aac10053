// GET /media/<path>: static files (product images written by the seed), confined to one folder.

import { createReadStream, promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ApiError, invalidArgument, notFound } from './errors';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves the URL path below /media/ to a file inside `root`, refusing any escape. */
export async function resolveMediaFile(root: string, urlPath: string): Promise<string> {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    throw invalidArgument(`Media path "${urlPath}" is not valid percent-encoding.`);
  }
  const segments = relative.split('/');
  if (relative.includes('\0') || relative.includes('\\') || segments.some((s) => s === '..' || s === '.')) {
    throw invalidArgument(`Media path "${relative}" may not contain "..", "." or backslashes.`);
  }
  const rootReal = await fs.realpath(root).catch(() => null);
  if (!rootReal) throw notFound(`No media folder (${root}) exists, so /media/${relative} cannot be served.`);
  const candidate = path.resolve(rootReal, ...segments.filter((s) => s !== ''));
  const real = await fs.realpath(candidate).catch(() => null);
  if (!real) throw notFound(`Media file /media/${relative} does not exist.`);
  if (real !== rootReal && !real.startsWith(rootReal + path.sep)) {
    throw new ApiError(403, 'PERMISSION_DENIED', `Media path /media/${relative} leads outside the media folder.`);
  }
  const stat = await fs.stat(real);
  if (!stat.isFile()) throw notFound(`Media path /media/${relative} is not a file.`);
  return real;
}

export async function serveMedia(root: string, urlPath: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const file = await resolveMediaFile(root, urlPath);
  const stat = await fs.stat(file);
  res.writeHead(200, {
    'Content-Type': contentTypeOf(file),
    'Content-Length': String(stat.size),
    'Cache-Control': 'public, max-age=300',
    'X-Content-Type-Options': 'nosniff',
    'Last-Modified': stat.mtime.toUTCString(),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(file);
    stream.on('error', reject);
    stream.on('end', resolve);
    stream.pipe(res);
  });
}
