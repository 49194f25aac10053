// The Firestore SDK (firebase/firestore/lite), loaded on first need. A server-rendered page reads
// nothing from Firestore in the browser until a visitor navigates or acts, so the browser downloads
// the SDK then (shared-auth's loadBrowserDb), not with the page. The collection modules and the
// apps' lib/ modules call the functions below, which are the SDK's own; they may be called only
// once a Firestore instance exists, and every instance is made after the SDK is loaded
// (loadBrowserDb in the browser; the server awaits loadFirestoreSdk() before it serves).
// Types come from 'firebase/firestore/lite' as before (`import type`).
import type * as FirestoreLite from 'firebase/firestore/lite';
import { loadOnce } from './load-once';

export type FirestoreSdk = typeof FirestoreLite;

let sdk: FirestoreSdk | null = null;
const importSdk = loadOnce(() => import('firebase/firestore/lite').then((module) => (sdk ??= module)));

/** Hands over an SDK already imported (the server, tests and scripts that make their own instance). */
export function provideFirestoreSdk(module: FirestoreSdk): void {
  sdk = module;
}

/**
 * Loads the SDK once (a separate script in the browser; a failed download is tried again on the
 * next call); resolves the same module every time.
 */
export function loadFirestoreSdk(): Promise<FirestoreSdk> {
  return sdk ? Promise.resolve(sdk) : importSdk();
}

/** The loaded SDK; throws when called before any Firestore instance could exist. */
export function firestoreSdk(): FirestoreSdk {
  if (!sdk) {
    throw new Error(
      'The Firestore SDK is not loaded: use a Firestore instance from loadBrowserDb() (browser) or getServerFirestore() (server), or call provideFirestoreSdk() first.',
    );
  }
  return sdk;
}

type Fn<K extends keyof FirestoreSdk> = FirestoreSdk[K];

/** Each function calls the SDK's function of the same name (overloads and types included). */
function forward<K extends keyof FirestoreSdk>(name: K): Fn<K> {
  return ((...args: unknown[]) => (firestoreSdk()[name] as (...params: unknown[]) => unknown)(...args)) as Fn<K>;
}

/**
 * The SDK's functions the shop calls, by their own names: `const { doc, getDoc } = lazyFirestore;`
 * instead of importing them from 'firebase/firestore/lite' (which would load the SDK with the page;
 * the lint rule says so). Add a name here when a module needs another.
 */
export const lazyFirestore = {
  collection: forward('collection'),
  deleteDoc: forward('deleteDoc'),
  deleteField: forward('deleteField'),
  doc: forward('doc'),
  documentId: forward('documentId'),
  endBefore: forward('endBefore'),
  getCount: forward('getCount'),
  getDoc: forward('getDoc'),
  getDocs: forward('getDocs'),
  limit: forward('limit'),
  limitToLast: forward('limitToLast'),
  orderBy: forward('orderBy'),
  query: forward('query'),
  runTransaction: forward('runTransaction'),
  serverTimestamp: forward('serverTimestamp'),
  setDoc: forward('setDoc'),
  startAfter: forward('startAfter'),
  timestampFromDate: (date: Date) => firestoreSdk().Timestamp.fromDate(date),
  updateDoc: forward('updateDoc'),
  where: forward('where'),
  writeBatch: forward('writeBatch'),
};
