// Starts firebase-tools' Auth and Functions emulators (offline, `demo-*` project) and waits until
// the Auth REST API answers and the Functions emulator has loaded the expected functions. Given a
// Firestore host, the CLI is told (external-firestore.mjs) that a Firestore emulator runs there.
import { copyFileSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { emulatorConfigPath, type EmulatorPorts, type HelperPorts } from './emulator-config';
import { firebaseCliEnvironment, resolveFirebaseCli } from './firebase-cli';
import { fetchJson, pollUntil } from './poll';
import { findFreePorts } from './ports';
import { PARENT_WATCHDOG_IMPORT, spawnGroup, type GroupProcess } from './process-group';
import { StartupError } from './startup-error';

export const BACKEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_FIREBASE_CONFIG = path.join(BACKEND_DIR, 'firebase.json');
/** Read by external-firestore.mjs inside the CLI. */
export const EXTERNAL_FIRESTORE_ENV = 'FIRESTORE_EXTERNAL_EMULATOR_HOST';
const EXTERNAL_FIRESTORE_PRELOAD = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'external-firestore.mjs')).href;
/** Has the Auth emulator compile its request validators on first use (see there why). */
const LAZY_AUTH_SCHEMAS_PRELOAD = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'lazy-auth-schemas.mjs')).href;
/** Keeps the CLI's servers to this machine's requests and pages (see there why). */
const LOOPBACK_GUARD_PRELOAD = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'loopback-guard.mjs')).href;

export interface StartEmulatorsOptions {
  projectId: string;
  host?: string;
  ports: EmulatorPorts;
  /** Extra environment for the CLI, inherited by the functions' workers (e.g. DOCUMENT_SERVER_HOST). */
  env?: Record<string, string>;
  /**
   * host:port of a Firestore-compatible server (our document server) that the Functions emulator
   * is to treat as the running Firestore emulator: it registers Firestore triggers there.
   */
  firestoreHost?: string;
  /** Functions that must be loaded before the emulators count as ready. */
  expectFunctions?: readonly string[];
  /** Where the CLI's output goes; default: a file in the run folder. */
  logFile?: string;
  timeoutMs?: number;
  firebaseConfig?: string;
  /** Picks the ports of the CLI's helpers (hub, logging, Eventarc, Cloud Tasks) for each attempt; default: free ones. */
  pickHelperPorts?: () => Promise<HelperPorts>;
}

export interface RunningEmulators {
  authUrl: string;
  functionsUrl: string;
  /** host:port, the form connectAuthEmulator/FIREBASE_AUTH_EMULATOR_HOST take. */
  authHost: string;
  functionsHost: string;
  logFile: string;
  /** Milliseconds from spawning the CLI to both emulators answering. */
  startupMs: number;
  /** Process group of the firebase CLI and its workers (the CLI's pid). */
  processGroup: number;
  close(): Promise<void>;
}

/** The last lines of the CLI's log, for error messages. */
export function tailOfLog(logFile: string, lines = 40): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output was captured)';
  }
}

function functionsLoaded(body: unknown, expected: readonly string[]): boolean {
  const backends = (body as { backends?: { functionTriggers?: { entryPoint?: string }[] }[] } | null)?.backends;
  if (!Array.isArray(backends)) return false;
  const loaded = new Set(backends.flatMap((b) => (b.functionTriggers ?? []).map((t) => t.entryPoint)));
  return expected.every((name) => loaded.has(name));
}

/** What the firebase CLI says when a port it was given is taken, e.g. "Could not start Cloud Tasks Emulator, port taken." */
const PORT_TAKEN = /Could not start [\w ]+, port taken/;

/**
 * Starts the Auth and Functions emulators. The helpers' ports are picked free here and bound by the
 * CLI seconds later, so another process can take one in between (seen once in a full unit run): a
 * start that fails on a taken port is tried once more, with newly picked helper ports.
 */
export async function startEmulators(options: StartEmulatorsOptions): Promise<RunningEmulators> {
  try {
    return await startEmulatorsOnce(options);
  } catch (error) {
    if (!(error instanceof StartupError) || error.code !== 'emulators-failed' || !PORT_TAKEN.test(error.message)) throw error;
    return startEmulatorsOnce(options);
  }
}

const freeHelperPorts = (host: string): Promise<HelperPorts> =>
  findFreePorts(4, host).then(([hub = 0, logging = 0, eventarc = 0, tasks = 0]) => ({ hub, logging, eventarc, tasks }));

