// The App Check token the shop's pages (app-check.ts) and the tests' clients present to the local
// backend: unsigned, App Check-shaped. The local functions host decodes it without verifying a
// signature, as the emulators do with tokens; production uses reCAPTCHA Enterprise tokens.
// No Firebase import, so any client (browser, Node tests) can use it with its own SDK instance.

/** One hour, as App Check's own tokens last by default. */
const LOCAL_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const base64Url = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned App Check-shaped token for the local backend: `sub` is the app, `aud` the project. */
export function localAppCheckToken(appId: string, projectId: string, now: number = Date.now()): { token: string; expireTimeMillis: number } {
  const expireTimeMillis = now + LOCAL_TOKEN_LIFETIME_MS;
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({
      iss: 'https://firebaseappcheck.googleapis.com/local',
      sub: appId,
      aud: [`projects/${projectId}`],
      iat: Math.floor(now / 1000),
      exp: Math.floor(expireTimeMillis / 1000),
    }),
  );
  return { token: `${header}.${payload}.local`, expireTimeMillis };
}
