// A list's state in its address: the search text, the filters, the sort and the cursor of the page.
// Every admin list reads it in its loader (server and browser alike) and builds its links with
// `listHref`, so a list can be bookmarked, shared, reloaded and navigated with Back.

export interface ListSort<Key extends string = string> {
  key: Key;
  direction: 'asc' | 'desc';
}

export interface ListQuery<Filter extends string = string, SortKey extends string = string> {
  q: string;
  filters: Partial<Record<Filter, string>>;
  sort: ListSort<SortKey>;
  /** The page after this document id, or before it (going back); at most one is set. */
  after: string | null;
  before: string | null;
}

export interface ListQueryShape<Filter extends string, SortKey extends string> {
  filters: readonly Filter[];
  sorts: readonly SortKey[];
  defaultSort: ListSort<SortKey>;
}

const CURSOR = /^[A-Za-z0-9._:@-]{1,200}$/;

export function readListQuery<Filter extends string, SortKey extends string>(url: URL, shape: ListQueryShape<Filter, SortKey>): ListQuery<Filter, SortKey> {
  const params = url.searchParams;
  const filters: Partial<Record<Filter, string>> = {};
  for (const name of shape.filters) {
    const value = (params.get(name) ?? '').trim().slice(0, 200);
    if (value) filters[name] = value;
  }
  const [key, direction] = (params.get('sort') ?? '').split('.');
  const sort: ListSort<SortKey> =
    shape.sorts.includes(key as SortKey) && (direction === 'asc' || direction === 'desc') ? { key: key as SortKey, direction } : shape.defaultSort;
  const cursor = (name: string) => {
    const value = params.get(name);
    return value && CURSOR.test(value) ? value : null;
  };
  const after = cursor('after');
  return { q: (params.get('q') ?? '').trim().slice(0, 200), filters, sort, after, before: after ? null : cursor('before') };
}

/**
 * The address of `basePath` with `query` changed by `change`. Changing the search, a filter or the
 * sort starts again from the first page; `after`/`before` move between pages.
 */
export function listHref<Filter extends string, SortKey extends string>(
  basePath: string,
  query: ListQuery<Filter, SortKey>,
  change: Partial<{ q: string; filters: Partial<Record<Filter, string | null>>; sort: ListSort<SortKey>; after: string | null; before: string | null }>,
  defaultSort?: ListSort<SortKey>,
): string {
  const filters: Partial<Record<Filter, string | null>> = { ...query.filters, ...change.filters };
  const q = change.q ?? query.q;
  const sort = change.sort ?? query.sort;
  const paging = 'after' in change || 'before' in change;
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  for (const [name, value] of Object.entries(filters) as [Filter, string | null | undefined][]) if (value) params.set(name, value);
  if (!defaultSort || sort.key !== defaultSort.key || sort.direction !== defaultSort.direction) params.set('sort', `${sort.key}.${sort.direction}`);
  if (paging && change.after) params.set('after', change.after);
  if (paging && change.before) params.set('before', change.before);
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** A time cursor (a newest-first queue pages by the time of its last row): the ISO time, or null if it is not one. */
export function validTime(cursor: string | null): string | null {
  return cursor && !Number.isNaN(Date.parse(cursor)) ? new Date(cursor).toISOString() : null;
}
