// The storefront's first-party analytics in the browser: every `track` record of the page is slimmed
// (no full URLs, no query strings beyond the path's, at most ten items with ids, names and prices —
// nothing personal; the server adds the uid of a signed-in visitor), tagged with the visit's
// session id, device class and source, and batched. A batch goes to the shop's /__events endpoint
// with sendBeacon when it reaches BATCH_SIZE, FLUSH_AFTER_MS after its first event, and when the
// page is hidden or closed — only once the visitor has allowed it (consent.ts); until they choose,
// events wait in the page, and a refusal drops them.
// Settings (settings/site analytics): a visit is in the shop's sample when its session id falls in
// the first samplePercent of 100 buckets (decided once per visit; its batches carry the percentage
// so the roll-up can scale them up); with a GA4 measurement id every allowed event also goes to
// Google Analytics through gtag.js, loaded only after consent.
import { consentFromCookies, EVENT_BATCH_LIMIT, type AnalyticsRecord, type AnalyticsSink, type ConsentChoice, type SiteSettings } from 'shared-data';

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
      out['items'] = value
        .slice(0, 10)
        .map((item: Record<string, unknown>) =>
          Object.fromEntries(
            ITEM_FIELDS.flatMap((field) =>
              typeof item[field] === 'string' || typeof item[field] === 'number'
                ? [[field, typeof item[field] === 'string' ? String(item[field]).slice(0, 200) : item[field]]]
                : [],
            ),
          ),
        );
      continue;
    }
    if (typeof value === 'string') out[key] = value.slice(0, 300);
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean' || value === null) out[key] = value;
  }
  return out;
}

/** The visit's bucket, 0–99, from its session id (FNV-1a): the same visit always falls in the same one. */
export function sampleBucket(sessionId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < sessionId.length; index += 1) {
    hash ^= sessionId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Google Analytics 4 through gtag.js: the script loads on the first event sent (after consent). */
function createGa4(measurementId: string): (name: string, params: Record<string, unknown>, path: string) => void {
  let gtag: Gtag | null = null;
  const start = (): Gtag => {
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads `arguments` objects from the data layer, not arrays: its documented snippet.
    window.gtag = function gtagCall() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js only handles Arguments objects
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    // Page views are the storefront's own page_view events (client-side navigations included).
    window.gtag('config', measurementId, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
    return window.gtag;
  };
  return (name, params, path) => {
    gtag ??= start();
    gtag('event', name, name === 'page_view' ? { ...params, page_location: `${window.location.origin}${path}` } : params);
  };
}

export interface FirstPartyAnalytics {
  sink: AnalyticsSink;
  /** The sink for a record made earlier, on the page at `path` (the records kept while this module loaded). */
  replay(record: AnalyticsRecord, path: string): void;
  setConsent(choice: ConsentChoice): void;
  flush(): void;
}

export function createFirstPartyAnalytics(
  initialConsent: ConsentChoice | null = consentFromCookies(document.cookie),
  settings: SiteSettings['analytics'] = { samplePercent: 100, ga4MeasurementId: '' },
): FirstPartyAnalytics {
  let consent = initialConsent;
  let queue: QueuedEvent[] = [];
  let timer: number | undefined;
  const sessionId = sessionValue(SESSION_KEY, newSessionId);
  const source = sessionValue(SOURCE_KEY, visitSource);
  const sample = Math.min(100, Math.max(1, Math.round(settings.samplePercent) || 100));
  const inSample = sample >= 100 || sampleBucket(sessionId) < sample;
  const ga4 = settings.ga4MeasurementId ? createGa4(settings.ga4MeasurementId) : null;

  const send = (events: QueuedEvent[]) => {
    const body = JSON.stringify(sample < 100 ? { sessionId, sample, events } : { sessionId, events });
    const blob = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.(EVENTS_ENDPOINT, blob)) return;
    void fetch(EVENTS_ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(
      () => undefined,
    );
  };

  const flush = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (consent !== 'granted') return;
    if (ga4) for (const event of queue) ga4(event.name, event.params, event.path);
    if (!inSample) queue = [];
    while (queue.length > 0) send(queue.splice(0, EVENT_BATCH_LIMIT));
  };

  const take = (record: AnalyticsRecord, path: string) => {
    // A visit outside the sample keeps nothing unless GA4 takes its events.
    if (record.kind !== 'event' || consent === 'denied' || (!inSample && !ga4)) return;
    const params = slimParams(record.name, record.params as unknown as Record<string, unknown>);
    if (record.name === 'page_view') Object.assign(params, { device: deviceClass(), source });
    queue.push({ name: record.name, params, path: path.slice(0, 500) });
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
    sink: (record) => take(record, window.location.pathname),
    replay: take,
    setConsent(choice) {
      consent = choice;
      if (choice === 'denied') queue = [];
      else flush();
    },
    flush,
  };
}
