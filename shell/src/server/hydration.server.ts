// What the browser needs to hydrate a server-rendered page: whether the visitor is a crawler (who
// gets the complete document), the router's data and errors in the form the browser router reads,
// and the bootstrap <script> that carries them with the client configuration and the loader.
import { createIsbotFromList, list as botPatterns } from 'isbot';
import type { StaticHandlerContext } from 'shared-router/server';
import { serializeForScript } from 'shared-ui';
import { CLIENT_CONFIG_GLOBAL } from '../app/client-config';
import { scriptLoaderSource } from './script-loader.server';

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

/**
 * The content of the page's bootstrap <script>: the router's hydration data, the client
 * configuration (`clientConfig`) and the loader of the page's scripts (see script-loader.server.ts).
 * The data goes as JSON.parse of a string literal: far quicker for the browser to compile and run
 * than the same data as an object literal (tens of KB on a listing), and the same values.
 */
export function bootstrapScriptContent(
  context: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>,
  clientConfig: unknown,
  scripts: { entries: readonly string[]; preloads: readonly string[] },
): string {
  const hydrationData = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeRouteErrors(context.errors) };
  return (
    `window.__staticRouterHydrationData=JSON.parse(${serializeForScript(JSON.stringify(hydrationData))});` +
    `window.${CLIENT_CONFIG_GLOBAL}=${serializeForScript(clientConfig)};` +
    scriptLoaderSource(scripts.entries, scripts.preloads)
  );
}
