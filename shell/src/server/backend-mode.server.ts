// The shop server talks to the local backend (the emulators) when no real Firebase project is
// configured. In that mode it accepts sign-in tokens nobody signed, so it must never face the
// internet: it refuses to start with NODE_ENV=production (a missing FIREBASE_PROJECT_ID there is a
// mistake, not a reason to fall back) or bound to anything but loopback.
import type { BackendConfig } from 'shared-auth';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Why the server must not start with this configuration, or null. */
export function unsafeBackendMode(backend: BackendConfig, env: NodeJS.ProcessEnv, host: string): string | null {
  if (!backend.emulators) return null;
  const why =
    env.NODE_ENV === 'production'
      ? 'NODE_ENV is production'
      : !LOOPBACK.has(host)
        ? `it would listen on ${host}, beyond this machine`
        : null;
  if (!why) return null;
  return (
    `The shop server is configured for the local backend (FIREBASE_PROJECT_ID is ${env.FIREBASE_PROJECT_ID ? `"${env.FIREBASE_PROJECT_ID}", a demo project` : 'not set'}), ` +
    `which trusts unsigned sign-in tokens, and ${why}. Set FIREBASE_PROJECT_ID and the Firebase web configuration (FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_APP_ID) for production, or HOST=127.0.0.1 for local use.`
  );
}
