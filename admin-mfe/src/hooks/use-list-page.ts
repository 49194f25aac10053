// Everything a list route derives from its query and the page its loader read: whether the next page
// is loading, the addresses of other pages, sorts and filters, the summary line ("25 shown of 128",
// "No orders") and the pager. With `loadList` (lib/page-loader) and DataTable or CardList, a list
// route is its columns (or card), its filters and its words.
import { useNavigation } from 'shared-router';
import { formatNumber } from 'shared-ui';
import type { ListPagination } from '../components/list-page/list-pager';
import { listHref, type ListQuery, type ListSort } from '../lib/list-query';

/** A page read by cursor (lib/cursor-page), in either direction. */
interface CursorPageRead {
  rows: readonly unknown[];
  total?: number | null;
  firstId: string | null;
  lastId: string | null;
  hasNext: boolean;
  hasPrevious: boolean;
  cursorLost?: boolean;
}

/** A newest-first queue read by time (the inbox, the reviews): only older pages, and back to the newest. */
interface QueuePageRead {
  rows: readonly unknown[];
  total?: number | null;
  /** The cursor of the next, older page; null on the last page. */
  nextAfter: string | null;
}

/** A short list read whole and filtered on the page (the blog's posts): one page, no links. */
interface WholeListRead {
  rows: readonly unknown[];
  total: number;
}

export type ListPageRead = CursorPageRead | QueuePageRead | WholeListRead;

type ListChange<Filter extends string, SortKey extends string> = Parameters<typeof listHref<Filter, SortKey>>[2];

export interface ListPageOptions<Filter extends string, SortKey extends string> {
  /** The list's own address (the route table's path). */
  path: string;
  query: ListQuery<Filter, SortKey>;
  /** The sort the address leaves out. */
  defaultSort?: ListSort<SortKey>;
  /** What the loader read; null when nothing could be read (the error says why). */
  page: ListPageRead | null;
  /** The rows' name in the plural, for "No orders". */
  noun: string;
}

export interface ListPage<Filter extends string, SortKey extends string> {
  /** A navigation to another page, sort or filter of this list is under way. */
  loading: boolean;
  /** The address of this list changed by `change` (a new search, filter or sort starts on page one). */
  href: (change: ListChange<Filter, SortKey>) => string;
  /** The address sorted by a column (DataTable's `sortHref`). */
  sortHref: (key: string, direction: 'asc' | 'desc') => string;
  /** A search or a filter narrows the list (offer to clear it; say "no match" rather than "none yet"). */
  filtered: boolean;
  /** The sort, as a hidden input of the filter bar, so a new search keeps it. */
  keep: Record<string, string>;
  summary: string;
  pagination: ListPagination | undefined;
}

export function listSummary(page: ListPageRead | null, noun: string): string {
  if (!page) return '';
  if (page.rows.length === 0) return `No ${noun}`;
  const total = page.total ?? null;
  return `${formatNumber(page.rows.length)} shown${total !== null ? ` of ${formatNumber(total)}` : ''}`;
}

export function useListPage<Filter extends string, SortKey extends string>(options: ListPageOptions<Filter, SortKey>): ListPage<Filter, SortKey> {
  const { path, query, defaultSort, page, noun } = options;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === path;
  const href = (change: ListChange<Filter, SortKey>) => listHref(path, query, change, defaultSort);
  const sorted = !defaultSort || query.sort.key !== defaultSort.key || query.sort.direction !== defaultSort.direction;
  const summary = listSummary(page, noun);
  let pagination: ListPagination | undefined;
  if (page && 'nextAfter' in page) {
    pagination = {
      summary,
      previousHref: query.after ? href({ after: null }) : null,
      nextHref: page.nextAfter ? href({ after: page.nextAfter }) : null,
      previousLabel: 'Newest',
      nextLabel: 'Older',
    };
  } else if (page && !('hasNext' in page)) {
    pagination = { summary, previousHref: null, nextHref: null };
  } else if (page) {
    pagination = {
      summary,
      previousHref: page.hasPrevious && page.firstId ? href({ before: page.firstId, after: null }) : null,
      nextHref: page.hasNext && page.lastId ? href({ after: page.lastId, before: null }) : null,
      notice: page.cursorLost ? 'The page you asked for no longer exists; here is the first page.' : null,
    };
  }
  return {
    loading,
    href,
    sortHref: (key, direction) => href({ sort: { key: key as SortKey, direction } }),
    filtered: Boolean(query.q) || Object.keys(query.filters).length > 0,
    keep: sorted ? { sort: `${query.sort.key}.${query.sort.direction}` } : {},
    summary,
    pagination,
  };
}
