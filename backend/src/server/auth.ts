// Who is calling: the token "owner" is the administrator (bypasses rules, as Google's emulators
// do); any other token must be an unsigned ID token as the Auth emulator (and Lite's
// mockUserToken) issues them, checked for structure, audience, issuer, expiry and subject.

import type { RulesAuth } from '../rules/types';
import { unauthenticated } from './errors';

export type Caller = { kind: 'owner' } | { kind: 'user'; auth: RulesAuth } | { kind: 'anonymous' };

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

function decodeJsonPart(part: string, which: string): Record<string, unknown> {
  if (part === '' || !BASE64URL.test(part)) throw unauthenticated(`Invalid ID token: the ${which} is not base64url.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
  } catch {
    throw unauthenticated(`Invalid ID token: the ${which} is not JSON.`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw unauthenticated(`Invalid ID token: the ${which} is not a JSON object.`);
  }
  return parsed as Record<string, unknown>;
}

/** Verifies an Auth-emulator ID token and returns its claims as request.auth. */
export function verifyIdToken(token: string, projectId: string, nowSeconds = Date.now() / 1000): RulesAuth {
  const parts = token.split('.');
  if (parts.length !== 3) throw unauthenticated(`Invalid ID token: expected 3 dot-separated parts (header.payload.signature), got ${parts.length}.`);
  const header = decodeJsonPart(parts[0] as string, 'header');
  const payload = decodeJsonPart(parts[1] as string, 'payload');
  if (header['alg'] !== 'none') {
    throw unauthenticated(
      `Invalid ID token: alg is "${String(header['alg'])}", but the local server only accepts the Auth emulator's unsigned tokens (alg "none"); it cannot verify signatures.`,
    );
  }
  if (payload['aud'] !== projectId) {
    throw unauthenticated(`Invalid ID token: aud (audience) is "${String(payload['aud'])}", expected the project id "${projectId}".`);
  }
  const issuer = `https://securetoken.google.com/${projectId}`;
  if (payload['iss'] !== issuer) throw unauthenticated(`Invalid ID token: iss (issuer) is "${String(payload['iss'])}", expected "${issuer}".`);
  const exp = payload['exp'];
  if (typeof exp !== 'number') throw unauthenticated('Invalid ID token: exp (expiry) is missing or not a number.');
  if (exp <= nowSeconds) {
    throw unauthenticated(`Invalid ID token: it expired at ${new Date(exp * 1000).toISOString()}; sign in again to get a fresh token.`);
  }
  const sub = payload['sub'];
  if (typeof sub !== 'string' || sub === '' || sub.length > 128) {
    throw unauthenticated('Invalid ID token: sub (the user id) must be a non-empty string of at most 128 characters.');
  }
  return { uid: sub, token: payload };
}

/**
 * Reads the Authorization header. `schemes` are the accepted prefixes: the Firestore clients send
 * "Bearer <token>", the Storage SDK "Firebase <token>".
 */
export function identifyCaller(header: string | undefined, projectId: string, schemes: readonly string[] = ['Bearer']): Caller {
  if (header === undefined || header.trim() === '') return { kind: 'anonymous' };
  const m = /^(\S+)\s+(\S+)\s*$/.exec(header);
  if (!m || !schemes.some((scheme) => scheme.toLowerCase() === (m[1] as string).toLowerCase())) {
    throw unauthenticated(`The Authorization header must be ${schemes.map((scheme) => `"${scheme} <ID token>"`).join(' or ')}.`);
  }
  const token = m[2] as string;
  if (token === 'owner') return { kind: 'owner' };
  return { kind: 'user', auth: verifyIdToken(token, projectId) };
}
