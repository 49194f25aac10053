// Parses the writes of a commit and computes their effect, write by write, on an overlay of the
// current state: preconditions, update masks, transforms, no-op detection, and the 1 MiB limit.
// Nothing here touches the store; the caller applies the outcome atomically.

import type { FieldPath, Fields, Value } from '../firestore-types';
import { type ApiError, failedPrecondition, invalidArgument, notFound } from './errors';
import { deleteField, getField, isNameField, parseFieldPath, setField } from './field-path';
import { documentSize, MAX_DOCUMENT_BYTES } from './document-size';
import { type DatabaseId, documentName, parseResourceName } from './resource-path';
import type { StoredDoc } from './stored-document';
import { formatTimestamp, parseTimestamp } from './timestamp';
import { applyTransforms, type FieldTransform, parseFieldTransforms } from './transforms';
import { normalizeFields } from './value-normalize';
import { sameFields } from './value-order';

export const MAX_WRITES_PER_COMMIT = 500;

export interface Precondition {
  exists?: boolean;
  /** nanoseconds */
  updateTime?: bigint;
}

export interface ParsedWrite {
  kind: 'update' | 'transform' | 'delete' | 'verify';
  path: string;
  segments: string[];
  /** update only */
  fields: Fields;
  /** update only: null replaces the whole document */
  mask: FieldPath[] | null;
  transforms: FieldTransform[];
  precondition: Precondition | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function parsePrecondition(raw: unknown, what: string): Precondition | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) throw invalidArgument(`${what}.currentDocument must be {exists} or {updateTime}.`);
  const hasExists = raw['exists'] !== undefined;
  const hasTime = raw['updateTime'] !== undefined;
  if (hasExists && hasTime) throw invalidArgument(`${what}.currentDocument sets both exists and updateTime.`);
  if (hasExists) {
    if (typeof raw['exists'] !== 'boolean') throw invalidArgument(`${what}.currentDocument.exists must be a boolean.`);
    return { exists: raw['exists'] };
  }
  if (hasTime) return { updateTime: parseTimestamp(raw['updateTime'], `${what}.currentDocument.updateTime`) };
  return null;
}

function parseMask(raw: unknown, what: string): FieldPath[] | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) throw invalidArgument(`${what}.updateMask must be {fieldPaths: [...]}.`);
  const paths = raw['fieldPaths'] ?? [];
  if (!Array.isArray(paths)) throw invalidArgument(`${what}.updateMask.fieldPaths must be an array.`);
  return paths.map((p, i) => {
    const path = parseFieldPath(p, `${what}.updateMask.fieldPaths[${i}]`);
    if (isNameField(path)) throw invalidArgument(`${what}.updateMask cannot name __name__.`);
    return path;
  });
}

export function parseWrite(raw: unknown, db: DatabaseId, what: string): ParsedWrite {
  if (!isObject(raw)) throw invalidArgument(`${what} must be an object.`);
  const kinds = ['update', 'delete', 'verify', 'transform'].filter((k) => raw[k] !== undefined);
  if (kinds.length !== 1) throw invalidArgument(`${what} must set exactly one of update, delete, verify or transform.`);
  const kind = kinds[0] as ParsedWrite['kind'];
  const precondition = parsePrecondition(raw['currentDocument'], what);
  if (kind !== 'update' && (raw['updateMask'] !== undefined || raw['updateTransforms'] !== undefined)) {
    throw invalidArgument(`${what}: updateMask and updateTransforms belong to update writes only.`);
  }
  if (kind === 'update') {
    const doc = raw['update'];
    if (!isObject(doc)) throw invalidArgument(`${what}.update must be a document {name, fields}.`);
    const segments = parseResourceName(doc['name'], db, 'document', `${what}.update.name`);
    return {
      kind,
      path: segments.join('/'),
      segments,
      fields: normalizeFields(doc['fields'], { forWrite: true }),
      mask: parseMask(raw['updateMask'], what),
      transforms: parseFieldTransforms(raw['updateTransforms'], `${what}.updateTransforms`),
      precondition,
    };
  }
  if (kind === 'transform') {
    const t = raw['transform'];
    if (!isObject(t)) throw invalidArgument(`${what}.transform must be {document, fieldTransforms}.`);
    const segments = parseResourceName(t['document'], db, 'document', `${what}.transform.document`);
    return {
      kind,
      path: segments.join('/'),
      segments,
      fields: {},
      mask: null,
      transforms: parseFieldTransforms(t['fieldTransforms'], `${what}.transform.fieldTransforms`),
      precondition,
    };
  }
  const segments = parseResourceName(raw[kind], db, 'document', `${what}.${kind}`);
  if (kind === 'verify' && !precondition) throw invalidArgument(`${what}: a verify write needs a currentDocument precondition.`);
  return { kind, path: segments.join('/'), segments, fields: {}, mask: null, transforms: [], precondition };
}

export function parseWrites(raw: unknown, db: DatabaseId): ParsedWrite[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw invalidArgument('writes must be an array.');
  if (raw.length > MAX_WRITES_PER_COMMIT) {
    throw invalidArgument(`A commit can hold at most ${MAX_WRITES_PER_COMMIT} writes; this one has ${raw.length}. Split it into several commits.`);
  }
  return raw.map((w, i) => parseWrite(w, db, `writes[${i}]`));
}

