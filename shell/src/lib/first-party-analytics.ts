// The storefront's first-party analytics in the browser: every `track` record of the page is slimmed
// (no full URLs, no query strings beyond the path's, at most ten items with ids, names and prices —
// nothing personal; the server adds the uid of a signed-in visitor), tagged with the visit's
// session id, device class and source, and batched. A batch goes to the shop's /__events endpoint
// with sendBeacon when it reaches BATCH_SIZE, FLUSH_AFTER_MS after its first event, and when the
// page is hidden or closed — only once the visitor has allowed it (consent.ts); until they choose,
// events wait in the page, and a refusal drops them.
import { consentFromCookies, EVENT_BATCH_LIMIT, type AnalyticsRecord, type AnalyticsSink, type ConsentChoice } from 'shared-data';

const BATCH_SIZE = 20;
const FLUSH_AFTER_MS = 5_000;
/** Events kept while the visitor has not chosen yet (a long visit keeps its latest). */
const MAX_WAITING = 200;
const SESSION_KEY = 'shop.analytics.session';
const SOURCE_KEY = 'shop.analytics.source';
export const EVENTS_ENDPOINT = '/__events';

interface QueuedEvent {
  name: string;
  params: Record<string, unknown>;
  path: string;
}

function sessionValue(key: string, make: () => string): string {
  try {
    const stored = sessionStorage.getItem(key);
    if (stored) return stored;
    const value = make();
    sessionStorage.setItem(key, value);
    return value;
  } catch {
    return make();
  }
}

const newSessionId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`);

/** Where the visit came from: utm_source, else the referring site, else direct. */
function visitSource(): string {
  const utm = new URLSearchParams(window.location.search).get('utm_source');
  if (utm) return utm.slice(0, 60);
  try {
    const referrer = document.referrer ? new URL(document.referrer).hostname : '';
    return referrer && referrer !== window.location.hostname ? referrer.replace(/^www\./, '').slice(0, 60) : 'direct';
  } catch {
    return 'direct';
  }
}

const deviceClass = () => (window.innerWidth < 768 ? 'mobile' : window.innerWidth < 1024 ? 'tablet' : 'desktop');

const ITEM_FIELDS = ['item_id', 'item_name', 'price', 'quantity', 'item_category'] as const;

/** The record's parameters as stored: scalars, and item lists cut to ten items of known fields. */
export function slimParams(name: string, params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === 'page_location') continue;
    if (key === 'items' && Array.isArray(value)) {
      if (name === 'view_item_list') {
        out['item_count'] = value.length;
        continue;
      }
      out['items'] = value.slice(0, 10).map((item: Record<string, unknown>) =>
        Object.fromEntries(ITEM_FIELDS.flatMap((field) => (typeof item[field] === 'string' || typeof item[field] === 'number' ? [[field, typeof item[field] === 'string' ? String(item[field]).slice(0, 200) : item[field]]] : []))),
      );
      continue;
    }
    if (typeof value === 'string') out[key] = value.slice(0, 300);
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean' || value === null) out[key] = value;
  }
  return out;
}

export interface FirstPartyAnalytics {
  sink: AnalyticsSink;
  setConsent(choice: ConsentChoice): void;
  flush(): void;
}

export function createFirstPartyAnalytics(initialConsent: ConsentChoice | null = consentFromCookies(document.cookie)): FirstPartyAnalytics {
  let consent = initialConsent;
  let queue: QueuedEvent[] = [];
  let timer: number | undefined;
  const sessionId = sessionValue(SESSION_KEY, newSessionId);
  const source = sessionValue(SOURCE_KEY, visitSource);

  const send = (events: QueuedEvent[]) => {
    const body = JSON.stringify({ sessionId, events });
    const blob = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.(EVENTS_ENDPOINT, blob)) return;
    void fetch(EVENTS_ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  };

  const flush = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (consent !== 'granted') return;
    while (queue.length > 0) send(queue.splice(0, EVENT_BATCH_LIMIT));
  };

  const sink: AnalyticsSink = (record: AnalyticsRecord) => {
    if (record.kind !== 'event' || consent === 'denied') return;
    const params = slimParams(record.name, record.params as unknown as Record<string, unknown>);
    if (record.name === 'page_view') Object.assign(params, { device: deviceClass(), source });
    queue.push({ name: record.name, params, path: window.location.pathname.slice(0, 500) });
    if (queue.length > MAX_WAITING) queue = queue.slice(-MAX_WAITING);
    if (consent !== 'granted') return;
    if (queue.length >= BATCH_SIZE) flush();
    else timer ??= window.setTimeout(flush, FLUSH_AFTER_MS);
  };

  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);

  return {
    sink,
    setConsent(choice) {
      consent = choice;
      if (choice === 'denied') queue = [];
      else flush();
    },
    flush,
  };
}
