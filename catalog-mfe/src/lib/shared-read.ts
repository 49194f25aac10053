// Public catalogue reads that many visitors make (a listing page, a product, a search): on the
// server they are shared between anonymous requests for a few seconds (context.shared); in the
// browser, and for signed-in users, they are read directly. Only public data may go through here.
import type { RemoteLoaderContext } from 'shared-data';

export function sharedRead<T>(context: Pick<RemoteLoaderContext, 'shared'>, key: string, load: () => Promise<T>): Promise<T> {
  return context.shared ? context.shared(`catalog:${key}`, load) : load();
}
