// Keeps the server's session cookie in step with the browser's ID token, so the server renders
// (or redirects) signed-in pages correctly: set on sign-in and token refresh, cleared on sign-out,
// and re-sent when the last sync is older than the token-sync max age (docs/product-spec.md §9: 5 minutes).

export const SESSION_ENDPOINT = '/__session';
export const TOKEN_SYNC_MAX_AGE_MS = 5 * 60 * 1000;

let lastSync: { token: string | null; at: number } | null = null;

export async function syncSessionCookie(idToken: string | null): Promise<void> {
  if (typeof window === 'undefined') return;
  if (lastSync && lastSync.token === idToken && Date.now() - lastSync.at < TOKEN_SYNC_MAX_AGE_MS) return;
  try {
    const response = await fetch(SESSION_ENDPOINT, {
      method: idToken ? 'POST' : 'DELETE',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      ...(idToken ? { body: JSON.stringify({ idToken }) } : {}),
    });
    if (response.ok) lastSync = { token: idToken, at: Date.now() };
    else console.warn(`Session sync answered HTTP ${response.status}`);
  } catch (error) {
    console.warn('Session sync failed:', error instanceof Error ? error.message : error);
  }
}

export function sessionSyncIsStale(): boolean {
  return !lastSync || Date.now() - lastSync.at >= TOKEN_SYNC_MAX_AGE_MS;
}
