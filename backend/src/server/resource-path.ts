// Resource names (projects/{p}/databases/{d}/documents/{path}) and Firestore's id rules.

import { ApiError, invalidArgument } from './errors';
import { isReservedName } from './field-path';
import { numericIdOf } from './value-order';

export const MAX_ID_BYTES = 1500;
/** Firestore allows 100 levels of subcollections: 200 path segments. */
export const MAX_PATH_SEGMENTS = 200;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isWellFormedUtf16(s: string): boolean {
  return !LONE_SURROGATE.test(s);
}

export interface DatabaseId {
  projectId: string;
  databaseId: string;
}

export function databaseName(db: DatabaseId): string {
  return `projects/${db.projectId}/databases/${db.databaseId}`;
}

export function documentsRoot(db: DatabaseId): string {
  return `${databaseName(db)}/documents`;
}

export function documentName(db: DatabaseId, path: string): string {
  return `${documentsRoot(db)}/${path}`;
}

/** Checks one collection or document id against Firestore's rules. */
export function validateId(id: string, kind: 'document' | 'collection', fullPath: string): void {
  const problem =
    id.length === 0
      ? 'is empty'
      : id === '.' || id === '..'
        ? 'may not be "." or ".."'
        : id.includes('/')
          ? 'may not contain "/"'
          : !isWellFormedUtf16(id)
            ? 'is not valid UTF-8'
            : Buffer.byteLength(id, 'utf8') > MAX_ID_BYTES
              ? `is longer than ${MAX_ID_BYTES} bytes`
              : isReservedName(id) && numericIdOf(id) === null
                ? 'matches the reserved pattern __.*__ (only numeric ids such as __id42__ are allowed)'
                : null;
  if (problem) throw invalidArgument(`Invalid ${kind} id "${id.slice(0, 60)}" in "${fullPath.slice(0, 200)}": the id ${problem}.`);
}

function validateSegments(segments: string[], fullPath: string): void {
  if (segments.length > MAX_PATH_SEGMENTS) {
    throw invalidArgument(`Path "${fullPath.slice(0, 200)}…" is too deep: at most 100 nested collections are allowed.`);
  }
  segments.forEach((s, i) => validateId(s, i % 2 === 0 ? 'collection' : 'document', fullPath));
}

/**
 * Splits a full resource name under the documents root of `db` into its path segments.
 * `kind` says what the name must denote: a document (even count, at least 2), a parent (the
 * root or a document) or a collection (odd count).
 */
export function parseResourceName(name: unknown, db: DatabaseId, kind: 'document' | 'parent' | 'collection', what: string): string[] {
  if (typeof name !== 'string' || name.length === 0) throw invalidArgument(`${what} must be a resource name string.`);
  const root = documentsRoot(db);
  let rest: string;
  if (name === root) rest = '';
  else if (name.startsWith(root + '/')) rest = name.slice(root.length + 1);
  else {
    const m = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/|$)/.exec(name);
    if (m && (m[1] !== db.projectId || m[2] !== db.databaseId)) {
      throw invalidArgument(`${what} "${name}" names database projects/${m[1]}/databases/${m[2]}, but this request is for ${databaseName(db)}.`);
    }
    throw invalidArgument(`${what} "${name}" is not a resource name under ${root}.`);
  }
  const segments = rest === '' ? [] : rest.split('/');
  validateSegments(segments, name);
  const n = segments.length;
  if (kind === 'document' && (n === 0 || n % 2 !== 0)) {
    throw invalidArgument(`${what} "${name}" is not a document: a document path has an even number of segments (collection/doc/...).`);
  }
  if (kind === 'parent' && n % 2 !== 0) {
    throw invalidArgument(`${what} "${name}" is not a document or the database root, so it cannot be a parent.`);
  }
  if (kind === 'collection' && n % 2 !== 1) {
    throw invalidArgument(`${what} "${name}" is not a collection: a collection path has an odd number of segments.`);
  }
  return segments;
}

/**
 * Parses a referenceValue (any project/database allowed, as Firestore stores them verbatim).
 * Reserved ids are allowed: firebase-admin bounds key ranges with ids like __id-9223372036854775808__.
 */
export function parseReferenceValue(value: string, what: string): void {
  const m = /^projects\/[^/]+\/databases\/[^/]+\/documents\/(.+)$/.exec(value);
  if (!m || !m[1]) throw invalidArgument(`${what}: "${value}" is not a document reference (projects/{p}/databases/{d}/documents/{path}).`);
  const segments = m[1].split('/');
  if (segments.length % 2 !== 0) throw invalidArgument(`${what}: "${value}" does not name a document (odd number of path segments).`);
  if (segments.length > MAX_PATH_SEGMENTS || segments.some((s) => s === '' || !isWellFormedUtf16(s))) {
    throw invalidArgument(`${what}: "${value.slice(0, 200)}" has an empty, invalid or too deep path.`);
  }
}

/** Asserts the project in a URL is the one this server serves. */
export function checkProject(projectId: string, served: DatabaseId): void {
  if (projectId !== served.projectId) {
    throw new ApiError(
      404,
      'NOT_FOUND',
      `Project "${projectId}" is not served here: this document server serves project "${served.projectId}". Check the projectId of your Firebase config.`,
    );
  }
}
