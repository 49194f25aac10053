// The local Firestore-compatible document server: startDocumentServer() is what `npm start`,
// the tests and the CLI call.

import { promises as fs } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RulesEngine } from '../rules/types';
import type { CommitListener } from './database';
import { DatabaseSet, DEFAULT_DATABASE_ID } from './databases';
import { lockDataFolder } from './data-folder-lock';
import { createRouter } from './http-router';
import { originPolicy } from './cors';
import { HTTP_SERVER_LIMITS } from './http-limits';
import { listen } from './listen';
import { hostPolicy } from './local-hosts.mjs';
import type { Logger } from './persistence';
import { TriggerDispatcher, type TriggerDeliveryOptions, type TriggerDeliveryStats } from './triggers/trigger-dispatcher';
import { TriggerRegistry, type TriggerRegistrationInfo } from './triggers/trigger-registry';
import type { WatchHubOptions } from './watch/watch-hub';
import { type WebChannelOptions, WebChannelRoutes } from './webchannel/webchannel-routes';

export type { RulesEngine } from '../rules/types';
export type { Changes, CommitListener } from './database';
export { DataFolderError } from './persistence';
export type { TriggerDeliveryOptions, TriggerDeliveryStats } from './triggers/trigger-dispatcher';
export type { TriggerRegistrationInfo } from './triggers/trigger-registry';

export const DEFAULT_PROJECT_ID = 'demo-silver-shop';
export { DEFAULT_DATABASE_ID } from './databases';
export const DEFAULT_RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
/** The `location` of trigger events when none is given: where backend/firebase.json puts the database. */
export const DEFAULT_LOCATION = 'asia-south1';

export interface DocumentServerOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 'demo-silver-shop'. */
  projectId?: string;
  /** Data folder; default '.data' relative to the working directory. Ignored with inMemory. */
  dataDir?: string;
  /** Keep everything in memory (tests). */
  inMemory?: boolean;
  /** Folder served at /media/; default <dataDir>/media (none in memory unless given). */
  mediaDir?: string;
  /** Rules file to enforce; default backend/firestore.rules. */
  rulesPath?: string;
  /** A rules engine to use instead of loading a file. */
  rules?: RulesEngine;
  /** Receives warnings and errors (default: printed to stderr; info is dropped). */
  log?: Logger;
  /** Snapshot the data folder once the journal exceeds this many bytes (default 64 MiB). */
  compactionThresholdBytes?: number;
  /** How long past versions stay readable for readTime reads (default one hour). */
  historyRetentionMs?: number;
  /** Largest request body accepted (default 10 MiB). */
  maxBodyBytes?: number;
  /** How long a transaction waits for a document locked by another one (default 10 s). */
  lockWaitTimeoutMs?: number;
  /** An idle transaction expires after this long (default 60 s). */
  transactionIdleTimeoutMs?: number;
  /**
   * host:port of the Functions emulator that Firestore trigger events go to (what firebase-tools
   * passes Google's emulator as --functions_emulator). Without it, triggers can be registered but
   * their events wait until triggers.setFunctionsEmulatorHost() names one.
   */
  functionsEmulatorHost?: string;
  /** The database's region, sent as the events' `location` attribute (default asia-south1). */
  location?: string;
  /**
   * Browser origins the server answers besides loopback ones (http(s)://127.0.0.1, localhost or
   * [::1] on any port), for example the shop's public origin when it is not on this machine.
   */
  allowedOrigins?: readonly string[];
  /**
   * Host names (optionally with a port) requests may be addressed to besides this machine's
   * loopback names and the address the server listens on (BACKEND_ALLOWED_HOSTS); any other Host
   * is refused with 403, against DNS rebinding.
   */
  allowedHosts?: readonly string[];
  /** Allow DELETE /emulator/v1/projects/{p}/databases/{d}/documents to wipe everything (tests). */
  allowReset?: boolean;
  /** Retry and concurrency settings of the trigger event deliveries. */
  triggerDelivery?: Partial<TriggerDeliveryOptions>;
  /** Limits of the realtime listeners (targets per stream, heartbeat). */
  watch?: Partial<WatchHubOptions>;
  /** Limits and timings of the WebChannel sessions (keep-alive, long polling, idle sessions). */
  webchannel?: Partial<Omit<WebChannelOptions, 'maxBodyBytes'>>;
}

/** The realtime side: open Listen streams and WebChannel sessions (for tests and /healthz). */
export interface DocumentServerRealtime {
  listenStreams(): number;
  sessions(): number;
}

/** The Firestore triggers registered with the server and the delivery of their events. */
export interface DocumentServerTriggers {
  list(): TriggerRegistrationInfo[];
  /** Counters of the event deliveries; `pending` is what is queued or in flight. */
  stats(): TriggerDeliveryStats;
  /** Resolves when no event is queued or in flight. */
  whenIdle(): Promise<void>;
  setFunctionsEmulatorHost(host: string | null): void;
}

