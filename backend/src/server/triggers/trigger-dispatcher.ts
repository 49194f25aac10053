// Delivers document events the way Google's Firestore emulator sends them to the Functions emulator
// (locally they go to the callable host, emulators/callable-host.mjs, which takes the same request):
// POST http://{functions host}/functions/projects/{project}/triggers/{key}, for 2nd-gen
// triggers a binary-mode CloudEvent (ce-* headers, `application/protobuf`, the DocumentEventData
// base64-encoded: the Functions emulator decodes it, as Eventarc does in production), for 1st-gen
// triggers the legacy JSON event.
//
// Commits only queue events (never waiting for a delivery). Events of one function for one
// document go out one at a time in commit order; others in parallel, at most `maxConcurrent` at
// once (default 2: each concurrent call of a function costs the Functions emulator a worker
// process; the callable host takes more). While the host is unreachable or unavailable (connection
// refused, 404 while it loads the functions, 429, 502-504) an event is retried with backoff until `retryWindowMs` after its commit (so a long
// outage cannot leave a long queue to wait out one window per event); a function that fails
// (HTTP 500, or no answer within `attemptTimeoutMs`) is tried `functionErrorAttempts` times in all.
// Then the event is dropped and logged.
import { randomUUID } from 'node:crypto';
import type { Changes } from '../database';
import type { Logger } from '../persistence';
import { type DatabaseId, documentName } from '../resource-path';
import { formatTimestamp } from '../timestamp';
import { cloudEventRequest, type DocumentChange, firesKind, legacyEventRequest } from './document-event';
import type { TriggerRegistration, TriggerRegistry } from './trigger-registry';

export interface TriggerDeliveryOptions {
  /** Deliveries in flight at once (default 2). */
  maxConcurrent: number;
  /** Until how long after its commit an event is retried while the Functions emulator is unreachable or unavailable (default 120 s). */
  retryWindowMs: number;
  /** Attempts in all when the function itself fails (default 3). */
  functionErrorAttempts: number;
  /** Longest wait for one answer (default 70 s: an event function's default timeout is 60 s). */
  attemptTimeoutMs: number;
  /** First retry delay, doubled per retry up to maxBackoffMs (defaults 250 ms, 5 s). */
  initialBackoffMs: number;
  maxBackoffMs: number;
}

export interface TriggerDispatcherOptions extends Partial<TriggerDeliveryOptions> {
  dbId: DatabaseId;
  /** The `location` attribute of the events: the database's region. */
  location: string;
  /** host:port of the Functions emulator; null until known (events for registered triggers then wait). */
  functionsEmulatorHost: string | null;
  log: Logger;
}

export interface TriggerDeliveryStats {
  /** Events queued or being delivered. */
  pending: number;
  inFlight: number;
  delivered: number;
  /** Events dropped after their retries (each is logged). */
  failed: number;
  /** Failed attempts that were tried again. */
  retried: number;
}

interface QueuedEvent {
  id: string;
  functionId: string;
  /** The event type of the registration that matched at commit time. */
  eventType: string;
  kind: TriggerRegistration['kind'];
  path: string;
  change: DocumentChange;
  commitTime: string;
  /** Date.now() when the commit queued it. */
  queuedAt: number;
  failures: number;
  functionErrors: number;
}

type Outcome = { ok: true } | { ok: false; reason: string; retry: 'unavailable' | 'function-error' | 'never' };

const DEFAULTS: TriggerDeliveryOptions = {
  maxConcurrent: 2,
  retryWindowMs: 120_000,
  functionErrorAttempts: 3,
  attemptTimeoutMs: 70_000,
  initialBackoffMs: 250,
  maxBackoffMs: 5_000,
};

export class TriggerDispatcher {
  private readonly options: TriggerDeliveryOptions;
  private functionsEmulatorHost: string | null;
  /** One queue per function and document: its head is in flight, waiting to retry, or ready. */
  private readonly queues = new Map<string, QueuedEvent[]>();
  /** Queues whose head may be attempted now, in the order they became ready. */
  private readonly ready: string[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Map<string, AbortController>();
  private readonly idleWaiters: (() => void)[] = [];
  private pendingCount = 0;
  private delivered = 0;
  private failed = 0;
  private retried = 0;
  private unreachableSince: number | null = null;
  private pumpScheduled = false;
  private closed = false;

  constructor(
    private readonly registry: TriggerRegistry,
    private readonly config: TriggerDispatcherOptions,
  ) {
    this.options = { ...DEFAULTS, ...Object.fromEntries(Object.entries(config).filter(([k, v]) => k in DEFAULTS && v !== undefined)) };
    this.functionsEmulatorHost = config.functionsEmulatorHost;
  }

  /** The Database.onCommit listener: queues an event per matching trigger and changed document. */
  readonly onCommit = (changes: Changes, commitNanos: bigint): void => {
    if (this.closed || this.registry.size === 0) return;
    const commitTime = formatTimestamp(commitNanos);
    for (const [path, { before, after }] of changes) {
      const segments = (after ?? before)?.segments ?? path.split('/');
      for (const registration of this.registry.matching(segments)) {
        if (!firesKind(registration.kind, before, after)) continue;
        this.enqueue({
          id: randomUUID(),
          functionId: registration.functionId,
          eventType: registration.eventType,
          kind: registration.kind,
          path,
          change: { before, after, name: documentName(this.config.dbId, path) },
          commitTime,
          queuedAt: Date.now(),
          failures: 0,
          functionErrors: 0,
        });
      }
    }
  };

  setFunctionsEmulatorHost(host: string | null): void {
    this.functionsEmulatorHost = host;
    this.schedulePump();
  }

  stats(): TriggerDeliveryStats {
    return { pending: this.pendingCount, inFlight: this.inFlight.size, delivered: this.delivered, failed: this.failed, retried: this.retried };
  }

  /** Resolves once no event is queued or in flight (events queued meanwhile are waited for too). */
  whenIdle(): Promise<void> {
    if (this.pendingCount === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops what is queued (logged) and aborts deliveries in flight. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight.values()) controller.abort();
    if (this.pendingCount > 0) {
      this.config.log('warn', `${this.pendingCount} Firestore trigger event(s) were not delivered: the document server stopped.`);
    }
    this.queues.clear();
    this.ready.length = 0;
    this.pendingCount = 0;
    this.settleIdle();
  }

  private enqueue(event: QueuedEvent): void {
    const key = `${event.functionId}\n${event.path}`;
    const queue = this.queues.get(key);
    this.pendingCount += 1;
    if (queue) {
      queue.push(event);
      return;
    }
    this.queues.set(key, [event]);
    this.ready.push(key);
    this.schedulePump();
  }

  /** Deliveries start on a later turn, so that a commit is acknowledged first. */
  private schedulePump(): void {
    if (this.pumpScheduled || this.closed) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.functionsEmulatorHost === null) return;
    while (!this.closed && this.inFlight.size < this.options.maxConcurrent && this.ready.length > 0) {
      const key = this.ready.shift() as string;
      const event = this.queues.get(key)?.[0];
      if (event) void this.attempt(key, event);
    }
  }

