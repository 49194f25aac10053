// Which requests the local servers answer, by address: the servers hold the shop's data and accept
// the `owner` token and unsigned ID tokens, so a web page elsewhere must not reach them.
//   - DNS rebinding: a page on evil.example can point its own name at 127.0.0.1 and then call a
//     local server as its "own" site; the browser sends `Host: evil.example:<port>`. So every local
//     server answers only a Host naming this machine (localhost, *.localhost, 127.x.x.x, [::1]), the
//     address it listens on (on a wildcard address: this machine's interface addresses) with its
//     port, or one of the hosts it is configured with (BACKEND_ALLOWED_HOSTS).
//   - The `owner` token is for server code (firebase-admin, the seed, the shop server, tests), which
//     sends no Origin header; a browser always sends one with an Authorization header, so `owner`
//     from a page (even a loopback one: any local dev server) is refused.
// Plain JavaScript: the callable host loads it without a TypeScript loader.
import net from 'node:net';
import os from 'node:os';

/** 127.0.0.0/8, ::1, and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address) {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return net.isIPv6(address) && /^(0{0,4}:){7}0{0,3}1$|^::1$/i.test(address);
}

/** Host header → { hostname (brackets removed from IPv6), port } or null when it is not one. */
function parseHost(host) {
  if (typeof host !== 'string' || host === '') return null;
  try {
    const url = new URL(`http://${host}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return { hostname: url.hostname.replace(/^\[|\]$/g, ''), port: url.port === '' ? 80 : Number(url.port) };
  } catch {
    return null;
  }
}

/** A Host header naming this machine: localhost (or a *.localhost name), 127.x.x.x or [::1], with any port. */
export function isLoopbackHost(host) {
  const parsed = parseHost(host);
  if (!parsed) return false;
  return parsed.hostname === 'localhost' || parsed.hostname.endsWith('.localhost') || isLoopbackAddress(parsed.hostname);
}

/** An Origin header of a page served from this machine (http or https, loopback host, any port). */
export function isLoopbackOrigin(origin) {
  if (typeof origin !== 'string') return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin && isLoopbackHost(url.host);
  } catch {
    return false;
  }
}

const WILDCARD = new Set(['0.0.0.0', '::', '']);

function interfaceAddresses() {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter(Boolean)
    .map((entry) => entry.address.replace(/%.*$/, ''));
}

/**
 * A check of the Host header for a server listening on `host`:`port` (port may be a function, for
 * servers that learn theirs once listening on port 0). `allowedHosts` are further names, with or
 * without a port ("shop-backend.lan", "shop-backend.lan:8080").
 */
export function hostPolicy({ host, port, allowedHosts = [] }) {
  const listening = String(host ?? '').replace(/^\[|\]$/g, '');
  const portOf = typeof port === 'function' ? port : () => port;
  const allowed = new Set(allowedHosts.map((name) => name.trim().toLowerCase()).filter(Boolean));
  return (header) => {
    const parsed = parseHost(header);
    if (!parsed) return false;
    if (isLoopbackHost(header)) return true;
    if (allowed.has(parsed.hostname) || allowed.has(String(header).toLowerCase())) return true;
    if (parsed.port !== portOf()) return false;
    if (parsed.hostname === listening.toLowerCase()) return true;
    // A server on every interface answers by any of this machine's addresses (literals cannot be rebound).
    return WILDCARD.has(listening) && net.isIP(parsed.hostname) !== 0 && interfaceAddresses().includes(parsed.hostname);
  };
}

/** BACKEND_ALLOWED_HOSTS (comma-separated host names, optionally with a port). */
export function allowedHostsFromEnv(env) {
  return String(env.BACKEND_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Why a request naming `host` is refused, in words a developer can act on. */
export function hostRefusal(what, host) {
  return (
    `The ${what} answers requests addressed to this machine (127.0.0.1, localhost, [::1] or the address it listens on) ` +
    `and to the hosts in BACKEND_ALLOWED_HOSTS, not to "${String(host ?? '(no Host header)').slice(0, 200)}": ` +
    'a page elsewhere must not reach it by pointing a name of its own at this machine (DNS rebinding). ' +
    'Add the name to BACKEND_ALLOWED_HOSTS if this server is meant to be reached by it.'
  );
}

/** Why the owner token is refused from a page whose Origin is `origin`. */
export function ownerFromBrowserRefusal(what, origin) {
  return (
    `The ${what} refuses the administrator token "owner" from a web page (Origin ${String(origin).slice(0, 200)}): ` +
    'it is for server code (firebase-admin, the seed, tests), which sends no Origin. Sign in and use an ID token in the browser.'
  );
}
