// Named databases (Firestore's multiple databases: getFirestore(app, 'name')) on the document
// server: each is its own set of documents, rules see its id, it survives a restart in its own
// folder, and ids Firestore would not take, other projects and a 101st database are refused.

import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, doc, type Firestore, getDoc, getDocs, getFirestore, setDoc } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it } from 'vitest';
import type { RulesEngine } from '../../src/rules/types';
import { MAX_DATABASES } from '../../src/server/databases';
import { type DocumentServer, startDocumentServer } from '../../src/server/index';
import { allowAll, PROJECT_ID } from '../conformance/helpers';

const servers: DocumentServer[] = [];
const apps: FirebaseApp[] = [];
const folders: string[] = [];
let appCount = 0;

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await Promise.all(folders.splice(0).map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

async function start(options: Parameters<typeof startDocumentServer>[0] = {}): Promise<DocumentServer> {
  const server = await startDocumentServer({ port: 0, inMemory: true, rules: allowAll, log: () => undefined, ...options });
  servers.push(server);
  return server;
}

/** A Lite client of one database of the server. */
function client(server: DocumentServer, databaseId?: string): Firestore {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'test-api-key' }, `named-db-${++appCount}`);
  apps.push(app);
  const db = databaseId === undefined ? getFirestore(app) : getFirestore(app, databaseId);
  connectFirestoreEmulator(db, '127.0.0.1', server.port);
  return db;
}

const get = (server: DocumentServer, database: string, docPath: string, project = PROJECT_ID) =>
  fetch(`${server.url}/v1/projects/${project}/databases/${encodeURIComponent(database)}/documents/${docPath}`, {
    headers: { Authorization: 'Bearer owner' },
  });

describe('named databases', () => {
  it('keeps each database its own documents, and the rules see which database a request is for', async () => {
    const seen: string[] = [];
    const recording: RulesEngine = {
      evaluate: (request) => {
        seen.push(`${request.database} ${request.method} ${request.path.join('/')}`);
        return { allowed: true, reason: 'allowed by the test double' };
      },
    };
    const server = await start({ rules: recording });
    const [main, db1, db2] = [client(server), client(server, 'db1'), client(server, 'db2')];
    await setDoc(doc(db1, 'users/doc1'), { name: 'Rafi' });
    await setDoc(doc(main, 'users/doc2'), { name: 'Asha' });

    expect((await getDoc(doc(db1, 'users/doc1'))).data()).toEqual({ name: 'Rafi' });
    expect((await getDoc(doc(db2, 'users/doc1'))).exists()).toBe(false);
    expect((await getDoc(doc(main, 'users/doc1'))).exists()).toBe(false);
    expect((await getDocs(collection(db1, 'users'))).docs.map((d) => d.id)).toEqual(['doc1']);
    expect((await getDocs(collection(main, 'users'))).docs.map((d) => d.id)).toEqual(['doc2']);
    expect(seen).toContain('db1 create users/doc1');
    expect(seen).toContain('(default) create users/doc2');
    expect(seen).toContain('db2 get users/doc1');

    const health = (await (await fetch(`${server.url}/healthz`)).json()) as { databases: string[]; documents: number };
    expect(health.databases.sort()).toEqual(['(default)', 'db1', 'db2']);
    expect(health.documents).toBe(1);
  });

  it('keeps a named database in its own folder, read back after a restart; the reset endpoint wipes that one only', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'named-db-'));
    folders.push(dataDir);
    const first = await start({ inMemory: false, dataDir, mediaDir: path.join(dataDir, 'media') });
    await setDoc(doc(client(first, 'orders-archive'), 'orders/SO-1'), { total: 1200 });
    await setDoc(doc(client(first), 'orders/SO-2'), { total: 800 });
    await first.close();
    expect((await fs.readdir(path.join(dataDir, 'databases'))).sort()).toEqual(['orders-archive']);

    const second = await start({ inMemory: false, dataDir, mediaDir: path.join(dataDir, 'media'), allowReset: true });
    const archive = client(second, 'orders-archive');
    expect((await getDoc(doc(archive, 'orders/SO-1'))).data()).toEqual({ total: 1200 });
    expect((await getDoc(doc(archive, 'orders/SO-2'))).exists()).toBe(false);

    const reset = await fetch(`${second.url}/emulator/v1/projects/${PROJECT_ID}/databases/orders-archive/documents`, { method: 'DELETE' });
    expect(reset.status).toBe(200);
    expect((await getDoc(doc(archive, 'orders/SO-1'))).exists()).toBe(false);
    expect((await getDoc(doc(client(second), 'orders/SO-2'))).data()).toEqual({ total: 800 });
  });

  it('refuses an id Firestore would not take, another project, and a database past the 100 of a project', async () => {
    const server = await start();
    for (const bad of ['Orders', '9lives', 'ends-', 'a'.repeat(64), 'sp ace']) {
      const res = await get(server, bad, 'c/d');
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { error: { status: string; message: string } }).error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: expect.stringContaining('is not valid'),
      });
    }
    const other = await get(server, 'db1', 'c/d', 'someone-else');
    expect(other.status).toBe(404);
    expect(((await other.json()) as { error: { message: string } }).error.message).toContain('Project "someone-else" is not served here');

    // A missing document of a database that opens is 404 NOT_FOUND, as in (default).
    for (let i = 1; i < MAX_DATABASES; i++) expect((await get(server, `db-${i}`, 'c/d')).status).toBe(404);
    const past = await get(server, 'one-too-many', 'c/d');
    expect(past.status).toBe(429);
    expect(((await past.json()) as { error: { status: string } }).error.status).toBe('RESOURCE_EXHAUSTED');
    // The databases already open still answer.
    expect((await get(server, 'db-1', 'c/d')).status).toBe(404);
  });
});
