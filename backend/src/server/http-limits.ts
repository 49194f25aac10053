// Time limits for the local servers' HTTP connections, so a slow or half-open client cannot hold a
// connection (and its memory) open: the request head must arrive within 10 s and the whole request
// within a minute (responses, such as a Listen stream, are not limited); connections are checked
// every second (an idle keep-alive connection closes after Node's 5 s). The shop's own servers
// have the same limits (shell/src/server/http-limits.server.ts).
import type { ServerOptions } from 'node:http';

export const HTTP_SERVER_LIMITS = {
  headersTimeout: 10_000,
  requestTimeout: 60_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;
