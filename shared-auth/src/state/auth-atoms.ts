// The auth state as jotai atoms (docs/product-spec.md §4). shared-auth is a federation singleton, so these
// atom objects are the same in the shell and in every remote; their values live in the shell's
// store (one per server request, one in the browser).
import { atom } from 'jotai';
import { isAdminClaim, type AuthUser } from '../lib/local-user';
import type { WebUserProfile } from 'shared-data';

/** True until the auth service has reported (initially true). */
export const authLoadingAtom = atom(true);
export const authUserAtom = atom<AuthUser | null>(null);
/** The last error of a profile, address or user-data action (docs/product-spec.md §8). */
export const authErrorAtom = atom<string | null>(null);
export const profileAtom = atom<WebUserProfile | null>(null);

export const isAdminAtom = atom((get) => isAdminClaim(get(authUserAtom)?.customClaims));

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export const authStatusAtom = atom<AuthStatus>((get) => {
  if (get(authUserAtom)) return 'signed-in';
  return get(authLoadingAtom) ? 'loading' : 'signed-out';
});
