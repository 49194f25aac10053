// The shell's Node server: static assets, robots.txt, sitemap.xml, the media proxy, health, and
// server rendering of every other path.
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { backendConfigFromEnv, getServerFirestore } from 'shared-auth/server';
import { remoteNames } from 'shared-data/routes';
import { TRUSTED_PROXY_HOPS_ENV, trustedProxyHops } from 'shared-data/server';
import { fetchGlobalSeo } from 'shared-data';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { RemoteRegistry, type RemoteLocation } from './remote-registry.server';
import { serverEntryLoader } from './server-entry-loader.server';
import { renderPage } from './render.server';
import { serveFile } from './static-files.server';
import type { ServerEnvironment, ShellAssets } from './server-environment.server';
import { collectSitemapEntries, renderRobotsTxt, renderSitemapDocument } from './seo-files.server';
import { proxyMedia } from './media-proxy.server';
import { createEventStore } from './event-store.server';
import { createEventsEndpoint } from './events-endpoint.server';
import { setBaselineSecurityHeaders } from './security-headers.server';
import { unsafeBackendMode } from './backend-mode.server';
import { loadedSharedModules } from './federation-summary.server';
import { checkSession, handleSessionRequest, readSession, sessionChecks } from './session.server';
import { sessionOriginPolicyFromEnv } from './session-origin.server';
import { mayReadHealthDetails } from './health-access.server';
import { HTTP_SERVER_LIMITS } from './http-limits.server';
import { createSharedReadsCache } from './shared-reads-cache.server';
import { createPageCache } from './page-cache.server';
import { runPrimary, shellWorkerCount, type WorkerReady } from './cluster.server';
import { requestUrl } from './request-url.server';
import { fetchPublicContentVersion, loadFirestoreSdk } from 'shared-data';

const defaultRemotePorts = { catalog: 3001, account: 3002, content: 3003, admin: 3004 } as const;

function remoteLocations(env: NodeJS.ProcessEnv): RemoteLocation[] {
  if (env.REMOTES_CONFIG) {
    const parsed = JSON.parse(readFileSync(env.REMOTES_CONFIG, 'utf8')) as Record<string, { url: string; publicUrl?: string }>;
    return remoteNames.map((name) => {
      const location = parsed[name];
      if (!location?.url) throw new Error(`${env.REMOTES_CONFIG} has no url for the "${name}" remote`);
      return { name, url: location.url, ...(location.publicUrl ? { publicUrl: location.publicUrl } : {}) };
    });
  }
  const host = env.REMOTES_HOST ?? '127.0.0.1';
  return remoteNames.map((name) => {
    const url = env[`REMOTE_${name.toUpperCase()}_URL`] ?? `http://${host}:${defaultRemotePorts[name]}/`;
    const publicUrl = env[`REMOTE_${name.toUpperCase()}_PUBLIC_URL`];
    return { name, url, ...(publicUrl ? { publicUrl } : {}) };
  });
}

function loadShellAssets(clientDir: string): ShellAssets {
  const file = path.join(clientDir, 'assets.json');
  const assets = JSON.parse(readFileSync(file, 'utf8')) as { entryScripts: Record<string, string[]>; stylesheets: string[] };
  const main = assets.entryScripts.main;
  if (!main?.length) throw new Error(`${file} lists no "main" entry: rebuild the shell`);
  return {
    entryScripts: main.map((file) => `/static/${file}`),
    stylesheets: assets.stylesheets.map((file) => `/static/${file}`),
  };
}

/**
 * The proxies in front of this server that append to X-Forwarded-For (TRUSTED_PROXY_HOPS): 0 by
 * default on the local backend, where browsers connect directly. In production the deployment says
 * (shell/service.yaml: 2, Firebase Hosting's edge and Cloud Run's front end); unset, it is 1.
 */
