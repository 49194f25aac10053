// The URL a request asks for. A request target here is always a path (origin-form), so it is put
// after the server's own origin rather than resolved against it: WHATWG URL reads `//x/y` as the
// host x (and throws on `//` alone), which let `GET //` crash a server and `//x/y` be read as /y.
import type { IncomingMessage } from 'node:http';

/** `origin` has no trailing slash, e.g. `http://127.0.0.1:3000`. Anything but a path reads as `/`. */
export function requestUrl(req: Pick<IncomingMessage, 'url'>, origin: string): URL {
  const target = req.url?.startsWith('/') ? req.url : '/';
  return new URL(`${origin}${target}`);
}