async function startEmulatorsOnce(options: StartEmulatorsOptions): Promise<RunningEmulators> {
  const host = options.host ?? '127.0.0.1';
  const cli = resolveFirebaseCli();
  // Short path: the workers' Unix sockets live under it and socket paths are limited to ~100 bytes.
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'silver-emu-'));
  // A process.exit() elsewhere skips close(); the folder still goes.
  const removeRunDir = (): void => rmSync(runDir, { recursive: true, force: true });
  process.once('exit', removeRunDir);
  const cleanUp = (): void => {
    process.off('exit', removeRunDir);
    removeRunDir();
  };
  const logFile = options.logFile ?? path.join(runDir, 'emulators.log');
  let group: GroupProcess;
  let log: WriteStream;
  try {
    const configPath = emulatorConfigPath({
      baseConfigPath: options.firebaseConfig ?? DEFAULT_FIREBASE_CONFIG,
      runDir,
      host,
      ports: options.ports,
      helperPorts: await (options.pickHelperPorts ?? (() => freeHelperPorts(host)))(),
    });
    const env = firebaseCliEnvironment(runDir, {
      ...options.env,
      ...(options.firestoreHost ? { [EXTERNAL_FIRESTORE_ENV]: options.firestoreHost } : {}),
    });
    log = createWriteStream(logFile, { flags: 'w' });
    const opened = log;
    await new Promise((resolve, reject) => opened.once('open', resolve).once('error', reject));

    group = spawnGroup(
      process.execPath,
      [
        // The CLI shuts itself and its workers down if our process dies without stopping it.
        PARENT_WATCHDOG_IMPORT,
        `--import=${LAZY_AUTH_SCHEMAS_PRELOAD}`,
        `--import=${LOOPBACK_GUARD_PRELOAD}`,
        ...(options.firestoreHost ? [`--import=${EXTERNAL_FIRESTORE_PRELOAD}`] : []),
        cli,
        'emulators:start',
        '--only',
        'auth,functions',
        '--project',
        options.projectId,
        '--config',
        configPath,
      ],
      // The CLI writes firebase-debug.log into its working folder: keep it in the run folder.
      { cwd: runDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    cleanUp();
    throw error;
  }
  group.child.stdout?.pipe(log, { end: false });
  group.child.stderr?.pipe(log, { end: false });

  const shutDown = async (graceMs?: number): Promise<void> => {
    await group.stop(graceMs);
    await new Promise((resolve) => log.end(resolve));
  };

  const authUrl = `http://${host}:${options.ports.auth}`;
  const functionsUrl = `http://${host}:${options.ports.functions}`;
  const expected = options.expectFunctions ?? [];
  const outcome = await pollUntil(
    async () => {
      const auth = (await fetchJson(`${authUrl}/`)) as { authEmulator?: { ready?: boolean } } | null;
      if (auth?.authEmulator?.ready !== true) return false;
      return functionsLoaded(await fetchJson(`${functionsUrl}/backends`), expected);
    },
    {
      timeoutMs: options.timeoutMs ?? 90_000,
      intervalMs: 250,
      what: 'The Auth and Functions emulators',
      abandon: group.exited.then((code) => `the firebase CLI exited (${code}) before the emulators were ready`),
    },
  );
  if (!outcome.ok) {
    const exitedEarly = group.hasExited();
    await shutDown(3000);
    let keptLog = logFile;
    if (!options.logFile) {
      // The run folder goes; keep the whole log where the message says it is.
      keptLog = path.join(os.tmpdir(), `silver-emulators-${Date.now()}.log`);
      copyFileSync(logFile, keptLog);
    }
    // "An unexpected error has occurred" is all the CLI prints; the cause is in its debug log.
    const debugLog = path.join(runDir, 'firebase-debug.log');
    const causes = existsSync(debugLog)
      ? readFileSync(debugLog, 'utf8')
          .split('\n')
          .filter((line) => /Error:|EADDRINUSE|EACCES/.test(line))
          .slice(-5)
      : [];
    cleanUp();
    throw new StartupError(
      exitedEarly ? 'emulators-failed' : 'timeout',
      `Could not start the Auth and Functions emulators: ${outcome.reason}. Full log: ${keptLog}\n` +
        `--- last lines of the firebase CLI output ---\n${tailOfLog(keptLog)}` +
        (causes.length > 0 ? `\n--- errors in the CLI's debug log ---\n${causes.join('\n')}` : ''),
    );
  }
  return {
    authUrl,
    functionsUrl,
    authHost: `${host}:${options.ports.auth}`,
    functionsHost: `${host}:${options.ports.functions}`,
    logFile,
    startupMs: Math.round(outcome.elapsedMs),
    processGroup: group.child.pid ?? 0,
    close: async () => {
      await shutDown();
      cleanUp();
    },
  };
}