function proxyHops(env: NodeJS.ProcessEnv, backendConfig: ReturnType<typeof backendConfigFromEnv>): number {
  const local = backendConfig.emulators !== null;
  if (!local && env[TRUSTED_PROXY_HOPS_ENV] === undefined) {
    console.warn(`${TRUSTED_PROXY_HOPS_ENV} is not set: taking the last X-Forwarded-For entry as the visitor's address (one proxy in front).`);
  }
  return trustedProxyHops(env[TRUSTED_PROXY_HOPS_ENV], local ? 0 : 1);
}

/** IMAGE_ORIGINS: comma-separated https origins (a CDN the products' pictures are on). */
export function imageOriginsFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'https:' || url.origin !== entry.replace(/\/$/, ''))
        throw new Error(`IMAGE_ORIGINS lists "${entry}": give https origins only, such as https://cdn.yourshop.in.`);
      return url.origin;
    });
}

export async function startShellServer(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const origin = env.PUBLIC_ORIGIN ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  const clientDir = path.resolve(__dirname, '../client');
  const backendConfig = backendConfigFromEnv(env);
  const unsafe = unsafeBackendMode(backendConfig, env, host);
  if (unsafe) throw new Error(unsafe);
  const sessionOrigins = sessionOriginPolicyFromEnv(env, origin);
  const healthAccess = { token: env.HEALTH_TOKEN || null, dev: env.SHELL_DEV === '1' };
  // Remotes' server entries load through our loader: two builds of one remote (a canary) stay apart.
  registerPlugins([serverEntryLoader()]);
  // The Firestore SDK, once, before any client is made (shared-data hands it to every module).
  await loadFirestoreSdk();
  const registry = new RemoteRegistry(remoteLocations(env), {
    revalidateMs: Number(env.REMOTE_REVALIDATE_MS ?? 1000),
  });
  const pageCacheTtlMs = Number(env.PAGE_CACHE_TTL_MS ?? 1000);
  const checks = sessionChecks(backendConfig);
  const environment: ServerEnvironment = {
    origin,
    registry,
    backendConfig,
    db: () => getServerFirestore(backendConfig),
    async requestContext(req) {
      // Every request with a session asks Auth (turned off, revoked, admin role removed) and the
      // remembered sign-outs before anything renders as that person; what cannot be confirmed
      // renders as signed out, and a guarded page as "try again" (render.server.tsx).
      const anonymous = getServerFirestore(backendConfig);
      const checked = await checkSession(await readSession(req, backendConfig), checks);
      if (checked.state === 'active') return { user: checked.user, db: checked.db };
      return { user: null, db: anonymous, ...(checked.state === 'unavailable' ? { sessionUnverified: true } : {}) };
    },
    shellAssets: loadShellAssets(clientDir),
    imageOrigins: imageOriginsFromEnv(env.IMAGE_ORIGINS),
    dev: env.SHELL_DEV === '1',
    shared: createSharedReadsCache(Number(env.SHARED_READS_TTL_MS ?? 30_000), {
      // An admin's change to public content is live within about a second (meta/publicContent).
      version: { read: () => fetchPublicContentVersion(getServerFirestore(backendConfig)), everyMs: Number(env.SHARED_READS_VERSION_CHECK_MS ?? 1000) },
    }),
    // PAGE_CACHE_TTL_MS=0 renders every page (the bench measures both).
    pageCache: pageCacheTtlMs > 0 ? createPageCache({ ttlMs: pageCacheTtlMs }) : null,
  };

  const https = origin.startsWith('https:');
  // The build's contract, read once (a new shell build is a new process).
  let contractJson: Promise<string | null> | undefined;
  const receiveEvents = createEventsEndpoint(environment, createEventStore(backendConfig), { trustedHops: proxyHops(env, backendConfig) });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    setBaselineSecurityHeaders(res, { https });
    const url = requestUrl(req, origin);
    const { pathname } = url;
    if (pathname === '/__session') return handleSessionRequest(req, res, sessionOrigins, backendConfig, checks);
    if (pathname === '/__events') return receiveEvents(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    if (pathname.startsWith('/static/')) {
      if (await serveFile(req, res, clientDir, pathname.slice('/static/'.length))) return;
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    if (pathname.startsWith('/media/')) {
      // The media library's pictures are public: e-mails and link previews elsewhere show them.
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
      return proxyMedia(req, res, backendConfig, pathname);
    }
    if (pathname === '/robots.txt') {
      // SEO Management's rules, through the same shared read as the pages' heads (dropped within a
      // second of a change); crawlers may keep the file for five minutes.
      const seo = await environment.shared('seo-global', () => fetchGlobalSeo(environment.db()));
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' });
      res.end(renderRobotsTxt(origin, seo.robots));
      return;
    }
    const sitemapPage = /^\/sitemap(?:-(\d+))?\.xml$/.exec(pathname);
    if (sitemapPage) {
      const { entries, complete } = await collectSitemapEntries(registry, environment.db(), origin);
      const xml = renderSitemapDocument(entries, origin, Number(sitemapPage[1] ?? 0));
      if (xml === null) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('No such sitemap page');
        return;
      }
      // A sitemap missing a remote's part is not cached.
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': complete ? 'public, max-age=600' : 'no-store' });
      res.end(xml);
      return;
    }
    if (pathname === '/__contract') {
      // What a remote's deploy is checked against (scripts/lib/deploy-contract.ts): the route
      // modules this shell routes to and the shared modules it provides — both public in its bundles.
      contractJson ??= readFile(path.resolve(__dirname, '../contract.json'), 'utf8').catch(() => null);
      const contract = await contractJson;
      res.writeHead(contract ? 200 : 404, { 'content-type': contract ? 'application/json' : 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(contract ?? 'This shell build has no contract.json.');
      return;
    }
    if (pathname === '/__health') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      // Liveness for everyone; the process and deployment details only for the operators.
      if (!mayReadHealthDetails(req, healthAccess)) return void res.end(JSON.stringify({ ok: true }));
      // Report the remotes' current deployments, not the last ones a page happened to use.
      await Promise.all(remoteNames.map((name) => registry.ensureFresh(name).catch(() => undefined)));
      // With SHELL_WORKERS, pid is the server's (the primary's) and worker this process's.
      const processes = cluster.isWorker ? { pid: process.ppid, worker: process.pid } : { pid: process.pid };
      res.end(
        JSON.stringify({ ok: true, ...processes, remotes: registry.status(), shared: loadedSharedModules(), pageCache: environment.pageCache?.size() ?? null }),
      );
      return;
    }
    await renderPage(req, res, environment);
  };

  const server = createServer(HTTP_SERVER_LIMITS, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('Request failed:', req.url, error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>Server error</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>');
      } else {
        res.destroy();
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} is already in use. Stop the program using it or start with PORT=<another port>.`));
      } else reject(error);
    });
    server.listen(port, host, resolve);
  });
  return { server, origin, registry };
}

/** Entry point of `node shell/dist/server/server.js`: one server, or SHELL_WORKERS of them. */
export function runFromCommandLine(): void {
  let workers: number;
  try {
    workers = shellWorkerCount(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (workers > 1 && cluster.isPrimary) return runPrimary(workers);
  startShellServer().then(
    ({ origin, server }) => {
      if (cluster.isWorker) process.send?.({ type: 'shell-worker-ready', origin } satisfies WorkerReady);
      else console.log(`Shell server ready at ${origin}`);
      // A graceful stop: new connections are refused, requests in flight finish, and each keep-alive
      // connection closes as soon as it is idle (not after Node's 5 s keep-alive timeout), so the
      // process exits when the last response is sent. Cloud Run kills 10 s after SIGTERM: whatever
      // is still running after 8 s is cut. A repeated signal (Ctrl-C reaches both `npm run
      // start:prod` and this process) changes nothing.
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        server.close(() => process.exit(0));
        server.closeIdleConnections();
        setInterval(() => server.closeIdleConnections(), 100).unref();
        setTimeout(() => {
          console.error('Stopped with requests still in flight after 8 s.');
          process.exit(0);
        }, 8000).unref();
      };
      process.on('SIGTERM', stop);
      process.on('SIGINT', stop);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
