// The auth store's actions (docs/product-spec.md §8): each returns `{ success, error }` with a message a
// person can act on. On the server every action answers "Auth not available on server-side";
// without a signed-in user, "No authenticated user found". Errors of profile, address and
// user-data actions are also stored in the store's error atom.
import type { Auth, GoogleAuthProvider, User } from 'firebase/auth';
import type * as AuthModule from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import { lazyFirestore } from 'shared-data';
import { CARTS, fetchAddresses, WEBUSERS, type Address, type AddressInput, type EmailPreferences } from 'shared-data';
import { authErrorAtom, authUserAtom, profileAtom } from '../state/auth-atoms';
import { authStore, ensureAuthFollowed } from './auth-connection';
import { authErrorMessage } from './error-messages';
import { loadBrowserDb, loadAuth } from './firebase-app';
import { toAuthUser, writeStoredUser } from './local-user';
import { createAddress, deleteAllAddresses, editAddress, makeDefaultAddress, removeAddress, replaceAllAddresses } from './addresses';
import { ensureProfileOnce, fetchProfile, saveProfileFields, splitDisplayName } from './profile';
import { requireSessionCookie } from './session-cookie-sync';

const { deleteDoc, doc } = lazyFirestore;

export interface ActionResult<T = void> {
  success: boolean;
  error?: string;
  /** The error's code for programs (`auth/wrong-password`, `permission-denied`…). */
  code?: string;
  data?: T;
}

export const SERVER_SIDE_ERROR = 'Auth not available on server-side';
export const NO_USER_ERROR = 'No authenticated user found';
const UNAVAILABLE_ERROR = 'Sign-in is unavailable right now. Please try again in a moment.';

function failure<T>(error: unknown, recordInStore = false): ActionResult<T> {
  const message = authErrorMessage(error);
  if (recordInStore) authStore()?.set(authErrorAtom, message);
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
  return { success: false, error: message, ...(code ? { code } : {}) };
}

type AuthSdk = typeof AuthModule;

/** The Auth client and SDK, loaded on first use (see loadAuth). */
async function clientAuth(): Promise<{ auth: Auth; sdk: AuthSdk } | ActionResult<never>> {
  if (typeof window === 'undefined') return { success: false, error: SERVER_SIDE_ERROR };
  await ensureAuthFollowed();
  const [auth, sdk] = await Promise.all([loadAuth(), import('firebase/auth')]);
  return auth ? { auth, sdk } : { success: false, error: UNAVAILABLE_ERROR };
}

async function signedIn(): Promise<{ auth: Auth; sdk: AuthSdk; user: User; db: Firestore } | ActionResult<never>> {
  const client = await clientAuth();
  if (!('auth' in client)) return client;
  const user = client.auth.currentUser;
  const db = await loadBrowserDb();
  if (!user) return { success: false, error: NO_USER_ERROR };
  if (!db) return { success: false, error: UNAVAILABLE_ERROR };
  return { auth: client.auth, sdk: client.sdk, user, db };
}

/** After a sign-in, wait for the session cookie so the next page renders signed in on the server. */
async function afterSignIn(user: User): Promise<void> {
  await requireSessionCookie(await user.getIdToken());
}

async function run<T>(work: () => Promise<T>, recordInStore = false): Promise<ActionResult<T>> {
  try {
    const data = await work();
    if (recordInStore) authStore()?.set(authErrorAtom, null);
    return data === undefined ? { success: true } : { success: true, data };
  } catch (error) {
    return failure<T>(error, recordInStore);
  }
}

