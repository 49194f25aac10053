// The local mail viewer's HTTP server, on its own loopback port (8025, like MailHog and Mailpit):
//   GET    /__mail                          messages, newest first (?to= filters)
//   GET    /__mail/messages/<id>            one message: headers, HTML part framed, text part
//   GET    /__mail/messages/<id>/html       the HTML part alone (sandboxed by its policy)
//   GET    /__mail/messages/<id>/raw        the message as received (.eml)
//   GET    /__mail/api/messages?to=<addr>   JSON { messages: [...] } for tests
//   GET    /__mail/api/messages/<id>        JSON of one message
//   DELETE /__mail/api/messages             removes every message
// Every request must come from loopback and name a loopback Host; a request from a page on another
// site (an Origin header that is not loopback) is refused, so no web page can read or clear it.
import http from 'node:http';
import { isLoopbackAddress, isLoopbackHost, isLoopbackOrigin } from '../server/local-hosts.mjs';
import { MAIL_BASE, MESSAGE_HTML_CSP, PAGE_CSP, listPage, messagePage, notFoundPage } from './mail-pages';
import type { MailStore } from './mail-store';

export interface MailWebOptions {
  store: MailStore;
  port: number;
  host?: string;
}

export interface RunningMailWeb {
  port: number;
  /** `http://127.0.0.1:<port>/__mail` */
  url: string;
  close(): Promise<void>;
}

const COMMON_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function send(response: http.ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...COMMON_HEADERS, 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...headers });
  response.end(body);
}

const sendJson = (response: http.ServerResponse, status: number, value: unknown): void =>
  send(response, status, 'application/json; charset=utf-8', `${JSON.stringify(value)}\n`);

const sendPage = (response: http.ServerResponse, status: number, html: string): void =>
  send(response, status, 'text/html; charset=utf-8', html, { 'content-security-policy': PAGE_CSP });

function isOriginAllowed(origin: string | undefined): boolean {
  return origin === undefined || isLoopbackOrigin(origin);
}

/** Why a request is refused, or null when it comes from this machine. */
export function refusal(request: http.IncomingMessage): string | null {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return 'The local mail viewer answers requests from this machine only.';
  if (!isLoopbackHost(request.headers.host)) return 'The local mail viewer answers only to http://127.0.0.1 or http://localhost addresses.';
  const origin = request.headers.origin;
  if (!isOriginAllowed(Array.isArray(origin) ? origin[0] : origin)) return 'Requests from other sites are refused.';
  return null;
}

function handle(store: MailStore, request: http.IncomingMessage, response: http.ServerResponse): void | Promise<void> {
  const refused = refusal(request);
  if (refused) return send(response, 403, 'text/plain; charset=utf-8', `${refused}\n`);
  const url = new URL(request.url ?? '/', 'http://localhost');
  const method = request.method ?? 'GET';
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [root, area, id, part, ...rest] = segments;
  const isRead = method === 'GET' || method === 'HEAD';

  if (url.pathname === '/' && isRead) {
    response.writeHead(302, { ...COMMON_HEADERS, location: MAIL_BASE });
    return void response.end();
  }
  if (root !== MAIL_BASE.slice(1) || rest.length > 0)
    return sendPage(response, 404, notFoundPage(`Nothing at ${url.pathname}. The messages are at ${MAIL_BASE}.`));

  if (area === 'api' && id === 'messages') {
    if (part === undefined) {
      if (isRead) return sendJson(response, 200, { messages: store.list({ to: url.searchParams.get('to') }) });
      if (method === 'DELETE') return store.clear().then((removed) => sendJson(response, 200, { removed }));
      return send(response, 405, 'text/plain; charset=utf-8', 'Use GET or DELETE.\n', { allow: 'GET, HEAD, DELETE' });
    }
    if (!isRead) return send(response, 405, 'text/plain; charset=utf-8', 'Use GET.\n', { allow: 'GET, HEAD' });
    const mail = store.get(part);
    return mail ? sendJson(response, 200, mail) : sendJson(response, 404, { error: `No message ${part}.` });
  }

  if (!isRead) return send(response, 405, 'text/plain; charset=utf-8', 'Use GET.\n', { allow: 'GET, HEAD' });
  if (area === undefined) {
    const to = url.searchParams.get('to');
    return sendPage(response, 200, listPage(store.list({ to }), to));
  }
  if (area === 'messages' && id !== undefined) {
    const mail = store.get(id);
    if (!mail) return sendPage(response, 404, notFoundPage(`No message ${id}; it may have been cleared.`));
    if (part === undefined) return sendPage(response, 200, messagePage(mail));
    if (part === 'html' && mail.html !== null) {
      return send(response, 200, 'text/html; charset=utf-8', mail.html, { 'content-security-policy': MESSAGE_HTML_CSP });
    }
    if (part === 'raw') {
      const raw = store.raw(mail.id) ?? Buffer.alloc(0);
      return send(response, 200, 'message/rfc822', raw, { 'content-disposition': `attachment; filename="${mail.id}.eml"` });
    }
  }
  return sendPage(response, 404, notFoundPage(`Nothing at ${url.pathname}.`));
}

export async function startMailWeb(options: MailWebOptions): Promise<RunningMailWeb> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer((request, response) => {
    Promise.resolve(handle(options.store, request, response)).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', `The local mail viewer failed: ${(error as Error).message}\n`);
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${MAIL_BASE}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
