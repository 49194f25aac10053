// A short-lived cache of the public reads every page makes (site settings, categories, SEO), so
// rendering a page does not read them again each time; concurrent misses share one read.
// Past its time to live a value is still served while one read refreshes it in the background
// (stale-while-revalidate), so no render waits on that read; past `maxStaleMs` renders wait for it.

interface Entry {
  /** The read in flight, or the last one that succeeded. */
  value: Promise<unknown>;
  /** When `value` succeeded; undefined while the first read is in flight. */
  readAt: number | undefined;
  refreshing: boolean;
}

interface Options {
  /** At most this many keys are kept (the oldest go first), whatever keys callers build. */
  maxEntries?: number;
  /** How long past its time to live a value may still be served while it is refreshed. */
  maxStaleMs?: number;
  /**
   * The version of what is cached (meta/publicContent): checked at most every `everyMs`, and when
   * it moved, everything cached is dropped. A read that finds the check due waits for it, so a
   * change is seen by every render that starts `everyMs` after it. A failed check keeps the cache.
   */
  version?: { read: () => Promise<number | null>; everyMs: number };
}

export interface SharedReads {
  <T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Counts up each time a version change dropped the cache (after the check, when it is due), so
   * whatever was built from shared reads (a cached page) can tell it was built before the change.
   */
  generation(): Promise<number>;
}

export function createSharedReadsCache(ttlMs: number, { maxEntries = 500, maxStaleMs = ttlMs * 10, version }: Options = {}): SharedReads {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let knownVersion: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  function checkVersion(): Promise<void> | null {
    if (!version) return null;
    if (checking) return checking;
    if (Date.now() - checkedAt < version.everyMs) return null;
    checking = version
      .read()
      .then((current) => {
        checkedAt = Date.now();
        if (current === null) return;
        if (knownVersion !== null && current !== knownVersion) {
          entries.clear();
          generation += 1;
        }
        knownVersion = current;
      })
      .catch(() => undefined)
      .finally(() => {
        checking = null;
      });
    return checking;
  }

  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  // A function declaration: the build's loader reads .ts as TSX, where `<T>(` would open an element.
  function read<T>(key: string, load: () => Promise<T>, previous: Entry | undefined): Promise<T> {
    const value = load();
    if (previous) {
      // A refresh: the stale value keeps being served until this one succeeds.
      previous.refreshing = true;
      value.then(
        () => {
          if (entries.get(key) === previous) remember(key, { value, readAt: Date.now(), refreshing: false });
        },
        () => {
          previous.refreshing = false; // a failed refresh is tried again by the next caller
        },
      );
      return value;
    }
    const entry: Entry = { value, readAt: undefined, refreshing: false };
    remember(key, entry);
    value.then(
      () => {
        entry.readAt = Date.now();
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key); // a failed read is not kept
      },
    );
    return value;
  }

  function lookup<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (!hit) return read(key, load, undefined);
    if (hit.readAt === undefined) return hit.value as Promise<T>; // the first read is in flight
    const age = Date.now() - hit.readAt;
    if (age <= ttlMs) return hit.value as Promise<T>;
    if (age > ttlMs + maxStaleMs) {
      entries.delete(key);
      return read(key, load, undefined);
    }
    if (!hit.refreshing) void read(key, load, hit).catch(() => undefined);
    return hit.value as Promise<T>;
  }

  function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
    const due = checkVersion();
    return due ? due.then(() => lookup(key, load)) : lookup(key, load);
  }
  return Object.assign(shared, {
    async generation() {
      await checkVersion();
      return generation;
    },
  });
}
