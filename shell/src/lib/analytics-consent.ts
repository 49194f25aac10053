// The page's first-party analytics (first-party-analytics.ts), installed once in the browser before
// hydration so the first page view is caught; the consent banner reports the visitor's choice here.
import { addAnalyticsSink, consentFromCookies, type ConsentChoice, type SiteSettings } from 'shared-data';
import { createFirstPartyAnalytics, type FirstPartyAnalytics } from './first-party-analytics';

let analytics: FirstPartyAnalytics | null = null;

/** `settings`: the shop's analytics settings as the server rendered them (the root route's data). */
export function installFirstPartyAnalytics(settings?: SiteSettings['analytics']): void {
  if (analytics || typeof window === 'undefined') return;
  analytics = createFirstPartyAnalytics(consentFromCookies(document.cookie), settings);
  addAnalyticsSink(analytics.sink);
}

export function setAnalyticsConsent(choice: ConsentChoice): void {
  analytics?.setConsent(choice);
}
