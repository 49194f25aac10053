// The Auth emulator's public port. firebase-tools' Auth emulator answers every Origin and every
// Host: any web page could list every account (`Bearer owner` on accounts:batchGet) or give itself
// the admin claim, directly or through DNS rebinding. It therefore listens on an internal port and
// this proxy, on AUTH_PORT, passes requests on only when they follow the policy of our own servers
// (server/local-hosts.mjs): a Host naming this machine or an allowed host, an Origin (when there is
// one) of this machine or in BACKEND_ALLOWED_ORIGINS, and the `owner` token only without an Origin.
// Everything else is passed on unchanged, the Host header included (the emulator builds its links
// from it), and the emulator's answers, CORS headers and preflight answers come back as they are.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from '../server/listen';
import { hostPolicy, hostRefusal, ownerFromBrowserRefusal } from '../server/local-hosts.mjs';
import { HTTP_SERVER_LIMITS } from '../server/http-limits';

export interface AuthProxyOptions {
  /** Where the proxy listens (the backend's host). */
  host: string;
  /** AUTH_PORT; 0 picks a free one. */
  port: number;
  /** host:port of the Auth emulator itself. */
  target: string;
  /** Browser origins served (loopback ones and BACKEND_ALLOWED_ORIGINS: server/cors.ts originPolicy). */
  allowOrigin: (origin: string) => boolean;
  /** Host names besides this machine's that requests may be addressed to (BACKEND_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
}

export interface RunningAuthProxy {
  url: string;
  port: number;
  close(): Promise<void>;
}

const OWNER = /^\s*Bearer\s+owner\s*$/i;

function refuse(response: http.ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ error: { code: status, message, status: status === 403 ? 'PERMISSION_DENIED' : 'UNAVAILABLE' } });
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  response.end(body);
}

export async function startAuthProxy(options: AuthProxyOptions): Promise<RunningAuthProxy> {
  const [targetHost = '127.0.0.1', targetPort = '0'] = options.target.split(/:(?=\d+$)/);
  let port = options.port;
  const hostAllowed = hostPolicy({ host: options.host, port: () => port, allowedHosts: options.allowedHosts ?? [] });

  const server = http.createServer(HTTP_SERVER_LIMITS, (request, response) => {
    const origin = request.headers.origin;
    if (!hostAllowed(request.headers.host)) return refuse(response, 403, hostRefusal('Auth emulator', request.headers.host));
    if (origin !== undefined && !options.allowOrigin(origin)) {
      return refuse(response, 403, `Requests from ${origin} are not served: the Auth emulator answers pages of this machine and BACKEND_ALLOWED_ORIGINS.`);
    }
    if (origin !== undefined && OWNER.test(request.headers.authorization ?? '')) return refuse(response, 403, ownerFromBrowserRefusal('Auth emulator', origin));

    const upstream = http.request(
      { host: targetHost, port: Number(targetPort), method: request.method, path: request.url, headers: request.headers, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else refuse(response, 502, `The Auth emulator at ${options.target} did not answer; it may still be starting or have stopped (see the emulators' log).`);
    });
    request.pipe(upstream);
    request.on('error', () => upstream.destroy());
  });
  // The Auth emulator serves no WebSocket; an upgrade goes nowhere.
  server.on('upgrade', (_request, socket) => socket.destroy());
  await listen(server, options.port, options.host, { what: 'Auth emulator', howToMove: 'the AUTH_PORT environment variable' });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
