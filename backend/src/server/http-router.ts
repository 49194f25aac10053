// Routes HTTP requests to the RPC handlers: the Host and Origin checks (local-hosts.mjs), body
// limits, JSON parsing, identification of the caller, CORS, and one JSON error shape for
// everything that goes wrong.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { identifyCaller } from './auth';
import { hostRefusal, ownerFromBrowserRefusal } from './local-hosts.mjs';
import { answerPreflight, setCorsHeaders } from './cors';
import type { DatabaseSet, ServedDatabase } from './databases';
import { ApiError, invalidArgument, notFound } from './errors';
import { serveMedia } from './media';
import type { Logger } from './persistence';
import { documentsRoot, validateId } from './resource-path';
import { batchGet } from './rpc/batch-get';
import { batchWrite, beginTransaction, commit, rollback } from './rpc/commit';
import type { RequestContext } from './rpc/context';
import { getDocument } from './rpc/get-document';
import { listCollectionIds, listDocuments } from './rpc/list';
import { runAggregationQuery, runQuery } from './rpc/run-query';
import { handleTriggerRoute, matchTriggerRoute, type Triggers } from './triggers/trigger-routes';
import { CHANNEL_PATH, type WebChannelRoutes } from './webchannel/webchannel-routes';
import type { ChannelRpc } from './webchannel/webchannel-session';

export interface RouterOptions {
  /** "(default)" and the named databases, opened on first use. */
  databases: DatabaseSet;
  mediaDir: string | null;
  maxBodyBytes: number;
  log: Logger;
  startedAt: number;
  triggers: Triggers;
  /** Browser origins served (others are refused with 403). */
  allowOrigin: (origin: string) => boolean;
  /** Host headers served (others are refused with 403: DNS rebinding). */
  allowHost: (host: string | undefined) => boolean;
  /** Whether DELETE /emulator/v1/…/documents may wipe the database (tests only). */
  allowReset: boolean;
  /** The Listen and Write streams of the full SDK in browsers. */
  webchannel: WebChannelRoutes;
}

const DATABASE_RPCS = ['batchGet', 'commit', 'beginTransaction', 'rollback', 'batchWrite', 'runQuery', 'runAggregationQuery', 'listCollectionIds'];
const PARENT_RPCS = ['runQuery', 'runAggregationQuery', 'listCollectionIds'];
const STREAMING_RPCS = ['listen', 'write'];
const KNOWN_RPCS = [...DATABASE_RPCS, ...STREAMING_RPCS, 'partitionQuery'];

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  setCorsHeaders(req, res);
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'X-Content-Type-Options': 'nosniff' });
  res.end(text);
}

function methodNotAllowed(method: string, what: string, allowed: string): ApiError {
  return new ApiError(405, 'UNIMPLEMENTED', `HTTP method ${method} is not supported for ${what}; use ${allowed}.`);
}

