// startBackend(): the whole local backend in one call (document server, storage server, Auth and
// Functions emulators, the local mail server, health checks, demo data), used by `npm run backend`,
// the root start script and the end-to-end tests. The document server stands in for the Firestore
// emulator: the Functions emulator registers the Firestore triggers with it and it delivers their
// events. close() stops everything it started, also when start-up fails half-way.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { DOCUMENT_SERVER_HOST_ENV, FUNCTIONS_REGION, SMTP_URL_ENV } from '../../functions/src/config';
import { resolveFirebaseCli } from '../emulators/firebase-cli';
import { fetchJson, pollUntil } from '../emulators/poll';
import { assertPortsFree, findFreePorts, type PortClaim } from '../emulators/ports';
import { BACKEND_DIR, DEFAULT_FIREBASE_CONFIG, startEmulators, type RunningEmulators } from '../emulators/start-emulators';
import { StartupError } from '../emulators/startup-error';
import { startLocalMail, type LocalMail } from '../mail/start-local-mail';
import { createAdminFirestore } from '../server/admin-client';
import { allowedHostsFromEnv } from '../server/local-hosts.mjs';
import { DEFAULT_LOCATION, startDocumentServer, type DocumentServer } from '../server/index';
import { startStorageServer, type StorageServer } from '../storage/index';
import { seedDemoShop, seedDemoUsers, type SeedReport } from '../seed/seed-demo-shop';
import type { DemoShop } from '../seed/demo-content';
import { writeLargeDataSet } from '../seed/large-data-set';
import { runMigrations } from '../migrations/migrations';
import { authAccountStore } from '../emulators/auth-accounts';
import { buildFunctions } from './build-functions';
import { startCallableServer } from '../emulators/callable-server';
import { startAuthProxy, type RunningAuthProxy } from '../emulators/auth-proxy';
import { originPolicy } from '../server/cors';
import { intervalFromEnv, startLocalSchedules, type LocalSchedules } from './local-schedules';

export const DEFAULT_PROJECT_ID = 'demo-silver-shop';
export const DEFAULT_PORTS = { firestore: 8080, auth: 9099, functions: 5001, storage: 9199, smtp: 2525, mailWeb: 8025 } as const;
/** The local mail server and its viewer listen here whatever `host` is: they hold customers' e-mails. */
const MAIL_HOST = '127.0.0.1';
export const REPO_ROOT = path.resolve(BACKEND_DIR, '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');

/** Each demo shop has its own data folder, so the two never mix. */
export const defaultDataDir = (demo: DemoShop): string => (demo === 'silver' ? DEFAULT_DATA_DIR : path.join(REPO_ROOT, `.data-${demo}`));
const FUNCTIONS_DIR = path.join(BACKEND_DIR, 'functions');
/** The callables the Functions emulator must have loaded before the backend counts as ready. */
const REQUIRED_FUNCTIONS = ['setAdminRole', 'rebuildCategories', 'subscribeNewsletter', 'placeOrder'];
/** The Firestore triggers that must be registered with the document server before it counts as ready. */
const REQUIRED_TRIGGERS = ['productWritten', 'sendMail'];
/**
 * Trigger events delivered at once (events of one function for one document still go one at a
 * time, in commit order). Each is a call in the callable host's process, not a worker process.
 */
const TRIGGER_EVENTS_AT_ONCE = 8;

