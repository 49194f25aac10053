// Sign-outs the shop server remembers. At sign-out (DELETE /__session) the server records the
// sign-in being ended under the person's own profile — `webusers/{uid}/endedSessions/{auth_time}`,
// written with their own token, so the rules decide — and from then on refuses every ID token of
// that sign-in (all share its auth_time, however often the browser refreshed them). A session cookie
// copied before sign-out is worthless after it, and only this browser's sign-in ends: the person's
// other devices stay signed in (revoking refresh tokens would sign them all out).
import type { Firestore } from 'firebase/firestore/lite';
import { loadFirestoreSdk, WEBUSERS } from 'shared-data';

export const ENDED_SESSIONS = 'endedSessions';

/** Longer than any ID token lives (an hour): after that, a copied cookie is refused as expired anyway. */
export const REMEMBER_ENDED_SESSION_MS = 2 * 60 * 60 * 1000;

/** Records that the sign-in of `authTime` (seconds) ended; a second sign-out of it is a no-op. */
export async function recordSessionEnd(db: Firestore, uid: string, authTime: number, now = Date.now()): Promise<void> {
  const { doc, getDoc, serverTimestamp, setDoc, Timestamp } = await loadFirestoreSdk();
  const ref = doc(db, WEBUSERS, uid, ENDED_SESSIONS, String(authTime));
  try {
    await setDoc(ref, { endedAt: serverTimestamp(), expiresAt: Timestamp.fromMillis(now + REMEMBER_ENDED_SESSION_MS) });
  } catch (error) {
    // The rules allow the record to be created once: a second sign-out of the same sign-in (another
    // tab) finds it there already.
    if ((await getDoc(ref).catch(() => null))?.exists()) return;
    throw error;
  }
}

/** Whether the person ended the sign-in of `authTime`. */
export async function sessionEnded(db: Firestore, uid: string, authTime: number): Promise<boolean> {
  const { doc, getDoc } = await loadFirestoreSdk();
  return (await getDoc(doc(db, WEBUSERS, uid, ENDED_SESSIONS, String(authTime)))).exists();
}
