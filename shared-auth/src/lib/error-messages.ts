// Human messages for the Firebase Auth error codes (docs/product-spec.md §8) — never a raw `auth/...` code
// on screen.

const messages: Record<string, string> = {
  'auth/wrong-password': 'That password is incorrect. Try again or reset your password.',
  'auth/invalid-credential': 'That e-mail and password do not match an account. Check them and try again.',
  'auth/invalid-login-credentials': 'That e-mail and password do not match an account. Check them and try again.',
  'auth/user-not-found': 'No account uses that email. Check the address or create an account.',
  'auth/email-already-in-use': 'An account already uses that email — sign in instead.',
  'auth/invalid-email': 'That e-mail address is not valid. Check it for typos.',
  'auth/missing-email': 'Enter your e-mail address.',
  'auth/missing-password': 'Enter your password.',
  'auth/weak-password': 'That password is too weak: use at least 6 characters.',
  'auth/password-does-not-meet-requirements': 'That password does not meet the requirements shown below the field.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, or reset your password, and try again.',
  'auth/user-disabled': 'This account has been disabled. Contact us if you think this is a mistake.',
  'auth/requires-recent-login': 'For your security, please sign in again and then repeat this action.',
  'auth/popup-blocked': 'The sign-in popup was blocked — allow popups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished. Try again when you are ready.',
  'auth/cancelled-popup-request': 'Another sign-in window is already open.',
  'auth/unauthorized-domain': 'Sign-in is not enabled for this web address. Please use the shop’s main address.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your internet connection and try again.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled for the shop.',
  'auth/account-exists-with-different-credential': 'An account already exists with this e-mail using another sign-in method. Sign in with that method.',
  'auth/expired-action-code': 'This link has expired. Request a new one.',
  'auth/invalid-action-code': 'This link is not valid any more. Request a new one.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/internal-error': 'Something went wrong on our side. Please try again.',
};

/** Password-policy requirements, for `auth/password-does-not-meet-requirements` details. */
const policyRequirements: Array<[RegExp, string]> = [
  [/Password must contain at least (\d+) characters/i, 'at least $1 characters'],
  [/Password may contain at most (\d+) characters/i, 'at most $1 characters'],
  [/lower case character/i, 'a lower-case letter'],
  [/upper case character/i, 'an upper-case letter'],
  [/numeric character/i, 'a number'],
  [/non-alphanumeric character/i, 'a symbol'],
];

function codeOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

export function authErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code === 'auth/password-does-not-meet-requirements' && error instanceof Error) {
    const missing = policyRequirements
      .filter(([pattern]) => pattern.test(error.message))
      .map(([pattern, text]) => error.message.replace(new RegExp(`.*${pattern.source}.*`, 'is'), text));
    if (missing.length) return `That password needs ${missing.join(', ')}.`;
  }
  if (code && messages[code]) return messages[code];
  if (code?.startsWith('auth/')) return 'That did not work. Please try again; if it keeps failing, sign out and in again.';
  if (code === 'permission-denied') return 'You are not allowed to do that. Sign in again and retry.';
  if (code === 'unavailable') return 'The service is unavailable right now. Check your connection and try again.';
  return error instanceof Error && !/^Firebase:/.test(error.message) && !/\(auth\//.test(error.message)
    ? error.message
    : 'Something went wrong. Please try again.';
}

export const AUTH_ERROR_CODES = Object.keys(messages);