export interface StartBackendOptions {
  projectId?: string;
  host?: string;
  /** Data folder of the document and storage servers; default `.data/` at the repository root (`.data-beauty/` for the beauty demo). */
  dataDir?: string;
  /** Which demo shop to load (issue 40): the silver wholesaler (default) or the beauty retailer. */
  demo?: DemoShop;
  /** Keep documents and stored objects in memory and media in a temporary folder (tests). */
  inMemory?: boolean;
  /**
   * 0 picks a free port. Defaults: FIRESTORE_PORT / AUTH_PORT / FUNCTIONS_PORT / STORAGE_PORT /
   * SMTP_PORT / MAIL_WEB_PORT, else 8080 / 9099 / 5001 / 9199 / 2525 / 8025. A caller that passes
   * `ports` without `storage`, `smtp` or `mailWeb` gets free ports for those, so tests written
   * before those servers existed never collide with each other or with a developer's backend.
   */
  ports?: { firestore?: number; auth?: number; functions?: number; storage?: number; smtp?: number; mailWeb?: number };
  /** Load the demo shop (default true). */
  seed?: boolean;
  /** Create missing demo documents even if this seed version was loaded before. */
  reseed?: boolean;
  /**
   * Also write the large data set (seed/large-data-set.ts), before the Functions emulator
   * registers its triggers: the set carries what the triggers would derive.
   */
  largeDataSet?: boolean;
  /** Start the Auth and Functions emulators (default true). */
  emulators?: boolean;
  /**
   * Run the scheduled functions locally (publishing scheduled blog posts) every
   * LOCAL_SCHEDULE_INTERVAL_MS (default 10 s); default true.
   */
  schedules?: boolean;
  /** Progress messages; default: none. */
  log?: (message: string) => void;
  /** Longest wait for the emulators (default 120 s: the Auth emulator alone needs ~12 s of CPU). */
  emulatorTimeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}

export interface Endpoint {
  url: string;
  /** host:port, as connectFirestoreEmulator / connectAuthEmulator / connectFunctionsEmulator take it. */
  host: string;
  port: number;
}

/** The storage server: `connectStorageEmulator(getStorage(app), '127.0.0.1', port)` with `storageBucket: bucket`. */
export interface StorageEndpoint extends Endpoint {
  /** The bucket it serves, `<projectId>.appspot.com`: the web app configuration's storageBucket. */
  bucket: string;
}

export interface BackendEndpoints {
  projectId: string;
  firestore: Endpoint;
  /** Cloud Storage for Firebase (firebase/storage), enforcing backend/storage.rules. */
  storage: StorageEndpoint;
  /** Base URL of the images served by the document server (`/media/...` paths append to it). */
  mediaUrl: string;
  auth: Endpoint | null;
  functions: (Endpoint & { region: string }) | null;
  /**
   * The local mail server: `smtpUrl` is what the functions send through (their SMTP_URL);
   * `webUrl` is the viewer (`/__mail`), with its JSON API under `/__mail/api/messages`.
   */
  mail: { smtpUrl: string; webUrl: string };
}

export interface RunningBackend {
  endpoints: BackendEndpoints;
  seed: SeedReport | null;
  /** Milliseconds each part took to become ready. */
  timings: { total: number; documentServer: number; storageServer: number; emulators: number | null; seed: number | null };
  /** Where the emulators' output is, for diagnosing problems. */
  emulatorLog: string | null;
  /** The callable host's output (its `… threw` lines say why a call answered INTERNAL). */
  callablesLog: string | null;
  /** Process group of the emulators (all of it is gone after close()). */
  emulatorProcessGroup: number | null;
  dataDir: string | null;
  /** The document server itself (commit hook, trigger registrations and deliveries); close() stops it. */
  documentServer: DocumentServer;
  /** The local runner of the scheduled functions (null when `schedules: false`). */
  schedules: LocalSchedules | null;
  close(): Promise<void>;
}

function portFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new StartupError('invalid-configuration', `${name}=${raw} is not a port number (0–65535).`);
  }
  return port;
}

/** The database's region from firebase.json (the `location` of trigger events). */
function firestoreLocation(): string {
  try {
    const config = JSON.parse(readFileSync(DEFAULT_FIREBASE_CONFIG, 'utf8')) as { firestore?: { location?: unknown } };
    return typeof config.firestore?.location === 'string' ? config.firestore.location : DEFAULT_LOCATION;
  } catch {
    return DEFAULT_LOCATION;
  }
}

