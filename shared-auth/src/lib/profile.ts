// The web user's profile document, `webusers/{uid}` (docs/product-spec.md §3 and §4): created on first
// sign-in, refreshed on later ones, read as a plain object.
import type { Firestore } from 'firebase/firestore/lite';
import { lazyFirestore } from 'shared-data';
import { DEFAULT_EMAIL_PREFERENCES, toWebUserProfile, WEBUSERS, type WebUserProfile } from 'shared-data';

const { doc, getDoc, serverTimestamp, setDoc, updateDoc } = lazyFirestore;

/** "Asha Rao Mehta" → { firstName: "Asha", lastName: "Rao Mehta" }. */
export function splitDisplayName(displayName: string | null | undefined): { firstName: string | null; lastName: string | null } {
  const parts = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0] ?? null, lastName: parts.length > 1 ? parts.slice(1).join(' ') : null };
}

export interface SignedInUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

/** A photo address the profile rule accepts (https only), else null: an identity provider's other
 *  address is not copied into the profile. */
function httpsPhotoURL(url: string | null | undefined): string | null {
  return url && /^https:\/\/\S+$/.test(url) && url.length <= 2048 ? url : null;
}

/** The changes a sign-in makes to an existing profile: lastLogin, and missing email, name or photo. */
export function signInRefresh(existing: Record<string, unknown>, user: SignedInUser): Record<string, unknown> {
  const changes: Record<string, unknown> = { lastLogin: serverTimestamp() };
  if (!existing['email'] && user.email) changes['email'] = user.email;
  if (!existing['displayName'] && user.displayName) {
    changes['displayName'] = user.displayName;
    const { firstName, lastName } = splitDisplayName(user.displayName);
    if (!existing['firstName'] && firstName) changes['firstName'] = firstName;
    if (!existing['lastName'] && lastName) changes['lastName'] = lastName;
  }
  const photoURL = httpsPhotoURL(user.photoURL);
  if (!existing['photoURL'] && photoURL) changes['photoURL'] = photoURL;
  if (existing['emailVerified'] !== user.emailVerified) changes['emailVerified'] = user.emailVerified;
  return changes;
}

export function newProfileDocument(user: SignedInUser): Record<string, unknown> {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: httpsPhotoURL(user.photoURL),
    emailVerified: user.emailVerified,
    ...splitDisplayName(user.displayName),
    phone: null,
    emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES },
    createdAt: serverTimestamp(),
    lastLogin: serverTimestamp(),
  };
}

const ensuring = new Map<string, Promise<WebUserProfile>>();

/**
 * ensureProfile, at most once at a time per user: the auth listener and a registration both ask for
 * it right after sign-up, and two creates of one document would collide.
 */
export function ensureProfileOnce(db: Firestore, user: SignedInUser): Promise<WebUserProfile> {
  const running = ensuring.get(user.uid);
  if (running) return running;
  const task = ensureProfile(db, user).finally(() => ensuring.delete(user.uid));
  ensuring.set(user.uid, task);
  return task;
}

/** Creates the profile if absent, or refreshes it; then returns it as stored. */
export async function ensureProfile(db: Firestore, user: SignedInUser): Promise<WebUserProfile> {
  const ref = doc(db, WEBUSERS, user.uid);
  const snapshot = await getDoc(ref);
  if (!snapshot.exists()) await setDoc(ref, newProfileDocument(user));
  else await updateDoc(ref, signInRefresh(snapshot.data(), user));
  return fetchProfile(db, user.uid, user);
}

/** Reads the profile; creates it with defaults when it is missing. */
export async function fetchProfile(db: Firestore, uid: string, user?: SignedInUser): Promise<WebUserProfile> {
  const ref = doc(db, WEBUSERS, uid);
  const snapshot = await getDoc(ref);
  if (snapshot.exists()) return toWebUserProfile(uid, snapshot.data());
  if (!user) throw new Error('Your profile could not be found. Sign out and in again.');
  await setDoc(ref, newProfileDocument(user));
  const created = await getDoc(ref);
  return toWebUserProfile(uid, created.data() ?? {});
}

export async function saveProfileFields(
  db: Firestore,
  uid: string,
  fields: Partial<Pick<WebUserProfile, 'displayName' | 'firstName' | 'lastName' | 'phone' | 'photoURL' | 'emailPreferences' | 'businessName' | 'gstin'>>,
): Promise<void> {
  await updateDoc(doc(db, WEBUSERS, uid), fields);
}
