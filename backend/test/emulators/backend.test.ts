// The whole local backend, started in memory on free ports, driven by the real Firebase clients:
// firebase/auth against the Auth emulator, firebase/functions against the Functions emulator and
// firebase/storage against the storage server.
import { execFileSync } from 'node:child_process';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type FunctionsError } from 'firebase/functions';
import { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytes, type FirebaseStorage, type StorageError } from 'firebase/storage';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../src/cli/start-backend';
import { grantAdminRole } from '../../src/cli/grant-admin';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { seedDemoUsers } from '../../src/seed/seed-demo-shop';
import { localAppCheckToken } from '../../../shared-auth/src/lib/app-check-token';
import { attachLocalAppCheck } from '../support/app-check';
import { rawHttp } from '../support/raw-http';

let backend: RunningBackend;
let db: Firestore;
const apps: FirebaseApp[] = [];

interface Session {
  auth: Auth;
  call: (name: string, data: unknown) => Promise<unknown>;
  storage: FirebaseStorage;
}

/** A separate Firebase app per user, as two browsers would have. */
async function session(credentials?: { email: string; password: string }): Promise<Session> {
  const { endpoints } = backend;
  const app = initializeApp(
    { projectId: endpoints.projectId, apiKey: 'demo-api-key', storageBucket: endpoints.storage.bucket },
    `test-${apps.length}-${Date.now()}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, endpoints.auth?.url ?? '', { disableWarnings: true });
  // The functions refuse calls without an App Check token (minted locally, as the shop's pages do).
  attachLocalAppCheck(app);
  const functions = getFunctions(app, endpoints.functions?.region);
  connectFunctionsEmulator(functions, '127.0.0.1', endpoints.functions?.port ?? 0);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', endpoints.storage.port);
  if (credentials) await signInWithEmailAndPassword(auth, credentials.email, credentials.password);
  return { auth, call: async (name, data) => (await httpsCallable(functions, name)(data)).data, storage };
}

async function errorOf(promise: Promise<unknown>): Promise<FunctionsError> {
  try {
    await promise;
  } catch (error) {
    return error as FunctionsError;
  }
  throw new Error('expected the call to fail');
}

function processGroupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  backend = await startBackend({ inMemory: true, ports: { firestore: 0, auth: 0, functions: 0, storage: 0 } });
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
}, 240_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await db?.terminate();
  await backend?.close();
}, 60_000);

describe('the started backend', () => {
  it('reports every endpoint and how long each part took to start', () => {
    const { endpoints, timings } = backend;
    expect(endpoints.firestore.port).toBeGreaterThan(0);
    expect(endpoints.auth?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(endpoints.functions).toMatchObject({ region: 'asia-south1' });
    expect(timings.emulators).toBeGreaterThan(1000);
    expect(timings.total).toBeGreaterThanOrEqual(timings.emulators ?? 0);
    console.info(`backend started in ${timings.total} ms (emulators ${timings.emulators} ms, seed ${timings.seed} ms)`);
  });

  it('created the demo users, who sign in with the documented passwords', async () => {
    const customer = await session(DEMO_CUSTOMER);
    expect(customer.auth.currentUser?.uid).toBe('demo-customer');
    const admin = await session(DEMO_ADMIN);
    expect((await admin.auth.currentUser?.getIdTokenResult())?.claims['admin']).toBe(true);
    expect((await customer.auth.currentUser?.getIdTokenResult())?.claims['admin']).toBeUndefined();
  });

  it('has the Auth emulator validate requests, with its validators compiled on first use (lazy-auth-schemas.mjs)', async () => {
    const signUp = (body: unknown) =>
      fetch(`${backend.endpoints.auth?.url ?? ''}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const refused = await signUp({ email: 'lazy-schemas@example.com', password: { not: 'a string' } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Invalid JSON payload received. /password must be string');
    const accepted = await signUp({ email: 'lazy-schemas@example.com', password: 'lazy-schemas-1', returnSecureToken: true });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { email: string }).email).toBe('lazy-schemas@example.com');
  });

  it('leaves existing users alone when the users are seeded again', async () => {
    const report = await seedDemoUsers({ db, authUrl: backend.endpoints.auth?.url ?? '', projectId: backend.endpoints.projectId });
    expect(report).toEqual({ created: [], existing: [DEMO_CUSTOMER.email, DEMO_ADMIN.email] });
  });
});

