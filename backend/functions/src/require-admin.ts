import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { Auth } from 'firebase-admin/auth';
import { callerAccount } from './caller-account';

export interface AdminCaller {
  uid: string;
  email: string | null;
}

/**
 * Admits a caller whose ID token carries `admin: true` and whose account still has that claim now:
 * a revoked admin's token keeps the old claim for up to an hour, so the token alone is not enough.
 */
export async function requireAdmin(request: CallableRequest<unknown>, auth: Auth): Promise<AdminCaller> {
  const caller = request.auth;
  if (!caller) {
    throw new HttpsError('unauthenticated', 'Sign in with an administrator account to do this.');
  }
  if (caller.token['admin'] !== true) {
    throw new HttpsError('permission-denied', 'Only administrators can do this; your account has no admin role.');
  }
  const record = await callerAccount(request, auth).catch(() => null);
  if (!record || record.disabled || record.customClaims?.['admin'] !== true) {
    throw new HttpsError('permission-denied', 'Your admin role was removed or your account is disabled; sign in again to refresh your access.');
  }
  return { uid: caller.uid, email: record.email ?? null };
}
