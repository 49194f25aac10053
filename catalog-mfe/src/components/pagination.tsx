// Previous / next page links of a cursor-paginated list, and where the reader is.
import { Link } from 'shared-router';

export function Pagination({
  page,
  pageCount,
  previousHref,
  nextHref,
}: {
  page: number;
  pageCount: number;
  previousHref: string | null;
  nextHref: string | null;
}) {
  if (!previousHref && !nextHref) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      {previousHref ? (
        <Link className="button" to={previousHref} rel="prev">
          ← Previous page
        </Link>
      ) : (
        <span className="button pagination__placeholder" aria-hidden="true">
          ← Previous page
        </span>
      )}
      <p className="pagination__status">
        Page {page} of {Math.max(pageCount, page)}
      </p>
      {nextHref ? (
        <Link className="button" to={nextHref} rel="next">
          Next page →
        </Link>
      ) : (
        <span className="button pagination__placeholder" aria-hidden="true">
          Next page →
        </span>
      )}
    </nav>
  );
}