describe('the storage server', () => {
  it("is reported with its bucket and takes the Auth emulator's ID tokens: an admin uploads, a customer may not", async () => {
    const { storage } = backend.endpoints;
    expect(storage).toEqual({
      url: `http://127.0.0.1:${storage.port}`,
      host: `127.0.0.1:${storage.port}`,
      port: storage.port,
      bucket: 'demo-silver-shop.appspot.com',
    });
    const admin = await session(DEMO_ADMIN);
    const uploaded = await uploadBytes(ref(admin.storage, 'media/2026/test/ring.png'), new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), {
      contentType: 'image/png',
    });
    expect(uploaded.metadata).toMatchObject({ bucket: storage.bucket, size: 8, contentType: 'image/png' });
    const visitor = await session();
    expect((await fetch(await getDownloadURL(ref(visitor.storage, 'media/2026/test/ring.png')))).status).toBe(200);
    const customer = await session(DEMO_CUSTOMER);
    const refused = await uploadBytes(ref(customer.storage, 'media/2026/test/mine.png'), new Uint8Array([1]), { contentType: 'image/png' }).catch(
      (e: unknown) => e as StorageError,
    );
    expect((refused as StorageError).code).toBe('storage/unauthorized');
  });
});

describe('setAdminRole', () => {
  it('refuses anonymous callers and customers', async () => {
    const anonymous = await session();
    expect((await errorOf(anonymous.call('setAdminRole', { email: DEMO_CUSTOMER.email, admin: true }))).code).toBe('functions/unauthenticated');
    const customer = await session(DEMO_CUSTOMER);
    const denied = await errorOf(customer.call('setAdminRole', { email: DEMO_CUSTOMER.email, admin: true }));
    expect(denied.code).toBe('functions/permission-denied');
    expect(denied.message).toMatch(/administrator/i);
  });

  it('rejects invalid input with a message naming the problem', async () => {
    const admin = await session(DEMO_ADMIN);
    const cases: [unknown, RegExp][] = [
      [null, /email: string, admin: boolean/],
      [{ email: 'not-an-email', admin: true }, /not a valid email/],
      [{ email: DEMO_CUSTOMER.email, admin: 'yes' }, /admin must be true/],
      [{ email: DEMO_CUSTOMER.email, admin: true, role: 'owner' }, /Unexpected field\(s\) role/],
    ];
    for (const [input, message] of cases) {
      const error = await errorOf(admin.call('setAdminRole', input));
      expect(error.code).toBe('functions/invalid-argument');
      expect(error.message).toMatch(message);
    }
    const missing = await errorOf(admin.call('setAdminRole', { email: 'nobody@example.com', admin: true }));
    expect(missing.code).toBe('functions/not-found');
  });

  it('refuses to let the only administrator remove their own admin role', async () => {
    const admin = await session(DEMO_ADMIN);
    const error = await errorOf(admin.call('setAdminRole', { email: DEMO_ADMIN.email, admin: false }));
    expect(error.code).toBe('functions/failed-precondition');
    expect(error.message).toMatch(/only administrator/);
    expect((await admin.auth.currentUser?.getIdTokenResult(true))?.claims['admin']).toBe(true);
  });

  it('lists the administrators for admins only', async () => {
    const admin = await session(DEMO_ADMIN);
    const { admins } = (await admin.call('listAdmins', {})) as { admins: Array<{ email: string; disabled: boolean }> };
    expect(admins.map((account) => account.email)).toEqual([DEMO_ADMIN.email]);
    expect(admins[0]?.disabled).toBe(false);
    const customer = await session(DEMO_CUSTOMER);
    expect((await errorOf(customer.call('listAdmins', {}))).code).toBe('functions/permission-denied');
    expect((await errorOf(admin.call('listAdmins', { all: true }))).code).toBe('functions/invalid-argument');
  });

  it('grants the admin claim, which the user sees after refreshing their token, and records it', async () => {
    const admin = await session(DEMO_ADMIN);
    const customer = await session(DEMO_CUSTOMER);
    await expect(admin.call('setAdminRole', { email: ' Customer@Example.com ', admin: true })).resolves.toEqual({
      uid: 'demo-customer',
      email: DEMO_CUSTOMER.email,
      admin: true,
    });
    expect((await customer.auth.currentUser?.getIdTokenResult(true))?.claims['admin']).toBe(true);
    const audit = await db.collection('adminAudit').where('target', '==', 'users/demo-customer').get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ action: 'role.grant', by: 'demo-admin', byEmail: DEMO_ADMIN.email, changes: { admin: { from: false, to: true } } }),
    ]);
    expect(audit.docs[0]?.get('at')?.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lets an admin step down once another admin exists, and then protects the last one', async () => {
    const admin = await session(DEMO_ADMIN);
    const adminOnAnotherDevice = await session(DEMO_ADMIN);
    await expect(admin.call('setAdminRole', { email: DEMO_ADMIN.email, admin: false })).resolves.toMatchObject({ admin: false });
    expect((await admin.auth.currentUser?.getIdTokenResult(true))?.claims['admin']).toBeUndefined();
    // The other device still holds an ID token with admin: true; the function checks the account.
    expect((await adminOnAnotherDevice.auth.currentUser?.getIdTokenResult())?.claims['admin']).toBe(true);
    const stale = await errorOf(adminOnAnotherDevice.call('setAdminRole', { email: DEMO_CUSTOMER.email, admin: false }));
    expect(stale.code).toBe('functions/permission-denied');
    expect(stale.message).toMatch(/admin role was removed/);

    const newAdmin = await session(DEMO_CUSTOMER);
    const last = await errorOf(newAdmin.call('setAdminRole', { email: DEMO_CUSTOMER.email, admin: false }));
    expect(last.code).toBe('functions/failed-precondition');
    await expect(newAdmin.call('setAdminRole', { email: DEMO_ADMIN.email, admin: true })).resolves.toMatchObject({ admin: true });
  });
});

