// What the browser needs to hydrate a server-rendered page: whether the visitor is a crawler (who
// gets the complete document) and the router's errors in the form the browser router reads.
import { createIsbotFromList, list as botPatterns } from 'isbot';
import type { StaticHandlerContext } from 'shared-router/server';

/**
 * Crawlers and link-preview fetchers (isbot's maintained list) get the complete document. Headless
 * browsers run the page's scripts like a person's browser does, so they get the stream too (and
 * the end-to-end journeys exercise what people get).
 */
const isCrawlerAgent = createIsbotFromList(botPatterns.filter((pattern) => pattern !== 'headless'));

export function isCrawler(userAgent: string | undefined): boolean {
  return isCrawlerAgent(userAgent);
}

/**
 * The same serialisation react-router's StaticRouterProvider uses (it does not export it), so the
 * browser router revives the errors; hydration.server.test.tsx fails if react-router changes it.
 */
export function serializeRouteErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const result: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (error && typeof error === 'object' && 'status' in error && 'internal' in error) {
      result[routeId] = { ...error, __type: 'RouteErrorResponse' };
    } else if (error instanceof Error) {
      result[routeId] = { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) };
    } else {
      result[routeId] = error;
    }
  }
  return result;
}

