// The auth state's transitions in a jotai store: loading at first, the stored user restored
// first, then replaced by the auth service's state, and sign-out clearing both.
import { createStore } from 'jotai';
import { localBackendConfig } from '../config/firebase-config';
import { authLoadingAtom, authStatusAtom, authUserAtom, isAdminAtom } from './auth-atoms';
import { toAuthUser, writeStoredUser, STORED_USER_KEY } from '../lib/local-user';

describe('auth atoms', () => {
  it('start loading, with nobody signed in', () => {
    const store = createStore();
    expect(store.get(authLoadingAtom)).toBe(true);
    expect(store.get(authUserAtom)).toBeNull();
    expect(store.get(authStatusAtom)).toBe('loading');
  });

  it('report signed in, signed out and the admin claim', () => {
    const store = createStore();
    store.set(authUserAtom, toAuthUser({ uid: 'u1', email: 'a@example.com' }, { admin: true }));
    expect(store.get(authStatusAtom)).toBe('signed-in');
    expect(store.get(isAdminAtom)).toBe(true);
    store.set(authUserAtom, null);
    store.set(authLoadingAtom, false);
    expect(store.get(authStatusAtom)).toBe('signed-out');
    expect(store.get(isAdminAtom)).toBe(false);
  });
});

describe('connectAuth', () => {
  it('restores the stored user first, then the auth service (nobody signed in) replaces and clears it', async () => {
    vi.resetModules();
    const { hydrateAuthState, connectAuth, authReady } = await import('../lib/auth-connection');
    const { startFirebase } = await import('../lib/firebase-app');
    const atoms = await import('./auth-atoms');
    const stored = toAuthUser({ uid: 'stored-user', email: 'stored@example.com', displayName: 'Stored' });
    writeStoredUser(stored);

    const store = createStore();
    hydrateAuthState(store, null);
    // No network: the auth service reads its (empty) persistence and reports "signed out".
    startFirebase({ ...localBackendConfig, firebase: { ...localBackendConfig.firebase, projectId: `demo-connect-${Date.now()}` } });
    const seen: Array<string | null> = [];
    store.sub(atoms.authUserAtom, () => seen.push(store.get(atoms.authUserAtom)?.uid ?? null));
    const disconnect = connectAuth(store);
    expect(store.get(atoms.authUserAtom)?.uid).toBe('stored-user');
    await authReady();
    await vi.waitFor(() => expect(store.get(atoms.authUserAtom)).toBeNull());
    expect(store.get(atoms.authLoadingAtom)).toBe(false);
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(seen.at(-1)).toBeNull();
    disconnect();
  });
});
