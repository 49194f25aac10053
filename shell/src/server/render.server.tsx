// Server rendering of one page: run the route loaders (guards, remotes' data) with react-router's
// static handler, then stream the document with React's streaming renderer. Crawlers get the
// complete document in one piece; people get the shell as soon as it is ready.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'shared-router/server';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { consentFromCookies, type RemoteLoaderContext, type RootLoaderData } from 'shared-data';
import { authUserFromSession, hydrateAuthState } from 'shared-auth';
import { createAppRoutes, type RequestScope } from '../app/app-routes';
import { createRouteModuleSource } from '../app/remote-modules';
import { RouteModulesProvider } from '../app/route-modules-context';
import { Document } from '../app/document';
import type { ClientConfig, HeadAssets } from '../app/client-config';
import type { RouteHandle } from '../app/route-handle';
import { isGuardedPath, remoteNames, type RemoteName } from 'shared-data/routes';
import { requestStartTimes } from '../pages/ssr-test-page';
import type { BuildVariant, RemoteRegistry } from './remote-registry.server';
import { buildBucketCookie, readBuildBucket } from './build-bucket.server';
import { buildContentSecurityPolicy } from './content-security-policy.server';
import { acceptedEncodings } from './static-files.server';
import { bootstrapScriptContent, isCrawler } from './hydration.server';
import type { ServerEnvironment } from './server-environment.server';
import type { CachedPage } from './page-cache.server';
import { BurstJoiner } from './burst-joiner.server';
import { requestUrl } from './request-url.server';

function toFetchRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Request {
  const url = requestUrl(req, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(key, item);
  }
  return new Request(url, { method: req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET'), headers, signal });
}

/** Stylesheets of the shell and of the remotes this page renders, and the remotes' modules its first render needs. */
function collectHead(
  context: StaticHandlerContext,
  registry: RemoteRegistry,
  shellAssets: HeadAssets,
  variantOf: (remote: RemoteName) => BuildVariant,
): { head: HeadAssets; preloadScripts: string[] } {
  const stylesheets = [...shellAssets.stylesheets];
  const preloadScripts: string[] = [];
  for (const match of context.matches) {
    const entry = (match.route.handle as RouteHandle | undefined)?.entry;
    if (!entry || entry.owner === 'shell') continue;
    if (context.errors?.[match.route.id]) continue;
    const info = registry.clientInfo(entry.owner, variantOf(entry.owner));
    if (!info.entry) continue;
    const assets = registry.exposeAssets(entry.owner, entry.module, variantOf(entry.owner));
    preloadScripts.push(info.entry, ...assets.js);
    stylesheets.push(...assets.css);
  }
  return { head: { stylesheets: [...new Set(stylesheets)] }, preloadScripts: [...new Set(preloadScripts)] };
}

/**
 * A streaming compressor for pages: brotli at quality 5 (most of quality 11's gain on HTML for a
 * fraction of its time on every request) or gzip 6, flushing after each write.
 */
function htmlCompressor(encoding: 'br' | 'gzip'): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: zlibConstants.BROTLI_OPERATION_FLUSH,
        params: brotliParams,
      })
    : createGzip({ level: gzipLevel, flush: zlibConstants.Z_SYNC_FLUSH });
}

// Brotli 5: most of quality 11's gain on HTML for a fraction of its time on every response.
const brotliParams = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT };
const gzipLevel = 6;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A whole document (a cached page), compressed on libuv's threads rather than this one. */
function compressPage(encoding: 'br' | 'gzip', html: Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(html, { params: { ...brotliParams, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length } })
    : gzipAsync(html, { level: gzipLevel });
}

/**
 * A fresh CSP nonce (16 random bytes, base64) per response, cut from a pool of random bytes
 * refilled 256 nonces at a time: one randomBytes call per response was about 5 % of the server's
 * busy time when serving cached pages. Each nonce is its own bytes, unrelated to the others.
 */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let noncePoolAt = 0;