  private async attempt(key: string, event: QueuedEvent): Promise<void> {
    const registration = this.registry.get(event.functionId);
    if (!registration) {
      this.config.log('warn', `Dropped a ${event.eventType} event for ${event.path}: ${event.functionId} is no longer registered.`);
      this.finish(key, false);
      return;
    }
    const controller = new AbortController();
    this.inFlight.set(key, controller);
    const outcome = await this.send(registration, event, controller.signal);
    this.inFlight.delete(key);
    if (this.closed) return;
    if (outcome.ok) {
      if (this.unreachableSince !== null) {
        this.config.log('info', `The functions host answers again; delivering the Firestore trigger events that waited.`);
        this.unreachableSince = null;
      }
      this.finish(key, true);
      return;
    }
    const now = Date.now();
    event.failures += 1;
    if (outcome.retry === 'function-error') event.functionErrors += 1;
    const what = `${event.eventType.replace(/^.*\//, '')} for ${event.path} to ${registration.key}`;
    const giveUp =
      outcome.retry === 'never' ||
      (outcome.retry === 'function-error' && event.functionErrors >= this.options.functionErrorAttempts) ||
      (outcome.retry === 'unavailable' && now - event.queuedAt >= this.options.retryWindowMs);
    if (giveUp) {
      this.config.log('error', `Gave up delivering the Firestore trigger event ${what} after ${event.failures} attempt(s): ${outcome.reason}`);
      this.finish(key, false);
      return;
    }
    if (outcome.retry === 'unavailable') {
      if (this.unreachableSince === null) {
        this.unreachableSince = now;
        this.config.log(
          'warn',
          `Firestore trigger events wait for the functions host at ${this.functionsEmulatorHost}: ${outcome.reason}. ` +
            `Each is retried until ${Math.round(this.options.retryWindowMs / 1000)} s after its commit.`,
        );
      }
    } else {
      this.config.log(
        'warn',
        `The function failed on the Firestore trigger event ${what} (attempt ${event.functionErrors} of ${this.options.functionErrorAttempts}): ${outcome.reason}`,
      );
    }
    this.retried += 1;
    const delay = Math.min(this.options.maxBackoffMs, this.options.initialBackoffMs * 2 ** (event.failures - 1));
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.ready.push(key);
      this.pump();
    }, delay);
    timer.unref();
    this.timers.add(timer);
    this.pump();
  }

  /** Removes the head of a queue and moves on to the next event of that queue. */
  private finish(key: string, delivered: boolean): void {
    if (delivered) this.delivered += 1;
    else this.failed += 1;
    this.pendingCount -= 1;
    const queue = this.queues.get(key);
    queue?.shift();
    if (queue && queue.length > 0) this.ready.push(key);
    else this.queues.delete(key);
    this.settleIdle();
    this.pump();
  }

  private settleIdle(): void {
    if (this.pendingCount !== 0) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async send(registration: TriggerRegistration, event: QueuedEvent, signal: AbortSignal): Promise<Outcome> {
    const { projectId, databaseId } = this.config.dbId;
    const { headers, body } =
      registration.signature === 'legacy' ? legacyEventRequest(event) : cloudEventRequest({ ...event, projectId, databaseId, location: this.config.location });
    const url = `http://${this.functionsEmulatorHost}/functions/projects/${encodeURIComponent(this.config.dbId.projectId)}/triggers/${encodeURIComponent(registration.key)}`;
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.any([signal, AbortSignal.timeout(this.options.attemptTimeoutMs)]) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      if ((error as Error).name === 'TimeoutError') {
        return { ok: false, retry: 'function-error', reason: `no answer within ${this.options.attemptTimeoutMs / 1000} s` };
      }
      return { ok: false, retry: 'unavailable', reason: `${url} is unreachable (${cause ?? (error as Error).message})` };
    }
    const text = await response.text().catch(() => '');
    if (response.ok) return { ok: true };
    const reason = `HTTP ${response.status} from ${url}${text ? `: ${text.slice(0, 300)}` : ''}`;
    if (response.status === 500) return { ok: false, retry: 'function-error', reason };
    if ([404, 429, 502, 503, 504].includes(response.status) || response.status > 500) return { ok: false, retry: 'unavailable', reason };
    return { ok: false, retry: 'never', reason };
  }
}
