// Malformed and hostile requests get a clear 4xx with {error: {code, message, status}}, never a
// crash and never a partial write; the server keeps serving afterwards.

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesEngine } from '../../src/rules/types';
import { type DocumentServer, startDocumentServer } from '../../src/server/index';

const DOCS = 'projects/demo-silver-shop/databases/(default)/documents';
const denyAll: RulesEngine = { evaluate: (r) => ({ allowed: false, reason: `no allow for "${r.method}"` }) };
let server: DocumentServer;

beforeAll(async () => {
  server = await startDocumentServer({ port: 0, inMemory: true, rules: denyAll, log: () => undefined });
});
afterAll(async () => {
  await server.close();
});

interface Reply {
  status: number;
  body: { error?: { code: number; message: string; status: string } } & Record<string, unknown>;
}

async function send(path: string, init: { method?: string; body?: string; token?: string | null; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...init.headers };
  const token = init.token === undefined ? 'owner' : init.token;
  if (token !== null) headers['Authorization'] = `Bearer ${token}`;
  const res = await fetch(`${server.url}${path}`, { method: init.method ?? 'POST', headers, ...(init.body === undefined ? {} : { body: init.body }) });
  return { status: res.status, body: (await res.json()) as Reply['body'] };
}

const rpc = (name: string, body: unknown, token?: string | null): Promise<Reply> =>
  send(`/v1/${DOCS}${name}`, { body: typeof body === 'string' ? body : JSON.stringify(body), ...(token === undefined ? {} : { token }) });

function expectError(reply: Reply, code: number, status: string, message: RegExp): void {
  expect(reply.status).toBe(code);
  expect(reply.body.error?.code).toBe(code);
  expect(reply.body.error?.status).toBe(status);
  expect(reply.body.error?.message).toMatch(message);
}

async function exists(path: string): Promise<boolean> {
  const reply = await rpc(':batchGet', { documents: [`${DOCS}/${path}`] });
  return Array.isArray(reply.body) && 'found' in (reply.body[0] as Record<string, unknown>);
}

const set = (path: string, fields: unknown = { a: { integerValue: '1' } }) => ({ update: { name: `${DOCS}/${path}`, fields } });

describe('malformed requests', () => {
  it('answers malformed JSON and non-object bodies with INVALID_ARGUMENT', async () => {
    expectError(await rpc(':commit', '{"writes": ['), 400, 'INVALID_ARGUMENT', /Invalid JSON payload received/);
    expectError(await rpc(':commit', '[1,2]'), 400, 'INVALID_ARGUMENT', /must be a JSON object/);
  });

  it('answers wrong types with a message naming the field', async () => {
    expectError(await rpc(':commit', { writes: {} }), 400, 'INVALID_ARGUMENT', /writes must be an array/);
    expectError(
      await rpc(':commit', { writes: [set('c/d', { n: { integerValue: 'twelve' } })] }),
      400,
      'INVALID_ARGUMENT',
      /field "n": integerValue must be an integer/,
    );
    expectError(await rpc(':batchGet', { documents: 'c/d' }), 400, 'INVALID_ARGUMENT', /documents must be an array/);
    expectError(
      await rpc(':runQuery', { structuredQuery: { from: [{ collectionId: 'c' }], limit: 'ten' } }),
      400,
      'INVALID_ARGUMENT',
      /limit must be a non-negative 32-bit integer/,
    );
    expectError(await rpc(':runQuery', {}), 400, 'INVALID_ARGUMENT', /needs a structuredQuery/);
    expectError(await rpc(':commit', { transaction: 'bm90LWEtdHJhbnNhY3Rpb24=', writes: [] }), 400, 'INVALID_ARGUMENT', /transaction has expired/);
  });

  it('refuses a document over 1 MiB with INVALID_ARGUMENT and a request body over 10 MiB with 413', async () => {
    expectError(
      await rpc(':commit', { writes: [set('big/doc', { s: { stringValue: 'x'.repeat(1_100_000) } })] }),
      400,
      'INVALID_ARGUMENT',
      /over Firestore's limit of 1048576 bytes/,
    );
    expect(await exists('big/doc')).toBe(false);
    const huge = JSON.stringify({ writes: [set('big/two', { s: { stringValue: 'y'.repeat(11 * 1024 * 1024) } })] });
    expectError(await rpc(':commit', huge), 413, 'INVALID_ARGUMENT', /larger than the limit of 10485760 bytes/);
    expect(await exists('big/two')).toBe(false);
  });

  it('refuses bad document paths and ids', async () => {
    expectError(await rpc(':commit', { writes: [set('onlycollection')] }), 400, 'INVALID_ARGUMENT', /is not a document/);
    expectError(await rpc(':commit', { writes: [set('c/..')] }), 400, 'INVALID_ARGUMENT', /may not be "." or ".."/);
    expectError(await rpc(':commit', { writes: [set('c//d/e')] }), 400, 'INVALID_ARGUMENT', /the id is empty/);
    expectError(await rpc(':commit', { writes: [set('c/__id__')] }), 400, 'INVALID_ARGUMENT', /reserved pattern __\.\*__/);
    expectError(await rpc(':commit', { writes: [set(`c/${'x'.repeat(1501)}`)] }), 400, 'INVALID_ARGUMENT', /longer than 1500 bytes/);
    expectError(
      await rpc(':commit', { writes: [{ update: { name: 'projects/other/databases/(default)/documents/c/d', fields: {} } }] }),
      400,
      'INVALID_ARGUMENT',
      /names database projects\/other/,
    );
    expectError(await send(`/v1/${DOCS}/c/%E0%A4%A`, { method: 'GET' }), 400, 'INVALID_ARGUMENT', /not valid percent-encoding/);
    expectError(await send(`/v1/${DOCS}/c/__x__`, { method: 'GET' }), 400, 'INVALID_ARGUMENT', /reserved/);
  });

  it('refuses reserved field names', async () => {
    expectError(
      await rpc(':commit', { writes: [set('c/d', { __meta__: { nullValue: null } })] }),
      400,
      'INVALID_ARGUMENT',
      /field names matching __\.\*__ are reserved/,
    );
  });

  it('names an unknown project with NOT_FOUND, and refuses a database id Firestore would not take', async () => {
    expectError(
      await send('/v1/projects/someone-else/databases/(default)/documents:commit', { body: '{}' }),
      404,
      'NOT_FOUND',
      /Project "someone-else" is not served here/,
    );
    expectError(
      await send('/v1/projects/demo-silver-shop/databases/Other_DB/documents:commit', { body: '{}' }),
      400,
      'INVALID_ARGUMENT',
      /Database id "Other_DB" is not valid/,
    );
  });

  it('answers unknown RPCs, unknown paths and wrong methods with a clear 4xx', async () => {
    expectError(await rpc(':frobnicate', {}), 404, 'NOT_FOUND', /Unknown RPC "frobnicate"/);
    expectError(await send(`/v1/${DOCS}:commit`, { method: 'GET' }), 405, 'UNIMPLEMENTED', /HTTP method GET is not supported for :commit; use POST/);
    expectError(await send(`/v1/${DOCS}/c/d`, { method: 'PUT', body: '{}' }), 405, 'UNIMPLEMENTED', /PUT is not supported/);
    expectError(await send('/nothing/here', { method: 'GET' }), 404, 'NOT_FOUND', /Unknown path \/nothing\/here/);
    expectError(await rpc(':listen', {}), 501, 'UNIMPLEMENTED', /streaming RPC/);
    expectError(await send(`/v1/${DOCS}/c/d:commit`, { body: '{}' }), 400, 'INVALID_ARGUMENT', /must be called on the database/);
  });
});

