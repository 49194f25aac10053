// The signed-in user on the server: read from the `__session` ID-token cookie and verified; set
// and cleared by the browser through POST/DELETE /__session (shared-auth keeps it in step).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  clearSessionCookieHeader,
  InvalidIdTokenError,
  sessionCookieHeader,
  sessionTokenFrom,
  verifyIdToken,
  type BackendConfig,
} from 'shared-auth/server';
import type { SessionUser } from 'shared-data';
import { answer, BodyTooLargeError, readRequestBody } from './request-body.server';
import { acceptedSessionOrigin, type SessionOriginPolicy } from './session-origin.server';

export interface VerifiedSession {
  user: SessionUser;
  token: string;
  expiresAt: number;
}

const MAX_BODY_BYTES = 16 * 1024;
const readBody = (req: IncomingMessage) => readRequestBody(req, MAX_BODY_BYTES);

function verifyOptions(config: BackendConfig) {
  return { projectId: config.firebase.projectId ?? '', emulator: config.emulators !== null };
}

/** The verified session of this request, or null (no cookie, or an invalid or expired token). */
export async function readSession(req: IncomingMessage, config: BackendConfig): Promise<VerifiedSession | null> {
  const token = sessionTokenFrom(req);
  if (!token) return null;
  try {
    const { user, expiresAt } = await verifyIdToken(token, verifyOptions(config));
    return { user, token, expiresAt };
  } catch (error) {
    if (!(error instanceof InvalidIdTokenError)) console.warn('Session check failed:', error);
    return null;
  }
}


/**
 * POST /__session `{ idToken }` sets the cookie; DELETE clears it. Only same-origin JSON requests
 * are accepted (see session-origin.server.ts), so another site cannot sign a visitor into someone
 * else's account. The cookie is set for the origin the page was served from.
 */
export async function handleSessionRequest(req: IncomingMessage, res: ServerResponse, policy: SessionOriginPolicy, config: BackendConfig) {
  const origin = acceptedSessionOrigin({ origin: req.headers.origin, host: req.headers.host }, policy);
  if (!origin) return answer(res, 403, 'Cross-origin session requests are refused.');
  if (req.method === 'DELETE') return answer(res, 204, undefined, { 'set-cookie': clearSessionCookieHeader(origin) });
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
  try {
    const { expiresAt } = await verifyIdToken(idToken, verifyOptions(config));
    const maxAge = (expiresAt - Date.now()) / 1000;
    return answer(res, 204, undefined, { 'set-cookie': sessionCookieHeader(idToken, maxAge, origin) });
  } catch (error) {
    return answer(res, 401, error instanceof Error ? error.message : 'The ID token is not valid.', {
      'set-cookie': clearSessionCookieHeader(origin),
    });
  }
}
