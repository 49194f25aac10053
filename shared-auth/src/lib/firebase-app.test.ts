// Backend start-up (docs/product-spec.md §4): placeholders until ready, the `firebase-ready` event, the
// 5000 ms readiness wait both ways, and the missing-config path.
import { localBackendConfig } from '../config/firebase-config';

async function freshModule() {
  vi.resetModules();
  return import('./firebase-app');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('waitForFirebase', () => {
  it('resolves false after 5000 ms with the console warning, and proceeds', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { waitForFirebase, FIREBASE_READY_TIMEOUT_MS } = await freshModule();
    expect(FIREBASE_READY_TIMEOUT_MS).toBe(5000);
    let result: boolean | undefined;
    void waitForFirebase().then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(4999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
    expect(warn).toHaveBeenCalledWith('Firebase initialization timeout - proceeding anyway');
  });

  it('resolves true when the clients become ready before the timeout', async () => {
    vi.useFakeTimers();
    const { waitForFirebase, startFirebase, loadBrowserDb, getBrowserAuth, getFirebaseClients } = await freshModule();
    const { firestoreSdk } = await import('shared-data');
    expect(getFirebaseClients()).toBeNull();
    expect(getBrowserAuth()).toBeNull();
    let result: boolean | undefined;
    void waitForFirebase().then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(1000);
    const events: string[] = [];
    window.addEventListener('firebase-ready', () => events.push('firebase-ready'), { once: true });
    expect(startFirebase({ ...localBackendConfig, firebase: { ...localBackendConfig.firebase, projectId: `demo-ready-${Date.now()}` } })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toBe(true);
    expect(events).toEqual(['firebase-ready']);
    // Started, but neither the app nor the database SDK is loaded until something asks for the database.
    expect(getFirebaseClients()).toBeNull();
    expect(() => firestoreSdk()).toThrow(/not loaded/);
    const db = await loadBrowserDb();
    expect(db).not.toBeNull();
    expect(getFirebaseClients()?.app.options.projectId).toMatch(/^demo-ready-/);
    expect(await loadBrowserDb()).toBe(db);
    expect(typeof firestoreSdk().getDoc).toBe('function');
    expect(getBrowserAuth()?.currentUser ?? null).toBeNull();
  });
});

describe('startFirebase with incomplete configuration', () => {
  it('logs "Missing config keys" with their names and leaves everything uninitialised', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const { startFirebase, loadBrowserDb, getBrowserAuth, getFirebaseClients } = await freshModule();
    const started = startFirebase({ ...localBackendConfig, firebase: { projectId: 'demo-x', authDomain: 'x.firebaseapp.com' } });
    expect(started).toBe(false);
    expect(error).toHaveBeenCalledWith('Missing config keys:', 'apiKey, appId');
    expect(getFirebaseClients()).toBeNull();
    expect(getBrowserAuth()).toBeNull();
    // Asked for, the database waits out the start-up time, then is not there.
    const db = loadBrowserDb();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await db).toBeNull();
    expect(warn).toHaveBeenCalledWith('Firebase initialization timeout - proceeding anyway');
  });
});
