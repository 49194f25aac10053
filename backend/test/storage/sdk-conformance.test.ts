// The real firebase/storage SDK (Node build) against the storage server with backend/storage.rules:
// every call the admin media library and the public pages make, as the admin, a customer and an
// anonymous visitor.
import { createHash } from 'node:crypto';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type StorageError,
  type UploadTaskSnapshot,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageServer } from '../../src/storage/index';
import { bytes, closeClients, imageBytes, startTestStorage, storageClient } from './helpers';

let server: StorageServer;
beforeAll(async () => {
  server = await startTestStorage();
});
afterAll(async () => {
  await closeClients();
  await server.close();
});

const md5 = (data: Uint8Array): string => createHash('md5').update(data).digest('base64');

/** The error a rejected promise carries (the test fails if it resolves). */
async function storageError(promise: Promise<unknown>): Promise<StorageError> {
  try {
    await promise;
  } catch (e) {
    return e as StorageError;
  }
  throw new Error('expected the call to fail');
}

describe('uploads', () => {
  it('uploadBytes stores the content and answers its full metadata', async () => {
    const admin = storageClient(server, 'admin');
    const data = imageBytes('png', 4096, 1);
    const result = await uploadBytes(ref(admin, 'media/2026/p1/ring.png'), data, { contentType: 'image/png', customMetadata: { alt: 'A silver ring' } });
    expect(result.ref.fullPath).toBe('media/2026/p1/ring.png');
    expect(result.metadata).toMatchObject({
      bucket: server.bucket,
      fullPath: 'media/2026/p1/ring.png',
      name: 'ring.png',
      size: 4096,
      contentType: 'image/png',
      md5Hash: md5(data),
      metageneration: '1',
      customMetadata: { alt: 'A silver ring' },
    });
    expect(Number(result.metadata.generation)).toBeGreaterThan(0);
    expect(Date.parse(result.metadata.timeCreated)).not.toBeNaN();
    expect(Buffer.from(await getBytes(ref(admin, 'media/2026/p1/ring.png'))).equals(Buffer.from(data))).toBe(true);
  });

  it('uploadString stores raw, base64 and data-URL strings with their content type', async () => {
    const admin = storageClient(server, 'admin');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
    const raw = await uploadString(ref(admin, 'media/2026/p2/logo.svg'), svg, 'raw', { contentType: 'image/svg+xml' });
    expect(raw.metadata).toMatchObject({ size: Buffer.byteLength(svg), contentType: 'image/svg+xml' });
    const png = Buffer.from(imageBytes('png', 64, 2));
    const fromDataUrl = await uploadString(ref(admin, 'media/2026/p2/dot.png'), `data:image/png;base64,${png.toString('base64')}`, 'data_url');
    expect(fromDataUrl.metadata).toMatchObject({ size: 64, contentType: 'image/png', md5Hash: md5(png) });
    const fromBase64 = await uploadString(ref(admin, 'media/2026/p2/dot-copy.png'), png.toString('base64'), 'base64', { contentType: 'image/png' });
    expect(Buffer.from(await getBytes(fromBase64.ref)).equals(png)).toBe(true);
  });

  it('uploadBytesResumable sends a large file in several chunks, reporting progress up to the total', async () => {
    const admin = storageClient(server, 'admin');
    const data = imageBytes('webp', 1_500_000, 3);
    const task = uploadBytesResumable(ref(admin, 'media/2026/p3/necklace-1280.webp'), data, { contentType: 'image/webp' });
    const seen: UploadTaskSnapshot[] = [];
    task.on('state_changed', (snapshot) => seen.push(snapshot));
    const done = await task;
    expect(done.state).toBe('success');
    expect(done.bytesTransferred).toBe(data.length);
    expect(done.metadata).toMatchObject({ size: data.length, contentType: 'image/webp', md5Hash: md5(data) });
    const transferred = seen.map((s) => s.bytesTransferred);
    // Each chunk the server accepted moved the progress on; more than one happened before the end.
    const partial = transferred.filter((n) => n > 0 && n < data.length);
    expect(new Set(partial).size).toBeGreaterThanOrEqual(2);
    expect(transferred).toEqual([...transferred].sort((a, b) => a - b));
    expect(transferred[transferred.length - 1]).toBe(data.length);
    expect(seen.every((s) => s.totalBytes === data.length)).toBe(true);
    expect(Buffer.from(await getBytes(done.ref)).equals(Buffer.from(data))).toBe(true);
  });

  it('uploadBytesResumable of a small file goes in one request', async () => {
    const admin = storageClient(server, 'admin');
    const data = imageBytes('webp', 10_000, 4);
    const done = await uploadBytesResumable(ref(admin, 'media/2026/p3/necklace-320.webp'), data, { contentType: 'image/webp' });
    expect(done.metadata.size).toBe(10_000);
  });

  it('replaces an object uploaded again under the same name, with a new generation and token', async () => {
    const admin = storageClient(server, 'admin');
    const target = ref(admin, 'media/2026/p4/cover.jpeg');
    const first = await uploadBytes(target, imageBytes('jpeg', 100, 5), { contentType: 'image/jpeg' });
    const firstUrl = await getDownloadURL(target);
    const second = await uploadBytes(target, imageBytes('jpeg', 200, 6), { contentType: 'image/jpeg' });
    expect(BigInt(second.metadata.generation)).toBeGreaterThan(BigInt(first.metadata.generation));
    expect(second.metadata.size).toBe(200);
    expect(await getDownloadURL(target)).not.toBe(firstUrl);
    expect((await getBytes(target)).byteLength).toBe(200);
  });
});