export interface WriteEffect {
  write: ParsedWrite;
  /** State of the document before this write (after earlier writes of the same commit). */
  before: StoredDoc | null;
  after: StoredDoc | null;
  result: { updateTime?: string; transformResults?: Value[] };
}

export interface CommitOutcome {
  effects: WriteEffect[];
  /** Final state per changed document path, with the state before the commit. */
  changes: Map<string, { before: StoredDoc | null; after: StoredDoc | null }>;
}

function checkPrecondition(write: ParsedWrite, before: StoredDoc | null, db: DatabaseId): void {
  const p = write.precondition;
  if (!p) return;
  const name = documentName(db, write.path);
  if (p.exists === true && !before) {
    throw notFound(`No document to ${write.kind === 'delete' ? 'delete' : write.kind === 'verify' ? 'verify' : 'update'}: ${name}`);
  }
  if (p.exists === false && before) throw failedPrecondition(`Document already exists: ${name}`);
  if (p.updateTime !== undefined) {
    if (!before) {
      throw failedPrecondition(`The write requires ${name} to have update time ${formatTimestamp(p.updateTime)}, but it does not exist.`);
    }
    if (parseTimestamp(before.updateTime) !== p.updateTime) {
      throw failedPrecondition(`The write requires ${name} to have update time ${formatTimestamp(p.updateTime)}, but it was updated at ${before.updateTime}.`);
    }
  }
}

function deletedEarlier(write: ParsedWrite, name: string): ApiError {
  const why =
    write.kind === 'delete'
      ? 'so it cannot be deleted again with an exists precondition; drop the precondition or the second delete.'
      : write.kind === 'verify'
        ? 'so it cannot be verified as existing in it.'
        : 'so it cannot be updated in it; set it instead.';
  return invalidArgument(`${name} is deleted earlier in this commit, ${why}`);
}

function applyMask(base: Fields, input: Fields, mask: readonly FieldPath[]): Fields {
  let out = base;
  for (const path of mask) {
    const v = getField(input, path);
    out = v === undefined ? deleteField(out, path) : setField(out, path, v);
  }
  return out;
}

/**
 * Computes every write in order against `read` (the committed state) plus the earlier writes of
 * the same commit. Throws the error of the first failing write; nothing is applied by this.
 */
export function computeCommit(writes: readonly ParsedWrite[], read: (path: string) => StoredDoc | null, commitNanos: bigint, db: DatabaseId): CommitOutcome {
  const commitTime = formatTimestamp(commitNanos);
  const overlay = new Map<string, StoredDoc | null>();
  const changes = new Map<string, { before: StoredDoc | null; after: StoredDoc | null }>();
  const effects: WriteEffect[] = [];
  const deletedHere = new Set<string>();
  const current = (path: string): StoredDoc | null => (overlay.has(path) ? (overlay.get(path) ?? null) : read(path));

  for (const write of writes) {
    const before = current(write.path);
    // Firestore refuses a write that needs the document (exists: true, or an update time, which
    // only an existing document has) after this same commit deleted it as a malformed request,
    // INVALID_ARGUMENT, not as a missing document or a failed precondition.
    const needsDocument = write.precondition?.exists === true || write.precondition?.updateTime !== undefined;
    if (needsDocument && !before && deletedHere.has(write.path)) throw deletedEarlier(write, documentName(db, write.path));
    checkPrecondition(write, before, db);
    let after: StoredDoc | null;
    const result: WriteEffect['result'] = {};
    if (write.kind === 'verify') {
      after = before;
    } else if (write.kind === 'delete') {
      after = null;
    } else {
      let fields: Fields =
        write.kind === 'transform' ? (before?.fields ?? {}) : write.mask ? applyMask(before?.fields ?? {}, write.fields, write.mask) : write.fields;
      if (write.transforms.length > 0) {
        const t = applyTransforms(fields, write.transforms, commitTime);
        fields = t.fields;
        result.transformResults = t.results;
      }
      const size = documentSize(write.segments, fields);
      if (size > MAX_DOCUMENT_BYTES) {
        throw invalidArgument(
          `Document ${documentName(db, write.path)} would be ${size} bytes, over Firestore's limit of ${MAX_DOCUMENT_BYTES} bytes (1 MiB) per document.`,
        );
      }
      // A write that changes nothing keeps the previous update time, as Firestore does.
      after =
        before && sameFields(before.fields, fields)
          ? before
          : {
              path: write.path,
              segments: write.segments,
              fields,
              createTime: before?.createTime ?? commitTime,
              updateTime: commitTime,
            };
      result.updateTime = after.updateTime;
    }
    if (write.kind === 'delete') deletedHere.add(write.path);
    if (write.kind !== 'verify') {
      overlay.set(write.path, after);
      const change = changes.get(write.path);
      if (change) change.after = after;
      else changes.set(write.path, { before, after });
    }
    effects.push({ write, before, after, result });
  }
  for (const [path, change] of changes) if (change.before === change.after) changes.delete(path);
  return { effects, changes };
}
