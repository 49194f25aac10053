// The contract between the servers (documents, Cloud Storage) and the security-rules engine.
import type { Fields, NormalizedFilter, NormalizedOrder } from '../firestore-types';

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

/** A document as the rules see it. `path` is relative to /databases/{db}/documents. */
export interface RulesDocument {
  path: string[];
  fields: Fields;
}

/** The verified identity of the caller (decoded ID-token claims). */
export interface RulesAuth {
  uid: string;
  token: Record<string, unknown>;
}

export interface RulesListQuery {
  /** The query's filter (conjunction of the where clauses), or null. */
  filter: NormalizedFilter | null;
  orderBy: NormalizedOrder[];
  limit: number | null;
  offset: number;
}

export interface RulesRequest {
  method: RulesMethod;
  /** Database id, normally "(default)". */
  database: string;
  /**
   * get/create/update/delete: the document path segments (even length).
   * list: the collection path segments (odd length); for a collection-group query, the parent
   * path segments followed by the collection id, with `collectionGroup` set.
   */
  path: string[];
  collectionGroup?: boolean;
  auth: RulesAuth | null;
  /** request.time */
  time: Date;
  /**
   * request.time exactly, in nanoseconds since the epoch, when the caller has it (a commit's time
   * has microseconds, so `createdAt == request.time` holds for serverTimestamp() writes).
   */
  timeNanos?: bigint;
  /** resource: the stored document (get, update, delete); null when absent. */
  resource: RulesDocument | null;
  /** request.resource: the document as it would be after this write (create, update). */
  newResource: RulesDocument | null;
  /** list only */
  query?: RulesListQuery;
  /**
   * How many distinct documents get()/exists()/getAfter()/existsAfter() may read while deciding
   * this request. Firestore allows 10 for a single-document request or a query and 20 for
   * multi-document reads, transactions and batched writes. Default 10.
   */
  accessCallLimit?: number;
}

/** Synchronous access to the data for get()/exists()/getAfter()/existsAfter(). */
export interface RulesDataAccess {
  /** The committed state before this request. */
  get(path: string[]): RulesDocument | null;
  /** The state as it would be after every write of the current commit (same as get for reads). */
  getAfter(path: string[]): RulesDocument | null;
}

export interface RulesDecision {
  allowed: boolean;
  /** Why, for error messages and debugging: e.g. `no allow for "update" on /webusers/u1`. */
  reason: string;
}

export interface RulesEngine {
  evaluate(request: RulesRequest, data: RulesDataAccess): RulesDecision;
}

// ---- Cloud Storage -----------------------------------------------------------------------------

/** An object's metadata as Storage rules see it in `resource` and `request.resource`. */
export interface StorageRulesObject {
  /** The full object name, e.g. `media/2026/x1/photo.webp`. */
  name: string;
  bucket: string;
  generation: number;
  metageneration: number;
  size: number;
  timeCreated: Date;
  updated: Date;
  /** Base64 MD5 of the content. */
  md5Hash: string;
  /** Base64 big-endian CRC32C of the content. */
  crc32c: string;
  etag: string;
  contentType: string;
  /** Unset headers are null, as the Storage emulator gives them to the rules. */
  contentDisposition: string | null;
  contentEncoding: string | null;
  contentLanguage: string | null;
  cacheControl: string | null;
  /** Custom metadata. */
  metadata: Record<string, string>;
}

export interface StorageRulesRequest {
  method: RulesMethod;
  bucket: string;
  /**
   * get/create/update/delete: the object name. list: the listed prefix without its trailing
   * slash, '' for the bucket's root (rules see the path /b/{bucket}/o/{prefix}).
   */
  name: string;
  auth: RulesAuth | null;
  /** request.time */
  time: Date;
  /** resource: the stored object (null when there is none, and for list). */
  resource: StorageRulesObject | null;
  /** request.resource: the object as it would be after this write (create, update). */
  newResource: StorageRulesObject | null;
}

export interface StorageRulesEngine {
  evaluate(request: StorageRulesRequest): RulesDecision;
}
