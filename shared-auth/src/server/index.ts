export { getServerFirestore, closeServerFirestore } from './server-firestore';
export { backendConfigFromEnv, missingConfigKeys, type BackendConfig } from '../config/firebase-config';
export { verifyIdToken, InvalidIdTokenError, sessionUserFromClaims, type VerifiedIdToken } from './verify-id-token';
export {
  SESSION_COOKIE,
  BUCKET_ONLY_SESSION,
  sessionTokenFrom,
  sessionCookieHeader,
  clearSessionCookieHeader,
  readCookie,
  isLocalOrigin,
} from './session-cookie';
export { userFirestore } from './request-firestore';
export { accountStatus, type AccountState, type AccountStatus } from './account-status';
export { recordSessionEnd, sessionEnded, ENDED_SESSIONS, REMEMBER_ENDED_SESSION_MS } from './session-ends';
