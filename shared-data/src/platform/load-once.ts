// A download made once per page life, unless it failed: a script that could not be fetched on a
// bad connection (or a backend not started yet) is tried again on the next call instead of
// failing every later call with the first error.

/**
 * `load` on the first call; later calls share its promise. A rejection is not kept, nor a value
 * `keep` refuses (null for "not available yet"), so the next call loads again.
 */
export function loadOnce<T>(load: () => Promise<T>, keep: (value: T) => boolean = () => true): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().then(
      (value) => {
        if (!keep(value)) pending = null;
        return value;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
}
