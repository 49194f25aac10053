// Stands in for firebase-js-sdk's test/integration/util/firebase_export.ts: the SDK's own suites
// then run against the published full SDK (firebase/firestore, as the shop installs it) instead of
// its sources. With __SDK_SUITES__.longPolling every instance is forced onto long polling.

import { type FirebaseApp, initializeApp } from 'firebase/app';
import { type Firestore, type FirestoreSettings, initializeFirestore, setLogLevel } from 'firebase/firestore';

declare global {
  interface Window {
    __SDK_SUITES__: { longPolling: boolean; debug: boolean };
  }
}

let appCount = 0;
if (window.__SDK_SUITES__.debug) setLogLevel('debug');

export function newTestApp(projectId: string, appName?: string): FirebaseApp {
  return initializeApp({ apiKey: 'fake-api-key', projectId }, appName ?? `test-app-${appCount++}`);
}

export function newTestFirestore(app: FirebaseApp, settings?: FirestoreSettings, dbName?: string): Firestore {
  const forced = window.__SDK_SUITES__.longPolling ? { experimentalForceLongPolling: true } : {};
  return dbName === undefined ? initializeFirestore(app, { ...settings, ...forced }) : initializeFirestore(app, { ...settings, ...forced }, dbName);
}

export * from 'firebase/firestore';
