// Keeps the server's session cookie in step with the browser's ID token, so the server renders
// (or redirects) signed-in pages correctly: set on sign-in and token refresh, cleared on sign-out,
// and re-sent when the last sync is older than the token-sync max age (docs/product-spec.md §9: 5 minutes).
// The sign-in, register, Google and sign-out actions wait for it (requireSessionCookie), so a full
// page load right after one of them is rendered for the right person.

export const SESSION_ENDPOINT = '/__session';
export const TOKEN_SYNC_MAX_AGE_MS = 5 * 60 * 1000;

let lastSync: { token: string | null; at: number } | null = null;
/** The request in flight, so a second caller for the same token waits for it instead of racing. */
let inFlight: { token: string | null; done: Promise<boolean> } | null = null;

async function send(idToken: string | null): Promise<boolean> {
  try {
    const response = await fetch(SESSION_ENDPOINT, {
      method: idToken ? 'POST' : 'DELETE',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      ...(idToken ? { body: JSON.stringify({ idToken }) } : {}),
    });
    if (response.ok) {
      lastSync = { token: idToken, at: Date.now() };
      return true;
    }
    console.warn(`Session sync answered HTTP ${response.status}`);
  } catch (error) {
    console.warn('Session sync failed:', error instanceof Error ? error.message : error);
  }
  return false;
}

/** Sets (a token) or clears (null) the session cookie; true once the server has answered that it did. */
export async function syncSessionCookie(idToken: string | null): Promise<boolean> {
  if (typeof window === 'undefined') return false;
  if (lastSync && lastSync.token === idToken && Date.now() - lastSync.at < TOKEN_SYNC_MAX_AGE_MS) return true;
  // Another request for the same token is under way: its answer is ours. For another token, wait
  // for it first so the requests reach the server in order (the last one wins).
  while (inFlight) {
    const current = inFlight;
    const ok = await current.done;
    if (current.token === idToken && ok) return true;
    if (inFlight === current) inFlight = null;
  }
  const done = send(idToken);
  const mine = { token: idToken, done };
  inFlight = mine;
  try {
    return await done;
  } finally {
    if (inFlight === mine) inFlight = null;
  }
}

export const SESSION_NOT_SAVED_ERROR =
  'You are signed in, but the shop’s server could not save your session, so the next page may ask you to sign in again. Reload the page and try once more.';
export const SESSION_NOT_CLEARED_ERROR =
  'You are signed out on this page, but the shop’s server could not end your session. Reload the page to finish signing out.';

/**
 * For the sign-in and sign-out actions: resolves only once the cookie is set (or cleared), trying a
 * second time before giving up with an error the person can act on.
 */
export async function requireSessionCookie(idToken: string | null): Promise<void> {
  if (typeof window === 'undefined') return;
  if (await syncSessionCookie(idToken)) return;
  lastSync = null;
  if (await syncSessionCookie(idToken)) return;
  throw new Error(idToken ? SESSION_NOT_SAVED_ERROR : SESSION_NOT_CLEARED_ERROR);
}

export function sessionSyncIsStale(): boolean {
  return !lastSync || Date.now() - lastSync.at >= TOKEN_SYNC_MAX_AGE_MS;
}
