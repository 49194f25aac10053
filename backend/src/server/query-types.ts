// The server's parsed form of a StructuredQuery.

import type { FieldPath, NormalizedFilter, NormalizedOrder, Value } from '../firestore-types';

export interface Cursor {
  values: Value[];
  /** true: the position just before the values (startAt / endBefore); false: just after. */
  before: boolean;
}

export interface NormalizedQuery {
  /** Document path segments of the parent ([] for the database root). */
  parent: string[];
  /** '' with allDescendants: a kindless query over every collection below parent. */
  collectionId: string;
  /** Collection-group query: every collection named collectionId under parent. */
  allDescendants: boolean;
  filter: NormalizedFilter | null;
  /** The full ordering: explicit orders, implicit inequality fields, then __name__. */
  orderBy: NormalizedOrder[];
  startAt: Cursor | null;
  endAt: Cursor | null;
  offset: number;
  limit: number | null;
  /** Projection; null returns whole documents. */
  select: FieldPath[] | null;
}
