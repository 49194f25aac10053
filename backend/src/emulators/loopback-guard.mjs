// Preloaded into the firebase CLI by start-emulators.ts (`node --import=<this file> firebase.js
// emulators:start …`). firebase-tools' servers (the Auth emulator on its internal port, the
// Functions emulator, the hub, logging, Eventarc and Cloud Tasks) answer every Host and every
// Origin, with CORS: a page anywhere that finds one of their ports, by scanning loopback from the
// browser or after pointing its own name at 127.0.0.1 (DNS rebinding), could list the accounts or
// run a function with a forged event. The Auth emulator's public port is our proxy
// (auth-proxy.ts); this applies the same policy inside the CLI, to every HTTP server it opens on a
// TCP port: a Host of this machine (server/local-hosts.mjs) or in BACKEND_ALLOWED_HOSTS, and an
// Origin, when there is one, of this machine or in BACKEND_ALLOWED_ORIGINS. Refused requests get
// 403 and no CORS headers; refused WebSocket upgrades are closed. The CLI's own calls between its
// servers and the proxy's forwarded requests name 127.0.0.1 and carry no foreign Origin.
// The functions' worker processes are spawned without this preload (and listen on Unix sockets).
import http from 'node:http';
import { hostPolicy, hostRefusal, isLoopbackOrigin } from '../server/local-hosts.mjs';

const list = (value) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const allowedHosts = list(process.env.BACKEND_ALLOWED_HOSTS);
const allowedOrigins = new Set(
  list(process.env.BACKEND_ALLOWED_ORIGINS).flatMap((origin) => {
    try {
      return [new URL(origin).origin];
    } catch {
      return [];
    }
  }),
);

/** Why `request` to `server` is refused, or null. */
function refusal(server, request) {
  const address = server.address();
  // Unix sockets (the workers') are not reachable from a page.
  if (address === null || typeof address !== 'object') return null;
  // The address it listens on is fine with any port: the proxy passes on the Host its client used.
  const allowed = hostPolicy({ host: address.address, port: address.port, allowedHosts: [...allowedHosts, address.address] });
  if (!allowed(request.headers.host)) return hostRefusal('firebase emulator', request.headers.host);
  const origin = request.headers.origin;
  if (origin !== undefined && !isLoopbackOrigin(origin) && !allowedOrigins.has(origin)) {
    return `Requests from ${String(origin).slice(0, 200)} are not served: the local emulators answer pages of this machine and BACKEND_ALLOWED_ORIGINS.`;
  }
  return null;
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function guardedEmit(event, ...args) {
  if (event === 'request') {
    const [request, response] = args;
    const refused = refusal(this, request);
    if (refused !== null) {
      const body = JSON.stringify({ error: { code: 403, message: refused, status: 'PERMISSION_DENIED' } });
      response.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
      response.end(body);
      return true;
    }
  } else if (event === 'upgrade') {
    const [request, socket] = args;
    if (refusal(this, request) !== null) {
      socket.destroy();
      return true;
    }
  }
  return emit.call(this, event, ...args);
};