/** Waits until the Functions emulator has registered the required Firestore triggers. */
/** The large data set, written while nothing listens for document events. */
async function writeLargeSet(host: string, projectId: string, log: (message: string) => void): Promise<void> {
  const db = createAdminFirestore({ host, projectId });
  const started = performance.now();
  log('Loading the large data set (10,000 products, 5,000 orders, 500,000 analytics events rolled up; about 25 s)…');
  try {
    const written = await writeLargeDataSet(db);
    log(`Large data set loaded: ${written.toLocaleString('en-IN')} documents in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    throw new StartupError('seed-failed', `Loading the large data set failed: ${(error as Error).message}`, { cause: error });
  } finally {
    await db.terminate();
  }
}

async function waitForTriggers(server: DocumentServer, emulators: RunningEmulators, timeoutMs: number): Promise<void> {
  const registered = (): boolean => {
    const functions = new Set(server.triggers.list().map((t) => t.functionId.replace(/^.*-/, '')));
    return REQUIRED_TRIGGERS.every((name) => functions.has(name));
  };
  const outcome = await pollUntil(async () => registered(), { timeoutMs, intervalMs: 100, what: 'The Firestore trigger registration' });
  if (!outcome.ok) {
    const seen = server.triggers.list().map((t) => t.key);
    throw new StartupError(
      'emulators-failed',
      `The Functions emulator did not register the Firestore triggers ${REQUIRED_TRIGGERS.join(', ')} with the document server ` +
        `(registered: ${seen.length > 0 ? seen.join(', ') : 'none'}). See ${emulators.logFile}.`,
    );
  }
}

function endpoint(host: string, port: number): Endpoint {
  return { url: `http://${host}:${port}`, host: `${host}:${port}`, port };
}

export async function startBackend(options: StartBackendOptions = {}): Promise<RunningBackend> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const env = options.env ?? process.env;
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const host = options.host ?? '127.0.0.1';
  const withEmulators = options.emulators ?? true;
  const requested = {
    firestore: options.ports?.firestore ?? portFromEnv(env, 'FIRESTORE_PORT', DEFAULT_PORTS.firestore),
    auth: options.ports?.auth ?? portFromEnv(env, 'AUTH_PORT', DEFAULT_PORTS.auth),
    functions: options.ports?.functions ?? portFromEnv(env, 'FUNCTIONS_PORT', DEFAULT_PORTS.functions),
    storage: options.ports ? (options.ports.storage ?? 0) : portFromEnv(env, 'STORAGE_PORT', DEFAULT_PORTS.storage),
    smtp: options.ports ? (options.ports.smtp ?? 0) : portFromEnv(env, 'SMTP_PORT', DEFAULT_PORTS.smtp),
    mailWeb: options.ports ? (options.ports.mailWeb ?? 0) : portFromEnv(env, 'MAIL_WEB_PORT', DEFAULT_PORTS.mailWeb),
  };

  // Host names besides this machine's that the servers may be addressed by, and page origins
  // besides this machine's (comma-separated lists; local-hosts.mjs, server/cors.ts).
  const allowedHosts = allowedHostsFromEnv(env);
  const allowedOrigins = (env.BACKEND_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

  const cleanups: (() => Promise<void>)[] = [];
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      const errors: unknown[] = [];
      for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => errors.push(error));
      if (errors.length > 0) throw new Error(`Stopping the backend failed: ${errors.map(String).join('; ')}`);
    })());

  try {
    if (withEmulators) resolveFirebaseCli();
    const claims: PortClaim[] = [
      { port: requested.firestore, label: 'document server', envName: 'FIRESTORE_PORT' },
      { port: requested.storage, label: 'storage server', envName: 'STORAGE_PORT' },
    ];
    if (withEmulators) {
      claims.push(
        { port: requested.auth, label: 'Auth emulator (its loopback-only proxy)', envName: 'AUTH_PORT' },
        { port: requested.functions, label: 'callable functions server', envName: 'FUNCTIONS_PORT' },
      );
    }
    const mailClaims: PortClaim[] = [
      { port: requested.smtp, label: 'local SMTP server', envName: 'SMTP_PORT' },
      { port: requested.mailWeb, label: 'local mail viewer', envName: 'MAIL_WEB_PORT' },
    ];
    const fixed = (list: PortClaim[]) => list.filter((claim) => claim.port !== 0);
    if (host === MAIL_HOST) {
      await assertPortsFree(fixed([...claims, ...mailClaims]), host);
    } else {
      await assertPortsFree(fixed(claims), host);
      await assertPortsFree(fixed(mailClaims), MAIL_HOST);
    }
    // The document and storage servers take port 0 themselves; the emulators need their ports before they start,
    // and get them from below the ephemeral range (ports.ts), where the servers' port 0 cannot land.
    // `functions` is the port clients call (the callable server); the Functions emulator, which runs
    // the triggers, gets a port of its own that only the document server and start-up use.
    // `auth` is the Auth emulator's loopback-only proxy (emulators/auth-proxy.ts); the emulator
    // itself, which answers any page, listens on `authEmulator`, which only the proxy and the
    // Functions emulator use.
    const [freeAuth = 0, freeFunctions = 0, functionsEmulatorPort = 0, authEmulatorPort = 0] = withEmulators ? await findFreePorts(4, host) : [];
    const ports = {
      firestore: requested.firestore,
      auth: requested.auth || freeAuth,
      authEmulator: authEmulatorPort,
      functions: requested.functions || freeFunctions,
      functionsEmulator: functionsEmulatorPort,
    };
    const authUrl = `http://${host}:${ports.auth}`;

    const functionsBuilt = withEmulators ? buildFunctions(FUNCTIONS_DIR) : Promise.resolve();
    // Keep the rejection handled until it is awaited below.
    functionsBuilt.catch(() => undefined);

    let mediaDir: string;
    let dataDir: string | null = null;
    if (options.inMemory) {
      const tempMedia = mkdtempSync(path.join(os.tmpdir(), 'silver-media-'));
      const removeTempMedia = (): void => rmSync(tempMedia, { recursive: true, force: true });
      // Also when the process exits without close() (an interrupted test run).
      process.once('exit', removeTempMedia);
      cleanups.push(async () => {
        process.off('exit', removeTempMedia);
        removeTempMedia();
      });
      mediaDir = tempMedia;
    } else {
      dataDir = path.resolve(options.dataDir ?? defaultDataDir(options.demo ?? 'silver'));
      mediaDir = path.join(dataDir, 'media');
      mkdirSync(path.join(dataDir, 'logs'), { recursive: true });
    }

    log(`Starting the document server (${options.inMemory ? 'in memory' : dataDir})…`);
    const documentServerStarted = performance.now();
    let server: DocumentServer;
    try {
      server = await startDocumentServer({
        port: ports.firestore,
        host,
        projectId,
        mediaDir,
        location: firestoreLocation(),
        // Trigger events go to the callable host (callable-host.mjs), which runs them in its process
        // as it runs the callables; the Functions emulator only registers the triggers.
        ...(withEmulators ? { functionsEmulatorHost: `${host}:${ports.functions}`, triggerDelivery: { maxConcurrent: TRIGGER_EVENTS_AT_ONCE } } : {}),
        allowedOrigins,
        allowedHosts,
        ...(options.inMemory ? { inMemory: true } : { dataDir: dataDir ?? DEFAULT_DATA_DIR }),
      });
    } catch (error) {
      throw new StartupError('document-server-failed', `The document server did not start: ${(error as Error).message}`, { cause: error });
    }
    cleanups.push(() => server.close());
    const health = await fetchJson(`${server.url}/healthz`).catch(() => null);
    if (health === null) {
      throw new StartupError('document-server-failed', `The document server at ${server.url} does not answer GET /healthz.`);
    }
    const documentServerMs = Math.round(performance.now() - documentServerStarted);
    const firestore = endpoint(host, server.port);

    log(`Starting the storage server (${options.inMemory ? 'in memory' : path.join(dataDir ?? DEFAULT_DATA_DIR, 'storage')})…`);
    const storageServerStarted = performance.now();
    let storageServer: StorageServer;
    try {
      storageServer = await startStorageServer({
        port: requested.storage,
        host,
        projectId,
        allowedHosts,
        ...(options.inMemory ? { inMemory: true } : { dataDir: dataDir ?? DEFAULT_DATA_DIR }),
      });
    } catch (error) {
      throw new StartupError('storage-server-failed', `The storage server did not start: ${(error as Error).message}`, { cause: error });
    }
    cleanups.push(() => storageServer.close());
    const storageMs = Math.round(performance.now() - storageServerStarted);
    const storage: StorageEndpoint = { ...endpoint(host, storageServer.port), bucket: storageServer.bucket };

    // After the document server, whose LOCK keeps a second backend off the same data folder.
    let mail: LocalMail;
    try {
      mail = await startLocalMail({
        smtpPort: requested.smtp,
        webPort: requested.mailWeb,
        host: MAIL_HOST,
        mailDir: dataDir ? path.join(dataDir, 'mail') : null,
      });
    } catch (error) {
      throw new StartupError('mail-server-failed', `The local mail server did not start: ${(error as Error).message}`, { cause: error });
    }
    cleanups.push(() => mail.close());

    if (withEmulators) {
      let proxy: RunningAuthProxy;
      try {
        proxy = await startAuthProxy({
          host,
          port: ports.auth,
          target: `${host}:${ports.authEmulator}`,
          allowOrigin: originPolicy(allowedOrigins),
          allowedHosts,
        });
      } catch (error) {
        throw new StartupError('emulators-failed', `The Auth emulator's proxy did not start: ${(error as Error).message}`, { cause: error });
      }
      cleanups.push(() => proxy.close());
    }

    const largeWritten = options.largeDataSet ? writeLargeSet(firestore.host, projectId, log) : Promise.resolve();
    largeWritten.catch(() => undefined);
    let emulators: RunningEmulators | null = null;
    const emulatorsStarting = withEmulators
      ? Promise.all([functionsBuilt, largeWritten]).then(async () => {
          log('Starting the Auth and Functions emulators (about 10 s)…');
          const running = await startEmulators({
            projectId,
            host,
            ports: { auth: ports.authEmulator, functions: ports.functionsEmulator },
            // The workers inherit both: firebase-admin reaches the document server, nodemailer the SMTP server.
            // The CLI's loopback guard (loopback-guard.mjs) reads the allowed hosts and origins.
            env: {
              [DOCUMENT_SERVER_HOST_ENV]: firestore.host,
              [SMTP_URL_ENV]: mail.smtpUrl,
              BACKEND_ALLOWED_HOSTS: allowedHosts.join(','),
              BACKEND_ALLOWED_ORIGINS: allowedOrigins.join(','),
            },
            firestoreHost: firestore.host,
            expectFunctions: REQUIRED_FUNCTIONS,
            ...(dataDir ? { logFile: path.join(dataDir, 'logs', 'emulators.log') } : {}),
            ...(options.emulatorTimeoutMs ? { timeoutMs: options.emulatorTimeoutMs } : {}),
          });
          try {
            await waitForTriggers(server, running, 30_000);
          } catch (error) {
            await running.close();
            throw error;
          }
          return running;
        })
      : Promise.resolve(null);
    // Handled here so a failure surfaces where it is awaited, not as an unhandled rejection.
    emulatorsStarting.catch(() => undefined);
    // The callables (onCall/onRequest) are served by callable-server.mjs, many at a time; it starts
    // as soon as the functions are built, beside the emulators.
    const callablesStarting = withEmulators
      ? functionsBuilt.then(() =>
          startCallableServer({
            projectId,
            region: FUNCTIONS_REGION,
            host,
            port: ports.functions,
            modulePath: path.join(FUNCTIONS_DIR, 'lib', 'index.js'),
            authEmulatorHost: `${host}:${ports.auth}`,
            env: { [DOCUMENT_SERVER_HOST_ENV]: firestore.host, [SMTP_URL_ENV]: mail.smtpUrl },
            expectFunctions: REQUIRED_FUNCTIONS,
            allowedHosts,
            ...(dataDir ? { logFile: path.join(dataDir, 'logs', 'callables.log') } : {}),
          }),
        )
      : Promise.resolve(null);
    callablesStarting.catch(() => undefined);
    cleanups.push(async () => {
      const running = await callablesStarting.catch(() => null);
      await running?.close();
    });
    // Registered now so that a failure while seeding still stops emulators that come up later.
    cleanups.push(async () => {
      const running = await emulatorsStarting.catch(() => null);
      await running?.close();
    });
    // Runs before the line above (cleanups run in reverse): trigger events under way get a moment to
    // finish while the Functions emulator is still there.
    cleanups.push(async () => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([server.triggers.whenIdle(), new Promise((resolve) => (timer = setTimeout(resolve, 3_000)))]);
      clearTimeout(timer);
    });

    let db: Firestore | null = null;
    let seed: SeedReport | null = null;
    let seedMs: number | null = null;
    if (options.seed ?? true) {
      db = createAdminFirestore({ host: firestore.host, projectId });
      const adminDb = db;
      cleanups.push(() => adminDb.terminate());
      const seedStarted = performance.now();
      log('Loading the demo shop…');
      try {
        // Documents and images go in while the emulators boot; users need the Auth emulator.
        seed = await seedDemoShop({ db, mediaDir, projectId, demo: options.demo ?? 'silver', ...(options.reseed ? { force: true } : {}) });
      } catch (error) {
        throw new StartupError('seed-failed', `Loading the demo data failed: ${(error as Error).message}`, { cause: error });
      }
      seedMs = performance.now() - seedStarted;
    }
    // A data folder from an earlier version is brought up to date (migrations.ts); a store in
    // memory is today's seed already.
    if (!options.inMemory) {
      const migrationDb = db ?? createAdminFirestore({ host: firestore.host, projectId });
      if (!db) cleanups.push(() => migrationDb.terminate());
      try {
        const report = await runMigrations(migrationDb, undefined, undefined, { settle: () => server.triggers.whenIdle() });
        for (const step of report.applied)
          log(`Migrated the data folder to version ${step.version} (${step.title}): ${step.changed} document${step.changed === 1 ? '' : 's'} changed.`);
      } catch (error) {
        throw new StartupError('seed-failed', `Migrating the data folder failed: ${(error as Error).message}`, { cause: error });
      }
    }

    await largeWritten;
    emulators = await emulatorsStarting;
    const callables = await callablesStarting;
    // With a data folder, sign-in accounts outlive a restart (emulators/auth-accounts.ts): loaded
    // before the demo users are ensured, saved while running and once more on close (this cleanup
    // runs before the emulators' own, so the Auth emulator is still there).
    if (emulators && dataDir) {
      const accounts = authAccountStore({ authUrl, projectId, file: path.join(dataDir, 'auth', 'accounts.json'), log });
      try {
        const restored = await accounts.restore();
        if (restored > 0) log(`Restored ${restored} sign-in account${restored === 1 ? '' : 's'} from ${path.join(dataDir, 'auth')}.`);
      } catch (error) {
        throw new StartupError('seed-failed', `Restoring the sign-in accounts failed: ${(error as Error).message}`, { cause: error });
      }
      accounts.start();
      cleanups.push(() => accounts.stop());
    }
    if (emulators && db && seed) {
      const usersStarted = performance.now();
      try {
        seed.users = await seedDemoUsers({ db, authUrl, projectId });
      } catch (error) {
        throw new StartupError('seed-failed', `Creating the demo users failed: ${(error as Error).message}`, { cause: error });
      }
      seedMs = (seedMs ?? 0) + performance.now() - usersStarted;
    }

    let schedules: LocalSchedules | null = null;
    if (options.schedules ?? true) {
      const scheduleDb = createAdminFirestore({ host: firestore.host, projectId });
      const running = startLocalSchedules(scheduleDb, log, intervalFromEnv(env));
      schedules = running;
      cleanups.push(async () => {
        await running.stop();
        await scheduleDb.terminate();
      });
    }

    return {
      endpoints: {
        projectId,
        firestore,
        storage,
        mediaUrl: `${server.url}/media`,
        auth: emulators ? endpoint(host, ports.auth) : null,
        functions: emulators && callables ? { ...endpoint(host, ports.functions), region: FUNCTIONS_REGION } : null,
        mail: { smtpUrl: mail.smtpUrl, webUrl: mail.webUrl },
      },
      seed,
      timings: {
        total: Math.round(performance.now() - started),
        documentServer: documentServerMs,
        storageServer: storageMs,
        emulators: emulators?.startupMs ?? null,
        seed: seedMs === null ? null : Math.round(seedMs),
      },
      emulatorLog: emulators?.logFile ?? null,
      callablesLog: callables?.logFile ?? null,
      emulatorProcessGroup: emulators?.processGroup ?? null,
      dataDir,
      documentServer: server,
      schedules,
      close,
    };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
