// Small request bodies (the session and the analytics endpoints): read up to a limit, refused
// past it; JSON answers that no cache keeps.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {}

export async function readRequestBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw new BodyTooLargeError();
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new BodyTooLargeError();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function answer(res: ServerResponse, status: number, message?: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'cache-control': 'no-store', ...(message ? { 'content-type': 'application/json' } : {}), ...headers });
  res.end(message ? JSON.stringify({ error: message }) : undefined);
}
