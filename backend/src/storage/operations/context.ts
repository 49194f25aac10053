// What every storage operation receives: the store, the served bucket, the rules, the upload
// sessions, the limits, and the caller of this request.
import type { Caller } from '../../server/auth';
import type { ObjectStore } from '../object-store';
import type { StorageGate } from '../rules-gate';
import type { UploadSessions } from '../upload-sessions';

export interface StorageLimits {
  /** Largest object, in bytes. */
  maxObjectBytes: number;
  /** Largest metadata JSON (upload metadata, updateMetadata body). */
  maxMetadataBytes: number;
}

export interface StorageContext {
  store: ObjectStore;
  bucket: string;
  gate: StorageGate;
  uploads: UploadSessions;
  limits: StorageLimits;
  /** `http://host:port` as the client reached this server, for the upload URLs it is given. */
  origin: string;
  /** Identifies the caller from the Authorization header; throws 401 for a bad token. */
  caller(): Caller;
}