export interface DocumentServer {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  host: string;
  projectId: string;
  /** Stops accepting requests, finishes the journal and closes the data folder. */
  close(): Promise<void>;
  /** Deletes every document of every open database (the emulator's DELETE reset endpoint, for each). */
  reset(): Promise<void>;
  /** Writes a snapshot of "(default)" now (no-op in memory). */
  compact(): Promise<void>;
  /**
   * Calls `listener` after every commit to "(default)", once its changes are applied and durable, in commit
   * order; a listener that throws is logged and never fails the commit. Returns the remover.
   */
  onCommit(listener: CommitListener): () => void;
  triggers: DocumentServerTriggers;
  realtime: DocumentServerRealtime;
}

const defaultLog: Logger = (level, message) => {
  if (level !== 'info') console.error(`[document-server] ${level}: ${message}`);
};

async function loadRules(options: DocumentServerOptions): Promise<RulesEngine> {
  if (options.rules) return options.rules;
  const rulesPath = path.resolve(options.rulesPath ?? DEFAULT_RULES_PATH);
  try {
    await fs.access(rulesPath);
  } catch {
    throw new Error(`Security rules file ${rulesPath} does not exist: pass rulesPath (or --rules), or create backend/firestore.rules.`);
  }
  const { loadRulesFile } = await import('../rules');
  return loadRulesFile(rulesPath);
}

export async function startDocumentServer(options: DocumentServerOptions = {}): Promise<DocumentServer> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const log = options.log ?? defaultLog;
  const dataDir = options.inMemory ? null : path.resolve(options.dataDir ?? '.data');
  const mediaDir = options.mediaDir ? path.resolve(options.mediaDir) : dataDir ? path.join(dataDir, 'media') : null;
  const rules = await loadRules(options);
  const unlock = dataDir ? await lockDataFolder(dataDir) : async () => undefined;
  let databases: DatabaseSet;
  try {
    databases = await DatabaseSet.open({
      projectId,
      dataDir,
      rules,
      log,
      database: {
        compactionThresholdBytes: options.compactionThresholdBytes ?? 64 * 1024 * 1024,
        historyRetentionMs: options.historyRetentionMs ?? 60 * 60 * 1000,
        lockWaitTimeoutMs: options.lockWaitTimeoutMs ?? 10_000,
        transactionIdleTimeoutMs: options.transactionIdleTimeoutMs ?? 60_000,
      },
      ...(options.watch ? { watch: options.watch } : {}),
    });
  } catch (e) {
    await unlock();
    throw e;
  }
  const { db, dbId } = databases.main;
  const registry = new TriggerRegistry(DEFAULT_DATABASE_ID);
  const dispatcher = new TriggerDispatcher(registry, {
    ...options.triggerDelivery,
    dbId,
    location: options.location ?? DEFAULT_LOCATION,
    functionsEmulatorHost: options.functionsEmulatorHost ?? null,
    log,
  });
  const stopDispatching = db.onCommit(dispatcher.onCommit);
  const maxBodyBytes = options.maxBodyBytes ?? 10 * 1024 * 1024;
  const webchannel = new WebChannelRoutes({ databases, log }, { ...options.webchannel, maxBodyBytes });
  let listeningPort = options.port ?? 8080;
  const server = createServer(
    HTTP_SERVER_LIMITS,
    createRouter({
      databases,
      mediaDir,
      maxBodyBytes,
      log,
      startedAt: Date.now(),
      triggers: { registry, dispatcher },
      allowOrigin: originPolicy(options.allowedOrigins),
      allowHost: hostPolicy({ host, port: () => listeningPort, allowedHosts: options.allowedHosts ?? [] }),
      allowReset: options.allowReset ?? false,
      webchannel,
    }),
  );
  try {
    await listen(server, options.port ?? 8080, host, { what: 'document server', howToMove: '--port, or the FIRESTORE_PORT environment variable' });
  } catch (e) {
    webchannel.close();
    stopDispatching();
    dispatcher.close();
    await databases.close();
    await unlock();
    throw e;
  }
  const port = (server.address() as AddressInfo).port;
  listeningPort = port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    host,
    projectId,
    close: () =>
      (closing ??= (async () => {
        // Open backchannels would hold the server open: end the sessions first.
        webchannel.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // Requests in flight get a moment to finish; then every connection goes.
          setTimeout(() => server.closeAllConnections(), 1_000).unref();
        });
        stopDispatching();
        dispatcher.close();
        await databases.close();
        await unlock();
      })()),
    reset: () => databases.reset(),
    compact: () => db.compact(),
    onCommit: (listener) => db.onCommit(listener),
    triggers: {
      list: () => registry.list(),
      stats: () => dispatcher.stats(),
      whenIdle: () => dispatcher.whenIdle(),
      setFunctionsEmulatorHost: (host) => dispatcher.setFunctionsEmulatorHost(host),
    },
    realtime: {
      listenStreams: () => databases.streamCount(),
      sessions: () => webchannel.sessionCount,
    },
  };
}
