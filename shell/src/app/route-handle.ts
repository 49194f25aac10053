// What every route of the shell carries in its `handle`: its route-table entry. In a file of its own
// so that the error boundary can read it without importing the route builder that renders it.
import type { RouteEntry } from 'shared-data/routes';

export interface RouteHandle {
  entry: RouteEntry;
}
