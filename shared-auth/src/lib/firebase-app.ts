// Browser start-up of the Firebase clients (spec section 4). Until ready, the getters return null
// (the "empty placeholders"); when ready the `firebase-ready` event fires.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { missingConfigKeys, type BackendConfig } from '../config/firebase-config';

interface FirebaseClients {
  app: FirebaseApp;
  db: Firestore;
  config: BackendConfig;
}

let clients: FirebaseClients | null = null;

export const FIREBASE_READY_EVENT = 'firebase-ready';

/** Starts the Firebase clients in the browser; returns false when skipped or misconfigured. */
export function startFirebase(config: BackendConfig): boolean {
  if (typeof window === 'undefined') return false;
  if (clients) return true;
  const missing = missingConfigKeys(config.firebase);
  if (missing.length > 0) {
    console.error('Missing config keys:', missing.join(', '));
    return false;
  }
  try {
    const app = initializeApp(config.firebase);
    const db = getFirestore(app);
    if (config.emulators) {
      const [host, port] = config.emulators.firestore.split(':');
      connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
    }
    clients = { app, db, config };
    window.dispatchEvent(new Event(FIREBASE_READY_EVENT));
    return true;
  } catch (error) {
    console.error('Firebase init failed', error);
    return false;
  }
}

export function getBrowserDb(): Firestore | null {
  return clients?.db ?? null;
}

/** The started clients, or null until start-up succeeded. */
export function getFirebaseClients(): Readonly<FirebaseClients> | null {
  return clients;
}
