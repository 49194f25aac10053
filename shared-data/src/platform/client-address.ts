// Whose request this is, for per-client limits (the shop server's analytics endpoint, the
// functions' contact, video-call and newsletter limits). Every proxy in front of a server appends
// the address it was reached from to X-Forwarded-For, so only the last `trustedHops` entries were
// written by infrastructure the deployment trusts; everything before them is whatever the client
// sent, and rotating it must not buy a client a fresh allowance. Which hops are trusted is a fact of
// the deployment (TRUSTED_PROXY_HOPS): 0 when clients connect directly (the local backend and shop
// server), 1 behind one Google front end (a callable on Cloud Run), 2 when Firebase Hosting's edge
// forwards to Cloud Run (the shop server in production: shell/service.yaml).

export const TRUSTED_PROXY_HOPS_ENV = 'TRUSTED_PROXY_HOPS';

/**
 * The client's address: the entry the outermost trusted proxy appended, or the connection's own
 * address when no proxy is trusted. A request with fewer entries than trusted hops did not come
 * through every proxy (someone reached the server directly): its connection address is used.
 */
export function clientAddress(forwardedFor: string | readonly string[] | undefined, socketAddress: string | undefined, trustedHops: number): string {
  const connection = socketAddress || 'unknown';
  if (trustedHops <= 0) return connection;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor as string | undefined);
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length < trustedHops) return connection;
  return entries[entries.length - trustedHops] ?? connection;
}

/** TRUSTED_PROXY_HOPS as a count, or `fallback` when it is unset; a value that is not 0–5 is an error. */
export function trustedProxyHops(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 5) {
    throw new Error(
      `${TRUSTED_PROXY_HOPS_ENV} must be a whole number from 0 to 5 (the proxies in front of this server that append to X-Forwarded-For), not "${value}".`,
    );
  }
  return hops;
}
