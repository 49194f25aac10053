// Stores the storefront's analytics events with the shop server's own credential, not as the
// visitor: the rules refuse every client create of `events` (issue 10 item 7), so the only way in is
// POST /__events, with its schema, its crawler filter and its per-address limit.
//
// One code path for both backends: a Firestore REST `:commit` of one create per event with the
// server's request time as `createdAt`. The credential differs:
//   - local backend: the emulator convention `Bearer owner` (the document server's administrator);
//   - production: an OAuth access token of the service's identity (Cloud Run's metadata server),
//     cached until a minute before it expires; the service account needs the Datastore User role.
import { randomBytes } from 'node:crypto';
import type { BackendConfig } from 'shared-auth';
import type { EventBatch } from 'shared-data';
import { EVENTS } from 'shared-data';

type Fetch = typeof fetch;

export interface ServerCredential {
  /** A bearer token for Firestore's REST API. */
  token(): Promise<string>;
}

export const METADATA_TOKEN_URL = 'http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token';

/** The metadata server's access token, fetched when missing or within a minute of expiring. */
export function metadataCredential(fetchImpl: Fetch = fetch, now: () => number = Date.now): ServerCredential {
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;
  const refresh = async (): Promise<string> => {
    const response = await fetchImpl(METADATA_TOKEN_URL, { headers: { 'metadata-flavor': 'Google' }, signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`The metadata server gave no access token (HTTP ${response.status}).`);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') throw new Error('The metadata server answered without an access token.');
    cached = { token: body.access_token, expiresAt: now() + body.expires_in * 1000 };
    return body.access_token;
  };
  return {
    token() {
      if (cached && cached.expiresAt - 60_000 > now()) return Promise.resolve(cached.token);
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

export function serverCredential(config: BackendConfig, fetchImpl: Fetch = fetch): ServerCredential {
  return config.emulators ? { token: () => Promise.resolve('owner') } : metadataCredential(fetchImpl);
}

type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { arrayValue: { values: RestValue[] } }
  | { mapValue: { fields: Record<string, RestValue> } };

/** Firestore's REST encoding of the JSON values an event batch can hold (checked by its schema). */
export function restValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  if (typeof value === 'object') return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
  throw new TypeError(`An event cannot hold a ${typeof value}.`);
}

function restFields(record: Record<string, unknown>): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, restValue(value)]));
}

/** A random 20-character document id, as the SDKs make them. */
function documentId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join('');
}

export interface EventStore {
  /** Stores a checked batch, one `events` document per event, in one commit. */
  write(batch: EventBatch, uid: string | null): Promise<void>;
}

export function createEventStore(config: BackendConfig, credential = serverCredential(config), fetchImpl: Fetch = fetch): EventStore {
  const projectId = config.firebase.projectId;
  if (!projectId) throw new Error('Events cannot be stored without a Firebase project id.');
  const database = `projects/${projectId}/databases/(default)`;
  const base = config.emulators ? `http://${config.emulators.firestore}` : 'https://firestore.googleapis.com';
  const commitUrl = `${base}/v1/${database}/documents:commit`;
  return {
    async write(batch, uid) {
      const writes = batch.events.map((event) => ({
        update: {
          name: `${database}/documents/${EVENTS}/${documentId()}`,
          fields: restFields({
            name: event.name,
            params: event.params,
            ...(event.path ? { path: event.path } : {}),
            sessionId: batch.sessionId,
            ...(batch.sample ? { sample: batch.sample } : {}),
            ...(uid ? { uid } : {}),
          }),
        },
        updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
        currentDocument: { exists: false },
      }));
      const response = await fetchImpl(commitUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${await credential.token()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ writes }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Firestore refused the events (HTTP ${response.status}): ${(await response.text()).slice(0, 300)}`);
    },
  };
}
