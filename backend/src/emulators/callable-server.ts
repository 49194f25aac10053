// Starts callable-host.mjs (the local host of the HTTPS functions, see there why) in a process
// group of its own, with the environment the Functions emulator gives its workers, and waits until
// it serves the expected functions.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCRUBBED_VARIABLES } from './firebase-cli';
import { fetchJson, pollUntil } from './poll';
import { PARENT_WATCHDOG_IMPORT, spawnGroup } from './process-group';
import { StartupError } from './startup-error';
import { tailOfLog } from './start-emulators';

const SERVER_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'callable-host.mjs');

export interface CallableServerOptions {
  projectId: string;
  region: string;
  host: string;
  port: number;
  /** The built functions module (backend/functions/lib/index.js). */
  modulePath: string;
  /** host:port of the Auth emulator: firebase-admin's Auth in the functions talks to it. */
  authEmulatorHost: string;
  /** Extra environment for the functions (DOCUMENT_SERVER_HOST, SMTP_URL). */
  env?: Record<string, string>;
  /** Functions that must be served before the server counts as ready. */
  expectFunctions?: readonly string[];
  /** Host names besides this machine's that requests may be addressed to (BACKEND_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** Where the functions' output goes; default: a temporary file. */
  logFile?: string;
  timeoutMs?: number;
}

export interface RunningCallableServer {
  url: string;
  port: number;
  logFile: string;
  pid: number;
  close(): Promise<void>;
}

/** What the Functions emulator sets for its workers (functionsEmulator.getRuntimeEnvs), for ours. */
export function callableServerEnvironment(options: CallableServerOptions, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base };
  for (const name of SCRUBBED_VARIABLES) delete env[name];
  return {
    ...env,
    GCLOUD_PROJECT: options.projectId,
    GOOGLE_CLOUD_QUOTA_PROJECT: options.projectId,
    FIREBASE_CONFIG: JSON.stringify({ projectId: options.projectId }),
    K_REVISION: '1',
    TZ: 'UTC',
    FUNCTIONS_EMULATOR: 'true',
    FIREBASE_DEBUG_MODE: 'true',
    // Emulator conventions: ID and App Check tokens are decoded, not verified (production verifies).
    FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true, enableCors: true }),
    FIREBASE_AUTH_EMULATOR_HOST: options.authEmulatorHost,
    METADATA_SERVER_DETECTION: 'none',
    CALLABLE_SERVER_MODULE: options.modulePath,
    CALLABLE_SERVER_HOST: options.host,
    CALLABLE_SERVER_PORT: String(options.port),
    CALLABLE_SERVER_ALLOWED_HOSTS: (options.allowedHosts ?? []).join(','),
    ...options.env,
  };
}

export async function startCallableServer(options: CallableServerOptions): Promise<RunningCallableServer> {
  let tempDir: string | null = null;
  let logFile = options.logFile;
  if (!logFile) {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'silver-callables-'));
    logFile = path.join(tempDir, 'callables.log');
  }
  const log = createWriteStream(logFile, { flags: 'a' });
  await new Promise((resolve, reject) => log.once('open', resolve).once('error', reject));
  const group = spawnGroup(process.execPath, [PARENT_WATCHDOG_IMPORT, SERVER_SCRIPT], {
    env: callableServerEnvironment(options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  group.child.stdout?.pipe(log, { end: false });
  group.child.stderr?.pipe(log, { end: false });
  const url = `http://${options.host}:${options.port}`;
  const close = async (graceMs = 5_000): Promise<void> => {
    await group.stop(graceMs);
    await new Promise((resolve) => log.end(resolve));
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };

  const expected = (options.expectFunctions ?? []).map((name) => `/${options.projectId}/${options.region}/${name}`);
  const outcome = await pollUntil(
    async () => {
      const body = (await fetchJson(`${url}/__callables`)) as { functions?: string[] } | null;
      return Array.isArray(body?.functions) && expected.every((route) => body.functions?.includes(route));
    },
    {
      timeoutMs: options.timeoutMs ?? 30_000,
      intervalMs: 100,
      what: 'The callable functions server',
      abandon: group.exited.then((code) => `its process exited (${code}) before it was ready`),
    },
  );
  if (!outcome.ok) {
    const tail = tailOfLog(logFile);
    const keptLog = logFile;
    await close(2_000);
    throw new StartupError(
      'emulators-failed',
      `Could not start the callable functions server: ${outcome.reason}.` + (tempDir ? '' : ` Log: ${keptLog}`) + `\n--- last lines of its output ---\n${tail}`,
    );
  }
  return { url, port: options.port, logFile, pid: group.child.pid ?? 0, close: () => close() };
}