describe('content that is not what it is declared as', () => {
  const html = '<!doctype html><html><body><script>fetch("/steal?c=" + document.cookie)</script></body></html>';

  // The SDK reports any 400 as storage/unknown; in a browser its serverResponse is the server's
  // reason phrase, which carries the message (browser-sdk.test.ts; the wire: http-surface.test.ts).
  it('refuses HTML uploaded as image/png, in one request or resumable, and stores nothing', async () => {
    const admin = storageClient(server, 'admin');
    const target = ref(admin, 'media/2026/x1/not-a.png');
    for (const upload of [
      () => uploadString(target, html, 'raw', { contentType: 'image/png' }),
      () => uploadBytesResumable(target, new TextEncoder().encode(html), { contentType: 'image/png' }).then(() => undefined),
      () =>
        uploadBytesResumable(target, new Uint8Array([...new TextEncoder().encode(html), ...bytes(300_000)]), { contentType: 'image/png' }).then(
          () => undefined,
        ),
    ]) {
      const error = await storageError(upload());
      expect(error.code).toBe('storage/unknown');
      expect(error.status).toBe(400);
    }
    expect((await storageError(getMetadata(target))).code).toBe('storage/object-not-found');
  });

  it('refuses an SVG that is an HTML page, and a change of content type that the content does not match', async () => {
    const admin = storageClient(server, 'admin');
    const page = await storageError(uploadString(ref(admin, 'media/2026/x2/page.svg'), html, 'raw', { contentType: 'image/svg+xml' }));
    expect(page.status).toBe(400);
    const svg = ref(admin, 'media/2026/x2/logo.svg');
    await uploadString(svg, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'raw', { contentType: 'image/svg+xml' });
    const retyped = await storageError(updateMetadata(svg, { contentType: 'image/png' }));
    expect(retyped.status).toBe(400);
    expect((await getMetadata(svg)).contentType).toBe('image/svg+xml');
    expect((await updateMetadata(svg, { contentType: 'image/svg+xml', cacheControl: 'no-cache' })).cacheControl).toBe('no-cache');
  });
});

describe('metadata and download URLs', () => {
  it('getMetadata answers what was stored, to anyone who may read', async () => {
    const admin = storageClient(server, 'admin');
    await uploadBytes(ref(admin, 'media/2026/m1/a.avif'), imageBytes('avif', 300, 7), { contentType: 'image/avif', cacheControl: 'public, max-age=3600' });
    const meta = await getMetadata(ref(storageClient(server, 'anonymous'), 'media/2026/m1/a.avif'));
    expect(meta).toMatchObject({ fullPath: 'media/2026/m1/a.avif', size: 300, contentType: 'image/avif', cacheControl: 'public, max-age=3600' });
  });

  it('getDownloadURL gives a URL that a plain anonymous fetch can read, with the stored type, not sniffed', async () => {
    const admin = storageClient(server, 'admin');
    const data = imageBytes('webp', 2048, 8);
    await uploadBytes(ref(admin, 'media/2026/m2/photo.webp'), data, { contentType: 'image/webp' });
    const url = await getDownloadURL(ref(storageClient(server, 'anonymous'), 'media/2026/m2/photo.webp'));
    expect(url).toMatch(new RegExp(`^${server.url}/v0/b/${server.bucket}/o/media%2F2026%2Fm2%2Fphoto\\.webp\\?alt=media&token=[0-9a-f-]{36}$`));
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(data))).toBe(true);
  });

  it('serves an uploaded SVG under a policy that stops it from running script', async () => {
    const admin = storageClient(server, 'admin');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await uploadString(ref(admin, 'media/2026/m3/evil.svg'), svg, 'raw', { contentType: 'image/svg+xml' });
    const res = await fetch(await getDownloadURL(ref(admin, 'media/2026/m3/evil.svg')));
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(svg);
  });

  it('a download token reads an object the rules would not let anyone read', async () => {
    const owner = storageClient(server, 'owner');
    await uploadBytes(ref(owner, 'private/report.png'), imageBytes('png', 50, 9), { contentType: 'image/png' });
    const url = await getDownloadURL(ref(owner, 'private/report.png'));
    expect((await fetch(url)).status).toBe(200);
    const withoutToken = url.replace(/&token=.*$/, '');
    expect((await fetch(withoutToken)).status).toBe(403);
    expect((await fetch(url.replace(/token=.{4}/, 'token=0000'))).status).toBe(403);
    expect((await storageError(getMetadata(ref(storageClient(server, 'admin'), 'private/report.png')))).code).toBe('storage/unauthorized');
  });

  it('updateMetadata changes, adds and removes fields, and the content is served with them', async () => {
    const admin = storageClient(server, 'admin');
    const target = ref(admin, 'media/2026/m4/earring.png');
    await uploadBytes(target, imageBytes('png', 64, 10), { contentType: 'image/png', customMetadata: { alt: 'old', photographer: 'R' } });
    const updated = await updateMetadata(target, {
      cacheControl: 'public, max-age=600',
      contentLanguage: 'en',
      customMetadata: { alt: 'Silver jhumka earring', photographer: null as unknown as string },
    });
    expect(updated).toMatchObject({
      metageneration: '2',
      cacheControl: 'public, max-age=600',
      contentLanguage: 'en',
      customMetadata: { alt: 'Silver jhumka earring' },
      contentType: 'image/png',
    });
    expect(updated.customMetadata).not.toHaveProperty('photographer');
    expect(await getMetadata(target)).toMatchObject({ metageneration: '2', customMetadata: { alt: 'Silver jhumka earring' } });
    const res = await fetch(await getDownloadURL(target));
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    expect(res.headers.get('content-language')).toBe('en');
  });
});

