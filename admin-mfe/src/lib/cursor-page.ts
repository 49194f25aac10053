// One page of a Firestore query, addressed by cursor (the document before or after it): a page reads
// only the documents it shows, however deep it is, and stays right while documents are added. The
// count of all matches runs beside it (an aggregation query, never a read of every document).
import {
  endBefore,
  getCount,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  query,
  startAfter,
  doc,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type CollectionReference,
  type DocumentSnapshot,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';

export interface CursorPage<T> {
  rows: T[];
  /** Documents matching the filters, all pages; null when it could not be counted. */
  total: number | null;
  /** First and last ids of this page, for the links to the neighbouring pages. */
  firstId: string | null;
  lastId: string | null;
  hasNext: boolean;
  hasPrevious: boolean;
  /** The cursor named a document that is gone: the first page is shown instead. */
  cursorLost: boolean;
}

export interface CursorRequest {
  after: string | null;
  before: string | null;
  size: number;
}

/**
 * `collection` is the typed collection the cursor ids belong to; `constraints` are the filters and
 * the ordering (which must end in a unique order, e.g. the document id, for stable pages).
 */
export async function fetchCursorPage<T>(collection: CollectionReference<T>, constraints: QueryConstraint[], request: CursorRequest): Promise<CursorPage<T>> {
  const base: Query<T> = query(collection, ...constraints);
  const counting = getCount(base)
    .then((snapshot) => snapshot.data().count)
    .catch(() => null);
  const cursorId = request.after ?? request.before;
  let anchor: DocumentSnapshot<T> | null = null;
  if (cursorId) {
    const snapshot = await getDoc(doc(collection, cursorId)).catch(() => null);
    anchor = snapshot?.exists() ? snapshot : null;
  }
  const cursorLost = cursorId !== null && anchor === null;
  const backwards = anchor !== null && request.before !== null;
  const snapshot = backwards
    ? await getDocs(query(base, endBefore(anchor), limitToLast(request.size + 1)))
    : await getDocs(query(base, ...(anchor ? [startAfter(anchor)] : []), limit(request.size + 1)));
  const docs = snapshot.docs;
  const extra = docs.length > request.size;
  const shown = backwards ? (extra ? docs.slice(1) : docs) : docs.slice(0, request.size);
  return {
    rows: shown.map((document) => document.data()),
    total: await counting,
    firstId: shown[0]?.id ?? null,
    lastId: shown.at(-1)?.id ?? null,
    hasNext: backwards ? true : extra,
    hasPrevious: backwards ? extra : anchor !== null,
    cursorLost,
  };
}

const ALL_PAGES_SIZE = 500;

/**
 * Every document of a query (for an export), read 500 at a time after the last one read, with
 * progress. `constraints` must end in a unique order (for example the document id).
 */
export async function readAllPages<T>(collection: CollectionReference<T>, constraints: QueryConstraint[], onProgress: (read: number) => void): Promise<T[]> {
  const rows: T[] = [];
  let last: QueryDocumentSnapshot<T> | null = null;
  for (;;) {
    const snapshot: QuerySnapshot<T> = await getDocs(query(collection, ...constraints, ...(last ? [startAfter(last)] : []), limit(ALL_PAGES_SIZE)));
    rows.push(...snapshot.docs.map((document) => document.data()));
    onProgress(rows.length);
    if (snapshot.size < ALL_PAGES_SIZE) return rows;
    last = snapshot.docs[snapshot.size - 1] ?? null;
  }
}
