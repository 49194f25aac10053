// Change notices for the admin's live views (new orders, messages, reviews appear without a
// reload): a realtime listener of the full Firestore SDK on a small query, which calls back when
// the query's results change. The full SDK (firebase/firestore, ~100 KB gzip more than Lite) is
// loaded only by the first watchChanges() call: public pages never call it, so they never download
// it. It loads inside this shared singleton, like the Storage SDK, so it registers with the same
// Firebase app instance the page started; the server builds leave it out (__SERVER__).
import type * as FullFirestore from 'firebase/firestore';
import { loadOnce } from 'shared-data';
import { loadFirebaseClients } from './firebase-app';

export type LiveOperator = '<' | '<=' | '==' | '!=' | '>=' | '>' | 'array-contains' | 'in' | 'array-contains-any' | 'not-in';

/** A query described in plain data, so that callers need no Firestore import. */
export interface LiveQuery {
  /** A collection path, or with `group` a collection id (every collection of that id). */
  collection: string;
  group?: boolean;
  where?: ReadonlyArray<readonly [field: string, op: LiveOperator, value: unknown]>;
  orderBy?: readonly [field: string, direction: 'asc' | 'desc'];
  limit?: number;
}

interface LiveDb {
  sdk: typeof FullFirestore;
  db: FullFirestore.Firestore;
}

const loadLiveDb = loadOnce(async (): Promise<LiveDb | null> => {
  if (__SERVER__) return null;
  const clients = await loadFirebaseClients();
  if (!clients) return null;
  const sdk = await import('firebase/firestore');
  // Memory cache only: a staff member's browser keeps no copy of orders or messages on disk.
  const db = sdk.initializeFirestore(clients.app, { localCache: sdk.memoryLocalCache() });
  if (clients.config.emulators) {
    const [host, port] = clients.config.emulators.firestore.split(':');
    sdk.connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
  }
  return { sdk, db };
}, Boolean);

function toQuery({ sdk, db }: LiveDb, target: LiveQuery): FullFirestore.Query {
  const base = target.group ? sdk.collectionGroup(db, target.collection) : sdk.collection(db, target.collection);
  return sdk.query(
    base,
    ...(target.where ?? []).map(([field, op, value]) => sdk.where(field, op, value)),
    ...(target.orderBy ? [sdk.orderBy(target.orderBy[0], target.orderBy[1])] : []),
    ...(target.limit ? [sdk.limit(target.limit)] : []),
  );
}

/**
 * Calls `onChange` whenever the server reports that the query's results changed after the listener
 * started (its first snapshot is the state the page already shows). Returns the function that
 * stops listening; it may be called before the SDK has loaded. Failures are logged and end the
 * notices; the page keeps what it shows.
 */
export function watchChanges(target: LiveQuery, onChange: () => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  loadLiveDb()
    .then((live) => {
      if (!live || stopped) return;
      let first = true;
      stop = live.sdk.onSnapshot(
        toQuery(live, target),
        (snapshot) => {
          if (snapshot.metadata.fromCache) return;
          if (first) {
            first = false;
            return;
          }
          if (snapshot.docChanges().length > 0) onChange();
        },
        (error) => console.warn(`Live updates of ${target.collection} stopped:`, error.message),
      );
    })
    .catch((error: unknown) => console.warn('Live updates are not available:', error instanceof Error ? error.message : error));
  return () => {
    stopped = true;
    stop?.();
  };
}
