// The real Firebase client SDKs in the test process, against the e2e backend (for steps a person
// does in another place, such as an administrator granting a role).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { E2E_PORTS, type SitePorts } from './ports';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { localAppCheckToken } from '../../shared-auth/src/lib/app-check-token';

/** A new e-mail/password account in the Auth emulator (no profile document); returns its uid. */
export async function createAccount(account: { email: string; password: string }): Promise<string> {
  const app: FirebaseApp = initializeApp({ projectId: 'demo-silver-shop', apiKey: 'demo-api-key', appId: 'e2e' }, `e2e-new-${Date.now()}-${Math.random()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://127.0.0.1:${E2E_PORTS.auth}`, { disableWarnings: true });
    return (await createUserWithEmailAndPassword(auth, account.email, account.password)).user.uid;
  } finally {
    await deleteApp(app);
  }
}

/** Runs `work` signed in as `account`, calling the functions of the global site's backend unless `at` names another site's. */
export async function asUser<T>(
  account: { email: string; password: string },
  work: (call: <R>(name: string, data: unknown) => Promise<R>) => Promise<T>,
  at: Pick<SitePorts, 'auth' | 'functions'> = E2E_PORTS,
): Promise<T> {
  const app: FirebaseApp = initializeApp({ projectId: 'demo-silver-shop', apiKey: 'demo-api-key', appId: 'e2e' }, `e2e-${Date.now()}-${Math.random()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://127.0.0.1:${at.auth}`, { disableWarnings: true });
    // The functions refuse calls without an App Check token (minted locally, as the shop's pages do).
    initializeAppCheck(app, {
      provider: new CustomProvider({ getToken: async () => localAppCheckToken('e2e', 'demo-silver-shop') }),
      isTokenAutoRefreshEnabled: false,
    });
    const functions = getFunctions(app, 'asia-south1');
    connectFunctionsEmulator(functions, '127.0.0.1', at.functions);
    await signInWithEmailAndPassword(auth, account.email, account.password);
    return await work(async (name, data) => (await httpsCallable(functions, name)(data)).data as never);
  } finally {
    await deleteApp(app);
  }
}
