// An object's metadata: what is stored, what a client may write (upload metadata, updateMetadata),
// what the REST API answers (the JSON resource the SDK maps to FullMetadata) and what the rules see.
import { createHash, randomUUID } from 'node:crypto';
import type { StorageRulesObject } from '../rules/types';
import type { ContentDigest } from './checksums';
import { badRequest } from './errors';

/** The stored record of one object (also its JSON file on disk). */
export interface StoredObject {
  bucket: string;
  name: string;
  /** Microseconds since the epoch when this content was written, as Cloud Storage numbers generations. */
  generation: number;
  /** Starts at 1 for each generation and grows with every metadata change. */
  metageneration: number;
  size: number;
  md5Hash: string;
  crc32c: string;
  contentType: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
  /** Custom metadata. */
  metadata: Record<string, string>;
  /** ISO 8601. */
  timeCreated: string;
  updated: string;
  /** Download tokens: each makes `?alt=media&token=…` readable by anyone who has the URL. */
  downloadTokens: string[];
}

const HEADER_FIELDS = ['contentType', 'contentDisposition', 'contentEncoding', 'contentLanguage', 'cacheControl'] as const;
type HeaderField = (typeof HEADER_FIELDS)[number];

/** Metadata a client sends: a string sets a field, null clears it, absence keeps it. */
export interface WritableMetadata {
  contentType?: string | null;
  contentDisposition?: string | null;
  contentEncoding?: string | null;
  contentLanguage?: string | null;
  cacheControl?: string | null;
  metadata?: Record<string, string | null> | null;
  /** Upload only: the name the SDK repeats from the URL. */
  name?: string;
  /** Upload only: the MD5 the content must have. */
  md5Hash?: string;
}

export const MAX_CUSTOM_METADATA_BYTES = 8 * 1024;
const MAX_HEADER_VALUE_LENGTH = 1024;
/** Set by Firebase on upload; clients never choose their own tokens here. */
const TOKENS_KEY = 'firebaseStorageDownloadTokens';
// A MIME type: type "/" subtype, optionally followed by parameters.
const MIME_TYPE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+(\s*;[\x20-\x7e\t]*)?$/;
// These fields become response headers on download: printable ASCII only, so no header injection.
const HEADER_VALUE = /^[\x20-\x7e\t]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Checks the value of one header-bound field; `where` names the request part in messages. */
export function checkHeaderValue(field: HeaderField, value: string, where: string): string {
  if (value.length > MAX_HEADER_VALUE_LENGTH) throw badRequest(`${where}: ${field} is longer than ${MAX_HEADER_VALUE_LENGTH} characters.`);
  if (!HEADER_VALUE.test(value)) throw badRequest(`${where}: ${field} must be printable ASCII.`);
  if (field === 'contentType' && !MIME_TYPE.test(value)) throw badRequest(`${where}: contentType "${value}" is not a MIME type such as image/png.`);
  return value;
}

/**
 * Validates a metadata JSON object. Read-only fields the SDK may echo (bucket, size, timeCreated…)
 * and unknown fields are ignored, as Cloud Storage ignores them.
 */
