// Deployment constants shared by every function; clients call `getFunctions(app, FUNCTIONS_REGION)`.

/** Mumbai: next to the shop's customers and its Firestore database. */
export const FUNCTIONS_REGION = 'asia-south1';

/**
 * Set by the local start-up (`backend/src/cli`) for the Functions emulator's workers: `host:port` of
 * our own document server. Absent in production, where firebase-admin talks to real Firestore.
 */
export const DOCUMENT_SERVER_HOST_ENV = 'DOCUMENT_SERVER_HOST';

/** Where the document server listens when nothing else is said (`npm run backend`'s default). */
export const DEFAULT_DOCUMENT_SERVER_HOST = '127.0.0.1:8080';

/**
 * The SMTP server the mail functions send through, e.g. `smtps://user:password@smtp.provider.in:465`.
 * In production a Secret Manager secret of this name (`firebase functions:secrets:set SMTP_URL`);
 * locally the start-up passes the local SMTP server's URL to the emulator's workers under it.
 */
export const SMTP_URL_ENV = 'SMTP_URL';
