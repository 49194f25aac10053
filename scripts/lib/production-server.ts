// The shop's server-rendering service as production runs it: the shell's built server, `node
// shell/dist/server/server.js` (the container's command, see the Dockerfile), with
// NODE_ENV=production. `npm run start:prod` runs it this way, and its test checks the same.
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { backendConfigFromEnv } from 'shared-auth/server';
import { missingFirebaseVariables } from '../../shell/src/server/backend-mode.server';
import { distDir, shellServerFile, type AppName } from './apps';

/** Whether `env` names a real Firebase project (the server reads it so: not unset, not `demo-…`). */
export function namesRealProject(env: NodeJS.ProcessEnv): boolean {
  return backendConfigFromEnv(env).emulators === null;
}

/**
 * What keeps `env` from naming a real Firebase project, or null. Read as the server reads it: without
 * FIREBASE_PROJECT_ID (or with a `demo-` one) the server would use the local backend.
 */
export function firebaseConfigProblem(env: NodeJS.ProcessEnv): string | null {
  const config = backendConfigFromEnv(env);
  if (config.emulators) {
    return env.FIREBASE_PROJECT_ID
      ? `FIREBASE_PROJECT_ID is "${env.FIREBASE_PROJECT_ID}", a demo project of the local backend`
      : 'FIREBASE_PROJECT_ID is not set';
  }
  const missing = missingFirebaseVariables(config);
  if (!missing.length) return null;
  return `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`;
}

/**
 * The variables start:prod adds to the server's environment. With the local backend (asked for by
 * name), the server allows it under NODE_ENV=production on loopback only (backend-mode.server.ts).
 */
export function productionServerEnv(options: { localBackend: boolean }): Record<string, string> {
  return options.localBackend ? { NODE_ENV: 'production', SHOP_LOCAL_BACKEND: '1', HOST: '127.0.0.1' } : { NODE_ENV: 'production' };
}

/** The apps among `apps` with no production build to run. */
export function appsNotBuilt(apps: readonly AppName[]): AppName[] {
  return apps.filter((app) =>
    app === 'shell'
      ? !existsSync(shellServerFile) || !existsSync(path.join(distDir('shell'), 'client', 'assets.json'))
      : !existsSync(path.join(distDir(app), 'current.json')),
  );
}

/** A child's exit as a process exit code: its own code, or 128 + the signal's number. */
export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  return signal ? 128 + (constants.signals[signal] ?? 0) : 1;
}
