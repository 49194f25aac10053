// Connects the auth service to the jotai store (docs/product-spec.md §4): the user saved in local storage is
// restored first, then replaced by the auth service's state; sign-out clears both. On each
// sign-in the profile document is created or refreshed and the claims are force-refreshed.
import type { User } from 'firebase/auth';
import type { createStore } from 'jotai';
import { setAnalyticsUser, setAnalyticsUserProperties, type SessionUser } from 'shared-data';
import { authErrorAtom, authLoadingAtom, authUserAtom, profileAtom } from '../state/auth-atoms';
import { getBrowserAuth, loadBrowserDb, loadAuth } from './firebase-app';
import { isAdminClaim, readStoredUser, toAuthUser, writeStoredUser, type AuthUser } from './local-user';
import { ensureProfileOnce } from './profile';
import { sessionSyncIsStale, syncSessionCookie } from './session-cookie-sync';

export type AuthStore = ReturnType<typeof createStore>;

let connectedStore: AuthStore | null = null;
let readyResolve: (() => void) | null = null;
const ready = new Promise<void>((resolve) => {
  readyResolve = resolve;
});
let lastSignedInUid: string | null = null;

/** The store connectAuth() writes to (the shell's); null before the app has started. */
export function authStore(): AuthStore | null {
  return connectedStore;
}

/** Resolves once the auth service has reported the first state (or start-up gave up). */
export function authReady(): Promise<void> {
  return ready;
}

function markReady() {
  readyResolve?.();
  readyResolve = null;
}

/**
 * Sets the server's view of the user into a store before rendering (server and hydration). The
 * user shows at once, but stays "loading" until the auth service confirms it in the browser:
 * anything that needs the user's credentials (the cart's document, say) waits for that.
 */
export function hydrateAuthState(store: AuthStore, user: AuthUser | null): void {
  store.set(authUserAtom, user);
  store.set(authLoadingAtom, true);
}

async function onSignedIn(store: AuthStore, firebaseUser: User, user: AuthUser): Promise<void> {
  setAnalyticsUser(user.uid);
  setAnalyticsUserProperties({ user_type: isAdminClaim(user.customClaims) ? 'admin' : 'customer' });
  const db = await loadBrowserDb();
  if (db) {
    try {
      store.set(
        profileAtom,
        await ensureProfileOnce(db, {
          uid: user.uid,
          email: user.email,
          displayName: firebaseUser.displayName,
          photoURL: firebaseUser.photoURL,
          emailVerified: firebaseUser.emailVerified,
        }),
      );
    } catch (error) {
      store.set(authErrorAtom, error instanceof Error ? error.message : 'Your profile could not be loaded.');
    }
  }
  try {
    // Claims granted since the token was issued (an admin role) take effect now.
    await firebaseUser.getIdToken(true);
  } catch (error) {
    console.warn('Could not refresh custom claims:', error instanceof Error ? error.message : error);
  }
}

async function applyFirebaseUser(store: AuthStore, firebaseUser: User | null): Promise<void> {
  if (!firebaseUser) {
    const wasSignedIn = lastSignedInUid !== null || store.get(authUserAtom) !== null;
    lastSignedInUid = null;
    store.set(authUserAtom, null);
    store.set(profileAtom, null);
    store.set(authLoadingAtom, false);
    writeStoredUser(null);
    markReady();
    if (wasSignedIn) {
      setAnalyticsUser(null);
      setAnalyticsUserProperties({ user_type: null });
    }
    await syncSessionCookie(null);
    return;
  }
  const token = await firebaseUser.getIdTokenResult();
  const user = toAuthUser(firebaseUser, token.claims as Record<string, unknown>);
  // A fresh sign-in shows the account only once the server session exists, so a page opened from
  // the header is rendered signed in. A user already shown (a reload, a token refresh) stays shown.
  const signingIn = store.get(authUserAtom)?.uid !== user.uid;
  if (signingIn) await syncSessionCookie(token.token);
  store.set(authUserAtom, user);
  store.set(authLoadingAtom, false);
  writeStoredUser(user);
  markReady();
  if (!signingIn) await syncSessionCookie(token.token);
  if (lastSignedInUid !== user.uid) {
    lastSignedInUid = user.uid;
    await onSignedIn(store, firebaseUser, user);
  }
}

let following: Promise<void> | null = null;

/** Subscribes the store to the auth service (loading the Auth SDK); once. */
function follow(store: AuthStore): Promise<void> {
  following ??= Promise.all([loadAuth(), import('firebase/auth')]).then(async ([auth, sdk]) => {
    if (!auth) {
      // Proceed without the backend: signed out, public pages still work.
      store.set(authLoadingAtom, false);
      markReady();
      return;
    }
    // The persisted sign-in is read before anyone asks who is signed in.
    await auth.authStateReady();
    let queue = Promise.resolve();
    sdk.onIdTokenChanged(auth, (firebaseUser) => {
      // One state change at a time, in order.
      queue = queue
        .then(() => applyFirebaseUser(store, firebaseUser))
        .catch((error: unknown) => {
          console.warn('Auth state update failed:', error);
          markReady();
        });
    });
  });
  return following;
}

/**
 * Starts following the auth service. Call once in the browser, after hydration (so the first
 * render matches the server's). Someone who is (or was) signed in on this browser — a stored user
 * or a server session — is confirmed with the auth service at once; for everyone else the Auth
 * SDK loads only when something needs it (a sign-in form, a guarded page).
 */
export function connectAuth(store: AuthStore): () => void {
  connectedStore = store;
  if (!store.get(authUserAtom)) {
    const stored = readStoredUser();
    if (stored) store.set(authUserAtom, stored);
  }
  if (store.get(authUserAtom) || following) {
    void follow(store);
  } else {
    store.set(authLoadingAtom, false);
    markReady();
  }
  return () => undefined;
}

/** Makes sure the auth service is followed (before a sign-in, or on a guarded page). */
export async function ensureAuthFollowed(): Promise<void> {
  if (connectedStore) await follow(connectedStore);
  else await loadAuth();
}

/**
 * The route guard's view of the user in the browser (docs/product-spec.md §4 step 2): waits for start-up,
 * reads the signed-in user and, when asked, force-refreshes the ID token to read the admin claim.
 * A thrown check logs "Auth check failed:" and counts as signed out and not admin.
 */
export async function currentSessionUser({ forceRefresh }: { forceRefresh: boolean }): Promise<SessionUser | null> {
  try {
    // A guarded page confirms the user with the auth service; elsewhere a visitor who never signed
    // in on this browser is simply signed out.
    if (forceRefresh || connectedStore?.get(authUserAtom)) await ensureAuthFollowed();
    await authReady();
    const firebaseUser = getBrowserAuth()?.currentUser ?? null;
    if (!firebaseUser) return null;
    const result = await firebaseUser.getIdTokenResult(forceRefresh);
    if (forceRefresh || sessionSyncIsStale()) await syncSessionCookie(result.token);
    return {
      uid: firebaseUser.uid,
      email: firebaseUser.email,
      displayName: firebaseUser.displayName,
      emailVerified: firebaseUser.emailVerified,
      admin: result.claims['admin'] === true,
    };
  } catch (error) {
    console.warn('Auth check failed:', error);
    return null;
  }
}
