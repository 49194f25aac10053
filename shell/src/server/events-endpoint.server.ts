// POST /__events: the storefront's first-party analytics batches (sent with sendBeacon on page hide
// or when a batch fills). Same-origin only; at most 64 KB and EVENT_BATCH_LIMIT events, each checked
// against eventBatchSchema (known event kinds, small parameters, no free-form objects); requests from
// crawlers (isbot) are accepted and dropped; each session may send SESSION_BATCHES_PER_MINUTE batches
// a minute, and all sessions behind one address together ADDRESS_BATCHES_PER_MINUTE (the address is
// the one the deployment's trusted proxy saw: client-address.ts). The ceiling per address is high
// because many shoppers share one: a mobile carrier's NAT puts a whole town behind a few addresses,
// and a limit of one shopper's size per address lost their visits (issue 39's lost first visit). The
// session id is the client's word, so the address ceiling is what bounds a client that rotates it. The events
// are stored by the server with its own credential (event-store.server.ts; the rules refuse client
// creates, so this endpoint is the only way in), with the uid of a verified session. What a client
// could inflate the figures with is decided here, not by the client: the sampling weight is the
// settings' (a batch's own `sample` is ignored), a page path the route table does not know counts
// as one OTHER_PAGE, and a session stores at most EVENTS_PER_SESSION_PER_HOUR events. Answers 204
// whatever the outcome a shopper cannot act on, so a page never waits on analytics; its
// `x-events` header says what became of the batch (stored, dropped-automated-browser,
// dropped-session-limit), so someone checking the figures from a headless browser can see why
// theirs are not counted (isbot counts "HeadlessChrome" as automated, as it should).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isbot } from 'isbot';
import { eventBatchSchema, fetchSiteSettings, type EventBatch } from 'shared-data';
import { routeTable } from 'shared-data/routes';
import { clientAddress } from 'shared-data/server';
import { matchRoutes } from 'shared-router';
import type { EventStore } from './event-store.server';
import type { ServerEnvironment } from './server-environment.server';
import { answer, BodyTooLargeError, readRequestBody } from './request-body.server';

const MAX_BODY_BYTES = 64 * 1024;
/** One shopper's batches a minute: a page view, a scroll or two and a click per page, with room to spare. */
export const SESSION_BATCHES_PER_MINUTE = 30;
/** All sessions behind one address together (a carrier NAT, an office): twenty busy shoppers' worth. */
export const ADDRESS_BATCHES_PER_MINUTE = 600;
/** Far more than a person browsing for an hour sends (a page view, a scroll or two, a click per page). */
export const EVENTS_PER_SESSION_PER_HOUR = 300;
/** The response header that says what became of a batch (the status is 204 either way). */
export const OUTCOME_HEADER = 'x-events';
/** What a page path the shop does not have counts as in the figures. */
export const OTHER_PAGE = '(other)';

const publicPages = routeTable.filter((route) => route.chrome === 'public').map((route) => ({ path: route.path }));

/** The path when it is a page of the shop (a public route of the route table), else OTHER_PAGE. */
export function knownPagePath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.startsWith('/') && matchRoutes(publicPages, pathname) ? pathname : OTHER_PAGE;
}

/**
 * A fixed-window count of batches per key (an address, a session); old windows are dropped as they
 * end, and the table also when it grows past `maxKeys` (sessions are the client's word: a client
 * inventing ids must not grow it without end; the address ceiling still holds then).
 */
export class BatchLimiter {
  private windowStart = 0;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  allow(key: string): boolean {
    const time = this.now();
    if (time - this.windowStart >= 60_000 || this.counts.size >= this.maxKeys) {
      this.windowStart = time;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count <= this.perMinute;
  }
}

/**
 * Events per session in a fixed hour window: `take` says how many of a batch's events the session
 * may still store. The table is dropped when the window ends (and when it grows past `maxSessions`,
 * which bounds its memory: the per-address batch limit still holds then).
 */
export class SessionAllowance {
  private windowStart = 0;
  private readonly used = new Map<string, number>();