describe('identity', () => {
  const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const good = { iss: 'https://securetoken.google.com/demo-silver-shop', aud: 'demo-silver-shop', sub: 'u1', iat: now, exp: now + 600 };
  const tokens: [string, string, RegExp][] = [
    ['forged (signed with RS256)', `${b64({ alg: 'RS256' })}.${b64(good)}.c2lnbmF0dXJl`, /alg is "RS256"/],
    ['expired', `${b64({ alg: 'none' })}.${b64({ ...good, exp: now - 60 })}.`, /expired at/],
    ['for another project', `${b64({ alg: 'none' })}.${b64({ ...good, aud: 'prod-shop' })}.`, /aud \(audience\) is "prod-shop"/],
    ['not a JWT', 'hello', /expected 3 dot-separated parts/],
  ];
  for (const [name, token, message] of tokens) {
    it(`answers a ${name} token with UNAUTHENTICATED`, async () => {
      expectError(await rpc(':batchGet', { documents: [`${DOCS}/c/d`] }, token), 401, 'UNAUTHENTICATED', message);
    });
  }

  it("denies an anonymous write through the rules with PERMISSION_DENIED and the engine's reason", async () => {
    expectError(
      await rpc(':commit', { writes: [set('c/anon')] }, null),
      403,
      'PERMISSION_DENIED',
      /Missing or insufficient permissions: no allow for "create"/,
    );
    expect(await exists('c/anon')).toBe(false);
  });

  it('fails a whole batchGet when one document is denied', async () => {
    expectError(await rpc(':batchGet', { documents: [`${DOCS}/c/a`, `${DOCS}/c/b`] }, null), 403, 'PERMISSION_DENIED', /no allow for "get"/);
  });

  it('reserves listCollectionIds for the owner', async () => {
    expectError(await rpc(':listCollectionIds', {}, null), 403, 'PERMISSION_DENIED', /only available to administrators/);
  });
});

describe('no partial writes', () => {
  it('refuses more than 500 writes and writes none of them', async () => {
    const writes = Array.from({ length: 501 }, (_, i) => set(`many/d${i}`));
    expectError(await rpc(':commit', { writes }), 400, 'INVALID_ARGUMENT', /at most 500 writes; this one has 501/);
    expect(await exists('many/d0')).toBe(false);
  });

  it('writes nothing when a later write of the commit fails', async () => {
    const reply = await rpc(':commit', {
      writes: [set('atomic/first'), { update: { name: `${DOCS}/atomic/second`, fields: {} }, currentDocument: { exists: true } }],
    });
    expectError(reply, 404, 'NOT_FOUND', /No document to update: .*atomic\/second/);
    expect(await exists('atomic/first')).toBe(false);
    const bad = await rpc(':commit', { writes: [set('atomic/first'), set('atomic/third', { x: { doubleValue: 'lots' } })] });
    expectError(bad, 400, 'INVALID_ARGUMENT', /doubleValue must be a number/);
    expect(await exists('atomic/first')).toBe(false);
  });

  it('survives a client that hangs up in the middle of its request body', async () => {
    const { port } = new URL(server.url);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`POST /v1/${DOCS}:commit HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer owner\r\nContent-Length: 1000\r\n\r\n{"writes": [`);
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on('error', reject);
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(await exists('half/written')).toBe(false);
  });

  it('keeps serving after all of the above', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect((await rpc(':commit', { writes: [set('after/ok')] })).status).toBe(200);
    expect(await exists('after/ok')).toBe(true);
  });
});
