// Hooks over the auth atoms, for the shell and every remote.
import { useAtomValue } from 'jotai';
import { authErrorAtom, authLoadingAtom, authStatusAtom, authUserAtom, isAdminAtom, profileAtom } from '../state/auth-atoms';

export const useAuthUser = () => useAtomValue(authUserAtom);
export const useAuthLoading = () => useAtomValue(authLoadingAtom);
export const useAuthStatus = () => useAtomValue(authStatusAtom);
export const useIsAdmin = () => useAtomValue(isAdminAtom);
export const useAuthError = () => useAtomValue(authErrorAtom);
export const useProfile = () => useAtomValue(profileAtom);
