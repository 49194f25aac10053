// Shared set-up for the storage suites: a storage server on a free port (in memory unless a data
// folder is given), enforcing backend/storage.rules, and real firebase/storage clients whose
// requests carry unsigned ID tokens like the Auth emulator's.
import { request as httpRequest } from 'node:http';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { startStorageServer, type StorageServer, type StorageServerOptions } from '../../src/storage/index';

export const PROJECT_ID = 'demo-silver-shop';

export function startTestStorage(options: StorageServerOptions = {}): Promise<StorageServer> {
  return startStorageServer({ port: 0, inMemory: options.dataDir === undefined, log: () => undefined, ...options });
}

export type Identity = 'anonymous' | 'customer' | 'admin' | 'owner';

const CLAIMS: Record<'customer' | 'admin', { sub: string } & Record<string, unknown>> = {
  customer: { sub: 'cust-1', email: 'customer@example.com' },
  admin: { sub: 'admin-1', email: 'admin@example.com', admin: true },
};

let appCounter = 0;
const apps: FirebaseApp[] = [];

/** A firebase/storage client as `who`: the SDK's own mockUserToken, or the owner token. */
export function storageClient(server: StorageServer, who: Identity): FirebaseStorage {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'test-api-key', storageBucket: server.bucket }, `storage-${++appCounter}`);
  apps.push(app);
  const storage = getStorage(app);
  // The SDK's mock tokens default to iat 0 (expired since 1970): give them a real iat.
  const iat = Math.floor(Date.now() / 1000);
  const mockUserToken = who === 'anonymous' ? undefined : who === 'owner' ? 'owner' : { ...CLAIMS[who], iat };
  connectStorageEmulator(storage, '127.0.0.1', server.port, mockUserToken === undefined ? {} : { mockUserToken });
  return storage;
}

export async function closeClients(): Promise<void> {
  await Promise.all(apps.splice(0).map((a) => deleteApp(a)));
}

/** An unsigned ID token as the Auth emulator issues them, for raw requests. */
export function idToken(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: `https://securetoken.google.com/${PROJECT_ID}`, aud: PROJECT_ID, iat: now, exp: now + 3600, ...claims })}.`;
}

export const ADMIN_TOKEN = (): string => idToken({ sub: 'admin-1', user_id: 'admin-1', admin: true });

export interface RawReply {
  status: number;
  /** The reason phrase of the status line. */
  statusMessage: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body parsed as JSON, or null. */
  json: ({ error?: { code: number; message: string } } & Record<string, unknown>) | null;
}

/**
 * A request with the path sent exactly as given (fetch would resolve `..` segments) and any
 * headers, including a Content-Length that does not match the body.
 */
export function rawRequest(
  server: StorageServer,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, method, path, headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        let json: RawReply['json'] = null;
        try {
          json = JSON.parse(body.toString('utf8')) as RawReply['json'];
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode ?? 0, statusMessage: res.statusMessage ?? '', headers: res.headers, body, json });
      });
      res.on('error', reject);
    });
    // A server that answers before reading the whole body may close the connection under us.
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** The path of an object in the REST API. */
export function objectPath(server: StorageServer, name: string): string {
  return `/v0/b/${encodeURIComponent(server.bucket)}/o/${encodeURIComponent(name)}`;
}

export function bucketPath(server: StorageServer): string {
  return `/v0/b/${encodeURIComponent(server.bucket)}/o`;
}

/** Bytes that look like nothing in particular, different for each seed. */
export function bytes(size: number, seed = 1): Uint8Array {
  const out = new Uint8Array(size);
  let x = seed * 2654435761;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif';

/** The first bytes of each format, as the server sniffs them (content-sniff.ts). */
const SIGNATURES: Record<ImageFormat, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [...Buffer.from('GIF89a')],
  webp: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
  avif: [0, 0, 0, 0x1c, ...Buffer.from('ftypavif'), 0, 0, 0, 0, ...Buffer.from('avifmif1miaf')],
};

/** `size` bytes that begin as an image of `format` and go on as bytes(size, seed). */
export function imageBytes(format: ImageFormat, size: number, seed = 1): Uint8Array {
  const out = bytes(size, seed);
  const signature = SIGNATURES[format];
  if (size < signature.length) throw new Error(`An ${format} needs at least ${signature.length} bytes.`);
  out.set(signature);
  return out;
}
