import { AUTH_ERROR_CODES, authErrorMessage } from './error-messages';

const error = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('auth error messages', () => {
  const specCodes = [
    'auth/password-does-not-meet-requirements',
    'auth/popup-blocked',
    'auth/popup-closed-by-user',
    'auth/unauthorized-domain',
    'auth/network-request-failed',
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/email-already-in-use',
    'auth/invalid-email',
    'auth/weak-password',
    'auth/too-many-requests',
    'auth/user-disabled',
    'auth/requires-recent-login',
  ];

  it.each(specCodes)('%s has a human message and never shows the raw code', (code) => {
    expect(AUTH_ERROR_CODES).toContain(code);
    const message = authErrorMessage(error(code));
    expect(message).not.toMatch(/auth\//);
    expect(message.length).toBeGreaterThan(15);
  });

  it('uses the wording the product promises for the common cases', () => {
    expect(authErrorMessage(error('auth/wrong-password'))).toMatch(/^That password is incorrect/);
    expect(authErrorMessage(error('auth/user-not-found'))).toMatch(/^No account uses that email/);
    expect(authErrorMessage(error('auth/email-already-in-use'))).toBe('An account already uses that email — sign in instead.');
    expect(authErrorMessage(error('auth/popup-blocked'))).toMatch(/^The sign-in popup was blocked — allow popups/);
  });

  it('lists the password-policy requirements the password misses', () => {
    const policy = error(
      'auth/password-does-not-meet-requirements',
      'Firebase: Missing password requirements: [Password must contain at least 10 characters, Password must contain an upper case character] (auth/password-does-not-meet-requirements).',
    );
    expect(authErrorMessage(policy)).toBe('That password needs at least 10 characters, an upper-case letter.');
  });

  it('gives a generic message for an unknown auth code and keeps plain errors readable', () => {
    expect(authErrorMessage(error('auth/something-new'))).not.toMatch(/auth\//);
    expect(authErrorMessage(new Error('Enter your password to confirm.'))).toBe('Enter your password to confirm.');
    expect(authErrorMessage(error('permission-denied', 'Missing or insufficient permissions.'))).toMatch(/not allowed/);
  });
});
