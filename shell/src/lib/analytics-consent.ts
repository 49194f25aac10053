// The page's first-party analytics (first-party-analytics.ts), installed once in the browser before
// hydration so the first page view is caught; the consent banner reports the visitor's choice here.
import { addAnalyticsSink, type ConsentChoice } from 'shared-data';
import { createFirstPartyAnalytics, type FirstPartyAnalytics } from './first-party-analytics';

let analytics: FirstPartyAnalytics | null = null;

export function installFirstPartyAnalytics(): void {
  if (analytics || typeof window === 'undefined') return;
  analytics = createFirstPartyAnalytics();
  addAnalyticsSink(analytics.sink);
}

export function setAnalyticsConsent(choice: ConsentChoice): void {
  analytics?.setConsent(choice);
}
