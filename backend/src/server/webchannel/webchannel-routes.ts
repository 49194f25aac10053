// The WebChannel endpoints of the full Firestore SDK in browsers:
// {base}/google.firestore.v1.Firestore/{Listen|Write}/channel (platform/browser/webchannel_connection.ts).
//   POST without SID, VER=8: the handshake. Its form body carries the init headers
//     (headers=Authorization:Bearer …\r\n…, so that no preflight is needed) and the first maps;
//     the answer is [[0,["c",sid,"",8,12,keepAlive]]] and the X-HTTP-Session-Id header.
//   POST with SID: the forward channel, maps count/ofs/reqN___data__ (raw JSON messages),
//     answered with [backchannelPresent, lastArrayId, outstandingBytes].
//   GET RID=rpc TYPE=xmlhttp: the backchannel (CI=0 streams, CI=1 long-polls, TO its timeout).
//   TYPE=terminate: the client closes the session (sendBeacon or an image GET).
// An unknown SID is 400 "Unknown SID" (the client's cue to start a new session); problems with the
// stream itself (identity, database, malformed messages) are errors in band, as Firestore sends them.

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { identifyCaller } from '../auth';
import { setCorsHeaders } from '../cors';
import type { DatabaseSet, ServedDatabase } from '../databases';
import { ApiError, invalidArgument } from '../errors';
import { ownerFromBrowserRefusal } from '../local-hosts.mjs';
import type { Logger } from '../persistence';
import { documentsRoot } from '../resource-path';
import { ListenStream, type StreamContext } from '../rpc/listen';
import { WriteStream } from '../rpc/write';
import { type ChannelRpc, type SessionLimits, WebChannelSession } from './webchannel-session';

export const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;

export interface WebChannelOptions extends SessionLimits {
  /** A session with no backchannel for this long is freed (a closed tab). */
  detachedTimeoutMs: number;
  /** Sessions open at once; a handshake past it is refused with 503. */
  maxSessions: number;
  maxBodyBytes: number;
}

export const DEFAULT_WEBCHANNEL_OPTIONS: Omit<WebChannelOptions, 'maxBodyBytes'> = {
  keepAliveMs: 30_000,
  longPollMs: 30_000,
  maxQueuedChars: 64 * 1024 * 1024,
  replayChars: 4 * 1024 * 1024,
  detachedTimeoutMs: 30_000,
  maxSessions: 10_000,
};

export interface WebChannelDeps {
  /** The stream of a session serves the database its handshake names (`database=projects/p/databases/d`). */
  databases: DatabaseSet;
  log: Logger;
}

interface ParsedBody {
  headers: Record<string, string>;
  maps: { id: number; data: unknown }[];
}

