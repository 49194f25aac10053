// The databases of the project the server serves: "(default)", opened at start, and named ones
// (Firestore's multiple databases, getFirestore(app, 'name')), each opened on its first request.
// Each has its own documents, journal, realtime hub and rules evaluation (request paths carry
// its id as `database`); Firestore triggers are delivered for "(default)" only, as the shop's
// functions listen there.
//
// On disk a named database lives in <data folder>/databases/<id>/ and is recovered from there on
// its first request after a restart. Firestore allows 100 databases a project: past that a new
// id is refused, so that requests naming made-up databases cannot fill the disk or the memory.

import path from 'node:path';
import type { RulesEngine } from '../rules/types';
import { Database, type DatabaseOptions } from './database';
import { ApiError, invalidArgument } from './errors';
import type { Logger } from './persistence';
import { checkProject, type DatabaseId, databaseName } from './resource-path';
import type { RulesGate } from './rules-gate';
import { WatchHub, type WatchHubOptions } from './watch/watch-hub';

export const DEFAULT_DATABASE_ID = '(default)';
/** Firestore's limit of databases in a project, "(default)" included. */
export const MAX_DATABASES = 100;
/**
 * A database id as Firestore takes it: lower-case letters, digits and hyphens, starting with a
 * letter and not ending with a hyphen. Firestore asks for 4 to 63 characters; like Google's
 * emulator, this server takes shorter ones too (the SDK's own tests use "db1").
 */
const DATABASE_ID = /^[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** One database with what serves it. */
export interface ServedDatabase {
  dbId: DatabaseId;
  db: Database;
  hub: WatchHub;
  gate: RulesGate;
}

export interface DatabaseSetOptions {
  projectId: string;
  /** The data folder; null keeps every database in memory. */
  dataDir: string | null;
  rules: RulesEngine;
  log: Logger;
  database: Omit<DatabaseOptions, 'dataDir' | 'log'>;
  watch?: Partial<WatchHubOptions>;
}

export class DatabaseSet {
  /** "(default)": always open. */
  readonly main: ServedDatabase;
  private readonly options: DatabaseSetOptions;
  private readonly named = new Map<string, Promise<ServedDatabase>>();
  /** The named databases whose opening has finished. */
  private readonly ready = new Map<string, ServedDatabase>();
  private closed = false;

  private constructor(options: DatabaseSetOptions, main: ServedDatabase) {
    this.options = options;
    this.main = main;
  }

  /** Opens "(default)" from the data folder itself (where it has always been). */
  static async open(options: DatabaseSetOptions): Promise<DatabaseSet> {
    const db = await Database.open({ ...options.database, dataDir: options.dataDir, log: options.log });
    return new DatabaseSet(options, DatabaseSet.serve(options, DEFAULT_DATABASE_ID, db));
  }

  private static serve(options: DatabaseSetOptions, databaseId: string, db: Database): ServedDatabase {
    return {
      dbId: { projectId: options.projectId, databaseId },
      db,
      hub: new WatchHub(db, options.log, options.watch),
      gate: { engine: options.rules, database: databaseId, log: options.log },
    };
  }

  /** The databases open now, "(default)" first. */
  async all(): Promise<ServedDatabase[]> {
    const named = await Promise.allSettled(this.named.values());
    return [this.main, ...named.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))];
  }

  /** Ids of the databases open now. */
  openIds(): string[] {
    return [DEFAULT_DATABASE_ID, ...this.ready.keys()];
  }

  /** Listen streams open on every database. */
  streamCount(): number {
    let count = this.main.hub.streamCount;
    for (const served of this.ready.values()) count += served.hub.streamCount;
    return count;
  }

  /**
   * The database a request names, opened (or recovered from disk) on its first request. Throws
   * NOT_FOUND for another project, INVALID_ARGUMENT for an id Firestore would not take, and
   * RESOURCE_EXHAUSTED past the 100 databases of a project.
   */
  async get(projectId: string, databaseId: string): Promise<ServedDatabase> {
    checkProject(projectId, this.main.dbId);
    if (databaseId === DEFAULT_DATABASE_ID) return this.main;
    const opened = this.named.get(databaseId);
    if (opened) return opened;
    if (this.closed) throw new ApiError(503, 'UNAVAILABLE', 'The document server is shutting down.');
    if (!DATABASE_ID.test(databaseId)) {
      throw invalidArgument(
        `Database id "${databaseId.slice(0, 80)}" is not valid: use "(default)", or lower-case letters, digits and hyphens, starting with a letter and not ending with a hyphen (at most 63 characters).`,
      );
    }
    if (this.named.size + 1 >= MAX_DATABASES) {
      throw new ApiError(
        429,
        'RESOURCE_EXHAUSTED',
        `A project has at most ${MAX_DATABASES} databases; ${databaseName({ projectId, databaseId })} would be one more.`,
      );
    }
    const { options } = this;
    const opening = Database.open({
      ...options.database,
      dataDir: options.dataDir === null ? null : path.join(options.dataDir, 'databases', databaseId),
      log: options.log,
    }).then((db) => {
      const served = DatabaseSet.serve(options, databaseId, db);
      this.ready.set(databaseId, served);
      return served;
    });
    this.named.set(databaseId, opening);
    // A database that failed to open (a damaged folder) is tried again on the next request.
    opening.catch(() => {
      if (this.named.get(databaseId) === opening) this.named.delete(databaseId);
    });
    return opening;
  }

  /** Deletes every document of every open database. */
  async reset(): Promise<void> {
    for (const served of await this.all()) await served.db.reset();
  }

  /** Stops the realtime hubs and closes every journal. */
  async close(): Promise<void> {
    this.closed = true;
    const all = await this.all();
    for (const served of all) served.hub.close();
    for (const served of all) await served.db.close();
  }
}