describe('listing', () => {
  beforeAll(async () => {
    const admin = storageClient(server, 'admin');
    for (const name of ['a.png', 'b.png', 'c.png', 'd.png', 'e.png', 'x/one.png', 'y/two.png']) {
      await uploadBytes(ref(admin, `media/2027/l1/${name}`), imageBytes('png', 10, name.length), { contentType: 'image/png' });
    }
  });

  it('list pages through items and folders in name order with maxResults and pageToken', async () => {
    const folder = ref(storageClient(server, 'anonymous'), 'media/2027/l1');
    const pages: { items: string[]; prefixes: string[] }[] = [];
    let pageToken: string | undefined;
    do {
      const page = await list(folder, { maxResults: 2, ...(pageToken !== undefined ? { pageToken } : {}) });
      pages.push({ items: page.items.map((r) => r.name), prefixes: page.prefixes.map((r) => r.fullPath) });
      pageToken = page.nextPageToken;
    } while (pageToken !== undefined);
    expect(pages).toEqual([
      { items: ['a.png', 'b.png'], prefixes: [] },
      { items: ['c.png', 'd.png'], prefixes: [] },
      { items: ['e.png'], prefixes: ['media/2027/l1/x'] },
      { items: [], prefixes: ['media/2027/l1/y'] },
    ]);
  });

  it('listAll gathers every item and folder, and folders list further', async () => {
    const anonymous = storageClient(server, 'anonymous');
    const all = await listAll(ref(anonymous, 'media/2027/l1'));
    expect(all.items.map((r) => r.fullPath)).toEqual(['a', 'b', 'c', 'd', 'e'].map((n) => `media/2027/l1/${n}.png`));
    expect(all.prefixes.map((r) => r.fullPath)).toEqual(['media/2027/l1/x', 'media/2027/l1/y']);
    const inside = await listAll(all.prefixes[0]!);
    expect(inside.items.map((r) => r.fullPath)).toEqual(['media/2027/l1/x/one.png']);
    expect((await listAll(ref(anonymous, 'media'))).prefixes.map((r) => r.fullPath)).toEqual(['media/2026', 'media/2027']);
  });

  it('lets nobody list outside media/, not even the bucket root', async () => {
    expect((await storageError(listAll(ref(storageClient(server, 'admin'), 'private')))).code).toBe('storage/unauthorized');
    expect((await storageError(list(ref(storageClient(server, 'anonymous'))))).code).toBe('storage/unauthorized');
  });
});

describe('deleting and missing objects', () => {
  it('deleteObject removes the object: metadata, content and listing', async () => {
    const admin = storageClient(server, 'admin');
    const target = ref(admin, 'media/2026/d1/old.gif');
    await uploadBytes(target, imageBytes('gif', 20, 11), { contentType: 'image/gif' });
    const url = await getDownloadURL(target);
    await deleteObject(target);
    expect((await storageError(getMetadata(target))).code).toBe('storage/object-not-found');
    expect((await fetch(url)).status).toBe(404);
    expect((await listAll(ref(admin, 'media/2026/d1'))).items).toEqual([]);
  });

  it('answers object-not-found for every operation on a missing object that the caller may attempt', async () => {
    const admin = storageClient(server, 'admin');
    const missing = ref(admin, 'media/2026/none/nothing.png');
    expect((await storageError(getMetadata(missing))).code).toBe('storage/object-not-found');
    expect((await storageError(getDownloadURL(missing))).code).toBe('storage/object-not-found');
    expect((await storageError(getBytes(missing))).code).toBe('storage/object-not-found');
    expect((await storageError(deleteObject(missing))).code).toBe('storage/object-not-found');
    expect((await storageError(getMetadata(ref(storageClient(server, 'anonymous'), 'media/2026/none/nothing.png')))).code).toBe('storage/object-not-found');
  });
});
