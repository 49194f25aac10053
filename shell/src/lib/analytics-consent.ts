// The page's first-party analytics (first-party-analytics.ts). Installed in the browser before
// hydration so the first page view is caught, but its code loads only once the page is interactive
// (it is not needed to show the page, and it is 2 KB of every first view): until then a small sink
// keeps the records, with the page each was made on, and hands them over in order. The consent
// banner reports the visitor's choice here.
import { addAnalyticsSink, consentFromCookies, type AnalyticsRecord, type ConsentChoice, type SiteSettings } from 'shared-data';
import type { FirstPartyAnalytics } from './first-party-analytics';

/** Records kept while the analytics code loads (a page that never becomes interactive keeps its latest). */
const MAX_EARLY_RECORDS = 200;

let installed = false;
let analytics: FirstPartyAnalytics | null = null;
let choiceWhileLoading: ConsentChoice | null = null;

/**
 * `settings`: the shop's analytics settings as the server rendered them (the root route's data);
 * `ready`: when to load the analytics code (the page is interactive).
 */
export function installFirstPartyAnalytics(settings: SiteSettings['analytics'] | undefined, ready: Promise<unknown>): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  let early: { record: AnalyticsRecord; path: string }[] = [];
  const removeEarlySink = addAnalyticsSink((record) => {
    early.push({ record, path: window.location.pathname });
    if (early.length > MAX_EARLY_RECORDS) early = early.slice(-MAX_EARLY_RECORDS);
  });
  void ready
    .then(() => import('./first-party-analytics'))
    .then(
      ({ createFirstPartyAnalytics }) => {
        const loaded = createFirstPartyAnalytics(consentFromCookies(document.cookie), settings);
        removeEarlySink();
        for (const { record, path } of early) loaded.replay(record, path);
        early = [];
        addAnalyticsSink(loaded.sink);
        // A choice made while the code loaded applies to what was kept (granted: sent now).
        if (choiceWhileLoading) loaded.setConsent(choiceWhileLoading);
        analytics = loaded;
      },
      () => {
        // The code could not be downloaded: this page view goes uncounted, as with a blocker.
        removeEarlySink();
        early = [];
      },
    );
}

export function setAnalyticsConsent(choice: ConsentChoice): void {
  if (analytics) analytics.setConsent(choice);
  else choiceWhileLoading = choice;
}
