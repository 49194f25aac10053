// Verifies a Firebase ID token on the server. In production the signature is checked against
// Google's published keys; with the local Auth emulator, whose tokens are unsigned (`alg: none`),
// the structure, audience, issuer and expiry are checked. Either way the claims must name this
// project and be current.
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type { SessionUser } from 'shared-data';

export const GOOGLE_SECURETOKEN_JWKS = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export class InvalidIdTokenError extends Error {
  constructor(reason: string) {
    super(`Invalid ID token: ${reason}`);
    this.name = 'InvalidIdTokenError';
  }
}

export interface VerifyOptions {
  projectId: string;
  /** True with the Auth emulator (unsigned tokens). */
  emulator: boolean;
  /** Seconds of clock skew tolerated. */
  clockToleranceSec?: number;
  now?: () => number;
}

let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

function checkClaims(payload: JWTPayload, options: VerifyOptions): void {
  const now = Math.floor((options.now?.() ?? Date.now()) / 1000);
  const tolerance = options.clockToleranceSec ?? 5;
  if (payload.aud !== options.projectId) throw new InvalidIdTokenError(`audience "${String(payload.aud)}" is not ${options.projectId}`);
  if (payload.iss !== `https://securetoken.google.com/${options.projectId}`) throw new InvalidIdTokenError(`issuer "${String(payload.iss)}" is wrong`);
  if (typeof payload.exp !== 'number' || payload.exp + tolerance <= now) throw new InvalidIdTokenError('it has expired');
  if (typeof payload.iat === 'number' && payload.iat - tolerance > now) throw new InvalidIdTokenError('it is issued in the future');
  if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 128) {
    throw new InvalidIdTokenError('it names no user');
  }
}

export function sessionUserFromClaims(payload: JWTPayload): SessionUser {
  return {
    uid: String(payload.sub),
    email: typeof payload['email'] === 'string' ? payload['email'] : null,
    displayName: typeof payload['name'] === 'string' ? payload['name'] : null,
    emailVerified: payload['email_verified'] === true,
    admin: payload['admin'] === true,
  };
}

export interface VerifiedIdToken {
  user: SessionUser;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** When the person signed in (seconds; `auth_time`, else `iat`): the same for every token of one sign-in. */
  authTime: number;
}

export async function verifyIdToken(token: string, options: VerifyOptions): Promise<VerifiedIdToken> {
  if (typeof token !== 'string' || token.split('.').length !== 3) throw new InvalidIdTokenError('it is not a JWT');
  let payload: JWTPayload;
  if (options.emulator) {
    let header;
    try {
      header = decodeProtectedHeader(token);
      payload = decodeJwt(token);
    } catch {
      throw new InvalidIdTokenError('it cannot be decoded');
    }
    if (header.alg !== 'none' && header.alg !== 'RS256') throw new InvalidIdTokenError(`unexpected algorithm ${String(header.alg)}`);
  } else {
    jwks ??= createRemoteJWKSet(new URL(GOOGLE_SECURETOKEN_JWKS));
    try {
      ({ payload } = await jwtVerify(token, jwks, { algorithms: ['RS256'] }));
    } catch (error) {
      throw new InvalidIdTokenError(error instanceof Error ? error.message : 'signature check failed');
    }
  }
  checkClaims(payload, options);
  const authTime = typeof payload['auth_time'] === 'number' ? payload['auth_time'] : (payload.iat ?? 0);
  return { user: sessionUserFromClaims(payload), expiresAt: (payload.exp ?? 0) * 1000, authTime };
}
