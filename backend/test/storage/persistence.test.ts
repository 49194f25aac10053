// Objects and their metadata survive a restart of the storage server on the same data folder;
// what a crash can leave behind is cleaned up, and a damaged folder stops start-up by name.
import { mkdtempSync, promises as fs, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteObject, getBytes, getDownloadURL, getMetadata, listAll, ref, updateMetadata, uploadBytes, uploadBytesResumable } from 'firebase/storage';
import { afterAll, describe, expect, it } from 'vitest';
import type { StorageServer } from '../../src/storage/index';
import { closeClients, imageBytes, objectPath, rawRequest, startTestStorage, storageClient } from './helpers';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'storage-data-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await closeClients();
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

/** Every file below the folder, relative to it. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

async function ownerMetadata(server: StorageServer, name: string): Promise<Record<string, unknown> | null> {
  const reply = await rawRequest(server, 'GET', objectPath(server, name), { headers: { Authorization: 'Firebase owner' } });
  return reply.status === 200 ? reply.json : null;
}

describe('a restart on the same data folder', () => {
  it('keeps content, metadata, download tokens and deletions', async () => {
    const dir = dataDir();
    let server = await startTestStorage({ dataDir: dir });
    let admin = storageClient(server, 'admin');
    const small = imageBytes('png', 5000, 1);
    const large = imageBytes('webp', 900_000, 2);
    await uploadBytes(ref(admin, 'media/2026/r1/small.png'), small, { contentType: 'image/png', customMetadata: { alt: 'small' } });
    await uploadBytesResumable(ref(admin, 'media/2026/r1/large.webp'), large, { contentType: 'image/webp' });
    await uploadBytes(ref(admin, 'media/2026/r1/gone.gif'), imageBytes('gif', 10, 3), { contentType: 'image/gif' });
    await updateMetadata(ref(admin, 'media/2026/r1/small.png'), { cacheControl: 'public, max-age=60' });
    await deleteObject(ref(admin, 'media/2026/r1/gone.gif'));
    const before = { small: await ownerMetadata(server, 'media/2026/r1/small.png'), large: await ownerMetadata(server, 'media/2026/r1/large.webp') };
    const url = await getDownloadURL(ref(admin, 'media/2026/r1/large.webp'));
    await server.close();

    server = await startTestStorage({ dataDir: dir });
    admin = storageClient(server, 'admin');
    expect(await ownerMetadata(server, 'media/2026/r1/small.png')).toEqual(before.small);
    expect(await ownerMetadata(server, 'media/2026/r1/large.webp')).toEqual(before.large);
    expect(before.small).toMatchObject({ metageneration: '2', cacheControl: 'public, max-age=60', metadata: { alt: 'small' } });
    expect(Buffer.from(await getBytes(ref(admin, 'media/2026/r1/small.png'))).equals(Buffer.from(small))).toBe(true);
    // The URL handed out before the restart (same port or not, the token is what counts).
    const again = await fetch(url.replace(/:\d+\//, `:${server.port}/`));
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(large))).toBe(true);
    expect(await ownerMetadata(server, 'media/2026/r1/gone.gif')).toBeNull();
    expect((await listAll(ref(admin, 'media/2026/r1'))).items.map((r) => r.name)).toEqual(['large.webp', 'small.png']);
    await server.close();
  });

  it('keeps only the current content of a replaced object, under hashed file names', async () => {
    const dir = dataDir();
    const server = await startTestStorage({ dataDir: dir });
    const admin = storageClient(server, 'admin');
    for (let i = 0; i < 3; i++) await uploadBytes(ref(admin, 'media/2026/r2/cover.png'), imageBytes('png', 100 + i, i), { contentType: 'image/png' });
    await uploadBytes(ref(admin, 'media/2026/r2/other.png'), imageBytes('png', 10), { contentType: 'image/png' });
    const stored = files(path.join(dir, 'storage'));
    expect(stored.filter((f) => f.startsWith('blobs/'))).toHaveLength(2);
    expect(stored.filter((f) => f.startsWith('objects/'))).toHaveLength(2);
    // No object name reaches the file system: only hashes, generations and the lock.
    for (const f of stored) expect(f).toMatch(/^(LOCK|objects\/[0-9a-f]{64}\.json|blobs\/[0-9a-f]{64}\.[0-9]+)$/);
    await server.close();
    const restarted = await startTestStorage({ dataDir: dir });
    expect((await getMetadata(ref(storageClient(restarted, 'admin'), 'media/2026/r2/cover.png'))).size).toBe(102);
    await restarted.close();
  });

  it('removes what a crash left behind: unfinished uploads and content no metadata names', async () => {
    const dir = dataDir();
    let server = await startTestStorage({ dataDir: dir });
    await uploadBytes(ref(storageClient(server, 'admin'), 'media/2026/r3/kept.png'), imageBytes('png', 10), { contentType: 'image/png' });
    await server.close();
    const root = path.join(dir, 'storage');
    await fs.mkdir(path.join(root, 'tmp'), { recursive: true });
    writeFileSync(path.join(root, 'tmp', 'half-written-upload'), 'partial');
    writeFileSync(path.join(root, 'blobs', `${'a'.repeat(64)}.123`), 'orphan');
    server = await startTestStorage({ dataDir: dir });
    expect(files(root).filter((f) => !f.startsWith('objects/'))).toEqual(['LOCK', expect.stringMatching(/^blobs\/[0-9a-f]{64}\.[0-9]+$/)]);
    expect((await getMetadata(ref(storageClient(server, 'admin'), 'media/2026/r3/kept.png'))).size).toBe(10);
    await server.close();
  });

  it('refuses to start on damaged metadata, naming the file', async () => {
    const dir = dataDir();
    let server = await startTestStorage({ dataDir: dir });
    await uploadBytes(ref(storageClient(server, 'admin'), 'media/2026/r4/a.png'), imageBytes('png', 10), { contentType: 'image/png' });
    await server.close();
    const objects = path.join(dir, 'storage', 'objects');
    const [file] = readdirSync(objects);
    writeFileSync(path.join(objects, file as string), '{"name": "trunc');
    await expect(startTestStorage({ dataDir: dir })).rejects.toThrow(`Storage data folder is damaged: ${path.join(objects, file as string)} is not JSON`);
    writeFileSync(path.join(objects, file as string), JSON.stringify({ bucket: 'b', name: 'elsewhere' }));
    await expect(startTestStorage({ dataDir: dir })).rejects.toThrow(/is not the metadata of the object its name says/);
    await fs.rm(path.join(objects, file as string));
    server = await startTestStorage({ dataDir: dir });
    expect((await listAll(ref(storageClient(server, 'admin'), 'media/2026/r4'))).items).toEqual([]);
    await server.close();
  });
});
