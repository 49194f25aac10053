// Plain HTTP calls to the Hosting API simulator, as the reference writes them, for the tests that
// check it against the documentation.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { HostingSimulator } from '../../src/hosting/index';

export interface Answer {
  status: number;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API JSON, read field by field in assertions
}

export function api(sim: HostingSimulator, token: string | null = 'owner') {
  return async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${sim.apiUrl}/v1beta1/${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  };
}

/** A file as populateFiles wants it: its gzip bytes and their SHA-256. */
export function gzipped(text: string): { bytes: Buffer; hash: string } {
  const bytes = gzipSync(Buffer.from(text));
  return { bytes, hash: createHash('sha256').update(bytes).digest('hex') };
}

export async function upload(uploadUrl: string, hash: string, bytes: Buffer, token = 'owner'): Promise<Answer> {
  const response = await fetch(`${uploadUrl}/${hash}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

/** Creates, fills, finalizes and releases a version with these files; returns its name. */
export async function deployFiles(
  sim: HostingSimulator,
  site: string,
  files: Record<string, string>,
  config: Record<string, unknown> = {},
  channel = 'live',
): Promise<string> {
  const call = api(sim);
  const version = await call('POST', `sites/${site}/versions`, { config });
  const name = version.body.name as string;
  const contents = Object.fromEntries(Object.entries(files).map(([path, text]) => [path, gzipped(text)]));
  const populated = await call('POST', `${name}:populateFiles`, {
    files: Object.fromEntries(Object.entries(contents).map(([path, { hash }]) => [path, hash])),
  });
  for (const hash of populated.body.uploadRequiredHashes ?? []) {
    const file = Object.values(contents).find((content) => content.hash === hash);
    await upload(populated.body.uploadUrl as string, hash as string, file!.bytes);
  }
  await call('PATCH', `${name}?updateMask=status`, { status: 'FINALIZED' });
  const released = await call('POST', `sites/${site}/channels/${channel}/releases?versionName=${name}`, {});
  if (released.status !== 200) throw new Error(`release failed: ${JSON.stringify(released.body)}`);
  return name;
}

/** Waits for a long-running operation as a client polls it. */
export async function operationDone(sim: HostingSimulator, name: string): Promise<Answer['body']> {
  const call = api(sim);
  for (;;) {
    const operation = await call('GET', name);
    if (operation.body.done) return operation.body;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
