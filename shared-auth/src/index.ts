// shared-auth: the federated singleton that owns Firebase start-up, the auth state (jotai atoms),
// sign-in and sign-out, claims and the user's profile. Server-only parts are in `shared-auth/server`.
export {
  backendConfigFromEnv,
  localBackendConfig,
  missingConfigKeys,
  REQUIRED_CONFIG_KEYS,
  type BackendConfig,
  type EmulatorConfig,
  type FirebaseWebConfig,
} from './config/firebase-config';
export {
  FIREBASE_READY_EVENT,
  FIREBASE_READY_TIMEOUT_MS,
  getBrowserAuth,
  getFirebaseClients,
  loadFirebaseClients,
  loadAuth,
  loadBrowserDb,
  startFirebase,
  waitForFirebase,
} from './lib/firebase-app';
export { callFunction } from './lib/functions';
export { deleteFromStorage, uploadToStorage } from './lib/storage';
export { watchChanges, type LiveOperator, type LiveQuery } from './lib/live-changes';
export { authUserFromSession, isAdminClaim, placeholderEmail, readStoredUser, STORED_USER_KEY, toAuthUser, type AuthUser } from './lib/local-user';
export { authReady, authStore, connectAuth, currentSessionUser, ensureAuthFollowed, hydrateAuthState, type AuthStore } from './lib/auth-connection';
export * from './lib/account-actions';
export type { ActionResult, ProfileChanges } from './lib/auth-actions';
export { fetchProfile, splitDisplayName } from './lib/profile';
export { authErrorAtom, authLoadingAtom, authStatusAtom, authUserAtom, isAdminAtom, profileAtom, type AuthStatus } from './state/auth-atoms';
export { useAuthError, useAuthLoading, useAuthStatus, useAuthUser, useIsAdmin, useProfile } from './hooks/use-auth';
export { SESSION_ENDPOINT, TOKEN_SYNC_MAX_AGE_MS } from './lib/session-cookie-sync';
