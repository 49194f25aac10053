// The analytics consent banner: shown on a visitor's first pages until they choose, as a sheet fixed
// at the bottom of the screen (shell.css): out of the page's flow, so the first screen is laid out as
// without it and nothing moves when it comes (the server renders it) or goes. It stays first in the
// document, before the header, so keyboard and screen-reader users meet it early; focus scrolled into
// view stops above it (scroll-padding). The choice is a cookie, so the server knows it on the next page.
// A page that is one form defers it: any bottom sheet would sit over a field or the form's button on
// some phone, and nothing is counted until the visitor chooses anyway.
import { useState } from 'react';
import { consentCookie, useRootData, type ConsentChoice } from 'shared-data';
import { setAnalyticsConsent } from '../../lib/analytics-consent';

/** `deferred`: not shown on this page, asked on the next (mounted throughout, so a choice made stays made). */
export function ConsentBanner({ deferred = false }: { deferred?: boolean }) {
  const root = useRootData();
  const [choice, setChoice] = useState<ConsentChoice | null>(root?.consent ?? null);
  if (choice || deferred) return null;
  const choose = (next: ConsentChoice) => {
    document.cookie = consentCookie(next, window.location.protocol === 'https:');
    setAnalyticsConsent(next);
    setChoice(next);
  };
  return (
    <section className="consent-banner" aria-label="Analytics consent">
      <p className="consent-banner__text">We count page visits and searches to improve the shop. No names, e-mails or phone numbers are collected.</p>
      <div className="consent-banner__actions">
        <button type="button" className="button button--primary consent-banner__button" onClick={() => choose('granted')}>
          Allow
        </button>
        <button type="button" className="button consent-banner__button" onClick={() => choose('denied')}>
          No, thanks
        </button>
      </div>
    </section>
  );
}
