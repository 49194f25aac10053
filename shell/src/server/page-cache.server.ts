// A micro-cache of anonymous pages. For about a second, visitors who are not signed in and ask for
// the same page (same path and query, same consent choice, person or crawler) get the HTML one
// render produced, with a new CSP nonce put in for each response. A page built before the public
// content changed (meta/publicContent, the shared reads' generation) or before a remote was
// redeployed is never served: the generation is part of every lookup.
//
// Concurrent misses share one render (no stampede when a popular page expires): the first request
// renders and stores, the others wait for it. Once a page is past its time to live, one request
// renders it again while the others are still served the page it replaces, for at most `maxStaleMs`.

export interface CachedPage {
  /**
   * The complete document as rendered, uncompressed, cut where the nonce was: a response puts its
   * own nonce between the pieces.
   */
  pieces: Buffer[];
  /** Whether the page loads Google Analytics (its Content-Security-Policy allows it). */
  ga4: boolean;
  generation: string;
  storedAt: number;
}

export type PageLookup =
  | { kind: 'hit'; page: CachedPage; stale: boolean }
  /** Render the page; `done` with what to store (or null) must be called whatever happens. */
  | { kind: 'render'; done(page: CachedPage | null): void };

export interface PageCacheOptions {
  ttlMs: number;
  /** How long past its time to live a page may be served while one request renders it again. */
  maxStaleMs?: number;
  /** The cache holds at most this many bytes of HTML; the least recently used go first. */
  maxBytes?: number;
}

export interface PageCache {
  lookup(key: string, generation: string): Promise<PageLookup>;
  /** Pages and bytes held (for /__health). */
  size(): { pages: number; bytes: number };
}

const noStore = (): void => undefined;

const bytesOf = (page: CachedPage) => page.pieces.reduce((sum, piece) => sum + piece.length, 0);

export function createPageCache({ ttlMs, maxStaleMs = 5000, maxBytes = 16_000_000 }: PageCacheOptions): PageCache {
  const pages = new Map<string, CachedPage>();
  const renders = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;

  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= bytesOf(page);
  };
  const store = (key: string, page: CachedPage) => {
    drop(key);
    const size = bytesOf(page);
    if (size > maxBytes) return;
    pages.set(key, page);
    bytes += size;
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };
  const hit = (key: string, page: CachedPage, stale: boolean): PageLookup => {
    // Most recently used last: Map keeps insertion order, so eviction takes the first keys.
    pages.delete(key);
    pages.set(key, page);
    return { kind: 'hit', page, stale };
  };

  async function lookup(key: string, generation: string): Promise<PageLookup> {
    const page = pages.get(key);
    const current = page && page.generation === generation ? page : undefined;
    if (page && !current) drop(key);
    const age = current ? Date.now() - current.storedAt : Number.POSITIVE_INFINITY;
    if (current && age <= ttlMs) return hit(key, current, false);
    const rendering = renders.get(key);
    if (rendering) {
      if (current && age <= ttlMs + maxStaleMs) return hit(key, current, true);
      const rendered = await rendering;
      if (rendered && rendered.generation === generation) return hit(key, rendered, false);
      // The render we waited for stored nothing (an error, a redirect, a closed connection) or
      // comes from an older generation: render this one, without storing it.
      return { kind: 'render', done: noStore };
    }
    let finish: (page: CachedPage | null) => void = noStore;
    renders.set(key, new Promise((resolve) => (finish = resolve)));
    let finished = false;
    return {
      kind: 'render',
      done(rendered) {
        if (finished) return;
        finished = true;
        renders.delete(key);
        if (rendered) store(key, rendered);
        finish(rendered);
      },
    };
  }

  return { lookup, size: () => ({ pages: pages.size, bytes }) };
}
