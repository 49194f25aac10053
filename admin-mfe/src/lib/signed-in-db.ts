// The database client for the admin's own reads and writes in the browser (a save, an export, an
// upload). Right after a page load the page shows the admin from the server's session while the
// browser's auth service is still restoring the sign-in; a request sent then would carry no token
// and be refused ("Missing or insufficient permissions"). This waits until the auth service has
// answered, for at most SIGN_IN_WAIT_MS (an auth service that never answers leaves the caller saying
// "reload", not waiting without a word); null when nobody is signed in. Built from shared-auth's
// long-standing exports, so this remote works with a shell built before it.
import type { Firestore } from 'firebase/firestore/lite';
import { authReady, ensureAuthFollowed, getBrowserAuth, loadBrowserDb } from 'shared-auth';

export const SIGN_IN_WAIT_MS = 15_000;

export async function loadSignedInDb(waitMs = SIGN_IN_WAIT_MS): Promise<Firestore | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  try {
    await Promise.race([ensureAuthFollowed().then(authReady), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
  if (!getBrowserAuth()?.currentUser) return null;
  return loadBrowserDb();
}
