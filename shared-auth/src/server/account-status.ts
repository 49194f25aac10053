// Whether a signed-in user's account may still be used: an ID token stays valid for up to an hour
// after an admin turns the account's sign-in off (or its sessions are revoked, or its admin role is
// taken away), so the server asks Firebase Auth before rendering any page as that user.
// `accounts:lookup` with the user's own ID token needs no service credentials (the Auth emulator
// answers it the same way locally). It fails closed: a lookup that fails or times out is
// 'unavailable', never 'active' — the server then renders the page as signed out, or a guarded page
// as "try again" (start-server.server.ts).
import type { BackendConfig } from '../config/firebase-config';

export type AccountState = 'active' | 'disabled' | 'revoked' | 'unavailable';

export interface AccountStatus {
  state: AccountState;
  /** The account's admin claim as Auth holds it now (a token's claim can be an hour old, or forged locally). */
  admin: boolean;
}

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

function adminClaimOf(customAttributes: unknown): boolean {
  if (typeof customAttributes !== 'string' || !customAttributes) return false;
  try {
    return (JSON.parse(customAttributes) as Record<string, unknown>)['admin'] === true;
  } catch {
    return false;
  }
}

export function lookupUrl(config: BackendConfig): string {
  const base = config.emulators ? `${config.emulators.auth}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:lookup?key=${encodeURIComponent(config.firebase.apiKey ?? '')}`;
}

const status = (state: AccountState, admin = false): AccountStatus => ({ state, admin });

export async function accountStatus(
  idToken: string,
  config: BackendConfig,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = LOOKUP_TIMEOUT_MS,
): Promise<AccountStatus> {
  try {
    const response = await fetchImpl(lookupUrl(config), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    type Lookup = { users?: Array<{ disabled?: boolean; validSince?: string; customAttributes?: string }>; error?: { message?: string } };
    const body = (await response.json().catch(() => null)) as Lookup | null;
    if (!response.ok) {
      // A disabled account's token is refused with USER_DISABLED; a deleted one with USER_NOT_FOUND.
      const reason = body?.error?.message ?? '';
      if (/USER_DISABLED/.test(reason)) return status('disabled');
      if (/USER_NOT_FOUND|TOKEN_EXPIRED|INVALID_ID_TOKEN/.test(reason)) return status('revoked');
      console.warn(`Account check answered HTTP ${response.status} ${reason}; the session is not trusted for this request.`);
      return status('unavailable');
    }
    const user = body?.users?.[0];
    if (!user) return status('revoked');
    if (user.disabled) return status('disabled');
    const validSince = Number(user.validSince ?? 0);
    const signedInAt = claimOf(idToken, 'auth_time') ?? claimOf(idToken, 'iat') ?? 0;
    if (validSince && signedInAt < validSince) return status('revoked');
    return status('active', adminClaimOf(user.customAttributes));
  } catch (error) {
    console.warn('Account check failed; the session is not trusted for this request:', error instanceof Error ? error.message : error);
    return status('unavailable');
  }
}
