// Shown when a page's content could not be read (no backend configured, or the database did not
// answer): what happened and what to do, with a retry that reloads the page's data.
import { Link, useLocation } from 'shared-router';
import './load-problem.css';

export function LoadProblem({ what }: { what: string }) {
  const location = useLocation();
  return (
    <div className="load-problem" role="alert">
      <p>{what} could not be loaded just now. Please try again in a moment; if it keeps happening, contact us on WhatsApp or by phone.</p>
      <Link className="button" to={`${location.pathname}${location.search}`} replace>
        Try again
      </Link>
    </div>
  );
}
