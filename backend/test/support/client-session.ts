// A person signed in through the Auth emulator with the real Firebase web SDKs, calling the shop's
// callables as a browser would. One Firebase app per session, as two browsers would have.
import { readFileSync, statSync } from 'node:fs';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type FunctionsError } from 'firebase/functions';
import type { BackendEndpoints } from '../../src/cli/start-backend';
import { attachLocalAppCheck } from './app-check';

export interface ClientSession {
  app: FirebaseApp;
  auth: Auth;
  uid: string;
  call: <Result = unknown>(name: string, data: unknown) => Promise<Result>;
}

const apps: FirebaseApp[] = [];

export async function clientSession(endpoints: BackendEndpoints, credentials?: { email: string; password: string; create?: boolean }): Promise<ClientSession> {
  const app = initializeApp({ projectId: endpoints.projectId, apiKey: 'demo-api-key' }, `session-${apps.length}-${Date.now()}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, endpoints.auth?.url ?? '', { disableWarnings: true });
  // The functions refuse calls without an App Check token (minted locally, as the shop's pages do).
  attachLocalAppCheck(app);
  const functions = getFunctions(app, endpoints.functions?.region);
  connectFunctionsEmulator(functions, '127.0.0.1', endpoints.functions?.port ?? 0);
  if (credentials?.create) await createUserWithEmailAndPassword(auth, credentials.email, credentials.password);
  else if (credentials) await signInWithEmailAndPassword(auth, credentials.email, credentials.password);
  return {
    app,
    auth,
    uid: auth.currentUser?.uid ?? '',
    call: async <Result>(name: string, data: unknown) => {
      const logFile = endpoints.functions ? callablesLogs.get(endpoints.functions.url) : undefined;
      const logged = logFile ? logSize(logFile) : 0;
      try {
        return (await httpsCallable<unknown, Result>(functions, name)(data)).data;
      } catch (error) {
        // INTERNAL says nothing; why the function threw is in the callable host's output.
        if (logFile && (error as FunctionsError).code === 'functions/internal') {
          // The host logs before it answers, but its output reaches the file through a pipe.
          for (let tries = 0; tries < 20 && logSize(logFile) === logged; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
          (error as Error).message += `\n--- the callable host's output during ${name} (${logFile}) ---\n${logSince(logFile, logged)}`;
        }
        throw error;
      }
    },
  };
}

/** The callable host's log file of each backend, by its functions URL (see sharedBackend()). */
const callablesLogs = new Map<string, string>();

/** Failed INTERNAL calls to the backend at `functionsUrl` quote what its callable host logged. */
export function quoteCallablesLog(functionsUrl: string, logFile: string): void {
  callablesLogs.set(functionsUrl, logFile);
}

const logSize = (file: string): number => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/** What the log gained since `offset` (its last 8 KB of that), or why it cannot be read. */
function logSince(file: string, offset: number): string {
  try {
    const text = readFileSync(file).subarray(offset).toString('utf8');
    return text.length > 8_192 ? `…${text.slice(-8_192)}` : text || '(nothing)';
  } catch (error) {
    return `(unreadable: ${(error as Error).message})`;
  }
}

/**
 * Resolves once the clock has left the second in which this session signed in. Firebase keeps
 * revocation to whole seconds (a token is revoked when its `auth_time` is *before*
 * `tokensValidAfterTime`), so a revocation in the very second of the sign-in does not reach it:
 * in production as here. Tests that revoke a fresh session call this first.
 */
export async function afterSignInSecond(session: ClientSession): Promise<void> {
  const claims: Record<string, unknown> = (await session.auth.currentUser?.getIdTokenResult())?.claims ?? {};
  const signedInAt = Number(claims['auth_time'] ?? 0) * 1000;
  while (Date.now() < signedInAt + 1000) await new Promise((resolve) => setTimeout(resolve, signedInAt + 1000 - Date.now()));
}

export async function closeClientSessions(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

/** The error a call failed with (the test fails if it succeeded). */
export async function callError(promise: Promise<unknown>): Promise<FunctionsError> {
  try {
    await promise;
  } catch (error) {
    return error as FunctionsError;
  }
  throw new Error('expected the call to fail');
}

/** The web SDK appends the HTTP status (" [400]") to every callable error's message. */
export const callMessage = (error: FunctionsError): string => error.message.replace(/ \[\d{3}\]$/, '');
