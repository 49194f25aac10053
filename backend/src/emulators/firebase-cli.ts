// Locates the installed firebase-tools and prepares an environment in which its CLI runs offline:
// its own config folder (no stored login, no usage reporting, the daily message-of-the-day fetch
// already marked as done), no update notifier, npm in offline mode (the Functions emulator runs
// `npm show firebase-functions` to nag about upgrades), no probing for the GCE metadata server
// (google-auth-library waits ~4 s for it to time out on a machine without one), and a private temp
// folder for the hub's locator file and the workers' sockets, so two backends on one machine do
// not meet.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { StartupError } from './startup-error';

const require = createRequire(import.meta.url);

/** Absolute path of firebase-tools' CLI entry point, run with the current Node. */
export function resolveFirebaseCli(): string {
  let packageJson: string;
  try {
    packageJson = require.resolve('firebase-tools/package.json');
  } catch (error) {
    throw new StartupError(
      'missing-dependency',
      'firebase-tools is not installed, so the Auth and Functions emulators cannot start. ' + 'Run "npm install" at the repository root.',
      { cause: error },
    );
  }
  return path.join(path.dirname(packageJson), 'lib', 'bin', 'firebase.js');
}

/** Variables that could point the CLI or the functions at a real project or another emulator. */
export const SCRUBBED_VARIABLES = [
  'GOOGLE_APPLICATION_CREDENTIALS',
  'GOOGLE_CLOUD_PROJECT',
  'GCLOUD_PROJECT',
  'FIREBASE_TOKEN',
  'FIREBASE_CONFIG',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_FIRESTORE_EMULATOR_ADDRESS',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_DATABASE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'FIREBASE_EMULATOR_HUB',
  'FIRESTORE_EXTERNAL_EMULATOR_HOST',
  'FUNCTIONS_EMULATOR',
  'NODE_OPTIONS',
];

export function firebaseCliEnvironment(runDir: string, extra: Record<string, string>, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const configHome = path.join(runDir, 'config');
  const tmp = path.join(runDir, 'tmp');
  mkdirSync(path.join(configHome, 'configstore'), { recursive: true });
  mkdirSync(tmp, { recursive: true });
  // fetchMOTD() skips the network when a message was fetched less than a day ago.
  writeFileSync(path.join(configHome, 'configstore', 'firebase-tools.json'), JSON.stringify({ motd: { fetched: Date.now() } }));
  const env: NodeJS.ProcessEnv = { ...base };
  for (const name of SCRUBBED_VARIABLES) delete env[name];
  return {
    ...env,
    XDG_CONFIG_HOME: configHome,
    TMPDIR: tmp,
    NO_UPDATE_NOTIFIER: '1',
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    METADATA_SERVER_DETECTION: 'none',
    NO_COLOR: '1',
    // The Functions emulator starts a worker process for each request that finds none idle, up to
    // 50 at once by default: a burst of 50 callables on two cores started 50 Node processes together
    // and every call timed out after 70 s (npm run bench:admin). A few workers per core serve a
    // burst from the emulator's queue instead, and stay warm for the next one.
    FUNCTIONS_EMULATOR_PARALLEL: base['FUNCTIONS_EMULATOR_PARALLEL'] ?? String(Math.max(2, availableParallelism() * 2)),
    ...extra,
  };
}