describe('what pages of other sites and stale tokens reach', () => {
  const auth = (): string => backend.endpoints.auth?.url ?? '';
  const ACCOUNTS = '/identitytoolkit.googleapis.com/v1/projects/demo-silver-shop/accounts:batchGet?maxResults=-1';
  const UPDATE = '/identitytoolkit.googleapis.com/v1/projects/demo-silver-shop/accounts:update';

  it("listAdmins refuses an expired ID token, another project's and a junk signed one with unauthenticated", async () => {
    const signIn = await fetch(`${auth()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ADMIN, returnSecureToken: true }),
    });
    const { idToken } = (await signIn.json()) as { idToken: string };
    const [header = '', payload = ''] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = (over: Record<string, unknown>, head = header, signature = '') =>
      `${head}.${Buffer.from(JSON.stringify({ ...claims, ...over })).toString('base64url')}.${signature}`;
    const { functions, projectId } = backend.endpoints;
    const listAdmins = (token: string) =>
      fetch(`${functions?.url}/${projectId}/${functions?.region}/listAdmins`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-firebase-appcheck': localAppCheckToken('1:0:web:0', projectId).token,
        },
        body: '{"data":null}',
      });
    expect((await listAdmins(idToken)).status).toBe(200);
    const rs256 = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'junk', typ: 'JWT' })).toString('base64url');
    for (const token of [
      forged({ exp: Math.floor(Date.now() / 1000) - 60 }),
      forged({ aud: 'another-project', iss: 'https://securetoken.google.com/another-project' }),
      forged({}, rs256, 'anVuaw'),
    ]) {
      const refused = await listAdmins(token);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: { status: string } }).error.status).toBe('UNAUTHENTICATED');
    }
  });

  it('the Auth emulator refuses other sites: no account list, no admin claim, no preflight; pages of this machine still get CORS', async () => {
    const signUp = await fetch(`${auth()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'rebinding-target@example.com', password: 'target-1234', returnSecureToken: true }),
    });
    const { localId } = (await signUp.json()) as { localId: string };
    const evil = { Origin: 'http://evil.example' };
    const listed = await fetch(`${auth()}${ACCOUNTS}`, { headers: { ...evil, Authorization: 'Bearer owner' } });
    expect(listed.status).toBe(403);
    expect(listed.headers.get('access-control-allow-origin')).toBeNull();
    const claimed = await fetch(`${auth()}${UPDATE}`, {
      method: 'POST',
      headers: { ...evil, Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId, customAttributes: '{"admin":true}' }),
    });
    expect(claimed.status).toBe(403);
    const preflight = await fetch(`${auth()}${UPDATE}`, {
      method: 'OPTIONS',
      headers: { ...evil, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const rebound = await rawHttp(`${auth()}${ACCOUNTS}`, { headers: { Host: `evil.example:${backend.endpoints.auth?.port}`, Authorization: 'Bearer owner' } });
    expect(rebound.status).toBe(403);
    const fromLoopbackPage = await fetch(`${auth()}${ACCOUNTS}`, { headers: { Origin: 'http://127.0.0.1:3000', Authorization: 'Bearer owner' } });
    expect(fromLoopbackPage.status).toBe(403);
    // The account got no claim.
    const lookup = await fetch(`${auth()}/identitytoolkit.googleapis.com/v1/projects/demo-silver-shop/accounts:lookup`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: [localId] }),
    });
    expect(((await lookup.json()) as { users: { customAttributes?: string }[] }).users[0]?.customAttributes).toBeUndefined();
    // This machine's pages: the preflight and the call the web SDK makes.
    const ours = await fetch(`${auth()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-client-version' },
    });
    expect(ours.status).toBeLessThan(300);
    expect(ours.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    // Server code still lists the accounts with the owner token.
    expect((await fetch(`${auth()}${ACCOUNTS}`, { headers: { Authorization: 'Bearer owner' } })).status).toBe(200);
  });
});

describe('subscribeNewsletter', () => {
  it('stores a new address once, in lower case, and answers a repeat with already-subscribed', async () => {
    const visitor = await session();
    const address = `Reader.${Date.now()}@Example.com`;
    expect(await visitor.call('subscribeNewsletter', { email: address, source: 'footer' })).toEqual({ status: 'subscribed' });
    expect(await visitor.call('subscribeNewsletter', { email: address.toLowerCase() })).toEqual({ status: 'already-subscribed' });
    const stored = await db.collection('newsletter').doc(address.toLowerCase()).get();
    expect(stored.data()).toMatchObject({ email: address.toLowerCase(), source: 'footer' });
  });

  it('rejects a missing or malformed address with a message for the visitor', async () => {
    const visitor = await session();
    for (const [input, message] of [
      [{}, /Enter your e-mail address/],
      [{ email: 'not-an-address' }, /does not look like an e-mail address/],
      [{ email: 'a/b@example.com' }, /does not look like an e-mail address/],
    ] as const) {
      const error = await errorOf(visitor.call('subscribeNewsletter', input));
      expect(error.code).toBe('functions/invalid-argument');
      expect(error.message).toMatch(message);
    }
  });
});

describe('rebuildCategories', () => {
  it('is for admins only and finds the seeded counts already correct', async () => {
    const anonymous = await session();
    expect((await errorOf(anonymous.call('rebuildCategories', {}))).code).toBe('functions/unauthenticated');
    const admin = await session(DEMO_ADMIN);
    const result = (await admin.call('rebuildCategories', {})) as { categories: number; activeProducts: number; updated: string[] };
    expect(result.categories).toBeGreaterThanOrEqual(6);
    expect(result.activeProducts).toBeGreaterThanOrEqual(110);
    expect(result.updated).toEqual([]);
  });

  it('corrects a category whose counts have drifted (a change the triggers never saw)', async () => {
    // productWritten keeps the counts right as products change, and quickly: a drift is a write it
    // missed (data edited while the backend was stopped), made here by writing wrong counts directly.
    await backend.documentServer.triggers.whenIdle();
    const active = (await db.collection('prod').where('status', '==', 'active').where('categorySlug', '==', 'anklets').count().get()).data().count;
    const stored = await db.doc('categories/anklets').get();
    expect(stored.get('productCount')).toBe(active);
    const subcategories = stored.get('subcategories') as { id: string; productCount: number }[];
    await db.doc('categories/anklets').update({
      productCount: active + 3,
      subcategories: subcategories.map((sub, index) => (index === 0 ? { ...sub, productCount: sub.productCount + 3 } : sub)),
    });
    await backend.documentServer.triggers.whenIdle();
    const admin = await session(DEMO_ADMIN);
    const result = (await admin.call('rebuildCategories', {})) as { updated: string[] };
    expect(result.updated).toEqual(['anklets']);
    const after = await db.doc('categories/anklets').get();
    expect(after.get('productCount')).toBe(active);
    expect(after.get('subcategories')).toEqual(subcategories);
  });
});

describe('the first-admin script', () => {
  it('grants the admin claim to an existing account once, and explains an unknown email', async () => {
    const { deleteApp: deleteAdminApp, initializeApp: initializeAdminApp } = await import('firebase-admin/app');
    const { getAuth: getAdminAuth } = await import('firebase-admin/auth');
    // firebase-admin finds the Auth emulator through this variable, as the script documents.
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = backend.endpoints.auth?.host ?? '';
    const app = initializeAdminApp({ projectId: backend.endpoints.projectId }, `grant-admin-test-${Date.now()}`);
    try {
      const auth = getAdminAuth(app);
      const created = await auth.createUser({ email: 'owner@example.com', password: 'Owner#2026' });
      await expect(grantAdminRole(auth, ' Owner@Example.com')).resolves.toEqual({ uid: created.uid, email: 'owner@example.com', changed: true });
      await expect(grantAdminRole(auth, 'owner@example.com')).resolves.toMatchObject({ changed: false });
      const owner = await session({ email: 'owner@example.com', password: 'Owner#2026' });
      expect((await owner.auth.currentUser?.getIdTokenResult())?.claims['admin']).toBe(true);
      await expect(grantAdminRole(auth, 'ghost@example.com')).rejects.toThrow('No account uses the email ghost@example.com');
    } finally {
      await deleteAdminApp(app);
      delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    }
  });
});

describe('stopping the backend', () => {
  it('leaves no emulator process and no listening port behind', async () => {
    const group = backend.emulatorProcessGroup;
    expect(group).toBeGreaterThan(0);
    expect(processGroupAlive(group ?? 0)).toBe(true);
    const { auth, functions, firestore, storage } = backend.endpoints;
    await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
    await db.terminate();
    await backend.close();
    expect(processGroupAlive(group ?? 0)).toBe(false);
    const survivors = execFileSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim().split(/\s+/)[1] === String(group));
    expect(survivors).toEqual([]);
    for (const url of [auth?.url, functions?.url, firestore.url, storage.url]) {
      await expect(fetch(`${url}/`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
    }
  }, 60_000);
});
