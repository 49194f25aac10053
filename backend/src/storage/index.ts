// The local Cloud Storage for Firebase server: startStorageServer() is what startBackend(), the
// tests and the CLI call. It serves one bucket over the REST API firebase/storage uses and enforces
// backend/storage.rules through the project's rules engine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadStorageRulesFile } from '../rules';
import type { StorageRulesEngine } from '../rules/types';
import { lockDataFolder } from '../server/data-folder-lock';
import { HTTP_SERVER_LIMITS } from '../server/http-limits';
import { listen } from '../server/listen';
import { hostPolicy } from '../server/local-hosts.mjs';
import type { Logger } from '../server/persistence';
import { createStorageRouter } from './http-router';
import { DiskObjectStore, MemoryObjectStore, type ObjectStore } from './object-store';
import { UploadSessions } from './upload-sessions';

export const DEFAULT_STORAGE_PORT = 9199;
export const DEFAULT_STORAGE_RULES_PATH = fileURLToPath(new URL('../../storage.rules', import.meta.url));

/** The default bucket of a project, as Firebase names it (and `storageBucket` in the web config). */
export function defaultBucket(projectId: string): string {
  return `${projectId}.appspot.com`;
}

export interface StorageServerOptions {
  /** 0 picks a free port. Default 9199. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 'demo-silver-shop': ID tokens must be issued for it. */
  projectId?: string;
  /** The one bucket served; default `<projectId>.appspot.com`. */
  bucket?: string;
  /** Objects are kept in `<dataDir>/storage/`; default '.data'. Ignored with inMemory. */
  dataDir?: string;
  /** Keep everything in memory (tests). */
  inMemory?: boolean;
  /** Rules file to enforce; default backend/storage.rules. */
  rulesPath?: string;
  /** A rules engine to use instead of loading a file. */
  rules?: StorageRulesEngine;
  /** Receives warnings and errors (default: printed to stderr; info is dropped). */
  log?: Logger;
  /** Largest object accepted (default 32 MiB; the rules limit images to 10 MiB). */
  maxObjectBytes?: number;
  /** An unfinished resumable upload untouched this long is dropped (default one hour). */
  uploadIdleMs?: number;
  /** Resumable uploads in progress at once (default 100). */
  maxActiveUploads?: number;
  /**
   * Host names (optionally with a port) requests may be addressed to besides this machine's
   * loopback names and the address it listens on (BACKEND_ALLOWED_HOSTS); others get 403.
   */
  allowedHosts?: readonly string[];
}

export interface StorageServer {
  /** e.g. http://127.0.0.1:9199 */
  url: string;
  port: number;
  host: string;
  projectId: string;
  bucket: string;
  /** Stops accepting requests, drops unfinished uploads and releases the data folder. */
  close(): Promise<void>;
  /** Deletes every object. */
  reset(): Promise<void>;
}

const defaultLog: Logger = (level, message) => {
  if (level !== 'info') console.error(`[storage-server] ${level}: ${message}`);
};

export async function startStorageServer(options: StorageServerOptions = {}): Promise<StorageServer> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? 'demo-silver-shop';
  const bucket = options.bucket ?? defaultBucket(projectId);
  const log = options.log ?? defaultLog;
  // Compiling first: a rules file the engine cannot enforce stops start-up with file:line.
  const rules = options.rules ?? loadStorageRulesFile(path.resolve(options.rulesPath ?? DEFAULT_STORAGE_RULES_PATH));
  const dir = options.inMemory ? null : path.join(path.resolve(options.dataDir ?? '.data'), 'storage');
  const unlock = dir === null ? async () => undefined : await lockDataFolder(dir, 'storage server');
  let store: ObjectStore;
  try {
    store = dir === null ? new MemoryObjectStore() : await DiskObjectStore.open(dir, log);
  } catch (e) {
    await unlock();
    throw e;
  }
  const uploads = new UploadSessions({
    idleMs: options.uploadIdleMs ?? 60 * 60 * 1000,
    finalRetentionMs: 10 * 60 * 1000,
    maxActive: options.maxActiveUploads ?? 100,
  });
  let url = '';
  let listeningPort = options.port ?? DEFAULT_STORAGE_PORT;
  const server = createServer(
    // Uploads of up to 32 MB may take longer than other requests to arrive.
    { ...HTTP_SERVER_LIMITS, requestTimeout: 10 * 60_000 },
    createStorageRouter({
      store,
      bucket,
      projectId,
      gate: { engine: rules, log },
      uploads,
      limits: { maxObjectBytes: options.maxObjectBytes ?? 32 * 1024 * 1024, maxMetadataBytes: 64 * 1024 },
      url: () => url,
      allowHost: hostPolicy({ host, port: () => listeningPort, allowedHosts: options.allowedHosts ?? [] }),
      log,
    }),
  );
  try {
    await listen(server, options.port ?? DEFAULT_STORAGE_PORT, host, { what: 'storage server', howToMove: 'the STORAGE_PORT environment variable' });
  } catch (e) {
    await uploads.close();
    await store.close();
    await unlock();
    throw e;
  }
  const port = (server.address() as AddressInfo).port;
  listeningPort = port;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    host,
    projectId,
    bucket,
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // Requests in flight get a moment to finish; then every connection goes.
          setTimeout(() => server.closeAllConnections(), 1_000).unref();
        });
        await uploads.close();
        await store.close();
        await unlock();
      })()),
    reset: async () => {
      await store.reset();
    },
  };
}
