// The visitor's analytics choice, kept in a first-party cookie so the server renders the consent
// banner (or not) and the browser agrees after hydration. No choice yet: nothing is sent; the
// events of the visit so far wait in the page and go once the visitor allows it.
export const CONSENT_COOKIE = 'shop_consent';
export type ConsentChoice = 'granted' | 'denied';

/** The choice in a Cookie header (or document.cookie), or null when none was made. */
export function consentFromCookies(cookies: string | null | undefined): ConsentChoice | null {
  const match = /(?:^|;\s*)shop_consent=(granted|denied)(?:;|$)/.exec(cookies ?? '');
  return (match?.[1] as ConsentChoice | undefined) ?? null;
}

/** A `document.cookie` assignment keeping the choice for a year on this site. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
