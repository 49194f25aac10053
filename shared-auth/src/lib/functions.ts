// Calls the shop's Cloud Functions (callables). The Functions SDK is loaded on first use, so pages
// that never call a function do not download it.
import type { Functions } from 'firebase/functions';
import { backendUnavailableError, loadFirebaseClients, loadAuth } from './firebase-app';

let functionsPromise: Promise<Functions> | null = null;

async function functionsClient(): Promise<Functions> {
  const clients = await loadFirebaseClients();
  if (!clients) throw backendUnavailableError('functions');
  functionsPromise ??= Promise.all([
    import('firebase/functions'),
    // Every callable needs an App Check token: started before the first call.
    import('./app-check').then(({ startAppCheck }) =>
      startAppCheck(clients.app, { local: clients.config.emulators !== null, siteKey: clients.config.appCheckSiteKey }),
    ),
  ]).then(([{ connectFunctionsEmulator, getFunctions }]) => {
    const functions = getFunctions(clients.app, clients.config.functionsRegion);
    if (clients.config.emulators) {
      const [host, port] = clients.config.emulators.functions.split(':');
      connectFunctionsEmulator(functions, host ?? '127.0.0.1', Number(port));
    }
    return functions;
  });
  return functionsPromise;
}

/** Calls a callable function; rejects with the function's HttpsError (code `functions/<code>`). */
export async function callFunction<Result, Input = unknown>(name: string, data: Input): Promise<Result> {
  // A call made as a page starts (an admin list loading its data) must carry the restored user's
  // ID token: wait until Firebase Auth has read its persisted session.
  const auth = await loadAuth();
  await auth?.authStateReady();
  const { httpsCallable } = await import('firebase/functions');
  const callable = httpsCallable<Input, Result>(await functionsClient(), name);
  return (await callable(data)).data;
}
