// A remote's local deployment: serves `<app>/dist` like a CDN would — `current.json` (never
// cached), immutable `builds/<id>/…` files with CORS for the shell's pages, and at `/` the remote's
// standalone page for its own team.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serveFile } from '../../shell/src/server/static-files.server';
import { HTTP_SERVER_LIMITS } from '../../shell/src/server/http-limits.server';
import { requestUrl } from '../../shell/src/server/request-url.server';
import { setBaselineSecurityHeaders } from '../../shell/src/server/security-headers.server';
import { backendConfigFromEnv } from '../../shared-auth/src/config/firebase-config';
import { distDir, federationNames, type RemoteApp } from './apps';

/** What a remote's standalone page is pointed at: the site's backend and its shell (for /media). */
export interface StandaloneOptions {
  /** The environment of the backend the site runs on (FIRESTORE_PORT and friends); default this process's. */
  backendEnv?: Record<string, string | undefined>;
  /** The shell's origin, which serves /media: the page's pictures are fetched from it. */
  shellUrl?: string;
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'cross-origin-resource-policy': 'cross-origin',
};

async function standalonePage(app: RemoteApp, options: StandaloneOptions): Promise<string> {
  const root = distDir(app);
  const { buildId } = JSON.parse(await readFile(path.join(root, 'current.json'), 'utf8')) as { buildId: string };
  const assets = JSON.parse(await readFile(path.join(root, 'builds', buildId, 'client', 'assets.json'), 'utf8')) as {
    entryScripts: Record<string, string[]>;
    stylesheets: string[];
  };
  const base = `/builds/${buildId}/client/`;
  const scripts = (assets.entryScripts.standalone ?? []).map((file) => `<script defer src="${base}${file}"></script>`);
  const styles = assets.stylesheets.map((file) => `<link rel="stylesheet" href="${base}${file}">`);
  // The backend the page talks to is the site's (not always the default ports: npm start may run
  // beside the test site), read by mountStandalonePage from this data block (not executed, so the
  // page's policy needs no inline script).
  const config = JSON.stringify(backendConfigFromEnv(options.backendEnv ?? process.env)).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${federationNames[app]} remote — standalone</title>${styles.join('')}<script type="application/json" id="backend-config">${config}</script>${scripts.join('')}</head>
<body><main><p>Standalone page of the <strong>${federationNames[app]}</strong> remote (build ${buildId}), mounted as a single-spa parcel.</p><div id="root"></div></main></body>
</html>`;
}

export interface RunningRemoteServer {
  app: RemoteApp;
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startRemoteServer(app: RemoteApp, port: number, host = '127.0.0.1', standalone: StandaloneOptions = {}): Promise<RunningRemoteServer> {
  const root = distDir(app);
  const server = createServer(HTTP_SERVER_LIMITS, (req, res) => {
    const url = requestUrl(req, 'http://localhost');
    // Scripts, styles and 404s: a policy that allows nothing (it does not limit the shop's pages
    // that load them); the standalone page loads this remote's own files.
    setBaselineSecurityHeaders(res, { https: false });
    const respond = async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...corsHeaders, 'access-control-max-age': '600' });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD, OPTIONS' });
        res.end();
        return;
      }
      if (url.pathname === '/' || url.pathname === '/index.html') {
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
          'content-security-policy': `default-src 'self'; img-src 'self' data:${standalone.shellUrl ? ` ${new URL(standalone.shellUrl).origin}` : ''}; connect-src 'self' http://127.0.0.1:* http://localhost:*; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`,
        });
        res.end(await standalonePage(app, standalone));
        return;
      }
      // The shop's pictures (/media/…) are the shell's: the standalone page's relative addresses
      // are sent there.
      if (standalone.shellUrl && url.pathname.startsWith('/media/')) {
        res.writeHead(302, { location: `${new URL(standalone.shellUrl).origin}${url.pathname}${url.search}`, 'cache-control': 'no-cache' });
        res.end();
        return;
      }
      const relative = url.pathname.slice(1);
      const immutable = relative.startsWith('builds/');
      const served = await serveFile(req, res, root, relative, {
        headers: corsHeaders,
        immutable,
        defaultCacheControl: 'no-cache',
      });
      if (!served) {
        res.writeHead(404, { ...corsHeaders, 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not found');
      }
    };
    respond().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, corsHeaders);
      res.end(error instanceof Error ? error.message : 'error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} (the ${federationNames[app]} remote) is already in use. Stop the program using it or set another port.`)
          : error,
      ),
    );
    server.listen(port, host, resolve);
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    app,
    url: `http://${host}:${actualPort}/`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
