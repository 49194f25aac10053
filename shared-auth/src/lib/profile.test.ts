import * as firestoreLite from 'firebase/firestore/lite';
import { DEFAULT_EMAIL_PREFERENCES, provideFirestoreSdk, toWebUserProfile } from 'shared-data';
import { newProfileDocument, signInRefresh, splitDisplayName } from './profile';

const { serverTimestamp } = firestoreLite;
// The browser loads the SDK on first need; here it is handed over as the server does.
provideFirestoreSdk(firestoreLite);

const user = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha Rao Mehta', photoURL: 'https://x/a.png', emailVerified: true };

describe('profile creation and refresh on sign-in', () => {
  it('splits the display name into first and last name', () => {
    expect(splitDisplayName('Asha Rao Mehta')).toEqual({ firstName: 'Asha', lastName: 'Rao Mehta' });
    expect(splitDisplayName('Asha')).toEqual({ firstName: 'Asha', lastName: null });
    expect(splitDisplayName('  ')).toEqual({ firstName: null, lastName: null });
    expect(splitDisplayName(null)).toEqual({ firstName: null, lastName: null });
  });

  it('creates a new profile with every spec field, all e-mail preferences on, and server times', () => {
    const document = newProfileDocument(user);
    expect(Object.keys(document).sort()).toEqual(
      ['uid', 'email', 'displayName', 'photoURL', 'emailVerified', 'createdAt', 'lastLogin', 'firstName', 'lastName', 'phone', 'emailPreferences'].sort(),
    );
    expect(document).toMatchObject({ uid: 'u1', firstName: 'Asha', lastName: 'Rao Mehta', phone: null, emailPreferences: DEFAULT_EMAIL_PREFERENCES });
    expect(DEFAULT_EMAIL_PREFERENCES).toEqual({ orderUpdates: true, promotions: true, newsletter: true });
    expect(document['createdAt']).toEqual(serverTimestamp());
    expect(document['lastLogin']).toEqual(serverTimestamp());
  });

  it('on a later sign-in refreshes only lastLogin when nothing is missing', () => {
    const existing = { email: 'asha@example.com', displayName: 'Asha', photoURL: 'https://x/old.png', emailVerified: true };
    expect(signInRefresh(existing, user)).toEqual({ lastLogin: serverTimestamp() });
  });

  it('fills in a missing e-mail, name (with its split) and photo, and never overwrites present ones', () => {
    const changes = signInRefresh({ emailVerified: true }, user);
    expect(changes).toEqual({
      lastLogin: serverTimestamp(),
      email: 'asha@example.com',
      displayName: 'Asha Rao Mehta',
      firstName: 'Asha',
      lastName: 'Rao Mehta',
      photoURL: 'https://x/a.png',
    });
    expect(signInRefresh({ email: 'other@example.com', displayName: 'Other', photoURL: 'p', emailVerified: true }, user)).not.toHaveProperty('email');
  });

  it('copies only an https photo from the identity provider (the profile rule refuses others)', () => {
    for (const photoURL of ['http://x/a.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '/a.png']) {
      expect(newProfileDocument({ ...user, photoURL })['photoURL'], photoURL).toBeNull();
      expect(signInRefresh({ email: 'asha@example.com', emailVerified: true }, { ...user, photoURL }), photoURL).not.toHaveProperty('photoURL');
    }
    expect(newProfileDocument(user)['photoURL']).toBe('https://x/a.png');
  });

  it('reads a stored profile into plain values with default preferences', () => {
    const profile = toWebUserProfile('u1', { email: 'asha@example.com', displayName: 'Asha', emailPreferences: { promotions: false } });
    expect(profile.emailPreferences).toEqual({ orderUpdates: true, promotions: false, newsletter: true });
    expect(profile.createdAt).toBeNull();
    expect(profile.phone).toBeNull();
  });
});
