// Who is calling: the token "owner" is the administrator (bypasses rules, as Google's emulators
// do); any other token must be an unsigned ID token as the Auth emulator (and Lite's
// mockUserToken) issues them, checked for structure, audience, issuer, expiry and subject by
// local-tokens.mjs, which the callable host uses too.

import type { RulesAuth } from '../rules/types';
import { unauthenticated } from './errors';
import { checkIdToken, TokenError } from './local-tokens.mjs';

export type Caller = { kind: 'owner' } | { kind: 'user'; auth: RulesAuth } | { kind: 'anonymous' };

/** Verifies an Auth-emulator ID token (local-tokens.mjs, shared with the callable host) and returns its claims as request.auth. */
export function verifyIdToken(token: string, projectId: string, nowSeconds = Date.now() / 1000): RulesAuth {
  try {
    const claims = checkIdToken(token, projectId, nowSeconds);
    return { uid: claims['sub'] as string, token: claims };
  } catch (error) {
    if (error instanceof TokenError) throw unauthenticated(error.message);
    throw error;
  }
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
