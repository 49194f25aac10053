// What an empty list says: that nothing matches the search and filters, with the way back to the
// whole list, or that there is nothing yet (and, where it helps, where things will come from).
import { Link } from 'shared-router';

export interface ListEmptyProps {
  /** A search or filter narrowed the list (useListPage's `filtered`). */
  filtered: boolean;
  /** "No products match these filters." */
  noMatch: string;
  /** "There are no products yet." */
  none: string;
  /** The unfiltered list, and its link's words ("Clear the filters" unless said). */
  clearHref: string;
  clearLabel?: string;
}

export function ListEmpty({ filtered, noMatch, none, clearHref, clearLabel = 'Clear the filters' }: ListEmptyProps) {
  return filtered ? (
    <p>
      {noMatch} <Link to={clearHref}>{clearLabel}</Link>
    </p>
  ) : (
    <p>{none}</p>
  );
}