/** "Name:value\r\n…", the init headers encoded into the handshake body. */
function parseHeaderBlock(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    out[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return out;
}

/** A forward-channel form body; a map that is not valid JSON ends the stream (INVALID_ARGUMENT). */
function parseForwardBody(text: string): ParsedBody {
  const form = new URLSearchParams(text);
  const headers = parseHeaderBlock(form.get('headers') ?? '');
  const countText = form.get('count');
  const count = countText === null ? 0 : Number(countText);
  const offset = Number(form.get('ofs') ?? '0');
  if (!Number.isInteger(count) || count < 0 || count > 1000 || !Number.isInteger(offset) || offset < 0) {
    throw invalidArgument('Malformed WebChannel request: count and ofs must be small non-negative integers.');
  }
  const maps: ParsedBody['maps'] = [];
  for (let i = 0; i < count; i++) {
    const raw = form.get(`req${i}___data__`);
    if (raw === null) throw invalidArgument(`Malformed WebChannel request: map ${i} has no __data__ (send raw JSON messages).`);
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch (e) {
      throw invalidArgument(`Invalid JSON payload received in map ${i}: ${e instanceof Error ? e.message : String(e)}.`);
    }
    maps.push({ id: offset + i, data });
  }
  return { headers, maps };
}

async function readText(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? '0');
  const tooLarge = (): ApiError => new ApiError(413, 'INVALID_ARGUMENT', `Request payload is larger than the limit of ${limit} bytes: send smaller batches.`);
  if (declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  setCorsHeaders(req, res);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache, no-store, max-age=0',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  res.end(text);
}

const chunk = (text: string): string => `${text.length}\n${text}`;

export class WebChannelRoutes {
  private readonly deps: WebChannelDeps;
  private readonly options: WebChannelOptions;
  private readonly sessions = new Map<string, WebChannelSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(deps: WebChannelDeps, options: Partial<WebChannelOptions> & { maxBodyBytes: number }) {
    this.deps = deps;
    this.options = { ...DEFAULT_WEBCHANNEL_OPTIONS, ...options };
    this.sweeper = setInterval(() => this.sweep(), Math.min(5_000, this.options.detachedTimeoutMs));
    this.sweeper.unref();
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  private sweep(): void {
    const now = Date.now();
    for (const session of [...this.sessions.values()]) {
      if (session.detachedSince !== null && now - session.detachedSince >= this.options.detachedTimeoutMs) session.close();
    }
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const session of [...this.sessions.values()]) session.close();
  }

  /** Handles a request to /google.firestore.v1.Firestore/{rpc}/channel. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL, rpc: ChannelRpc): Promise<void> {
    const params = url.searchParams;
    const method = req.method ?? 'GET';
    const sid = params.get('SID');
    if (params.get('TYPE') === 'terminate') {
      if (sid) this.sessions.get(sid)?.close();
      if (method === 'POST') await readText(req, this.options.maxBodyBytes).catch(() => '');
      answer(req, res, 200, '');
      return;
    }
    if (method === 'GET') {
      if (params.get('RID') !== 'rpc' || !sid) throw invalidArgument('A WebChannel GET is a backchannel: RID=rpc with the SID of a session.');
      const session = this.session(sid, rpc);
      setCorsHeaders(req, res);
      res.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache, no-store, max-age=0',
        'X-Content-Type-Options': 'nosniff',
      });
      const aid = Number(params.get('AID') ?? '-1');
      const timeout = Number(params.get('TO') ?? '');
      session.attachBackchannel(
        res,
        Number.isInteger(aid) ? aid : -1,
        params.get('CI') !== '1',
        Number.isFinite(timeout) && timeout > 0 ? Math.min(timeout, 60_000) : null,
      );
      return;
    }
    if (method !== 'POST') throw new ApiError(405, 'UNIMPLEMENTED', `HTTP method ${method} is not supported for a WebChannel; use POST or GET.`);
    if (!sid || sid === 'null') {
      await this.handshake(req, res, params, rpc);
      return;
    }
    const session = this.session(sid, rpc);
    let body: ParsedBody;
    try {
      body = parseForwardBody(await readText(req, this.options.maxBodyBytes));
    } catch (e) {
      if (!(e instanceof ApiError) || e.httpStatus === 413) throw e;
      session.fail(e);
      answer(req, res, 200, chunk(session.postAnswer()));
      return;
    }
    session.receive(body.maps);
    answer(req, res, 200, chunk(session.postAnswer()));
  }

  private session(sid: string, rpc: ChannelRpc): WebChannelSession {
    const session = this.sessions.get(sid);
    // The client looks for "Unknown SID" in a 400 to start a new session (a server restart, a
    // session freed after its tab went away).
    if (!session || session.rpc !== rpc) throw new ApiError(400, 'INVALID_ARGUMENT', `The session is gone: Unknown SID ${sid.slice(0, 40)}`);
    return session;
  }

  private async handshake(req: IncomingMessage, res: ServerResponse, params: URLSearchParams, rpc: ChannelRpc): Promise<void> {
    if (params.get('VER') !== '8') throw invalidArgument(`Unsupported WebChannel version ${params.get('VER') ?? '(none)'}: this server speaks VER=8.`);
    const served = await this.database(params.get('database'));
    const text = await readText(req, this.options.maxBodyBytes);
    if (this.sessions.size >= this.options.maxSessions) {
      throw new ApiError(503, 'UNAVAILABLE', `Too many open WebChannel sessions (${this.options.maxSessions}): try again later.`);
    }
    const sid = randomBytes(18).toString('base64url');
    const session = new WebChannelSession(sid, rpc, this.options, (s) => {
      if (this.sessions.get(s.sid) === s) this.sessions.delete(s.sid);
    });
    this.sessions.set(sid, session);
    let body: ParsedBody | null = null;
    try {
      body = parseForwardBody(text);
      session.setStream(this.openStream(req, rpc, body.headers, session, served));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      session.fail(e);
    }
    if (body) session.receive(body.maps);
    answer(req, res, 200, chunk(session.handshakeArray()), {
      'X-HTTP-Session-Id': sid,
      'Access-Control-Expose-Headers': 'X-HTTP-Session-Id',
    });
  }

  /** The database a handshake names ("(default)" when it names none). */
  private database(name: string | null): Promise<ServedDatabase> {
    const { databases } = this.deps;
    if (name === null) return Promise.resolve(databases.main);
    const match = /^projects\/([^/]+)\/databases\/([^/]+)$/.exec(name);
    if (!match) throw invalidArgument(`The database parameter "${name.slice(0, 200)}" is not a database name (projects/{project}/databases/{database}).`);
    return databases.get(match[1] as string, match[2] as string);
  }

  private openStream(
    req: IncomingMessage,
    rpc: ChannelRpc,
    headers: Record<string, string>,
    session: WebChannelSession,
    { dbId, gate, hub }: ServedDatabase,
  ): ListenStream | WriteStream {
    const caller = identifyCaller(headers['authorization'], dbId.projectId);
    // As on the REST endpoints: the administrator token is for server code, never a page.
    if (caller.kind === 'owner' && req.headers.origin !== undefined) {
      throw new ApiError(403, 'PERMISSION_DENIED', ownerFromBrowserRefusal('document server', req.headers.origin));
    }
    const base: StreamContext = { db: hub.db, dbId, root: documentsRoot(dbId), caller, gate };
    const sink = { send: (m: unknown) => session.send(m), fail: (e: ApiError) => session.fail(e) };
    return rpc === 'Listen' ? new ListenStream(hub, base, sink) : new WriteStream(base, sink);
  }
}
