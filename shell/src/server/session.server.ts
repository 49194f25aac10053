// The signed-in user on the server: read from the `__session` ID-token cookie and verified; set
// and cleared by the browser through POST/DELETE /__session (shared-auth keeps it in step).
// Every request that carries a session is checked against Auth (the account may have been turned
// off, its sessions revoked or its admin role removed since the token was issued) and against the
// sign-outs the server remembers (session-ends.ts): a token is trusted only when both say so.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Firestore } from 'firebase/firestore/lite';
import {
  accountStatus,
  clearSessionCookieHeader,
  InvalidIdTokenError,
  recordSessionEnd,
  sessionCookieHeader,
  sessionEnded,
  sessionTokenFrom,
  userFirestore,
  verifyIdToken,
  type AccountStatus,
  type BackendConfig,
} from 'shared-auth/server';
import type { SessionUser } from 'shared-data';
import { answer, BodyTooLargeError, readRequestBody } from './request-body.server';
import { acceptedSessionOrigin, type SessionOriginPolicy } from './session-origin.server';

export interface VerifiedSession {
  user: SessionUser;
  token: string;
  expiresAt: number;
  /** The sign-in this token belongs to (seconds): what a sign-out ends. */
  authTime: number;
}

/** What a request's session is worth now. */
export type CheckedSession =
  | { state: 'none' }
  /** Signed in, account usable: the user as Auth holds them now, and a database client that reads as them. */
  | { state: 'active'; user: SessionUser; db: Firestore }
  /** Turned off, revoked, deleted or signed out: render as signed out. */
  | { state: 'ended' }
  /** Auth could not be asked: neither trusted nor refused (a guarded page says "try again"). */
  | { state: 'unavailable' };

const MAX_BODY_BYTES = 16 * 1024;
/** As long as the Auth lookup may take (account-status.ts): past it, the session is not trusted. */
export const SESSION_CHECK_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
const readBody = (req: IncomingMessage) => readRequestBody(req, MAX_BODY_BYTES);

function verifyOptions(config: BackendConfig) {
  return { projectId: config.firebase.projectId ?? '', emulator: config.emulators !== null };
}

