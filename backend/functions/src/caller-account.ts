// Every callable refuses a signed-in caller whose account may no longer be used. An ID token stays
// valid for up to an hour after an admin turns a customer's sign-in off (setCustomerDisabled also
// revokes their refresh tokens), so the token alone proves nothing about now: the account is read
// once per call (the record is kept on the request, so requireAdmin does not read it again).
import { HttpsError, onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { adminAuth } from './admin';

const records = new WeakMap<CallableRequest<unknown>, Promise<UserRecord | null>>();

/** The caller's account as it is now (null when signed out or when the account is gone), read once per request. */
export function callerAccount(request: CallableRequest<unknown>, auth: Auth): Promise<UserRecord | null> {
  const uid = request.auth?.uid;
  if (!uid) return Promise.resolve(null);
  let record = records.get(request);
  if (!record) {
    record = auth.getUser(uid).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'auth/user-not-found') return null;
      throw error;
    });
    records.set(request, record);
  }
  return record;
}

/** Seconds since the epoch at which the token's sign-in happened (`auth_time`, else `iat`). */
function signedInAt(token: Record<string, unknown>): number {
  const value = token['auth_time'] ?? token['iat'];
  return typeof value === 'number' ? value : 0;
}

/**
 * Refuses a caller whose account is disabled, deleted, or whose sessions were revoked after this
 * token's sign-in (Firebase's own `checkRevoked` rule: `auth_time` before `tokensValidAfterTime`).
 * Anonymous calls (the contact form, the newsletter) pass: they are limited per address instead.
 */
export async function refuseInactiveCaller(request: CallableRequest<unknown>, auth: Auth): Promise<void> {
  if (!request.auth) return;
  const record = await callerAccount(request, auth);
  if (!record) throw new HttpsError('unauthenticated', 'Your account no longer exists. Sign in with another account.');
  if (record.disabled) {
    throw new HttpsError('permission-denied', 'Your account has been turned off by the shop. Contact the shop if you think this is a mistake.', {
      reason: 'account-disabled',
    });
  }
  const validSince = record.tokensValidAfterTime ? Date.parse(record.tokensValidAfterTime) : Number.NaN;
  if (Number.isFinite(validSince) && signedInAt(request.auth.token as unknown as Record<string, unknown>) * 1000 < validSince) {
    throw new HttpsError('unauthenticated', 'Your session has ended. Sign in again to continue.', { reason: 'session-revoked' });
  }
}

/** `onCall` for the shop's callables: the caller's account is checked before the handler runs. */
export function shopCallable<Result>(handler: (request: CallableRequest<unknown>) => Result | Promise<Result>, options: CallableOptions = {}) {
  return onCall(options, async (request: CallableRequest<unknown>) => {
    await refuseInactiveCaller(request, adminAuth());
    return handler(request);
  });
}
