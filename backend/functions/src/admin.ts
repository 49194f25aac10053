// The only place functions obtain firebase-admin services. Locally, Firestore is our own document
// server, which only speaks REST: firebase-admin's REST mode ignores the emulator's `Bearer owner`
// header (nodejs-firestore#1811), so it gets an auth client whose token is `owner` instead.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DEFAULT_DOCUMENT_SERVER_HOST, DOCUMENT_SERVER_HOST_ENV } from './config';

let firestoreInstance: Firestore | undefined;

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

/** Auth follows FIREBASE_AUTH_EMULATOR_HOST, which the Functions emulator sets for its workers. */
export function adminAuth(): Auth {
  return getAuth(adminApp());
}

export function adminFirestore(): Firestore {
  if (firestoreInstance) return firestoreInstance;
  const db = getFirestore(adminApp());
  // In the Functions emulator without the variable (started by hand), assume the default port.
  const host = process.env[DOCUMENT_SERVER_HOST_ENV] ?? (process.env['FUNCTIONS_EMULATOR'] === 'true' ? DEFAULT_DOCUMENT_SERVER_HOST : undefined);
  if (host) {
    db.settings({
      host,
      ssl: false,
      preferRest: true,
      authClient: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
    });
  }
  firestoreInstance = db;
  return db;
}
