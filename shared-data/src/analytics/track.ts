// The analytics module (docs/product-spec.md §7): a typed `track(event, params)` with the spec's event
// names, the analytics user and user properties, and pluggable sinks. The default sink pushes to
// `window.dataLayer` (Google Tag Manager / gtag), so production wiring is configuration only.

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price?: number;
  quantity?: number;
  item_category?: string;
  item_category2?: string;
}

export interface AnalyticsEvents {
  page_view: { page_path: string; page_title: string; page_location?: string };
  /** The spec's generic event: action, category, label, value. */
  event: { action: string; category?: string; label?: string; value?: number };
  click: { category: string; label?: string; item_id?: string };
  view_content: { content_type: string; content_id: string; title?: string };
  form_submit: { form: string; success: boolean };
  scroll_depth: { percent: 25 | 50 | 75 | 100; page_path: string };
  view_item: { currency: 'INR'; value: number; items: AnalyticsItem[] };
  view_item_list: { item_list_id: string; item_list_name: string; items: AnalyticsItem[] };
  add_to_cart: { currency: 'INR'; value: number; items: AnalyticsItem[] };
  purchase: { transaction_id: string; currency: 'INR'; value: number; items: AnalyticsItem[] };
  search: { search_term: string; results?: number };
  app_download_click: { platform: 'ios' | 'android'; source: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

export type AnalyticsRecord =
  | { kind: 'event'; name: AnalyticsEventName; params: AnalyticsEvents[AnalyticsEventName] }
  | { kind: 'user'; userId: string | null }
  | { kind: 'user_properties'; properties: Record<string, string | null> };

export type AnalyticsSink = (record: AnalyticsRecord) => void;

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** Pushes records to window.dataLayer in the shape gtag/GTM understand. */
export const dataLayerSink: AnalyticsSink = (record) => {
  if (typeof window === 'undefined') return;
  const target = window as unknown as DataLayerWindow;
  target.dataLayer ??= [];
  if (record.kind === 'event') target.dataLayer.push({ event: record.name, ...record.params });
  else if (record.kind === 'user') target.dataLayer.push({ event: 'set_user', user_id: record.userId });
  else target.dataLayer.push({ event: 'set_user_properties', user_properties: record.properties });
};

const sinks = new Set<AnalyticsSink>([dataLayerSink]);

/** Adds a sink (for example a test recorder or a vendor SDK); returns a function removing it. */
export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}

function emit(record: AnalyticsRecord): void {
  if (typeof window === 'undefined') return; // nothing is tracked during server rendering
  for (const sink of sinks) {
    try {
      sink(record);
    } catch (error) {
      console.warn('Analytics sink failed:', error);
    }
  }
}

export function track<Name extends AnalyticsEventName>(name: Name, params: AnalyticsEvents[Name]): void {
  emit({ kind: 'event', name, params });
}

export function setAnalyticsUser(userId: string | null): void {
  emit({ kind: 'user', userId });
}

export function setAnalyticsUserProperties(properties: Record<string, string | null>): void {
  emit({ kind: 'user_properties', properties });
}