async function readBody(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const tooLarge = (): ApiError =>
    new ApiError(413, 'INVALID_ARGUMENT', `Request payload is larger than the limit of ${limit} bytes (10 MiB): split the request.`);
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > limit) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError(499, 'CANCELLED', 'The client closed the connection before sending the whole request.');
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw invalidArgument(`Invalid JSON payload received: ${e instanceof Error ? e.message : String(e)}.`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalidArgument('Invalid JSON payload received: the request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

function decodeSegments(raw: string): string[] {
  try {
    return raw.split('/').map((s) => decodeURIComponent(s));
  } catch {
    throw invalidArgument(`The path "${raw}" is not valid percent-encoding.`);
  }
}

export function createRouter(options: RouterOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { databases, log } = options;
  const main = databases.main;

  const context = (req: IncomingMessage, { db, dbId, gate }: ServedDatabase): RequestContext => {
    const caller = identifyCaller(req.headers.authorization, dbId.projectId);
    // Server code (firebase-admin, the seed) sends no Origin; a page always does with a token.
    if (caller.kind === 'owner' && req.headers.origin !== undefined) {
      throw new ApiError(403, 'PERMISSION_DENIED', ownerFromBrowserRefusal('document server', req.headers.origin));
    }
    return { db, dbId, root: documentsRoot(dbId), caller, gate, time: new Date() };
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const rest = url.pathname.slice('/v1/'.length);
    // "…/documents/c/d:runQuery": the RPC follows the last colon. A GET of a document whose id
    // ends in ":word" is a path, not an RPC (the SDKs percent-encode colons in ids anyway).
    const rpcMatch = /^(.*):([A-Za-z]+)$/.exec(rest);
    const isRpc = rpcMatch !== null && (method !== 'GET' || KNOWN_RPCS.includes(rpcMatch[2] as string));
    const resource = decodeSegments(isRpc ? (rpcMatch[1] as string) : rest);
    const rpc = isRpc ? (rpcMatch[2] as string) : null;
    if (resource[0] !== 'projects' || resource[2] !== 'databases' || resource[4] !== 'documents' || !resource[1] || !resource[3]) {
      throw notFound(`Unknown path ${url.pathname}: expected /v1/projects/{project}/databases/{database}/documents/...`);
    }
    const docPath = resource.slice(5);
    const full = docPath.join('/');
    docPath.forEach((id, i) => validateId(id, i % 2 === 0 ? 'collection' : 'document', full));
    const served = await databases.get(resource[1], resource[3]);

    if (rpc !== null) {
      const allowed = docPath.length === 0 ? DATABASE_RPCS : PARENT_RPCS;
      if (rpc === 'partitionQuery') {
        throw new ApiError(501, 'UNIMPLEMENTED', 'partitionQuery is not supported by the local document server: run the query whole.');
      }
      if (STREAMING_RPCS.includes(rpc)) {
        throw new ApiError(
          501,
          'UNIMPLEMENTED',
          `${rpc} is a streaming RPC: the full SDK reaches it at /google.firestore.v1.Firestore/${rpc === 'listen' ? 'Listen' : 'Write'}/channel (WebChannel).`,
        );
      }
      if (!allowed.includes(rpc)) {
        if (DATABASE_RPCS.includes(rpc)) throw invalidArgument(`${rpc} must be called on the database: /v1/projects/{p}/databases/{d}/documents:${rpc}.`);
        throw notFound(`Unknown RPC "${rpc}". Supported: ${DATABASE_RPCS.join(', ')}.`);
      }
      if (docPath.length % 2 !== 0) throw invalidArgument(`${rpc} needs a document or the database root as parent, not the collection ${full}.`);
      if (method !== 'POST') throw methodNotAllowed(method, `:${rpc}`, 'POST');
      const body = await readBody(req, options.maxBodyBytes);
      const ctx = context(req, served);
      let result: unknown;
      switch (rpc) {
        case 'batchGet':
          result = await batchGet(ctx, body);
          break;
        case 'commit':
          result = await commit(ctx, body);
          break;
        case 'batchWrite':
          result = await batchWrite(ctx, body);
          break;
        case 'beginTransaction':
          result = beginTransaction(ctx, body);
          break;
        case 'rollback':
          result = rollback(ctx, body);
          break;
        case 'runQuery':
          result = await runQuery(ctx, docPath, body);
          break;
        case 'runAggregationQuery':
          result = await runAggregationQuery(ctx, docPath, body);
          break;
        default:
          result = await listCollectionIds(ctx, docPath, body);
      }
      sendJson(req, res, 200, result);
      return;
    }

    if (docPath.length === 0) throw notFound(`${url.pathname} is the database root; call an RPC such as :runQuery or :commit on it.`);
    if (method !== 'GET') {
      throw methodNotAllowed(method, url.pathname, 'documents:commit for writes (this server implements the RPCs the Firebase SDKs use)');
    }
    const ctx = context(req, served);
    const result =
      docPath.length % 2 === 1
        ? await listDocuments(ctx, docPath.slice(0, -1), docPath[docPath.length - 1] as string, url.searchParams)
        : await getDocument(ctx, docPath, url.searchParams);
    sendJson(req, res, 200, result);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://localhost');
    const origin = req.headers.origin;
    if (!options.allowHost(req.headers.host)) {
      delete req.headers.origin;
      throw new ApiError(403, 'PERMISSION_DENIED', hostRefusal('document server', req.headers.host));
    }
    if (origin !== undefined && !options.allowOrigin(origin)) {
      // No CORS headers for it: the browser shows the page nothing, and nothing is done.
      delete req.headers.origin;
      throw new ApiError(
        403,
        'PERMISSION_DENIED',
        `Requests from ${origin} are not served: the document server answers loopback origins and those in BACKEND_ALLOWED_ORIGINS.`,
      );
    }
    if (method === 'OPTIONS') {
      answerPreflight(req, res);
      return;
    }
    if (url.pathname === '/healthz') {
      if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(method, '/healthz', 'GET');
      sendJson(req, res, 200, {
        status: 'ok',
        projectId: main.dbId.projectId,
        database: main.dbId.databaseId,
        documents: main.db.store.size,
        storage: main.db.persistent ? 'disk' : 'memory',
        databases: databases.openIds(),
        uptimeSeconds: Math.round((Date.now() - options.startedAt) / 1000),
      });
      return;
    }
    if (url.pathname.startsWith('/media/')) {
      if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(method, '/media/', 'GET');
      if (!options.mediaDir) throw notFound('This server has no media folder configured.');
      setCorsHeaders(req, res);
      await serveMedia(options.mediaDir, url.pathname.slice('/media/'.length), req, res);
      return;
    }
    const channel = CHANNEL_PATH.exec(url.pathname);
    if (channel) {
      await options.webchannel.handle(req, res, url, channel[1] as ChannelRpc);
      return;
    }
    const triggerRoute = matchTriggerRoute(method, url, main.dbId);
    if (triggerRoute) {
      const body = triggerRoute.kind === 'list' ? {} : await readBody(req, options.maxBodyBytes);
      sendJson(req, res, 200, handleTriggerRoute(triggerRoute, body, options.triggers));
      return;
    }
    const reset = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/.exec(url.pathname);
    if (reset) {
      if (method !== 'DELETE') throw methodNotAllowed(method, 'the reset endpoint', 'DELETE');
      if (!options.allowReset) {
        throw new ApiError(
          403,
          'PERMISSION_DENIED',
          'Wiping the database over HTTP is off: start the document server with --allow-reset (tests only) to use it.',
        );
      }
      const served = await databases.get(decodeURIComponent(reset[1] as string), decodeURIComponent(reset[2] as string));
      await served.db.reset();
      sendJson(req, res, 200, {});
      return;
    }
    if (url.pathname.startsWith('/v1/')) {
      await handleApi(req, res, url);
      return;
    }
    throw notFound(`Unknown path ${url.pathname}. The Firestore API lives under /v1/projects/{project}/databases/{database}/documents.`);
  }

  return (req, res) => {
    handle(req, res).catch((e: unknown) => {
      try {
        if (e instanceof ApiError) {
          if (e.httpStatus === 413) res.setHeader('Connection', 'close');
          sendJson(req, res, e.httpStatus, e.toJSON());
          if (e.httpStatus === 413) req.resume();
          return;
        }
        const message = e instanceof Error ? e.message : String(e);
        log('error', `Internal error on ${req.method} ${req.url}: ${e instanceof Error && e.stack ? e.stack : message}`);
        sendJson(req, res, 500, new ApiError(500, 'INTERNAL', `Internal error: ${message}`).toJSON());
      } catch {
        // The connection is gone (the client went away mid-request): nothing left to answer.
        res.destroy();
      }
    });
  };
}