/** Google popup (500×600, the SDK's size), always asking which account, with the email scope. */
export function googleProvider(sdk: AuthSdk): GoogleAuthProvider {
  const provider = new sdk.GoogleAuthProvider();
  provider.addScope('email');
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

export async function signInWithGoogle(): Promise<ActionResult> {
  const client = await clientAuth();
  if (!('auth' in client)) return client;
  return run(async () => {
    const { user } = await client.sdk.signInWithPopup(client.auth, googleProvider(client.sdk));
    await afterSignIn(user);
  });
}

export async function signInWithEmail(email: string, password: string): Promise<ActionResult> {
  const client = await clientAuth();
  if (!('auth' in client)) return client;
  return run(async () => {
    const { user } = await client.sdk.signInWithEmailAndPassword(client.auth, email.trim(), password);
    await afterSignIn(user);
  });
}

export async function register({ name, email, password }: { name: string; email: string; password: string }): Promise<ActionResult> {
  const client = await clientAuth();
  if (!('auth' in client)) return client;
  return run(async () => {
    const { user } = await client.sdk.createUserWithEmailAndPassword(client.auth, email.trim(), password);
    const displayName = name.trim();
    if (displayName) await client.sdk.updateProfile(user, { displayName });
    const db = await loadBrowserDb();
    if (db) {
      // The auth listener may have created the profile before the account had its name: wait for
      // that, then give the profile the name.
      const profile = await ensureProfileOnce(db, { uid: user.uid, email: user.email ?? email, displayName, photoURL: null, emailVerified: false });
      if (displayName && !profile.displayName) {
        await saveProfileFields(db, user.uid, { displayName, ...splitDisplayName(displayName) });
      }
      authStore()?.set(profileAtom, await fetchProfile(db, user.uid));
    }
    await client.sdk.sendEmailVerification(user).catch((error: unknown) => console.warn('Verification e-mail not sent:', error));
    await afterSignIn(user);
    authStore()?.set(authUserAtom, toAuthUser({ ...user, displayName }));
  });
}

export async function sendPasswordReset(email: string): Promise<ActionResult> {
  const client = await clientAuth();
  if (!('auth' in client)) return client;
  return run(() => client.sdk.sendPasswordResetEmail(client.auth, email.trim()));
}

export async function sendVerificationEmail(): Promise<ActionResult> {
  const session = await signedIn();
  if (!('user' in session)) return session;
  return run(() => session.sdk.sendEmailVerification(session.user));
}

export async function signOut(): Promise<ActionResult> {
  const client = await clientAuth();
  if (!('auth' in client)) return client;
  return run(async () => {
    await client.sdk.signOut(client.auth);
    writeStoredUser(null);
    authStore()?.set(authUserAtom, null);
    authStore()?.set(profileAtom, null);
    await requireSessionCookie(null);
  });
}

export interface ProfileChanges {
  displayName?: string;
  phone?: string | null;
  photoURL?: string | null;
  /** The buyer's business for GST invoices, as shared-data's buyerBusinessSchema returns it ('' for none). */
  businessName?: string;
  gstin?: string;
}

export async function updateProfile(changes: ProfileChanges): Promise<ActionResult> {
  const session = await signedIn();
  if (!('user' in session)) return session;
  return run(async () => {
    const { user, db } = session;
    const fields: Parameters<typeof saveProfileFields>[2] = {};
    if (changes.displayName !== undefined) {
      const displayName = changes.displayName.trim();
      fields.displayName = displayName || null;
      Object.assign(fields, splitDisplayName(displayName));
    }
    if (changes.phone !== undefined) fields.phone = changes.phone?.trim() || null;
    if (changes.photoURL !== undefined) fields.photoURL = changes.photoURL?.trim() || null;
    if (changes.businessName !== undefined) fields.businessName = changes.businessName;
    if (changes.gstin !== undefined) fields.gstin = changes.gstin;
    // Only what changed goes to the auth service; an empty string clears the photo.
    const authChanges: { displayName?: string | null; photoURL?: string | null } = {};
    if (changes.displayName !== undefined && (fields.displayName ?? null) !== (user.displayName ?? null)) {
      authChanges.displayName = fields.displayName ?? '';
    }
    if (changes.photoURL !== undefined && (fields.photoURL ?? null) !== (user.photoURL ?? null)) {
      authChanges.photoURL = fields.photoURL ?? '';
    }
    if (Object.keys(authChanges).length) await session.sdk.updateProfile(user, authChanges);
    await saveProfileFields(db, user.uid, fields);
    const store = authStore();
    store?.set(profileAtom, await fetchProfile(db, user.uid));
    const current = store?.get(authUserAtom);
    if (current) store?.set(authUserAtom, toAuthUser({ ...current, displayName: user.displayName, photoURL: user.photoURL }, current.customClaims));
  }, true);
}

export async function updateEmailPreferences(preferences: EmailPreferences): Promise<ActionResult> {
  const session = await signedIn();
  if (!('user' in session)) return session;
  return run(async () => {
    await saveProfileFields(session.db, session.user.uid, { emailPreferences: preferences });
    authStore()?.set(profileAtom, await fetchProfile(session.db, session.user.uid));
  }, true);
}

export async function fetchMyProfile(): Promise<ActionResult<Awaited<ReturnType<typeof fetchProfile>>>> {
  const session = await signedIn();
  if (!('user' in session)) return session;
  return run(async () => {
    const profile = await fetchProfile(session.db, session.user.uid, {
      uid: session.user.uid,
      email: session.user.email ?? '',
      displayName: session.user.displayName,
      photoURL: session.user.photoURL,
      emailVerified: session.user.emailVerified,
    });
    authStore()?.set(profileAtom, profile);
    return profile;
  }, true);
}

export async function fetchMyAddresses(): Promise<ActionResult<Address[]>> {
  const session = await signedIn();
  if (!('user' in session)) return session;
  return run(() => fetchAddresses(session.db, session.user.uid), true);
}

export async function addAddress(address: AddressInput): Promise<ActionResult<string> & { id?: string }> {
  const session = await signedIn();
  if (!('user' in session)) return session;
  const result = await run(() => createAddress(session.db, session.user.uid, address), true);
  return result.data ? { ...result, id: result.data } : result;
}

export async function updateAddress(id: string, address: AddressInput): Promise<ActionResult> {
  const session = await signedIn();
  if (!('user' in session)) return session;
  return run(() => editAddress(session.db, session.user.uid, id, address), true);
}

export async function setDefaultAddress(id: string): Promise<ActionResult> {
  const session = await signedIn();
  if (!('user' in session)) return session;
  return run(() => makeDefaultAddress(session.db, session.user.uid, id), true);
}

export async function deleteAddress(id: string): Promise<ActionResult> {
  const session = await signedIn();
  if (!('user' in session)) return session;
  return run(() => removeAddress(session.db, session.user.uid, id), true);
}

/** Replaces every address at once (batch delete then write, atomically). */
export async function replaceAddresses(addresses: AddressInput[]): Promise<ActionResult<string[]>> {
  const session = await signedIn();
  if (!('user' in session)) return session;
  return run(() => replaceAllAddresses(session.db, session.user.uid, addresses), true);
}

/**
 * Deletes the user's documents and then the account, after confirming a recent sign-in: the
 * password for e-mail accounts, the Google popup otherwise.
 */
export async function deleteAccount({ password }: { password?: string } = {}): Promise<ActionResult> {
  const session = await signedIn();
  if (!('user' in session)) return session;
  return run(async () => {
    const { user, db } = session;
    const usesPassword = user.providerData.some((provider) => provider.providerId === 'password');
    if (usesPassword) {
      if (!password) throw Object.assign(new Error('Enter your password to confirm.'), { code: 'auth/missing-password' });
      await session.sdk.reauthenticateWithCredential(user, session.sdk.EmailAuthProvider.credential(user.email ?? '', password));
    } else {
      await session.sdk.reauthenticateWithPopup(user, googleProvider(session.sdk));
    }
    await deleteAllAddresses(db, user.uid);
    await deleteDoc(doc(db, CARTS, user.uid)).catch(() => undefined);
    await deleteDoc(doc(db, WEBUSERS, user.uid));
    await session.sdk.deleteUser(user);
    writeStoredUser(null);
    authStore()?.set(authUserAtom, null);
    authStore()?.set(profileAtom, null);
    await requireSessionCookie(null);
  }, true);
}
