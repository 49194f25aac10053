// Public reads the server may share between requests for a few seconds (the shell's cache; absent
// in the browser and for signed-in requests). The cache keeps every key whose read succeeded, so
// keys come from a small fixed set — or, for a key built from the address (a post's slug), the
// read throws when nothing is found, which the cache does not keep. A tag or a cursor never keys it.
import type { RemoteLoaderContext } from 'shared-data';

export function sharedRead<T>(context: RemoteLoaderContext, key: string, load: () => Promise<T>): Promise<T> {
  return context.shared ? context.shared(`content:${key}`, load) : load();
}