function newNonce(): string {
  if (noncePoolAt + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePoolAt = 0;
  }
  noncePoolAt += NONCE_BYTES;
  return noncePool.toString('base64', noncePoolAt - NONCE_BYTES, noncePoolAt);
}

/** The headers of a rendered page, fresh or from the cache. */
function setPageHeaders(
  res: ServerResponse,
  env: ServerEnvironment,
  { status, nonce, ga4, signedIn }: { status: number; nonce: string; ga4: boolean; signedIn: boolean },
): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader(
    'content-security-policy',
    buildContentSecurityPolicy({ nonce, remoteOrigins: env.registry.origins(), backend: env.backendConfig, ga4, imageOrigins: env.imageOrigins }),
  );
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('cache-control', signedIn ? 'private, no-store' : 'no-cache');
  res.setHeader('vary', 'Accept-Encoding');
}

/**
 * Which anonymous rendering a request may share: its path and query, whether it is a crawler's
 * (which gets the complete document, not the streamed one) and its analytics choice (the consent
 * banner). Null when the page must be rendered for this request alone: signed in, or a canary live
 * (the visitor's bucket picks builds and may set a cookie).
 */
function pageCacheKey(req: IncomingMessage, env: ServerEnvironment, signedIn: boolean, crawler: boolean): string | null {
  if (!env.pageCache || signedIn || env.registry.hasCanary()) return null;
  const url = requestUrl(req, env.origin);
  return `${crawler ? 'crawler' : 'person'} ${consentFromCookies(req.headers.cookie) ?? 'unasked'} ${url.pathname}${url.search}`;
}

/** What a cached page was built from: the shared reads' generation and each remote's build. */
async function pageGeneration(env: ServerEnvironment): Promise<string> {
  const shared = await env.shared.generation();
  return [shared, ...remoteNames.map((name) => env.registry.clientInfo(name).version ?? 'down')].join(' ');
}

/** The document cut where the nonce is (a base64 nonce of 16 random bytes is nowhere else). */
function cutAt(html: Buffer, nonce: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(nonce); at !== -1; at = html.indexOf(nonce, from)) {
    pieces.push(html.subarray(from, at));
    from = at + nonce.length;
  }
  pieces.push(html.subarray(from));
  return pieces;
}

async function sendCachedPage(req: IncomingMessage, res: ServerResponse, env: ServerEnvironment, page: CachedPage, stale: boolean): Promise<void> {
  // The deployments are checked as a render would, without waiting: a new build is seen by the
  // generation of a later request.
  for (const name of remoteNames) env.registry.ensureUsable(name).catch(() => undefined);
  const nonce = newNonce();
  setPageHeaders(res, env, { status: 200, nonce, ga4: page.ga4, signedIn: false });
  res.setHeader('x-page-cache', stale ? 'stale' : 'hit');
  const nonceBytes = Buffer.from(nonce);
  let body: Buffer = Buffer.concat(page.pieces.flatMap((piece, index) => (index === 0 ? [piece] : [nonceBytes, piece])));
  const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
  if (encoding) {
    body = await compressPage(encoding, body);
    res.setHeader('content-encoding', encoding);
  }
  res.setHeader('content-length', body.length);
  res.end(body);
}

/** Pages of a guarded route or of one that shows the request itself are never shared. */
function shareable(context: StaticHandlerContext): boolean {
  return (
    context.statusCode === 200 &&
    context.matches.every((match) => {
      const entry = (match.route.handle as RouteHandle | undefined)?.entry;
      return !entry?.guard && !entry?.perRequest;
    })
  );
}

/**
 * The route objects and the static handler hold nothing of one request (each query gets its
 * scope as requestContext), so they are built once per server environment rather than on every
 * request: about 40 routes' objects, their elements and the handler's route branches.
 */
type StaticHandler = ReturnType<typeof createStaticHandler>;
const staticHandlers = new WeakMap<ServerEnvironment, StaticHandler>();

