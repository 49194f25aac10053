// Browser start-up of the Firebase clients (docs/product-spec.md §4). Until ready the getters return null —
// the "empty placeholders" for app, database and auth (no current user); when ready the
// `firebase-ready` event fires. The database client (Firestore Lite) and Auth are loaded on first
// need (loadBrowserDb, loadAuth): a server-rendered page reads nothing in the browser until the
// visitor navigates or acts, so neither SDK is downloaded with the page. Start-up is skipped
// outside a browser (the server has its own path in `shared-auth/server`). A missing required
// config item leaves everything uninitialised and the public pages still render.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import { loadFirestoreSdk } from 'shared-data';
import type { Auth } from 'firebase/auth';
import { missingConfigKeys, type BackendConfig } from '../config/firebase-config';

export interface FirebaseClients {
  app: FirebaseApp;
  config: BackendConfig;
}

let clients: FirebaseClients | null = null;

export const FIREBASE_READY_EVENT = 'firebase-ready';
export const FIREBASE_READY_TIMEOUT_MS = 5000;

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
    clients = { app, config };
    window.dispatchEvent(new Event(FIREBASE_READY_EVENT));
    return true;
  } catch (error) {
    console.error('Firebase init failed', error);
    return false;
  }
}

/** Resolves true once the clients are ready, or false after the timeout (with a warning). */
export function waitForFirebase(timeoutMs = FIREBASE_READY_TIMEOUT_MS): Promise<boolean> {
  if (clients) return Promise.resolve(true);
  if (typeof window === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    const onReady = () => {
      window.clearTimeout(timer);
      resolve(true);
    };
    const timer = window.setTimeout(() => {
      window.removeEventListener(FIREBASE_READY_EVENT, onReady);
      console.warn('Firebase initialization timeout - proceeding anyway');
      resolve(false);
    }, timeoutMs);
    window.addEventListener(FIREBASE_READY_EVENT, onReady, { once: true });
  });
}

let db: Firestore | null = null;
let dbLoading: Promise<Firestore | null> | null = null;

/**
 * The browser's Firestore client, loading the SDK on first need (one script, once per page
 * life). Resolves null when the backend is not started (misconfigured, or the 5 s start-up
 * timeout passed).
 */
export function loadBrowserDb(): Promise<Firestore | null> {
  if (db) return Promise.resolve(db);
  dbLoading ??= waitForFirebase().then(async (started) => {
    if (!started || !clients) {
      dbLoading = null;
      return null;
    }
    const { connectFirestoreEmulator, getFirestore } = await loadFirestoreSdk();
    const instance = getFirestore(clients.app);
    if (clients.config.emulators) {
      const [host, port] = clients.config.emulators.firestore.split(':');
      connectFirestoreEmulator(instance, host ?? '127.0.0.1', Number(port));
    }
    db = instance;
    return instance;
  });
  return dbLoading;
}

let auth: Auth | null = null;
let authLoading: Promise<Auth | null> | null = null;

/**
 * The Auth client, loaded on first need: a visitor who has never signed in on this browser does
 * not download the Auth SDK at all (it is the largest Firebase module). Resolves null when the
 * backend is not started.
 */
export function loadAuth(): Promise<Auth | null> {
  authLoading ??= waitForFirebase().then(async (started) => {
    if (!started || !clients) return null;
    const { connectAuthEmulator, getAuth } = await import('firebase/auth');
    // The SDK's browser defaults: persistent sign-in (IndexedDB, then local storage) and the
    // popup resolver for Google sign-in.
    const instance = getAuth(clients.app);
    if (clients.config.emulators) connectAuthEmulator(instance, clients.config.emulators.auth, { disableWarnings: true });
    auth = instance;
    return instance;
  });
  return authLoading;
}

/** The Auth client if it is loaded already (see loadAuth), else null. */
export function getBrowserAuth(): Auth | null {
  return auth;
}

/** The started clients, or null until start-up succeeded. */
export function getFirebaseClients(): Readonly<FirebaseClients> | null {
  return clients;
}