/** The verified session of this request, or null (no cookie, or an invalid or expired token). */
export async function readSession(req: IncomingMessage, config: BackendConfig): Promise<VerifiedSession | null> {
  const token = sessionTokenFrom(req);
  if (!token) return null;
  try {
    const { user, expiresAt, authTime } = await verifyIdToken(token, verifyOptions(config));
    return { user, token, expiresAt, authTime };
  } catch (error) {
    if (!(error instanceof InvalidIdTokenError)) console.warn('Session check failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

interface SessionChecks {
  accountStatus(token: string): Promise<AccountStatus>;
  /** The user's database client for this token (reads as them, under the rules). */
  userDb(session: VerifiedSession): Promise<Firestore>;
  sessionEnded(db: Firestore, session: VerifiedSession): Promise<boolean>;
}

export function sessionChecks(config: BackendConfig): SessionChecks {
  return {
    accountStatus: (token) => accountStatus(token, config),
    userDb: (session) => userFirestore(config, session.token, session.expiresAt),
    sessionEnded: (db, session) => sessionEnded(db, session.user.uid, session.authTime),
  };
}

/**
 * Asks Auth about the account and the database about a remembered sign-out, at once. Fails closed:
 * anything that cannot be confirmed is 'unavailable', never 'active'. The admin claim counts only
 * when both the token and Auth hold it now; a role granted after the token was issued is
 * `adminPending` (the browser refreshes its token, see applyGuard).
 */
export async function checkSession(session: VerifiedSession | null, checks: SessionChecks, timeoutMs = SESSION_CHECK_TIMEOUT_MS): Promise<CheckedSession> {
  if (!session) return { state: 'none' };
  const ended = withTimeout(
    checks.userDb(session).then(async (db) => ({ db, ended: await checks.sessionEnded(db, session) })),
    timeoutMs,
  );
  const [account, signOut] = await Promise.allSettled([checks.accountStatus(session.token), ended]);
  if (account.status === 'rejected' || account.value.state === 'unavailable') return { state: 'unavailable' };
  if (account.value.state !== 'active') return { state: 'ended' };
  if (signOut.status === 'rejected') {
    console.warn('Could not read whether this sign-in was ended:', signOut.reason instanceof Error ? signOut.reason.message : signOut.reason);
    return { state: 'unavailable' };
  }
  if (signOut.value.ended) return { state: 'ended' };
  const admin = session.user.admin && account.value.admin;
  const adminPending = account.value.admin && !session.user.admin;
  return { state: 'active', user: { ...session.user, admin, ...(adminPending ? { adminPending } : {}) }, db: signOut.value.db };
}

/**
 * POST /__session `{ idToken }` sets the cookie; DELETE clears it. Only same-origin JSON requests
 * are accepted (see session-origin.server.ts), so another site cannot sign a visitor into someone
 * else's account. The cookie is set for the origin the page was served from.
 */
export async function handleSessionRequest(
  req: IncomingMessage,
  res: ServerResponse,
  policy: SessionOriginPolicy,
  config: BackendConfig,
  checks = sessionChecks(config),
) {
  const origin = acceptedSessionOrigin({ origin: req.headers.origin, host: req.headers.host }, policy);
  if (!origin) return answer(res, 403, 'Cross-origin session requests are refused.');
  if (req.method === 'DELETE') {
    // Sign-out: the sign-in of the cookie's token is remembered as ended before the cookie goes, so
    // a copy of the cookie taken earlier is refused from now on (an expired or invalid one is
    // worthless already).
    const session = await readSession(req, config);
    if (session) {
      try {
        await recordSessionEnd(await checks.userDb(session), session.user.uid, session.authTime);
      } catch (error) {
        console.warn('Could not record a sign-out:', error instanceof Error ? error.message : error);
        return answer(res, 503, 'Your session could not be ended on the server; try signing out again.', { 'set-cookie': clearSessionCookieHeader(origin) });
      }
    }
    return answer(res, 204, undefined, { 'set-cookie': clearSessionCookieHeader(origin) });
  }
  if (req.method !== 'POST') return answer(res, 405, 'Use POST to sign in or DELETE to sign out.', { allow: 'POST, DELETE' });
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
    return answer(res, 415, 'Send the ID token as JSON: { "idToken": "…" }.');
  }
  let idToken: unknown;
  try {
    idToken = (JSON.parse(await readBody(req)) as { idToken?: unknown }).idToken;
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      // The rest of the body is not read: the connection closes after the answer.
      return answer(res, 413, `The body can be at most ${MAX_BODY_BYTES / 1024} KB.`, { connection: 'close' });
    }
    return answer(res, 400, 'The body must be JSON: { "idToken": "…" }.');
  }
  if (typeof idToken !== 'string') return answer(res, 400, 'idToken is missing.');
  let verified;
  try {
    verified = await verifyIdToken(idToken, verifyOptions(config));
  } catch (error) {
    return answer(res, 401, error instanceof Error ? error.message : 'The ID token is not valid.', {
      'set-cookie': clearSessionCookieHeader(origin),
    });
  }
  // A token of a sign-in that was ended (a replayed copy) does not start a session again.
  const ended = await checks
    .userDb({ ...verified, token: idToken })
    .then((db) => checks.sessionEnded(db, { ...verified, token: idToken }))
    .catch(() => false);
  if (ended) return answer(res, 401, 'This sign-in has ended. Sign in again.', { 'set-cookie': clearSessionCookieHeader(origin) });
  const maxAge = (verified.expiresAt - Date.now()) / 1000;
  return answer(res, 204, undefined, { 'set-cookie': sessionCookieHeader(idToken, maxAge, origin) });
}
