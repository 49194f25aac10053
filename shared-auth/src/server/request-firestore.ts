// A Firestore Lite client that reads as the signed-in user while rendering their page, so the
// rules decide what the server may show them — the same rules as in their browser. Built on
// FirebaseServerApp (the SDK's server-side app, signed in with the user's ID token); one per
// token, reused while it is valid.
import { deleteApp, initializeServerApp, type FirebaseServerApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import { loadFirestoreSdk } from 'shared-data';
import type { BackendConfig } from '../config/firebase-config';

interface Entry {
  app: FirebaseServerApp;
  db: Firestore;
  ready: Promise<void>;
  expiresAt: number;
}

const MAX_ENTRIES = 200;
const entries = new Map<string, Entry>();

function evict(token: string) {
  const entry = entries.get(token);
  entries.delete(token);
  if (entry) void deleteApp(entry.app).catch(() => undefined);
}

/** The user's Firestore for this ID token (verified by the caller). */
export async function userFirestore(config: BackendConfig, idToken: string, expiresAt: number): Promise<Firestore> {
  // Before the lookup: nothing is awaited between finding no entry and adding one.
  const { connectFirestoreEmulator, getFirestore } = await loadFirestoreSdk();
  const now = Date.now();
  for (const [token, entry] of entries) if (entry.expiresAt <= now) evict(token);
  let entry = entries.get(idToken);
  if (!entry) {
    if (entries.size >= MAX_ENTRIES) evict(entries.keys().next().value as string);
    const app = initializeServerApp(config.firebase, { authIdToken: idToken });
    const auth = getAuth(app);
    const db = getFirestore(app);
    if (config.emulators) {
      connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
      const [host, port] = config.emulators.firestore.split(':');
      connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
    }
    entry = { app, db, ready: auth.authStateReady(), expiresAt };
    entries.set(idToken, entry);
  } else {
    // Least recently used goes first.
    entries.delete(idToken);
    entries.set(idToken, entry);
  }
  await entry.ready;
  return entry.db;
}
