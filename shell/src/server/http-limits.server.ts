// Time limits for the shop's HTTP servers (the shell and the remotes' local deployments), so a slow
// or half-open client cannot hold a connection open: the request head must arrive within 10 s and
// the whole request within 30 s; connections are checked every second (an idle keep-alive
// connection closes after Node's 5 s). Request bodies are limited where they are read (POST /__session).
import type { ServerOptions } from 'node:http';

export const HTTP_SERVER_LIMITS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;
