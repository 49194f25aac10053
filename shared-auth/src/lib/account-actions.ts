// The account actions as every app imports them (shared-auth's index): each downloads the actions'
// code (auth-actions.ts with its error messages and the address and profile writes, about 2 KB
// gzip) on its first call, so pages that only show things do not carry it.
import { lazyActions } from './lazy-actions';

export const {
  addAddress,
  deleteAccount,
  deleteAddress,
  fetchMyAddresses,
  fetchMyProfile,
  register,
  replaceAddresses,
  sendPasswordReset,
  sendVerificationEmail,
  setDefaultAddress,
  signInWithEmail,
  signInWithGoogle,
  signOut,
  updateAddress,
  updateEmailPreferences,
  updateProfile,
} = lazyActions(() => import('./auth-actions'));
