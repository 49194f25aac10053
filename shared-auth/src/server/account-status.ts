// Whether a signed-in user's account may still be used: an ID token stays valid for up to an hour
// after an admin turns the account's sign-in off (or its sessions are revoked), so the server asks
// Firebase Auth before rendering a guarded page. `accounts:lookup` with the user's own ID token
// needs no service credentials (the Auth emulator answers it the same way locally). A lookup that
// fails (network) counts as active: the page renders, and the warning is logged.
import type { BackendConfig } from '../config/firebase-config';

export type AccountStatus = 'active' | 'disabled' | 'revoked';

const LOOKUP_TIMEOUT_MS = 3000;

/** The seconds field of a JWT payload (the token was verified before this is called). */
function claimOf(token: string, claim: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    return typeof payload[claim] === 'number' ? payload[claim] : null;
  } catch {
    return null;
  }
}

export function lookupUrl(config: BackendConfig): string {
  const base = config.emulators ? `${config.emulators.auth}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:lookup?key=${encodeURIComponent(config.firebase.apiKey ?? '')}`;
}

export async function accountStatus(idToken: string, config: BackendConfig, fetchImpl: typeof fetch = fetch): Promise<AccountStatus> {
  try {
    const response = await fetchImpl(lookupUrl(config), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { users?: Array<{ disabled?: boolean; validSince?: string }>; error?: { message?: string } } | null;
    if (!response.ok) {
      // A disabled account's token is refused with USER_DISABLED; a deleted one with USER_NOT_FOUND.
      const reason = body?.error?.message ?? '';
      if (/USER_DISABLED/.test(reason)) return 'disabled';
      if (/USER_NOT_FOUND|TOKEN_EXPIRED|INVALID_ID_TOKEN/.test(reason)) return 'revoked';
      console.warn(`Account check answered HTTP ${response.status} ${reason}; treating the session as active.`);
      return 'active';
    }
    const user = body?.users?.[0];
    if (!user) return 'revoked';
    if (user.disabled) return 'disabled';
    const validSince = Number(user.validSince ?? 0);
    const signedInAt = claimOf(idToken, 'auth_time') ?? claimOf(idToken, 'iat') ?? 0;
    return validSince && signedInAt < validSince ? 'revoked' : 'active';
  } catch (error) {
    console.warn('Account check failed; treating the session as active:', error instanceof Error ? error.message : error);
    return 'active';
  }
}