  constructor(
    private readonly perHour: number,
    private readonly now: () => number = Date.now,
    private readonly maxSessions = 100_000,
  ) {}

  take(sessionId: string, wanted: number): number {
    const time = this.now();
    if (time - this.windowStart >= 3_600_000 || this.used.size >= this.maxSessions) {
      this.windowStart = time;
      this.used.clear();
    }
    const used = this.used.get(sessionId) ?? 0;
    const granted = Math.max(0, Math.min(wanted, this.perHour - used));
    this.used.set(sessionId, used + granted);
    return granted;
  }
}

/** The batch as the figures may count it: the server's sampling weight, known page paths, the session's allowance. */
export function countableBatch(batch: EventBatch, samplePercent: number, allowed: number): EventBatch {
  const { sample: _claimed, ...rest } = batch;
  const events = batch.events.slice(0, allowed).map((event) => {
    const pagePath = event.params['page_path'];
    return {
      ...event,
      ...(event.path !== undefined ? { path: knownPagePath(event.path) } : {}),
      params: typeof pagePath === 'string' ? { ...event.params, page_path: knownPagePath(pagePath) } : event.params,
    };
  });
  return { ...rest, ...(samplePercent < 100 ? { sample: samplePercent } : {}), events };
}

interface EventsEndpointOptions {
  /** Proxies in front of the server that append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedHops: number;
  /** Batches a minute from one address (all its sessions), and from one session. */
  addressLimiter?: BatchLimiter;
  sessionLimiter?: BatchLimiter;
  allowance?: SessionAllowance;
}

export function createEventsEndpoint(
  environment: Pick<ServerEnvironment, 'origin' | 'requestContext' | 'shared' | 'db'>,
  store: EventStore,
  {
    trustedHops,
    addressLimiter = new BatchLimiter(ADDRESS_BATCHES_PER_MINUTE),
    sessionLimiter = new BatchLimiter(SESSION_BATCHES_PER_MINUTE),
    allowance = new SessionAllowance(EVENTS_PER_SESSION_PER_HOUR),
  }: EventsEndpointOptions,
) {
  const samplePercent = async () =>
    (await environment.shared('site-settings', async () => (await fetchSiteSettings(environment.db())).settings)).analytics.samplePercent;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return answer(res, 405, 'Send events with POST.', { allow: 'POST' });
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== new URL(environment.origin).origin) return answer(res, 403, 'Events are accepted from the shop itself only.');
    if (isbot(req.headers['user-agent'] ?? '')) return answer(res, 204, undefined, { [OUTCOME_HEADER]: 'dropped-automated-browser' });
    const visitor = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, trustedHops);
    const tooMany = () => answer(res, 429, 'Too many event batches; try again in a minute.', { 'retry-after': '60' });
    // The address's ceiling is checked before the body is read: it is what a flood meets first.
    if (!addressLimiter.allow(visitor)) return tooMany();
    let body: string;
    try {
      body = await readRequestBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return answer(res, 413, `A batch can be at most ${MAX_BODY_BYTES / 1024} KB.`, { connection: 'close' });
      throw error;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return answer(res, 400, 'The batch is not JSON.');
    }
    const batch = eventBatchSchema.safeParse(parsed);
    if (!batch.success) return answer(res, 400, 'The batch is not a list of known events.');
    if (!sessionLimiter.allow(batch.data.sessionId)) return tooMany();
    const allowed = allowance.take(batch.data.sessionId, batch.data.events.length);
    if (allowed === 0) return answer(res, 204, undefined, { [OUTCOME_HEADER]: 'dropped-session-limit' });
    try {
      const [{ user }, sample] = await Promise.all([environment.requestContext(req), samplePercent()]);
      await store.write(countableBatch(batch.data, sample, allowed), user?.uid ?? null);
    } catch (error) {
      console.warn('Analytics events not stored:', error instanceof Error ? error.message : error);
      return answer(res, 503, 'Events cannot be stored right now.');
    }
    return answer(res, 204, undefined, { [OUTCOME_HEADER]: allowed < batch.data.events.length ? 'stored-in-part' : 'stored' });
  };
}
