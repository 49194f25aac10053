// The tokens the local backend accepts in place of Google's signed ones, checked in one place for
// every server: the document and storage servers (through auth.ts) and the callable host, which is
// plain JavaScript (it starts without a TypeScript loader), hence this module is too.
//   - ID tokens as the Auth emulator (and Lite's mockUserToken) issues them: unsigned (alg "none"),
//     for this project (aud and the securetoken issuer), unexpired, with a subject. A signed token
//     cannot be verified offline, so it is refused rather than trusted.
//   - App Check tokens as the shop's pages mint them against the local backend
//     (shared-auth/src/lib/app-check-token.ts): unsigned, signature "local", the local issuer,
//     audience `projects/<project>`, unexpired, with the app as subject.
// Each refusal says which check failed, so a developer can tell a stale token from a wrong project.

export class TokenError extends Error {
  name = 'TokenError';
}

export const LOCAL_APP_CHECK_ISSUER = 'https://firebaseappcheck.googleapis.com/local';
/** What the pages' local App Check tokens carry where a signature would be. */
export const LOCAL_APP_CHECK_SIGNATURE = 'local';

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

function decodeJsonPart(part, which, what) {
  if (part === '' || !BASE64URL.test(part)) throw new TokenError(`Invalid ${what}: the ${which} is not base64url.`);
  let parsed;
  try {
    parsed = JSON.parse(Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
  } catch {
    throw new TokenError(`Invalid ${what}: the ${which} is not JSON.`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new TokenError(`Invalid ${what}: the ${which} is not a JSON object.`);
  }
  return parsed;
}

function splitToken(token, what) {
  const parts = String(token).split('.');
  if (parts.length !== 3) throw new TokenError(`Invalid ${what}: expected 3 dot-separated parts (header.payload.signature), got ${parts.length}.`);
  return { header: decodeJsonPart(parts[0], 'header', what), payload: decodeJsonPart(parts[1], 'payload', what), signature: parts[2] };
}

/** The claims of an Auth-emulator ID token for `projectId`; throws TokenError naming the failed check. */
export function checkIdToken(token, projectId, nowSeconds = Date.now() / 1000) {
  const { header, payload } = splitToken(token, 'ID token');
  if (header['alg'] !== 'none') {
    throw new TokenError(
      `Invalid ID token: alg is "${String(header['alg'])}", but the local server only accepts the Auth emulator's unsigned tokens (alg "none"); it cannot verify signatures.`,
    );
  }
  if (payload['aud'] !== projectId) {
    throw new TokenError(`Invalid ID token: aud (audience) is "${String(payload['aud'])}", expected the project id "${projectId}".`);
  }
  const issuer = `https://securetoken.google.com/${projectId}`;
  if (payload['iss'] !== issuer) throw new TokenError(`Invalid ID token: iss (issuer) is "${String(payload['iss'])}", expected "${issuer}".`);
  const exp = payload['exp'];
  if (typeof exp !== 'number') throw new TokenError('Invalid ID token: exp (expiry) is missing or not a number.');
  if (exp <= nowSeconds) {
    throw new TokenError(`Invalid ID token: it expired at ${new Date(exp * 1000).toISOString()}; sign in again to get a fresh token.`);
  }
  const sub = payload['sub'];
  if (typeof sub !== 'string' || sub === '' || sub.length > 128) {
    throw new TokenError('Invalid ID token: sub (the user id) must be a non-empty string of at most 128 characters.');
  }
  return payload;
}

/** The claims of a local App Check token for `projectId`; throws TokenError naming the failed check. */
export function checkLocalAppCheckToken(token, projectId, nowSeconds = Date.now() / 1000) {
  const what = 'App Check token';
  const { header, payload, signature } = splitToken(token, what);
  if (header['alg'] !== 'none' || signature !== LOCAL_APP_CHECK_SIGNATURE) {
    throw new TokenError(
      `Invalid ${what}: the local backend accepts only the local App Check token the shop's pages mint (alg "none", signature "${LOCAL_APP_CHECK_SIGNATURE}"); it cannot verify App Check's signed tokens.`,
    );
  }
  if (payload['iss'] !== LOCAL_APP_CHECK_ISSUER) {
    throw new TokenError(`Invalid ${what}: iss (issuer) is "${String(payload['iss'])}", expected "${LOCAL_APP_CHECK_ISSUER}".`);
  }
  const audience = `projects/${projectId}`;
  if (!Array.isArray(payload['aud']) || !payload['aud'].includes(audience)) {
    throw new TokenError(`Invalid ${what}: aud (audience) is ${JSON.stringify(payload['aud'])}, expected it to include "${audience}".`);
  }
  const exp = payload['exp'];
  if (typeof exp !== 'number') throw new TokenError(`Invalid ${what}: exp (expiry) is missing or not a number.`);
  if (exp <= nowSeconds)
    throw new TokenError(`Invalid ${what}: the App Check token expired at ${new Date(exp * 1000).toISOString()}; reload the page for a fresh one.`);
  const sub = payload['sub'];
  if (typeof sub !== 'string' || sub === '' || sub.length > 256) {
    throw new TokenError(`Invalid ${what}: sub (the app id) must be a non-empty string of at most 256 characters.`);
  }
  return payload;
}
