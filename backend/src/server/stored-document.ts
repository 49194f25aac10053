import type { Fields } from '../firestore-types';

/** A document as the server holds it. Never mutated: a write replaces the object. */
export interface StoredDoc {
  /** Path relative to the documents root, e.g. "webusers/u1/addresses/a1". */
  readonly path: string;
  readonly segments: readonly string[];
  readonly fields: Fields;
  /** Canonical RFC 3339 strings with microseconds (they order as text). */
  readonly createTime: string;
  readonly updateTime: string;
}

export function collectionPathOf(segments: readonly string[]): string {
  return segments.slice(0, -1).join('/');
}