function staticHandlerOf(env: ServerEnvironment): StaticHandler {
  let handler = staticHandlers.get(env);
  if (!handler) {
    handler = createStaticHandler(createAppRoutes({ scope: ({ context }) => context as RequestScope, shared: env.shared }));
    staticHandlers.set(env, handler);
  }
  return handler;
}

/**
 * A guarded page asked for with a session the server could not check (Auth did not answer in time):
 * it is neither rendered as the person nor sent to sign in, but says to try again.
 */
function sendSessionUnverified(res: ServerResponse): void {
  res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' });
  res.end(
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Please try again</title><main><h1>We could not confirm your sign-in</h1>' +
      '<p>The shop could not reach its sign-in service just now, so this page is not shown. Please reload the page in a moment.</p>' +
      '<p><a href="/">Go to the home page</a></p></main></html>',
  );
}

export async function renderPage(req: IncomingMessage, res: ServerResponse, env: ServerEnvironment): Promise<void> {
  const startedAt = performance.now();
  const { user, db, sessionUnverified } = await env.requestContext(req);
  if (sessionUnverified && isGuardedPath(requestUrl(req, env.origin).pathname)) return sendSessionUnverified(res);
  const crawler = isCrawler(req.headers['user-agent']);
  const cacheKey = pageCacheKey(req, env, Boolean(user), crawler);
  if (!env.pageCache || cacheKey === null) {
    await renderFresh(req, res, env, { user, db, crawler, startedAt }, null);
    return;
  }
  const generation = await pageGeneration(env);
  const lookup = await env.pageCache.lookup(cacheKey, generation);
  if (lookup.kind === 'hit') return sendCachedPage(req, res, env, lookup.page, lookup.stale);
  res.setHeader('x-page-cache', 'miss');
  let stored: CachedPage | null = null;
  try {
    stored = await renderFresh(req, res, env, { user, db, crawler, startedAt }, generation);
  } finally {
    lookup.done(stored);
  }
}

interface RenderInput extends Pick<RemoteLoaderContext, 'user' | 'db'> {
  crawler: boolean;
  startedAt: number;
}

/**
 * Renders the page for this request. With a generation (an anonymous page the cache may keep),
 * it also returns the complete document when it can be shared: a 200, nothing failed while
 * rendering, the whole body sent.
 */
