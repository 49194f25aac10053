// The local copy of the signed-in user (docs/product-spec.md §3) and its stored copy in local storage.
import type { SessionUser } from 'shared-data';

export interface AuthUser {
  uid: string;
  /** A placeholder built from the uid when the account has no e-mail. */
  email: string;
  /** Falls back to the part of the e-mail before the @. */
  displayName: string;
  photoURL: string | null;
  emailVerified: boolean;
  customClaims: Record<string, unknown>;
  /** Sign-in methods of the account ('password', 'google.com'); empty when not known yet. */
  providers: string[];
}

export const STORED_USER_KEY = 'shop.auth.user';

export function placeholderEmail(uid: string): string {
  return `${uid}@users.noreply.local`;
}

export function toAuthUser(
  source: {
    uid: string;
    email?: string | null;
    displayName?: string | null;
    photoURL?: string | null;
    emailVerified?: boolean;
    providerData?: ReadonlyArray<{ providerId: string }>;
    providers?: string[];
  },
  customClaims: Record<string, unknown> = {},
): AuthUser {
  const email = source.email || placeholderEmail(source.uid);
  return {
    uid: source.uid,
    email,
    displayName: source.displayName?.trim() || email.split('@')[0] || email,
    photoURL: source.photoURL ?? null,
    emailVerified: source.emailVerified === true,
    customClaims,
    providers: source.providers ?? source.providerData?.map((provider) => provider.providerId) ?? [],
  };
}

/** The server's view of the user (session cookie) as the local copy the chrome renders from. */
export function authUserFromSession(session: SessionUser): AuthUser {
  return toAuthUser(session, session.admin ? { admin: true } : {});
}

/** The admin claim counts only when it is exactly `true` (docs/product-spec.md §6). */
export function isAdminClaim(claims: Record<string, unknown> | null | undefined): boolean {
  return claims?.['admin'] === true;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredUser(store: Storage | null = storage()): AuthUser | null {
  const raw = store?.getItem(STORED_USER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AuthUser>;
    if (typeof parsed.uid !== 'string' || !parsed.uid) return null;
    return toAuthUser(
      {
        uid: parsed.uid,
        email: parsed.email ?? null,
        displayName: parsed.displayName ?? null,
        photoURL: parsed.photoURL ?? null,
        emailVerified: parsed.emailVerified === true,
        providers: Array.isArray(parsed.providers) ? parsed.providers.filter((item) => typeof item === 'string') : [],
      },
      typeof parsed.customClaims === 'object' && parsed.customClaims !== null ? parsed.customClaims : {},
    );
  } catch {
    store?.removeItem(STORED_USER_KEY);
    return null;
  }
}

export function writeStoredUser(user: AuthUser | null, store: Storage | null = storage()): void {
  if (!store) return;
  if (user) store.setItem(STORED_USER_KEY, JSON.stringify(user));
  else store.removeItem(STORED_USER_KEY);
}
