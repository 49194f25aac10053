// A short-lived cache of the public reads every page makes (site settings, categories, SEO), so
// rendering a page does not read them again each time; concurrent misses share one read.

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export function createSharedReadsCache(ttlMs: number) {
  const entries = new Map<string, Entry>();
  return function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    const value = load();
    entries.set(key, { value, expiresAt: now + ttlMs });
    // A failed read is not kept.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
