// Reading request bodies within limits and writing responses: the small HTTP plumbing every
// operation of the storage server shares.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StorageApiError, badRequest, tooLarge } from './errors';

/** The client went away mid-request: nothing can be answered. */
export class ClientGone extends Error {
  constructor() {
    super('The client closed the connection before sending the whole request.');
    this.name = 'ClientGone';
  }
}

/** The declared Content-Length, or null when the body is chunked. */
export function declaredLength(req: IncomingMessage): number | null {
  const raw = req.headers['content-length'];
  if (raw === undefined) return null;
  if (!/^[0-9]{1,16}$/.test(raw)) throw badRequest(`Content-Length "${raw}" is not a byte count.`);
  return Number(raw);
}

/**
 * The body, chunk by chunk, refusing (413) more than `max` bytes: up front when Content-Length
 * says so, otherwise as soon as the count passes it.
 */
export async function* limitedBody(req: IncomingMessage, max: number, what: string, limit = `the limit of ${max} bytes`): AsyncGenerator<Buffer> {
  const declared = declaredLength(req);
  if (declared !== null && declared > max) throw tooLarge(`The ${what} (${declared} bytes) is larger than ${limit}.`);
  let size = 0;
  try {
    // Not destroyed when the reader stops early: the client must still receive the error answer.
    for await (const chunk of req.iterator({ destroyOnReturn: false })) {
      size += (chunk as Buffer).length;
      if (size > max) throw tooLarge(`The ${what} is larger than ${limit}.`);
      yield chunk as Buffer;
    }
  } catch (e) {
    if (e instanceof StorageApiError) throw e;
    throw new ClientGone();
  }
}

/** Reads a whole JSON object body of at most `max` bytes; an empty body is `{}`. */
export async function readJsonObject(req: IncomingMessage, max: number, what: string): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of limitedBody(req, max, what)) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw badRequest(`The ${what} is not valid JSON: ${(e as Error).message}.`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(`The ${what} must be a JSON object.`);
  return parsed as Record<string, unknown>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

/**
 * The error's message as the HTTP reason phrase ("HTTP/1.1 400 The object is declared as …"):
 * firebase/storage in a browser hands an error's `serverResponse` over from `xhr.statusText`, never
 * from the body, so this is how a person sees why an upload was refused. Printable ASCII only.
 */
export function reasonPhrase(message: string): string {
  const phrase = message.replace(/[^\x20-\x7e]/g, '?');
  return phrase.slice(0, 400);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Length': '0' });
  res.end();
}
