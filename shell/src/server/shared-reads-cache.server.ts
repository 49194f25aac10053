// A short-lived cache of the public reads every page makes (site settings, categories, SEO), so
// rendering a page does not read them again each time; concurrent misses share one read.

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/** At most `maxEntries` keys are kept (the oldest go first), whatever keys callers build. */
export function createSharedReadsCache(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, Entry>();
  return function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    const value = load();
    entries.delete(key);
    entries.set(key, { value, expiresAt: now + ttlMs });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    // A failed read is not kept.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