async function renderFresh(
  req: IncomingMessage,
  res: ServerResponse,
  env: ServerEnvironment,
  { user, db, crawler, startedAt }: RenderInput,
  generation: string | null,
): Promise<CachedPage | null> {
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  const request = toFetchRequest(req, env.origin, abort.signal);
  requestStartTimes.set(request, startedAt);
  // Shared reads are public: only anonymous renders may serve them to others.
  const loaderContext: RemoteLoaderContext = { db, user, server: true, origin: env.origin, ...(user ? {} : { shared: env.shared }) };
  // Which build of each remote this visitor gets while a canary is live: their bucket (their uid's,
  // or one kept in __session from their first page) against the canary's share, decided once per
  // remote and request so the server's modules, the preloads and the browser's entries are the same build.
  const bucket = readBuildBucket(req.headers.cookie, user?.uid ?? null);
  const variants = new Map<RemoteName, BuildVariant>();
  const variantOf = (remote: RemoteName): BuildVariant => {
    let variant = variants.get(remote);
    if (!variant) variants.set(remote, (variant = env.registry.variant(remote, bucket.value)));
    return variant;
  };
  const modules = createRouteModuleSource({
    beforeLoad: (remote) => env.registry.ensureUsable(remote),
    // Why a remote's page could not be rendered goes to the server's log (the page says only that it is unavailable).
    onUnavailable: (remote, error) => console.error(`${req.url}: the ${remote} remote is unavailable: ${error.message}`),
    federationName: (remote) => env.registry.federationName(remote, variantOf(remote)),
  });
  const scope: RequestScope = { modules, loaderContext: () => loaderContext };
  const handler = staticHandlerOf(env);
  const context = await handler.query(request, { requestContext: scope });

  if (context instanceof Response) {
    // A loader redirected (a guard) or answered with a raw response.
    res.statusCode = context.status;
    context.headers.forEach((value, key) => res.setHeader(key, value));
    res.setHeader('cache-control', 'no-store');
    res.end();
    return null;
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const { head, preloadScripts } = collectHead(context, env.registry, env.shellAssets, variantOf);
  const remotes = Object.fromEntries(remoteNames.map((name) => [name, env.registry.clientInfo(name, variantOf(name))])) as ClientConfig['remotes'];
  const clientConfig: ClientConfig = { remotes, backend: env.backendConfig, head, dev: env.dev };
  const nonce = newNonce();
  const rootSettings = (context.loaderData as Record<string, RootLoaderData | undefined>)['root']?.settings;
  const ga4 = Boolean(rootSettings?.analytics.ga4MeasurementId);
  // The document as sent, kept when this rendering may be shared (see pageCacheKey).
  const keep = generation !== null && shareable(context) ? ([] as Buffer[]) : null;
  let failed = false;
  let cutShort = false;
  // One store per request: no state leaks between requests.
  const store = createStore();
  hydrateAuthState(store, user ? authUserFromSession(user) : null);

  const sent = await new Promise<boolean>((resolve) => {
    const send = () => {
      setPageHeaders(res, env, { status: context.statusCode, nonce, ga4, signedIn: Boolean(user) });
      const bucketCookie = env.registry.hasCanary() ? buildBucketCookie(req.headers.cookie, bucket, env.origin) : null;
      if (bucketCookie) res.appendHeader('set-cookie', bucketCookie);
      const body = new BurstJoiner();
      const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
      if (encoding) {
        // Compressed as it streams: every burst React writes is flushed through at once, so people
        // still get the shell before the data (crawlers get the whole document, compressed too).
        res.setHeader('content-encoding', encoding);
        const compressor = htmlCompressor(encoding);
        compressor.on('error', () => res.destroy());
        body.pipe(compressor).pipe(res);
      } else {
        body.pipe(res);
      }
      if (keep) body.on('data', (chunk: Buffer) => keep.push(chunk));
      stream.pipe(body);
      body.on('end', () => resolve(true));
    };
    const stream = renderToPipeableStream(
      <Document head={head}>
        <JotaiProvider store={store}>
          <RouteModulesProvider value={modules}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
          </RouteModulesProvider>
        </JotaiProvider>
      </Document>,
      {
        nonce,
        // A Suspense boundary already rendered is written in place, whatever the page's size: by
        // default React moves one of over 500 bytes that comes after the page's first 12,800 bytes
        // to a hidden segment at the end, which only a script reveals (the product's options picker:
        // gone without JavaScript, and shown a moment later with it).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        bootstrapScriptContent: bootstrapScriptContent(context, clientConfig, { entries: env.shellAssets.entryScripts, preloads: preloadScripts }),
        onShellReady() {
          if (!crawler) send();
        },
        onAllReady() {
          if (crawler) send();
        },
        onShellError(error) {
          console.error('Server render failed:', error);
          res.statusCode = 500;
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end('<!doctype html><title>Server error</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>');
          resolve(false);
        },
        onError(error) {
          // Errors inside Suspense boundaries are retried in the browser; they are logged here.
          failed = true;
          console.error('Error while rendering', req.url, error);
        },
      },
    );
    abort.signal.addEventListener('abort', () => {
      // 'close' also follows a response that was sent in full.
      if (!res.writableFinished) cutShort = true;
      stream.abort();
      resolve(false);
    });
  });
  if (!keep || !sent || failed || cutShort) return null;
  return { pieces: cutAt(Buffer.concat(keep), Buffer.from(nonce)), ga4, generation: generation!, storedAt: Date.now() };
}
