// The account actions as every app imports them (shared-auth's index): each downloads the actions'
// code (auth-actions.ts with its error messages and the address and profile writes, about 2 KB
// gzip) on its first call, so pages that only show things do not carry it.
import { lazyActions } from './lazy-actions';

const action = lazyActions(() => import('./auth-actions'));

export const addAddress = action('addAddress');
export const deleteAccount = action('deleteAccount');
export const deleteAddress = action('deleteAddress');
export const fetchMyAddresses = action('fetchMyAddresses');
export const fetchMyProfile = action('fetchMyProfile');
export const register = action('register');
export const replaceAddresses = action('replaceAddresses');
export const sendPasswordReset = action('sendPasswordReset');
export const sendVerificationEmail = action('sendVerificationEmail');
export const setDefaultAddress = action('setDefaultAddress');
export const signInWithEmail = action('signInWithEmail');
export const signInWithGoogle = action('signInWithGoogle');
export const signOut = action('signOut');
export const updateAddress = action('updateAddress');
export const updateEmailPreferences = action('updateEmailPreferences');
export const updateProfile = action('updateProfile');
