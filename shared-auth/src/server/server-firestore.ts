// The server's own path to the document database: a Firestore Lite client for public reads while
// rendering (the browser start-up in this package is skipped outside a browser).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import { firestoreSdk } from 'shared-data';
import { missingConfigKeys, type BackendConfig } from '../config/firebase-config';

let current: { app: FirebaseApp; db: Firestore } | null = null;

/**
 * One Lite client per server process; null when the configuration is incomplete. The server loads
 * the SDK once before it serves (`await loadFirestoreSdk()` from shared-data), so the client and
 * shared-data's collection modules use the same SDK.
 */
export function getServerFirestore(config: BackendConfig): Firestore | null {
  if (current) return current.db;
  if (missingConfigKeys(config.firebase).length > 0) return null;
  const { connectFirestoreEmulator, getFirestore } = firestoreSdk();
  const app = initializeApp(config.firebase, 'shop-server');
  const db = getFirestore(app);
  if (config.emulators) {
    const [host, port] = config.emulators.firestore.split(':');
    connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
  }
  current = { app, db };
  return db;
}

export async function closeServerFirestore(): Promise<void> {
  if (!current) return;
  const { app } = current;
  current = null;
  await deleteApp(app);
}
