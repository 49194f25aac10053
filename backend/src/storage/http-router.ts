// Routes the Cloud Storage for Firebase REST API (the `/v0` API firebase/storage speaks) to the
// operations, answers CORS, and turns every failure into the JSON error shape the SDK maps.
// The path is read raw, not through URL normalisation, so an encoded `..` in an object name is
// seen (and refused) as written instead of being resolved away.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { identifyCaller, type Caller } from '../server/auth';
import { hostRefusal, ownerFromBrowserRefusal } from '../server/local-hosts.mjs';
import { ApiError } from '../server/errors';
import type { Logger } from '../server/persistence';
import { answerPreflight, setCorsHeaders } from './cors';
import { StorageApiError, badRequest, notFound } from './errors';
import { ClientGone, reasonPhrase, sendJson } from './http-io';
import { decodeComponent, checkObjectName } from './object-name';
import type { ObjectStore } from './object-store';
import type { StorageContext, StorageLimits } from './operations/context';
import { deleteObject } from './operations/delete-object';
import { getObject } from './operations/get-object';
import { listObjects } from './operations/list-objects';
import { multipartUpload } from './operations/multipart-upload';
import { continueResumableUpload, startResumableUpload } from './operations/resumable-upload';
import { updateMetadata } from './operations/update-metadata';
import type { StorageGate } from './rules-gate';
import type { UploadSessions } from './upload-sessions';

export interface StorageRouterOptions {
  store: ObjectStore;
  bucket: string;
  projectId: string;
  gate: StorageGate;
  uploads: UploadSessions;
  limits: StorageLimits;
  /** The server's own URL, for upload URLs when the request's Host header is unusable. */
  url: () => string;
  /** Host headers served (others are refused with 403: DNS rebinding). */
  allowHost: (host: string | undefined) => boolean;
  log: Logger;
}

/** After an error answer, at most this much of an unread body is read and dropped; then the connection goes. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;
const HOST_HEADER = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;
const AUTH_SCHEMES = ['Firebase', 'Bearer'];

function methodNotAllowed(method: string, what: string, allowed: string): StorageApiError {
  return new StorageApiError(405, `HTTP method ${method} is not supported for ${what}; use ${allowed}.`, { Allow: allowed });
}

export function createStorageRouter(options: StorageRouterOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { bucket, log } = options;

  function callerOf(req: IncomingMessage): Caller {
    const caller = identifyCaller(req.headers.authorization, options.projectId, AUTH_SCHEMES);
    // Server code sends no Origin; a page always does with an Authorization header.
    if (caller.kind === 'owner' && req.headers.origin !== undefined)
      throw new StorageApiError(403, ownerFromBrowserRefusal('storage server', req.headers.origin));
    return caller;
  }

  function context(req: IncomingMessage): StorageContext {
    let caller: Caller | null = null;
    const host = req.headers.host;
    return {
      store: options.store,
      bucket,
      gate: options.gate,
      uploads: options.uploads,
      limits: options.limits,
      origin: host !== undefined && HOST_HEADER.test(host) ? `http://${host}` : options.url(),
      caller: () => (caller ??= callerOf(req)),
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const raw = req.url ?? '/';
    const q = raw.indexOf('?');
    const path = q < 0 ? raw : raw.slice(0, q);
    const query = new URLSearchParams(q < 0 ? '' : raw.slice(q + 1));
    if (!options.allowHost(req.headers.host)) {
      // No CORS headers: the page that sent it reads nothing.
      delete req.headers.origin;
      throw new StorageApiError(403, hostRefusal('storage server', req.headers.host));
    }
    if (method === 'OPTIONS') {
      answerPreflight(req, res);
      return;
    }
    setCorsHeaders(req, res);
    if (path === '/healthz') {
      if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(method, '/healthz', 'GET');
      sendJson(res, 200, { status: 'ok', bucket, objects: options.store.count, storage: options.store.persistent ? 'disk' : 'memory' });
      return;
    }
    const m = /^\/v0\/b\/([^/]+)\/o(?:\/(.*))?$/.exec(path);
    if (m === null) throw notFound(`Unknown path ${path.slice(0, 200)}. The API lives under /v0/b/{bucket}/o.`);
    const requestedBucket = decodeComponent(m[1] as string, 'bucket');
    if (requestedBucket !== bucket) throw notFound(`Bucket "${requestedBucket}" does not exist; this server serves "${bucket}".`);
    const ctx = context(req);

    if (m[2] === undefined) {
      if (method === 'GET') return listObjects(ctx, res, query);
      if (method !== 'POST') throw methodNotAllowed(method, 'the bucket', 'GET (list) or POST (upload)');
      if (query.has('upload_id')) return continueResumableUpload(ctx, req, res, query);
      const protocol = req.headers['x-goog-upload-protocol'];
      if (protocol === 'resumable') return startResumableUpload(ctx, req, res, query);
      if (protocol === 'multipart' || /^\s*multipart\/related/i.test(req.headers['content-type'] ?? '')) return multipartUpload(ctx, req, res, query);
      throw badRequest('Unsupported upload: send X-Goog-Upload-Protocol: multipart (with a multipart/related body) or resumable.');
    }
    const name = checkObjectName(decodeComponent(m[2], 'object name'));
    switch (method) {
      case 'GET':
      case 'HEAD':
        return getObject(ctx, req, res, name, query);
      case 'PATCH':
        return updateMetadata(ctx, req, res, name);
      case 'DELETE':
        return deleteObject(ctx, res, name);
      default:
        throw methodNotAllowed(method, 'an object', 'GET, HEAD, PATCH or DELETE');
    }
  }

  function fail(req: IncomingMessage, res: ServerResponse, e: unknown): void {
    if (e instanceof ClientGone || res.headersSent) {
      // Nobody to answer, or the answer is already under way: end the connection.
      res.destroy();
      return;
    }
    let error: StorageApiError;
    if (e instanceof StorageApiError) error = e;
    else if (e instanceof ApiError) error = new StorageApiError(e.httpStatus, e.message);
    else {
      const message = e instanceof Error ? e.message : String(e);
      log('error', `Internal error on ${req.method} ${req.url}: ${e instanceof Error && e.stack ? e.stack : message}`);
      error = new StorageApiError(500, `Internal error: ${message}`);
    }
    const unread = !req.complete;
    setCorsHeaders(req, res);
    res.statusMessage = reasonPhrase(error.message);
    sendJson(res, error.httpStatus, error.toJSON(), unread ? { ...error.headers, Connection: 'close' } : error.headers);
    if (unread) {
      // Read and drop the rest, so the client gets to read this answer, but not without end.
      let seen = 0;
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > MAX_DRAIN_BYTES) req.destroy();
      });
      req.on('error', () => undefined);
      req.resume();
    }
  }

  return (req, res) => {
    handle(req, res).catch((e: unknown) => {
      try {
        fail(req, res, e);
      } catch {
        res.destroy();
      }
    });
  };
}
