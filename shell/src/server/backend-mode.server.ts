// The shop server talks to the local backend (the emulators) when no real Firebase project is
// configured. In that mode it accepts sign-in tokens nobody signed, so it must never face the
// internet: it refuses to start bound to anything but loopback, and with NODE_ENV=production (a
// missing FIREBASE_PROJECT_ID there is a mistake, not a reason to fall back) unless the local
// backend was asked for by name — SHOP_LOCAL_BACKEND=1, which `npm run start:prod -- --local-backend`
// sets to run the production build on this machine. Even then, loopback only.
// A real project in production needs its whole web configuration: without it the server would
// start and render pages that cannot read data or sign anyone in.
import { missingConfigKeys, type BackendConfig } from 'shared-auth/server';

/** The host names that keep a server on this machine. */
export const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** The variable that gives each required key of the Firebase web configuration. */
const CONFIG_VARIABLES: Record<string, string> = {
  projectId: 'FIREBASE_PROJECT_ID',
  apiKey: 'FIREBASE_API_KEY',
  authDomain: 'FIREBASE_AUTH_DOMAIN',
  appId: 'FIREBASE_APP_ID',
};

/** The environment variables missing from a real project's web configuration. */
export function missingFirebaseVariables(backend: BackendConfig): string[] {
  return missingConfigKeys(backend.firebase).map((key) => CONFIG_VARIABLES[key] ?? key);
}

/** Why the server must not start with this configuration, or null. */
export function unsafeBackendMode(backend: BackendConfig, env: NodeJS.ProcessEnv, host: string): string | null {
  if (!backend.emulators) {
    const missing = missingFirebaseVariables(backend);
    if (env.NODE_ENV !== 'production' || !missing.length) return null;
    return (
      `The shop server is configured for the Firebase project "${backend.firebase.projectId}", but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set, ` +
      'and in production it does not start with an incomplete web configuration. Copy the values from the Firebase console (Project settings → Your apps).'
    );
  }
  const production = env.NODE_ENV === 'production' && env.SHOP_LOCAL_BACKEND !== '1';
  const why = production ? 'NODE_ENV is production' : !LOOPBACK.has(host) ? `it would listen on ${host}, beyond this machine` : null;
  if (!why) return null;
  return (
    `The shop server is configured for the local backend (FIREBASE_PROJECT_ID is ${env.FIREBASE_PROJECT_ID ? `"${env.FIREBASE_PROJECT_ID}", a demo project` : 'not set'}), ` +
    `which trusts unsigned sign-in tokens, and ${why}. Set FIREBASE_PROJECT_ID and the Firebase web configuration (FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_APP_ID) for production, ` +
    (production
      ? 'or run `npm run start:prod -- --local-backend` (SHOP_LOCAL_BACKEND=1 with HOST=127.0.0.1) to try the production build against the local backend on this machine.'
      : 'or HOST=127.0.0.1 for local use.')
  );
}
