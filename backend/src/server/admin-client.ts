// firebase-admin's Firestore in REST mode, pointed at the local document server as administrator.
// REST mode ignores the emulator settings (googleapis/nodejs-firestore#1811) and would look for
// Google credentials, so it gets an auth client whose access token is "owner", which the
// document server (like Google's emulator) treats as the administrator.

import { Firestore } from 'firebase-admin/firestore';

export interface AdminFirestoreOptions {
  /** host:port of the document server, e.g. "127.0.0.1:8080". */
  host: string;
  /** Default 'demo-silver-shop'. */
  projectId?: string;
}

/** The minimal auth client google-gax's REST transport calls for each request's headers. */
const ownerAuthClient = {
  getRequestHeaders: async (): Promise<Record<string, string>> => ({ Authorization: 'Bearer owner' }),
  getProjectId: async (): Promise<string | null> => null,
};

/**
 * A new firebase-admin Firestore talking to the document server over REST as the owner.
 * Call `terminate()` when done. Realtime listeners (onSnapshot) need gRPC and are not available.
 */
export function createAdminFirestore(options: AdminFirestoreOptions): Firestore {
  const host = options.host.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return new Firestore({
    projectId: options.projectId ?? 'demo-silver-shop',
    host,
    ssl: false,
    preferRest: true,
    authClient: ownerAuthClient,
    customHeaders: { Authorization: 'Bearer owner' },
  });
}
