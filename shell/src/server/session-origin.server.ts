// Which page origins may set or clear the session cookie (POST/DELETE /__session). A browser names
// the page's origin in `Origin`; another site's page cannot, so checking it stops cross-site sign-in.
// Accepted: the public origin, origins configured in SESSION_ORIGINS (comma-separated, for proxies
// and second host names in production), and outside production the address the request was
// actually sent to (its `Host` on this plain-HTTP server) — so http://localhost:3000 works as well
// as http://127.0.0.1:3000.

export interface SessionOriginPolicy {
  /** PUBLIC_ORIGIN, or the address the server prints. */
  publicOrigin: string;
  /** Further origins accepted everywhere (SESSION_ORIGINS). */
  allowedOrigins: readonly string[];
  /** In production only the configured origins are accepted. */
  production: boolean;
}

/** `scheme://host[:port]` in URL's normal form, or null for anything else (paths, "null", garbage). */
function normalOrigin(value: string): string | null {
  if (!/^https?:\/\/[^/?#\s]+$/i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.username || url.password ? null : url.origin;
  } catch {
    return null;
  }
}

export function sessionOriginPolicyFromEnv(env: NodeJS.ProcessEnv, publicOrigin: string): SessionOriginPolicy {
  const allowedOrigins = (env.SESSION_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = normalOrigin(entry);
      if (!origin) throw new Error(`SESSION_ORIGINS: "${entry}" is not an origin such as https://shop.example.com`);
      return origin;
    });
  return { publicOrigin, allowedOrigins, production: env.NODE_ENV === 'production' };
}

/**
 * The origin the request may act for, or null when it must be refused. A request without `Origin`
 * (not sent by a browser's page) acts for the public origin.
 */
export function acceptedSessionOrigin(headers: { origin?: string | undefined; host?: string | undefined }, policy: SessionOriginPolicy): string | null {
  const publicOrigin = normalOrigin(policy.publicOrigin) ?? policy.publicOrigin;
  if (headers.origin === undefined) return publicOrigin;
  const origin = normalOrigin(headers.origin);
  if (!origin) return null;
  if (origin === publicOrigin || policy.allowedOrigins.includes(origin)) return origin;
  if (policy.production || !headers.host) return null;
  // The page was served from the address this request was sent to (this server speaks plain HTTP).
  const own = normalOrigin(`http://${headers.host}`);
  return own !== null && own === origin ? origin : null;
}
