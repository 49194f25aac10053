// The admin's loaders, one way. A list or report page reads the database through its own `read`;
// when the database cannot be reached, or the read fails, the page still renders, with its `empty`
// value (the filters it was asked for, no rows) and a message a person can act on, and the failure
// is logged under the page's name. A page about one document (an order, a product) cannot render
// without it: requireDb answers 503 instead, which the route's error screen explains.
import type { Firestore } from 'firebase/firestore/lite';
import type { RemoteLoaderArgs } from 'shared-data';
import { data as response } from 'shared-router';
import { readListQuery, type ListQuery, type ListQueryShape } from './list-query';

export interface PageReadOptions<Empty> {
  /** What the page shows, as the messages name it: "the orders", "the support inbox". */
  what: string;
  /** What the page renders with when nothing could be read. */
  empty: Empty;
  /** What to try after a failed read (default "Reload the page."), e.g. "Check the filters, or reload the page." */
  failureHint?: string;
}

export type PageRead<Read, Empty> = (Read & { error: null }) | (Empty & { error: string });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export async function loadPage<Read extends object, Empty extends object>(
  db: Firestore | null,
  { what, empty, failureHint = 'Reload the page.' }: PageReadOptions<Empty>,
  read: (db: Firestore) => Promise<Read>,
): Promise<PageRead<Read, Empty>> {
  if (!db) return { ...empty, error: `${capitalised(what)} cannot be reached right now. Reload the page in a moment.` };
  try {
    return { ...(await read(db)), error: null };
  } catch (error) {
    console.warn(`${capitalised(what)} could not be loaded:`, error instanceof Error ? error.message : error);
    return { ...empty, error: `${capitalised(what)} could not be loaded. ${failureHint}` };
  }
}

/**
 * A list page's loader: the list's query from the address (search, filters, sort, cursor; see
 * list-query), then `read` with it as loadPage above. The query comes back with the rows, or with
 * `empty` and the error, so the filter bar shows what was asked for either way.
 */
export async function loadList<Filter extends string, SortKey extends string, Read extends object, Empty extends object>(
  { request, context }: Pick<RemoteLoaderArgs, 'request' | 'context'>,
  shape: ListQueryShape<Filter, SortKey>,
  options: PageReadOptions<Empty>,
  read: (db: Firestore, query: ListQuery<Filter, SortKey>) => Promise<Read>,
): Promise<PageRead<Read, Empty> & { query: ListQuery<Filter, SortKey> }> {
  const query = readListQuery(new URL(request.url), shape);
  const result = await loadPage(context.db, options, (db) => read(db, query));
  return { ...result, query };
}

/** The database for a page about one document; without it the page answers 503 ("… cannot be reached right now"). */
export function requireDb(db: Firestore | null, what: string): Firestore {
  if (!db) throw response(null, { status: 503, statusText: `${capitalised(what)} cannot be reached right now.` });
  return db;
}
