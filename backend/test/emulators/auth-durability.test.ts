// Sign-in accounts outlive a restart of `npm run backend` on a data folder (issue: registered
// customers got EMAIL_NOT_FOUND after a restart, and admin grants were lost): the whole backend
// runs as a child process group, is stopped with Ctrl-C (SIGINT) and killed with SIGKILL, and
// started again on the same folder, where the accounts sign in with their passwords and keep
// their custom claims.
import { spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePorts } from '../../src/emulators/ports';
import { DEMO_ADMIN } from '../../src/seed/demo-users';

const CLI = fileURLToPath(new URL('../../src/cli/backend.ts', import.meta.url));
const REPO = path.resolve(path.dirname(CLI), '..', '..', '..');
const PROJECT = 'demo-silver-shop';

interface Running {
  child: ChildProcess;
  exited: Promise<void>;
}

const running: Running[] = [];
let dir = '';
let ports: number[] = [];

async function startBackend(): Promise<Running> {
  const [firestore, auth, functions, storage, smtp, mailWeb] = ports as [number, number, number, number, number, number];
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--data', dir], {
    cwd: REPO,
    env: {
      ...process.env,
      FIRESTORE_PORT: String(firestore),
      AUTH_PORT: String(auth),
      FUNCTIONS_PORT: String(functions),
      STORAGE_PORT: String(storage),
      SMTP_PORT: String(smtp),
      MAIL_WEB_PORT: String(mailWeb),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Local backend ready')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`the backend stopped during start-up:\n${output.slice(-2000)}`)));
  });
  const entry = { child, exited };
  running.push(entry);
  return entry;
}

/** SIGKILL to the whole group: the backend and the emulators die without a word. */
async function kill9(backend: Running): Promise<void> {
  process.kill(-(backend.child.pid as number), 'SIGKILL');
  await backend.exited;
  // The emulators' ports are free again once the group is gone.
  const auth = ports[1] as number;
  await waitFor(
    async () =>
      fetch(`http://127.0.0.1:${auth}/`).then(
        () => false,
        () => true,
      ),
    'the Auth emulator to be gone',
  );
  // The callable host is a process group of its own; its parent watchdog stops it within a second or two.
  const functions = ports[2] as number;
  await waitFor(
    async () =>
      fetch(`http://127.0.0.1:${functions}/__callables`).then(
        () => false,
        () => true,
      ),
    'the callable host to be gone',
  );
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const authApi = (suffix: string) => `http://127.0.0.1:${ports[1]}/identitytoolkit.googleapis.com/v1/${suffix}`;

async function post<T>(url: string, body: unknown, owner = false): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const register = (email: string) =>
  post<{ localId: string }>(authApi('accounts:signUp?key=demo-api-key'), { email, password: 'Secret#2026', returnSecureToken: true });
const signIn = (email: string) =>
  post<{ localId?: string; idToken?: string; error?: { message: string } }>(authApi('accounts:signInWithPassword?key=demo-api-key'), {
    email,
    password: 'Secret#2026',
    returnSecureToken: true,
  });
const claimsOf = async (uid: string) => {
  const { body } = await post<{ users?: Array<{ customAttributes?: string }> }>(authApi(`projects/${PROJECT}/accounts:lookup`), { localId: [uid] }, true);
  return JSON.parse(body.users?.[0]?.customAttributes ?? '{}') as Record<string, unknown>;
};
const savedAccounts = async () => fs.readFile(path.join(dir, 'auth', 'accounts.json'), 'utf8').catch(() => '');
/** The custom claims the saved file holds for `uid` (the emulator's export format), or null when it holds no such account. */
const savedClaimsOf = async (uid: string): Promise<Record<string, unknown> | null> => {
  try {
    const saved = JSON.parse(await savedAccounts()) as { users?: Array<{ localId?: string; customAttributes?: string }> };
    const user = saved.users?.find((candidate) => candidate.localId === uid);
    return user ? (JSON.parse(user.customAttributes ?? '{}') as Record<string, unknown>) : null;
  } catch {
    return null; // not written yet
  }
};

afterAll(async () => {
  for (const backend of running) {
    if (backend.child.exitCode === null && backend.child.signalCode === null) {
      try {
        process.kill(-(backend.child.pid as number), 'SIGKILL');
      } catch {
        // gone already
      }
    }
  }
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}, 30_000);

describe('sign-in accounts on a data folder', () => {
  it('survive Ctrl-C, and SIGKILL once saved (at most 2 s after the change)', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'auth-durability-'));
    ports = await findFreePorts(6);

    // A customer registers and is made an administrator; then the backend is killed outright,
    // once the saved file holds both (the window after kill -9 is the 2 s between saves).
    let backend = await startBackend();
    const first = await register('first@durable.example');
    expect(first.status).toBe(200);
    await post(authApi(`projects/${PROJECT}/accounts:update`), { localId: first.body.localId, customAttributes: JSON.stringify({ admin: true }) }, true);
    // The account's own claim in the file ("admin" alone would match the demo administrator's e-mail,
    // already saved: on a busy machine the kill then came before the claim was written).
    await waitFor(async () => (await savedClaimsOf(first.body.localId))?.['admin'] === true, 'the accounts file to hold the new account and its claim');
    await kill9(backend);

    backend = await startBackend();
    const again = await signIn('first@durable.example');
    expect(again.body.error?.message).toBeUndefined();
    expect(again.body.localId).toBe(first.body.localId);
    expect(await claimsOf(first.body.localId)).toEqual({ admin: true });
    // The demo administrator is still there, with the password the seed gave it.
    const demo = await post<{ localId?: string }>(authApi('accounts:signInWithPassword?key=demo-api-key'), {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
      returnSecureToken: true,
    });
    expect(demo.body.localId).toBe(DEMO_ADMIN.uid);

    // Registered and stopped at once with Ctrl-C: the last save on the way out keeps it.
    const second = await register('second@durable.example');
    expect(second.status).toBe(200);
    backend.child.kill('SIGINT');
    await backend.exited;
    backend = await startBackend();
    expect((await signIn('second@durable.example')).body.localId).toBe(second.body.localId);
    expect((await signIn('first@durable.example')).body.localId).toBe(first.body.localId);
    backend.child.kill('SIGINT');
    await backend.exited;
  }, 400_000);
});
