// What a Hosting site's URL (and each preview channel's) serves: the files of the channel's current
// release, with the release's headers config applied, as Firebase Hosting's CDN answers them:
// the content stored gzipped is sent gzipped to clients that accept it, an ETag of the content
// hash (If-None-Match → 304), `Cache-Control: max-age=3600` unless a header rule says otherwise,
// `/404.html` or a plain page for what is missing, and "Site Not Found" before the first release.
// Each site and channel has its own port: on Google they have their own host names
// (SITE.web.app, SITE--CHANNEL-HASH.web.app), and the API's `defaultUrl` and `url` say where.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { HTTP_SERVER_LIMITS } from '../server/http-limits';
import { listen } from '../server/listen';
import type { HostingModel, Served, ServingConfig } from './model';
import { ruleMatcher, type PathMatcher } from './url-patterns';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export const DEFAULT_CACHE_CONTROL = 'max-age=3600';

function contentType(path: string): string {
  const dot = path.lastIndexOf('.');
  return (dot > path.lastIndexOf('/') && TYPES[path.slice(dot).toLowerCase()]) || 'application/octet-stream';
}

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;

/** The headers rules of a config, compiled once per served version. */
const compiled = new WeakMap<ServingConfig, { headers: Array<{ match: PathMatcher; headers: Record<string, string> }>; unapplied: PathMatcher[] }>();

function rulesOf(config: ServingConfig) {
  let rules = compiled.get(config);
  if (!rules) {
    rules = {
      headers: (config.headers ?? []).map((rule, i) => ({ match: ruleMatcher(rule, `config.headers[${i}]`), headers: rule.headers ?? {} })),
      unapplied: [...(config.redirects ?? []), ...(config.rewrites ?? [])].map((rule, i) =>
        ruleMatcher(rule as { glob?: string; regex?: string }, `config rule ${i}`),
      ),
    };
    compiled.set(config, rules);
  }
  return rules;
}

/** Finds the file for a request path: the path itself, a folder's index.html, a clean URL's .html. */
function resolve(served: Served, path: string): string | null {
  if (served.files.has(path)) return path;
  const index = `${path.endsWith('/') ? path : `${path}/`}index.html`;
  if (served.files.has(index)) return index;
  if (served.config.cleanUrls && served.files.has(`${path}.html`)) return `${path}.html`;
  return null;
}

export function serveRequest(model: HostingModel, site: string, channel: string, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
    return;
  }
  const served = model.served(site, channel);
  if (!served) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : page('Site Not Found', `Site ${site} has no content released on its ${channel} channel.`));
    return;
  }
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Request');
    return;
  }
  const rules = rulesOf(served.config);
  if (rules.unapplied.some((match) => match(path))) {
    // Loud rather than different from Google: README.md, "What the content server applies".
    res.writeHead(501, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`The Hosting simulator does not apply redirects or rewrites, and a rule of ${served.versionName} matches ${path}.`);
    return;
  }
  const file = resolve(served, path);
  const notFoundPage = file === null ? (served.files.has('/404.html') ? '/404.html' : null) : null;
  const chosen = file ?? notFoundPage;
  const headers: Record<string, string> = {
    'cache-control': DEFAULT_CACHE_CONTROL,
    vary: 'Accept-Encoding',
    'x-hosting-simulator-version': served.versionName,
  };
  // Every matching rule applies, in order: a later rule's value for a header replaces an earlier one.
  for (const rule of rules.headers) {
    if (!rule.match(path)) continue;
    for (const [name, value] of Object.entries(rule.headers)) headers[name.toLowerCase()] = value;
  }
  if (chosen === null) {
    res.writeHead(404, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : page('Page Not Found', `This file does not exist on ${site}.`));
    return;
  }
  const hash = served.files.get(chosen) as string;
  const gzipped = served.content.get(hash);
  if (!gzipped) {
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`The content of ${chosen} (${hash}) is missing.`);
    return;
  }
  const status = file === null ? 404 : 200;
  const etag = `"${hash}"`;
  headers['content-type'] = contentType(chosen);
  headers.etag = etag;
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = acceptsGzip ? gzipped : gunzipSync(gzipped);
  if (acceptsGzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export interface ContentServer {
  url: string;
  close(): Promise<void>;
}

export async function startContentServer(model: HostingModel, site: string, channel: string, port: number, host: string): Promise<ContentServer> {
  const server: Server = createServer(HTTP_SERVER_LIMITS, (req, res) => {
    try {
      serveRequest(model, site, channel, req, res);
    } catch (e) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(e instanceof Error ? e.message : String(e));
    }
  });
  await listen(server, port, host, { what: `Hosting simulator site (${site}, ${channel} channel)`, howToMove: '--site <id>=<port> of npm run hosting-sim' });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}
