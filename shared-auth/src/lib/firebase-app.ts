// Browser start-up of the Firebase clients (docs/product-spec.md §4). Until ready the getters return null —
// the "empty placeholders" for app, database and auth (no current user); when ready the
// `firebase-ready` event fires. Everything of Firebase is loaded on first need: the app (firebase/app)
// by loadFirebaseClients, the database client (Firestore Lite) by loadBrowserDb, Auth by loadAuth.
// A server-rendered page reads nothing in the browser until the visitor navigates or acts, so no
// Firebase SDK is downloaded with the page. Start-up is skipped outside a browser (the server has
// its own path in `shared-auth/server`). A missing required config item leaves everything
// uninitialised and the public pages still render.
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import { loadFirestoreSdk, loadOnce } from 'shared-data';
import type { Auth } from 'firebase/auth';
import { missingConfigKeys, type BackendConfig } from '../config/firebase-config';

export interface FirebaseClients {
  app: FirebaseApp;
  config: BackendConfig;
}

/** The configuration start-up accepted; the app is made from it on first need. */
let startedConfig: BackendConfig | null = null;
let clients: FirebaseClients | null = null;
let clientsLoading: Promise<FirebaseClients | null> | null = null;

export const FIREBASE_READY_EVENT = 'firebase-ready';
export const FIREBASE_READY_TIMEOUT_MS = 5000;

/** Starts the Firebase clients in the browser; returns false when skipped or misconfigured. */
export function startFirebase(config: BackendConfig): boolean {
  if (typeof window === 'undefined') return false;
  if (startedConfig) return true;
  const missing = missingConfigKeys(config.firebase);
  if (missing.length > 0) {
    console.error('Missing config keys:', missing.join(', '));
    return false;
  }
  startedConfig = config;
  window.dispatchEvent(new Event(FIREBASE_READY_EVENT));
  return true;
}

/** Resolves true once the clients are ready, or false after the timeout (with a warning). */
export function waitForFirebase(timeoutMs = FIREBASE_READY_TIMEOUT_MS): Promise<boolean> {
  if (startedConfig) return Promise.resolve(true);
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

/**
 * The Firebase app and its configuration, loading firebase/app on first need (once per page life).
 * Resolves null when the backend is not started (misconfigured, or the 5 s start-up timeout
 * passed), or when the app could not be made (logged).
 */
export function loadFirebaseClients(): Promise<FirebaseClients | null> {
  if (clients) return Promise.resolve(clients);
  clientsLoading ??= waitForFirebase().then(async (started) => {
    const config = startedConfig;
    if (!started || !config) {
      clientsLoading = null;
      return null;
    }
    const { initializeApp } = await import('firebase/app').catch((error: unknown) => {
      clientsLoading = null; // a failed download is tried again on the next call
      throw error;
    });
    try {
      clients = { app: initializeApp(config.firebase), config };
      return clients;
    } catch (error) {
      console.error('Firebase init failed', error);
      return null;
    }
  });
  return clientsLoading;
}

/** The error the SDKs give when the backend is not available: FirebaseError's shape, without loading firebase/app. */
export function backendUnavailableError(service: 'functions' | 'storage'): Error & { code: string } {
  return Object.assign(new Error('The shop backend is not available right now. Please try again later.'), {
    name: 'FirebaseError',
    code: `${service}/unavailable`,
  });
}

let db: Firestore | null = null;
const makeBrowserDb = loadOnce(async (): Promise<Firestore | null> => {
  const clients = await loadFirebaseClients();
  if (!clients) return null;
  const { connectFirestoreEmulator, getFirestore } = await loadFirestoreSdk();
  const instance = getFirestore(clients.app);
  if (clients.config.emulators) {
    const [host, port] = clients.config.emulators.firestore.split(':');
    connectFirestoreEmulator(instance, host ?? '127.0.0.1', Number(port));
  }
  db = instance;
  return instance;
}, Boolean);

/**
 * The browser's Firestore client, loading the SDK on first need (one script, once per page
 * life; a failed download is tried again on the next call). Resolves null when the backend is
 * not started (misconfigured, or the 5 s start-up timeout passed).
 */
export function loadBrowserDb(): Promise<Firestore | null> {
  return db ? Promise.resolve(db) : makeBrowserDb();
}

let auth: Auth | null = null;

/**
 * The Auth client, loaded on first need: a visitor who has never signed in on this browser does
 * not download the Auth SDK at all (it is the largest Firebase module). Resolves null when the
 * backend is not started; a failed download, or a backend not started yet, is tried again on the
 * next call.
 */
export const loadAuth = loadOnce(async (): Promise<Auth | null> => {
  const clients = await loadFirebaseClients();
  if (!clients) return null;
  const { connectAuthEmulator, getAuth } = await import('firebase/auth');
  // The SDK's browser defaults: persistent sign-in (IndexedDB, then local storage) and the
  // popup resolver for Google sign-in.
  const instance = getAuth(clients.app);
  if (clients.config.emulators) connectAuthEmulator(instance, clients.config.emulators.auth, { disableWarnings: true });
  auth = instance;
  return instance;
}, Boolean);

/** The Auth client if it is loaded already (see loadAuth), else null. */
export function getBrowserAuth(): Auth | null {
  return auth;
}

/** The Firebase app and its configuration once loadFirebaseClients() has made them, else null. */
export function getFirebaseClients(): Readonly<FirebaseClients> | null {
  return clients;
}