export function parseWritableMetadata(value: unknown, where: string, options: { upload: boolean }): WritableMetadata {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${where} must be a JSON object.`);
  const input = value as Record<string, unknown>;
  const out: WritableMetadata = {};
  for (const field of HEADER_FIELDS) {
    const v = input[field];
    if (v === undefined) continue;
    if (v === null) out[field] = null;
    else if (typeof v === 'string') out[field] = checkHeaderValue(field, v, where);
    else throw badRequest(`${where}: ${field} must be a string or null.`);
  }
  const custom = input['metadata'];
  if (custom === null) out.metadata = null;
  else if (custom !== undefined) {
    if (typeof custom !== 'object' || Array.isArray(custom)) throw badRequest(`${where}: metadata (custom metadata) must be an object of strings.`);
    const entries: Record<string, string | null> = {};
    for (const [key, v] of Object.entries(custom as Record<string, unknown>)) {
      if (key === '' || CONTROL_CHARACTER.test(key)) throw badRequest(`${where}: custom metadata key "${key}" is empty or has a control character.`);
      if (key === TOKENS_KEY) continue;
      if (v !== null && typeof v !== 'string') throw badRequest(`${where}: custom metadata "${key}" must be a string or null.`);
      entries[key] = v;
    }
    out.metadata = entries;
  }
  if (options.upload) {
    const name = input['name'];
    if (name !== undefined && name !== null) {
      if (typeof name !== 'string') throw badRequest(`${where}: name must be a string.`);
      out.name = name;
    }
    const md5 = input['md5Hash'];
    if (md5 !== undefined && md5 !== null) {
      if (typeof md5 !== 'string' || !/^[A-Za-z0-9+/]{22}==$/.test(md5)) throw badRequest(`${where}: md5Hash must be the base64 MD5 of the content.`);
      out.md5Hash = md5;
    }
  }
  return out;
}

function customMetadataSize(metadata: Record<string, string>): number {
  return Object.entries(metadata).reduce((sum, [k, v]) => sum + Buffer.byteLength(k) + Buffer.byteLength(v), 0);
}

function applyCustom(base: Record<string, string>, change: WritableMetadata['metadata']): Record<string, string> {
  if (change === undefined) return base;
  if (change === null) return {};
  const next = { ...base };
  for (const [k, v] of Object.entries(change)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  if (customMetadataSize(next) > MAX_CUSTOM_METADATA_BYTES) {
    throw badRequest(`Custom metadata may hold at most ${MAX_CUSTOM_METADATA_BYTES} bytes of keys and values.`);
  }
  return next;
}

function applyHeaders(target: StoredObject, change: WritableMetadata): void {
  for (const field of HEADER_FIELDS) {
    const v = change[field];
    if (v === undefined) continue;
    if (field === 'contentType') target.contentType = v ?? 'application/octet-stream';
    else if (v === null) delete target[field];
    else target[field] = v;
  }
}

let lastGeneration = 0;

/** Generations grow strictly, even for two uploads in the same microsecond. */
function nextGeneration(now: Date): number {
  lastGeneration = Math.max(lastGeneration + 1, now.getTime() * 1000);
  return lastGeneration;
}

/** `inline; filename*=utf-8''<last path segment>`, Firebase's default disposition. */
function defaultDisposition(name: string): string {
  const file = name.slice(name.lastIndexOf('/') + 1);
  return `inline; filename*=utf-8''${encodeURIComponent(file)}`;
}

/** The object an upload would create (or replace the stored one with). */
export function newObject(args: {
  bucket: string;
  name: string;
  digest: ContentDigest;
  incoming: WritableMetadata;
  /** The media part's or the upload's declared Content-Type, used when the metadata names none. */
  fallbackContentType: string | null;
  now: Date;
}): StoredObject {
  const { incoming, now } = args;
  const object: StoredObject = {
    bucket: args.bucket,
    name: args.name,
    generation: nextGeneration(now),
    metageneration: 1,
    size: args.digest.size,
    md5Hash: args.digest.md5Hash,
    crc32c: args.digest.crc32c,
    contentType: incoming.contentType ?? args.fallbackContentType ?? 'application/octet-stream',
    contentDisposition: defaultDisposition(args.name),
    metadata: applyCustom({}, incoming.metadata),
    timeCreated: now.toISOString(),
    updated: now.toISOString(),
    downloadTokens: [randomUUID()],
  };
  applyHeaders(object, { ...incoming, contentType: incoming.contentType ?? object.contentType });
  return object;
}

/** The object after updateMetadata: same content, next metageneration. */
export function patchedObject(stored: StoredObject, change: WritableMetadata, now: Date): StoredObject {
  const next: StoredObject = {
    ...stored,
    metadata: applyCustom(stored.metadata, change.metadata),
    metageneration: stored.metageneration + 1,
    updated: now.toISOString(),
  };
  applyHeaders(next, change);
  return next;
}

/** The metadata's etag: changes with every generation and metageneration. */
export function metadataEtag(o: StoredObject): string {
  return createHash('sha1').update(`${o.generation}/${o.metageneration}`).digest('base64').slice(0, 27);
}

/** The JSON resource the Firebase REST API answers for an object. */
export function toResource(o: StoredObject): Record<string, unknown> {
  const resource: Record<string, unknown> = {
    name: o.name,
    bucket: o.bucket,
    generation: String(o.generation),
    metageneration: String(o.metageneration),
    contentType: o.contentType,
    timeCreated: o.timeCreated,
    updated: o.updated,
    storageClass: 'STANDARD',
    size: String(o.size),
    md5Hash: o.md5Hash,
    crc32c: o.crc32c,
    etag: metadataEtag(o),
    downloadTokens: o.downloadTokens.join(','),
    contentEncoding: o.contentEncoding ?? 'identity',
  };
  if (o.contentDisposition !== undefined) resource['contentDisposition'] = o.contentDisposition;
  if (o.contentLanguage !== undefined) resource['contentLanguage'] = o.contentLanguage;
  if (o.cacheControl !== undefined) resource['cacheControl'] = o.cacheControl;
  if (Object.keys(o.metadata).length > 0) resource['metadata'] = o.metadata;
  return resource;
}

/** `resource` / `request.resource` for the rules. */
export function toRulesObject(o: StoredObject): StorageRulesObject {
  return {
    name: o.name,
    bucket: o.bucket,
    generation: o.generation,
    metageneration: o.metageneration,
    size: o.size,
    timeCreated: new Date(o.timeCreated),
    updated: new Date(o.updated),
    md5Hash: o.md5Hash,
    crc32c: o.crc32c,
    etag: metadataEtag(o),
    contentType: o.contentType,
    contentDisposition: o.contentDisposition ?? null,
    contentEncoding: o.contentEncoding ?? null,
    contentLanguage: o.contentLanguage ?? null,
    cacheControl: o.cacheControl ?? null,
    metadata: { ...o.metadata },
  };
}

/** Checks a record read back from disk, so a damaged file stops start-up instead of serving junk. */
export function isStoredObject(v: unknown): v is StoredObject {
  if (v === null || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  const strings = ['bucket', 'name', 'md5Hash', 'crc32c', 'contentType', 'timeCreated', 'updated'];
  const numbers = ['generation', 'metageneration', 'size'];
  return (
    strings.every((k) => typeof o[k] === 'string') &&
    numbers.every((k) => Number.isSafeInteger(o[k]) && (o[k] as number) >= 0) &&
    typeof o['metadata'] === 'object' &&
    o['metadata'] !== null &&
    Array.isArray(o['downloadTokens']) &&
    (o['downloadTokens'] as unknown[]).every((t) => typeof t === 'string')
  );
}
