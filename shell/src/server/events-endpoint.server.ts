// POST /__events: the storefront's first-party analytics batches (sent with sendBeacon on page hide
// or when a batch fills). Same-origin only; at most 64 KB and EVENT_BATCH_LIMIT events, each checked
// against eventBatchSchema (known event kinds, small parameters, no free-form objects); requests from
// crawlers (isbot) are accepted and dropped; each visitor address may send BATCHES_PER_MINUTE batches
// a minute. The events are stored by the server with its own credential (event-store.server.ts; the
// rules refuse client creates, so this endpoint is the only way in), with the uid of a verified
// session. Answers 204 whatever the outcome a shopper cannot act on, so a page never waits on
// analytics.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isbot } from 'isbot';
import { eventBatchSchema } from 'shared-data';
import type { EventStore } from './event-store.server';
import type { ServerEnvironment } from './server-environment.server';
import { answer, BodyTooLargeError, readRequestBody } from './request-body.server';

const MAX_BODY_BYTES = 64 * 1024;
export const BATCHES_PER_MINUTE = 30;

/** A fixed-window count of batches per visitor address; old windows are dropped as they end. */
export class BatchLimiter {
  private windowStart = 0;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  allow(key: string): boolean {
    const time = this.now();
    if (time - this.windowStart >= 60_000) {
      this.windowStart = time;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count <= this.perMinute;
  }
}

function visitorKey(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

export function createEventsEndpoint(environment: Pick<ServerEnvironment, 'origin' | 'requestContext'>, store: EventStore, limiter = new BatchLimiter(BATCHES_PER_MINUTE)) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return answer(res, 405, 'Send events with POST.', { allow: 'POST' });
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== new URL(environment.origin).origin) return answer(res, 403, 'Events are accepted from the shop itself only.');
    if (isbot(req.headers['user-agent'] ?? '')) return answer(res, 204);
    if (!limiter.allow(visitorKey(req))) return answer(res, 429, 'Too many event batches; try again in a minute.', { 'retry-after': '60' });
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
    try {
      const { user } = await environment.requestContext(req);
      await store.write(batch.data, user?.uid ?? null);
    } catch (error) {
      console.warn('Analytics events not stored:', error instanceof Error ? error.message : error);
      return answer(res, 503, 'Events cannot be stored right now.');
    }
    return answer(res, 204);
  };
}
