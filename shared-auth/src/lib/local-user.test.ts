import { authUserFromSession, isAdminClaim, placeholderEmail, readStoredUser, STORED_USER_KEY, toAuthUser, writeStoredUser } from './local-user';

describe('the local copy of the user', () => {
  it('builds a placeholder e-mail from the uid when the account has none', () => {
    const user = toAuthUser({ uid: 'phone-user-1', email: null, displayName: null });
    expect(user.email).toBe(placeholderEmail('phone-user-1'));
    expect(user.email).toMatch(/^phone-user-1@/);
  });

  it('falls back to the part of the e-mail before the @ for the display name', () => {
    expect(toAuthUser({ uid: 'u1', email: 'asha.rao@example.com', displayName: '  ' }).displayName).toBe('asha.rao');
    expect(toAuthUser({ uid: 'u1', email: 'asha.rao@example.com', displayName: 'Asha Rao' }).displayName).toBe('Asha Rao');
  });

  it('keeps uid, photo, verification, claims and the sign-in methods', () => {
    const user = toAuthUser(
      { uid: 'u1', email: 'a@example.com', photoURL: 'https://x/p.png', emailVerified: true, providerData: [{ providerId: 'google.com' }] },
      { admin: true },
    );
    expect(user).toEqual({
      uid: 'u1',
      email: 'a@example.com',
      displayName: 'a',
      photoURL: 'https://x/p.png',
      emailVerified: true,
      customClaims: { admin: true },
      providers: ['google.com'],
    });
  });

  it('round-trips through local storage and clears it on sign-out', () => {
    const user = toAuthUser({ uid: 'u2', email: 'b@example.com', displayName: 'Bina' }, { admin: true });
    writeStoredUser(user);
    expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY) ?? '{}').uid).toBe('u2');
    expect(readStoredUser()).toEqual(user);
    writeStoredUser(null);
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('ignores and removes a corrupt stored copy', () => {
    window.localStorage.setItem(STORED_USER_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify({ email: 'no-uid@example.com' }));
    expect(readStoredUser()).toBeNull();
  });

  it('turns the server session into the same local shape', () => {
    expect(authUserFromSession({ uid: 'u3', email: 'c@example.com', displayName: null, emailVerified: false, admin: true })).toMatchObject({
      uid: 'u3',
      displayName: 'c',
      customClaims: { admin: true },
    });
  });
});

describe('the admin claim', () => {
  it.each([
    [{ admin: true }, true],
    [{ admin: 'true' }, false],
    [{ admin: 1 }, false],
    [{ admin: false }, false],
    [{}, false],
    [null, false],
  ])('%j counts as admin: %s', (claims, expected) => {
    expect(isAdminClaim(claims as Record<string, unknown> | null)).toBe(expected);
  });
});
