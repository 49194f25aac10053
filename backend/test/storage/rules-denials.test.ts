// What backend/storage.rules refuses, seen through the real SDK as the media library and a
// visitor would meet it: storage/unauthorized, with nothing stored.
import {
  deleteObject,
  getMetadata,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
  type StorageError,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageServer } from '../../src/storage/index';
import { bytes, closeClients, imageBytes, startTestStorage, storageClient } from './helpers';

let server: StorageServer;
let admin: FirebaseStorage;
beforeAll(async () => {
  server = await startTestStorage();
  admin = storageClient(server, 'admin');
});
afterAll(async () => {
  await closeClients();
  await server.close();
});

const MIB = 1024 * 1024;

async function refusal(promise: Promise<unknown>): Promise<StorageError> {
  try {
    await promise;
  } catch (e) {
    return e as StorageError;
  }
  throw new Error('expected the call to be refused');
}

/** True if the object exists (asked as the owner, whom the rules do not limit). */
async function exists(name: string): Promise<boolean> {
  try {
    await getMetadata(ref(storageClient(server, 'owner'), name));
    return true;
  } catch (e) {
    if ((e as StorageError).code === 'storage/object-not-found') return false;
    throw e;
  }
}

describe('who may write', () => {
  it.each(['anonymous', 'customer'] as const)('refuses an upload by a %s, small or resumable', async (who) => {
    const client = storageClient(server, who);
    const small = await refusal(uploadBytes(ref(client, `media/2026/w-${who}/a.png`), imageBytes('png', 100), { contentType: 'image/png' }));
    expect(small.code).toBe('storage/unauthorized');
    expect(small.status).toBe(403);
    const large = await refusal(
      uploadBytesResumable(ref(client, `media/2026/w-${who}/b.png`), imageBytes('png', 600_000), { contentType: 'image/png' }).then(() => undefined),
    );
    expect(large.code).toBe('storage/unauthorized');
    expect(await exists(`media/2026/w-${who}/a.png`)).toBe(false);
    expect(await exists(`media/2026/w-${who}/b.png`)).toBe(false);
  });

  it('refuses a customer changing or deleting an admin upload', async () => {
    const target = ref(admin, 'media/2026/w-owned/ring.png');
    await uploadBytes(target, imageBytes('png', 100), { contentType: 'image/png' });
    const customer = ref(storageClient(server, 'customer'), 'media/2026/w-owned/ring.png');
    expect((await refusal(uploadBytes(customer, imageBytes('png', 10), { contentType: 'image/png' }))).code).toBe('storage/unauthorized');
    expect((await refusal(updateMetadata(customer, { customMetadata: { alt: 'mine now' } }))).code).toBe('storage/unauthorized');
    expect((await refusal(deleteObject(customer))).code).toBe('storage/unauthorized');
    expect((await refusal(deleteObject(ref(storageClient(server, 'anonymous'), 'media/2026/w-owned/ring.png')))).code).toBe('storage/unauthorized');
    expect((await getMetadata(target)).size).toBe(100);
  });

  it('refuses an admin writing outside media/', async () => {
    for (const name of ['uploads/a.png', 'a.png', 'mediax/a.png']) {
      expect((await refusal(uploadBytes(ref(admin, name), imageBytes('png', 10), { contentType: 'image/png' }))).code).toBe('storage/unauthorized');
      expect(await exists(name)).toBe(false);
    }
  });
});

describe('what an admin may upload', () => {
  it.each([
    ['text/html', '<script>alert(1)</script>'],
    ['application/javascript', 'alert(1)'],
    ['image/svg', '<svg/>'],
  ])('refuses content type %s', async (contentType, text) => {
    const name = `media/2026/w-type/${contentType.replace('/', '-')}`;
    expect((await refusal(uploadString(ref(admin, name), text, 'raw', { contentType }))).code).toBe('storage/unauthorized');
    expect(await exists(name)).toBe(false);
  });

  it('refuses a wrong content type on the resumable path too, after the last chunk', async () => {
    const name = 'media/2026/w-type/archive.zip';
    const error = await refusal(uploadBytesResumable(ref(admin, name), bytes(700_000), { contentType: 'application/zip' }).then(() => undefined));
    expect(error.code).toBe('storage/unauthorized');
    expect(await exists(name)).toBe(false);
  });

  it('refuses changing an image into another type with updateMetadata', async () => {
    const target = ref(admin, 'media/2026/w-type/ok.png');
    await uploadBytes(target, imageBytes('png', 10), { contentType: 'image/png' });
    expect((await refusal(updateMetadata(target, { contentType: 'text/html' }))).code).toBe('storage/unauthorized');
    expect((await getMetadata(target)).contentType).toBe('image/png');
  });

  it('accepts exactly 10 MiB and refuses one byte more', async () => {
    const exact = await uploadBytes(ref(admin, 'media/2026/w-size/exact.jpeg'), imageBytes('jpeg', 10 * MIB, 2), { contentType: 'image/jpeg' });
    expect(exact.metadata.size).toBe(10 * MIB);
    const error = await refusal(uploadBytes(ref(admin, 'media/2026/w-size/over.jpeg'), imageBytes('jpeg', 10 * MIB + 1, 3), { contentType: 'image/jpeg' }));
    expect(error.code).toBe('storage/unauthorized');
    expect(await exists('media/2026/w-size/over.jpeg')).toBe(false);
  });
});
