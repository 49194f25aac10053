// The yardstick of `npm run bench` (issue 11, goal 4): the product page rendered by a plain React
// Router server with no federation. Same React, same react-router, same data reads through the same
// shared-reads cache, the same root loader, layouts and product route module (imported, not
// loaded from a remote), the same document, hydration data and streaming. What it leaves out is
// what federation and the platform add: the remotes' registry and current.json checks, loading
// route modules through the federation runtime, canary buckets, the remote's boundary and head
// assets, sessions, compression and the other routes of the table.
//
// Bundled by esbuild when the bench starts (scripts/bench.ts) and run as its own process:
// PORT, and the backend's variables as the shell gets them.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useLoaderData, type RouteObject } from 'shared-router';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'shared-router/server';
import { backendConfigFromEnv, getServerFirestore } from 'shared-auth/server';
import { hydrateAuthState } from 'shared-auth';
import { fetchPublicContentVersion, loadFirestoreSdk, ROOT_ROUTE_ID, type RemoteLoaderContext, type RouteModule } from 'shared-data';
import productDetail from '../../catalog-mfe/src/routes/product-detail';
import { loadRootData } from '../../shell/src/app/app-routes';
import { Document } from '../../shell/src/app/document';
import { PageHead } from '../../shell/src/app/page-head';
import { PublicLayout } from '../../shell/src/app/public-layout';
import { RootLayout } from '../../shell/src/app/root-layout';
import { RouteErrorBoundary } from '../../shell/src/app/route-error-boundary';
import type { RouteModuleSource } from '../../shell/src/app/remote-modules';
import { RouteModulesProvider } from '../../shell/src/app/route-modules-context';
import { bootstrapScriptContent } from '../../shell/src/server/hydration.server';
import { createSharedReadsCache } from '../../shell/src/server/shared-reads-cache.server';

const port = Number(process.env.PORT ?? 3020);
// Canonical and Open Graph URLs: the bench gives it the shop's origin, so the markup compares.
const origin = process.env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${port}`;
const shellDist = process.env.SHELL_DIST ?? path.resolve(__dirname, '..');
const backendConfig = backendConfigFromEnv(process.env);
// The shell server's settings (SHARED_READS_TTL_MS and the version check default to the same).
const shared = createSharedReadsCache(Number(process.env.SHARED_READS_TTL_MS ?? 30_000), {
  version: { read: () => fetchPublicContentVersion(loaderContext.db), everyMs: Number(process.env.SHARED_READS_VERSION_CHECK_MS ?? 1000) },
});
// The database client is made once the Firestore SDK is loaded, as the shop's server does, before listening.
const loaderContext: RemoteLoaderContext = { db: null, user: null, server: true, origin, shared };

const assets = JSON.parse(readFileSync(path.join(shellDist, 'client', 'assets.json'), 'utf8')) as {
  entryScripts: Record<string, string[]>;
  stylesheets: string[];
};
const head = { stylesheets: assets.stylesheets.map((file) => `/static/${file}`) };
const entryScripts = (assets.entryScripts['main'] ?? []).map((file) => `/static/${file}`);

// The chrome's remote slot (the catalogue's search box) renders its fallback on the server; there is
// nothing to load in a monolith.
const noRemotes: RouteModuleSource = {
  load: () => Promise.reject(new Error('a monolith has no remotes')),
  peek: () => undefined,
  loadComponent: () => Promise.reject(new Error('a monolith has no remotes')),
};

const product = productDetail as RouteModule;
function ProductRoute() {
  const data = useLoaderData();
  const Page = product.Component;
  return (
    <>
      <PageHead title={product.title?.(data) ?? 'Product Details'} meta={product.meta?.(data)} routeId="product" />
      <Page />
    </>
  );
}

const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    loader: ({ request }) => loadRootData(request, loaderContext, shared),
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary root />,
    children: [
      {
        id: 'public',
        element: <PublicLayout />,
        children: [
          {
            id: 'product',
            path: '/product/:sku/:slug?',
            loader: (args) => product.loader?.({ ...args, context: loaderContext }) ?? null,
            element: <ProductRoute />,
            errorElement: <RouteErrorBoundary />,
          },
        ],
      },
    ],
  },
];
const handler = createStaticHandler(routes);

async function render(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  const request = new Request(new URL(req.url ?? '/', origin), { headers: req.headers as Record<string, string>, signal: abort.signal });
  const context = await handler.query(request);
  if (context instanceof Response) {
    res.writeHead(context.status, Object.fromEntries(context.headers));
    res.end();
    return;
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const nonce = randomBytes(16).toString('base64');
  const store = createStore();
  hydrateAuthState(store, null);
  await new Promise<void>((resolve) => {
    const stream = renderToPipeableStream(
      <Document head={head}>
        <JotaiProvider store={store}>
          <RouteModulesProvider value={noRemotes}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
          </RouteModulesProvider>
        </JotaiProvider>
      </Document>,
      {
        nonce,
        bootstrapScriptContent: bootstrapScriptContent(context, { backend: backendConfig, head }, { entries: entryScripts, preloads: [] }),
        onShellReady() {
          res.statusCode = context.statusCode;
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.setHeader('content-security-policy', `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'`);
          res.setHeader('cache-control', 'no-cache');
          stream.pipe(res);
          res.on('finish', resolve);
        },
        onShellError(error) {
          console.error('Server render failed:', error);
          res.statusCode = 500;
          res.end('Server error');
          resolve();
        },
        onError(error) {
          console.error('Error while rendering', req.url, error);
        },
      },
    );
    abort.signal.addEventListener('abort', () => {
      stream.abort();
      resolve();
    });
  });
}

void loadFirestoreSdk().then(() => {
  loaderContext.db = getServerFirestore(backendConfig);
  http
    .createServer((req, res) => {
      render(req, res).catch((error: unknown) => {
        console.error('Request failed:', req.url, error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    })
    .listen(port, '127.0.0.1', () => console.log(`Monolith peer ready at ${origin}`));
});
