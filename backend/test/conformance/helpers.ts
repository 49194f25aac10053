// Shared set-up for the conformance suites: an in-memory server on an ephemeral port and real
// clients (Lite with mock ID tokens, firebase-admin in REST mode as the owner).

import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, type Firestore, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import type { RulesEngine } from '../../src/rules/types';
import { createAdminFirestore } from '../../src/server/admin-client';
import { type DocumentServer, startDocumentServer } from '../../src/server/index';

export const PROJECT_ID = 'demo-silver-shop';

// Expected failures (denials, preconditions) would otherwise be logged by Lite as warnings.
setLogLevel('silent');

/** A rules engine that allows everything: for suites about the protocol, not the rules. */
export const allowAll: RulesEngine = { evaluate: () => ({ allowed: true, reason: 'allowed by the test double' }) };

export function startTestServer(rules: RulesEngine = allowAll): Promise<DocumentServer> {
  return startDocumentServer({ port: 0, inMemory: true, rules, log: () => undefined });
}

export interface TestUser {
  uid: string;
  claims?: Record<string, unknown>;
}

let appCounter = 0;
const apps: FirebaseApp[] = [];

/** A Lite client; with a user, requests carry an unsigned ID token like the Auth emulator's. */
export function liteClient(server: DocumentServer, user?: TestUser): Firestore {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'test-api-key' }, `conformance-${++appCounter}`);
  apps.push(app);
  const db = getFirestore(app);
  // Lite's mock tokens default to iat 0, i.e. expired an hour after 1970: give them a real iat.
  const iat = Math.floor(Date.now() / 1000);
  connectFirestoreEmulator(db, '127.0.0.1', server.port, user ? { mockUserToken: { sub: user.uid, iat, ...user.claims } } : {});
  return db;
}

const admins: AdminFirestore[] = [];

export function adminClient(server: DocumentServer): AdminFirestore {
  const db = createAdminFirestore({ host: `127.0.0.1:${server.port}`, projectId: PROJECT_ID });
  admins.push(db);
  return db;
}

export async function closeClients(): Promise<void> {
  await Promise.all(apps.splice(0).map((a) => deleteApp(a)));
  await Promise.all(admins.splice(0).map((a) => a.terminate()));
}

/** A response body read by shape in assertions (`json.error.status`); a loose type keeps them readable. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

/** Raw REST call to the server (for what the SDKs cannot express). */
export async function rest(
  server: DocumentServer,
  pathAndRpc: string,
  body?: unknown,
  init: { method?: string; token?: string } = {},
): Promise<{ status: number; json: JsonBody }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers['Authorization'] = `Bearer ${init.token}`;
  const res = await fetch(`${server.url}/v1/projects/${PROJECT_ID}/databases/(default)/${pathAndRpc}`, {
    method: init.method ?? 'POST',
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

export const DOCS = `projects/${PROJECT_ID}/databases/(default)/documents`;
