// The storage server's HTTP surface below the SDK: hostile and malformed requests get a clear 4xx
// in the SDK's error shape (never a crash, never a stored object, never a file outside the data
// folder), browsers get CORS, downloads get ranges and validators, and the resumable protocol
// holds at its edges. The server keeps serving throughout.
import { mkdtempSync, promises as fs, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageServer } from '../../src/storage/index';
import { ADMIN_TOKEN, bucketPath, bytes, idToken, imageBytes, objectPath, rawRequest, startTestStorage, type RawReply } from './helpers';

const PNG_BYTES = Buffer.from(imageBytes('png', 64));

let server: StorageServer;
let dataDir: string;
beforeAll(async () => {
  // On disk, so that the tests can also check that nothing lands outside the data folder.
  dataDir = mkdtempSync(path.join(tmpdir(), 'storage-http-'));
  server = await startTestStorage({ dataDir, maxObjectBytes: 2 * 1024 * 1024 });
});
afterAll(async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const admin = (): Record<string, string> => ({ Authorization: `Firebase ${ADMIN_TOKEN()}` });

function expectError(reply: RawReply, status: number, message: RegExp): void {
  expect(reply.status).toBe(status);
  expect(reply.json?.error?.code).toBe(status);
  expect(reply.json?.error?.message).toMatch(message);
}

function multipartBody(boundary: string, metadata: string, content: Buffer | string, contentType = 'image/png'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${metadata}\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--`),
  ]);
}

function multipart(name: string, body: Buffer, boundary = 'b0undary', headers: Record<string, string> = admin()): Promise<RawReply> {
  return rawRequest(server, 'POST', `${bucketPath(server)}?name=${encodeURIComponent(name)}`, {
    headers: { ...headers, 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': `multipart/related; boundary=${boundary}` },
    body,
  });
}

async function exists(name: string): Promise<boolean> {
  return (await rawRequest(server, 'GET', objectPath(server, name), { headers: { Authorization: 'Firebase owner' } })).status === 200;
}

function startResumable(name: string, size: number | string, extra: Record<string, string> = {}): Promise<RawReply> {
  return rawRequest(server, 'POST', `${bucketPath(server)}?name=${encodeURIComponent(name)}`, {
    headers: {
      ...admin(),
      'X-Goog-Upload-Protocol': 'resumable',
      'X-Goog-Upload-Command': 'start',
      'X-Goog-Upload-Header-Content-Length': String(size),
      'X-Goog-Upload-Header-Content-Type': 'image/png',
      'Content-Type': 'application/json; charset=utf-8',
      ...extra,
    },
    body: JSON.stringify({ name, contentType: 'image/png' }),
  });
}

/** The path and query of a session URL, for raw requests. */
function sessionPath(reply: RawReply): string {
  const url = new URL(String(reply.headers['x-goog-upload-url']));
  return url.pathname + url.search;
}

function chunk(session: string, command: string, offset: number, body?: Buffer): Promise<RawReply> {
  return rawRequest(server, 'POST', session, {
    headers: { 'X-Goog-Upload-Command': command, 'X-Goog-Upload-Offset': String(offset) },
    ...(body === undefined ? {} : { body }),
  });
}

describe('object names that try to leave their place', () => {
  const hostile = [
    ['../x', /has a "\.\." path segment/],
    ['media/../../etc/passwd', /has a "\.\." path segment/],
    ['media/./a.png', /has a "\." path segment/],
    ['/media/a.png', /empty path segment/],
    ['media//a.png', /empty path segment/],
    ['media/a.png/', /empty path segment/],
    ['media\\..\\a.png', /control character or a backslash/],
    ['media/a\u0000.png', /control character/],
    ['media/a\r\nb.png', /control character/],
    [`media/${'x'.repeat(1020)}`, /longer than 1024 bytes/],
  ] as const;

  it.each(hostile)('refuses to upload %j', async (name, message) => {
    expectError(await multipart(name, multipartBody('b0undary', '{}', 'x')), 400, message);
  });

  it.each(hostile)('refuses to read, change or delete %j', async (name, message) => {
    const p = objectPath(server, name);
    expectError(await rawRequest(server, 'GET', p), 400, message);
    expectError(await rawRequest(server, 'PATCH', p, { headers: admin(), body: '{}' }), 400, message);
    expectError(await rawRequest(server, 'DELETE', p, { headers: admin() }), 400, message);
  });

  it('reads the path as sent: encoded and raw dot segments are refused, not resolved', async () => {
    for (const p of [
      `${bucketPath(server)}/%2e%2e%2Fx`,
      `${bucketPath(server)}/%2E%2E/x`,
      `${bucketPath(server)}/media%2F%2e%2e%2F%2e%2e%2Fsecret`,
      `${bucketPath(server)}/../../../etc/passwd`,
      `${bucketPath(server)}/media/../x`,
    ]) {
      expectError(await rawRequest(server, 'GET', p), 400, /path segment/);
    }
    expectError(
      await rawRequest(server, 'POST', `${bucketPath(server)}?name=%2e%2e/x`, {
        headers: { ...admin(), 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=b0undary' },
        body: multipartBody('b0undary', '{}', 'x'),
      }),
      400,
      /"\.\." path segment/,
    );
    expectError(await rawRequest(server, 'GET', `${bucketPath(server)}/%E0%A4%A`), 400, /not valid percent-encoding/);
  });

  it('refuses a name with a literal "%2e%2e" segment (sent as %252e%252e): it reads as ".." once decoded again', async () => {
    for (const encoded of ['media%2F%252e%252e%2Fx.png', 'media%2F%252E%252E', 'media%2F.%252e%2Fx.png', 'media%2F%25252e%25252e%2Fx.png']) {
      expectError(
        await rawRequest(server, 'POST', `${bucketPath(server)}?name=${encoded}`, {
          headers: { ...admin(), 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=b0undary' },
          body: multipartBody('b0undary', '{}', PNG_BYTES),
        }),
        400,
        /path segment, which reads as "\.\."/,
      );
      expectError(await rawRequest(server, 'GET', `${bucketPath(server)}/${encoded}`), 400, /which reads as "\.\."/);
    }
    expect(await exists('media/%2e%2e/x.png')).toBe(false);
  });

  it('stored nothing, anywhere: the data folder holds only its own files', async () => {
    const all = readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)));
    for (const f of all) expect(f).toMatch(/^storage\/(LOCK|objects\/[0-9a-f]{64}\.json|blobs\/[0-9a-f]{64}\.[0-9]+)$/);
  });
});

describe('content that is not what it is declared as', () => {
  const html = '<!doctype html><html><body><script>alert(document.domain)</script></body></html>';

  it('refuses HTML declared as image/png with a 400 that says why, in the body and the reason phrase', async () => {
    const reply = await multipart('media/2026/sniff/a.png', multipartBody('b0undary', '{"contentType":"image/png"}', html));
    const why =
      'The object is declared as image/png, but its first bytes are not a PNG image (they look like HTML). Upload the image itself, with the content type of its format.';
    expectError(reply, 400, new RegExp(`^${why.replace(/[.()]/g, '\\$&')}$`));
    expect(reply.statusMessage).toBe(why);
    expect(await exists('media/2026/sniff/a.png')).toBe(false);
  });

  it('checks a resumable upload at finalize, across its chunks', async () => {
    const content = Buffer.from(imageBytes('png', 300, 3));
    const good = sessionPath(await startResumable('media/2026/sniff/b.png', 300));
    await chunk(good, 'upload', 0, content.subarray(0, 3));
    expect((await chunk(good, 'upload, finalize', 3, content.subarray(3))).json).toMatchObject({ size: '300', contentType: 'image/png' });
    const bad = sessionPath(await startResumable('media/2026/sniff/c.png', html.length));
    const refused = await chunk(bad, 'upload, finalize', 0, Buffer.from(html));
    expectError(refused, 400, /not a PNG image \(they look like HTML\)/);
    expect(await exists('media/2026/sniff/c.png')).toBe(false);
  });

  it('refuses a content type the stored content does not match, and keeps the object as it was', async () => {
    await multipart('media/2026/sniff/d.gif', multipartBody('b0undary', '{"contentType":"image/gif"}', Buffer.from(imageBytes('gif', 50))));
    const p = objectPath(server, 'media/2026/sniff/d.gif');
    expectError(
      await rawRequest(server, 'PATCH', p, { headers: admin(), body: '{"contentType":"image/svg+xml"}' }),
      400,
      /not an SVG document \(it looks like a GIF image\)/,
    );
    expectError(
      await rawRequest(server, 'PATCH', p, { headers: admin(), body: '{"contentEncoding":"gzip"}' }),
      400,
      /contentEncoding "gzip", which could not be decoded/,
    );
    expect((await rawRequest(server, 'GET', p, { headers: admin() })).json).toMatchObject({ contentType: 'image/gif', contentEncoding: 'identity' });
  });
});

describe('sizes', () => {
  it('refuses an announced size over the limit before reading the body', async () => {
    expectError(await startResumable('media/2026/s/huge.png', 999_999_999_999_999), 413, /larger than this server's limit of 2097152 bytes/);
    const reply = await rawRequest(server, 'POST', `${bucketPath(server)}?name=media/2026/s/huge.png`, {
      headers: { ...admin(), 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=b0undary', 'Content-Length': '1000000000000' },
      body: 'only a little',
    });
    expectError(reply, 413, /\(1000000000000 bytes\) is larger than the limit/);
    expect(reply.headers['connection']).toBe('close');
  });

  it('refuses sizes that are not byte counts', async () => {
    expectError(await startResumable('media/2026/s/a.png', '-5'), 400, /X-Goog-Upload-Header-Content-Length "-5" is not a byte count/);
    expectError(await startResumable('media/2026/s/a.png', '1e9'), 400, /not a byte count/);
  });

  it('stops a body that grows past the limit while it streams', async () => {
    const reply = await multipart(
      'media/2026/s/stream.png',
      multipartBody('b0undary', '{"contentType":"image/png"}', Buffer.from(bytes(2 * 1024 * 1024 + 10))),
    );
    expectError(reply, 413, /larger than this server's limit of 2097152 bytes/);
    expect(await exists('media/2026/s/stream.png')).toBe(false);
  });

  it('refuses a chunk that would pass the size announced at the start', async () => {
    const session = sessionPath(await startResumable('media/2026/s/chunked.png', 1000));
    const content = Buffer.from(imageBytes('png', 1001));
    // Sent chunked (no Content-Length), so the limit is found while the chunk streams in.
    expectError(await chunk(session, 'upload', 0, content), 413, /larger than its announced size of 1000 bytes with this chunk/);
    // What arrived before the limit was passed is kept (as in Cloud Storage); the upload resumes from there.
    const received = Number((await chunk(session, 'query', 0)).headers['x-goog-upload-size-received']);
    expect(received).toBeLessThanOrEqual(1000);
    const rest = content.subarray(received, 1000);
    const done = await rawRequest(server, 'POST', session, {
      headers: { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': String(received), 'Content-Length': String(rest.length) },
      body: rest,
    });
    expect(done.json).toMatchObject({ size: '1000' });
  });

  it('refuses a metadata body over 64 KiB', async () => {
    const huge = JSON.stringify({ metadata: { a: 'x'.repeat(70 * 1024) } });
    expectError(
      await rawRequest(server, 'PATCH', objectPath(server, 'media/2026/s/a.png'), { headers: admin(), body: huge }),
      413,
      /larger than the limit of 65536 bytes/,
    );
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with 400', async () => {
    await multipart('media/2026/j/ok.png', multipartBody('b0undary', '{"contentType":"image/png"}', PNG_BYTES));
    const p = objectPath(server, 'media/2026/j/ok.png');
    expectError(await rawRequest(server, 'PATCH', p, { headers: admin(), body: '{"cacheControl":' }), 400, /not valid JSON/);
    expectError(await rawRequest(server, 'PATCH', p, { headers: admin(), body: '[1, 2]' }), 400, /must be a JSON object/);
    expectError(await rawRequest(server, 'PATCH', p, { headers: admin(), body: '{"contentType": 5}' }), 400, /contentType must be a string or null/);
    expectError(await rawRequest(server, 'PATCH', p, { headers: admin(), body: '{"metadata": ["a"]}' }), 400, /custom metadata\) must be an object/);
    expectError(await rawRequest(server, 'PATCH', p, { headers: admin(), body: '{"metadata": {"a": 1}}' }), 400, /custom metadata "a" must be a string/);
    expectError(
      await rawRequest(server, 'PATCH', p, { headers: admin(), body: JSON.stringify({ metadata: { k: 'v'.repeat(9000) } }) }),
      400,
      /at most 8192 bytes/,
    );
    expectError(
      await startResumable('media/2026/j/a.png', 10, {}).then(() =>
        rawRequest(server, 'POST', `${bucketPath(server)}?name=media/2026/j/b.png`, {
          headers: { ...admin(), 'X-Goog-Upload-Protocol': 'resumable', 'X-Goog-Upload-Command': 'start' },
          body: 'not json',
        }),
      ),
      400,
      /upload metadata is not valid JSON/,
    );
  });

  it('refuses header values that could inject a response header', async () => {
    const p = objectPath(server, 'media/2026/j/ok.png');
    expectError(
      await rawRequest(server, 'PATCH', p, { headers: admin(), body: JSON.stringify({ cacheControl: 'max-age=1\r\nSet-Cookie: a=b' }) }),
      400,
      /cacheControl must be printable ASCII/,
    );
    expectError(await rawRequest(server, 'PATCH', p, { headers: admin(), body: JSON.stringify({ contentType: 'image' }) }), 400, /is not a MIME type/);
    expect((await rawRequest(server, 'GET', p, { headers: admin() })).json).toMatchObject({ contentType: 'image/png' });
  });

  it.each([
    ['no boundary', (b: string) => multipartBody(b, '{}', 'x'), 'multipart/related', /needs Content-Type: multipart\/related; boundary=/],
    ['an empty boundary', (b: string) => multipartBody(b, '{}', 'x'), 'multipart/related; boundary=""', /no valid boundary/],
    ['another boundary in the body', () => multipartBody('other', '{}', 'x'), 'multipart/related; boundary=b0undary', /ends inside its preamble|longer than/],
    [
      'no closing delimiter',
      (b: string) => Buffer.from(`--${b}\r\nContent-Type: application/json\r\n\r\n{}\r\n--${b}\r\nContent-Type: image/png\r\n\r\nabc`),
      'multipart/related; boundary=b0undary',
      /closing boundary is missing/,
    ],
    ['metadata that is not JSON', (b: string) => multipartBody(b, '{nope', 'x'), 'multipart/related; boundary=b0undary', /metadata part is not valid JSON/],
    [
      'only one part',
      (b: string) => Buffer.from(`--${b}\r\nContent-Type: application/json\r\n\r\n{}\r\n--${b}--`),
      'multipart/related; boundary=b0undary',
      /expected a second part/,
    ],
    [
      'a third part',
      (b: string) => Buffer.concat([multipartBody(b, '{}', 'x').subarray(0, -2), Buffer.from(`\r\nContent-Type: text/plain\r\n\r\nmore\r\n--${b}--`)]),
      'multipart/related; boundary=b0undary',
      /exactly two parts/,
    ],
    [
      'a broken part header',
      (b: string) => Buffer.from(`--${b}\r\nno colon here\r\n\r\n{}\r\n--${b}--`),
      'multipart/related; boundary=b0undary',
      /malformed part header/,
    ],
    [
      'a name that differs from the URL',
      (b: string) => multipartBody(b, '{"name":"media/2026/j/other.png"}', 'x'),
      'multipart/related; boundary=b0undary',
      /names the object "media\/2026\/j\/other.png" but the URL names/,
    ],
    [
      'a wrong md5Hash',
      (b: string) => multipartBody(b, '{"md5Hash":"AAAAAAAAAAAAAAAAAAAAAA=="}', 'x'),
      'multipart/related; boundary=b0undary',
      /not the announced md5Hash/,
    ],
  ] as const)('refuses a multipart upload with %s', async (_what, body, contentType, message) => {
    const reply = await rawRequest(server, 'POST', `${bucketPath(server)}?name=media/2026/j/mp.png`, {
      headers: { ...admin(), 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': contentType },
      body: body('b0undary'),
    });
    expectError(reply, 400, message);
    expect(await exists('media/2026/j/mp.png')).toBe(false);
  });

  it('refuses uploads with no name or an unknown protocol', async () => {
    expectError(
      await rawRequest(server, 'POST', bucketPath(server), {
        headers: { ...admin(), 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=b0undary' },
        body: multipartBody('b0undary', '{}', 'x'),
      }),
      400,
      /object name is empty/,
    );
    expectError(
      await rawRequest(server, 'POST', `${bucketPath(server)}?name=media/2026/j/a.png`, { headers: { ...admin(), 'Content-Type': 'image/png' }, body: 'x' }),
      400,
      /Unsupported upload/,
    );
    expectError(
      await rawRequest(server, 'POST', `${bucketPath(server)}?name=media/2026/j/a.png`, {
        headers: { ...admin(), 'X-Goog-Upload-Protocol': 'resumable', 'X-Goog-Upload-Command': 'upload' },
        body: '{}',
      }),
      400,
      /begins with X-Goog-Upload-Command: start/,
    );
  });

  it('refuses list parameters it does not understand', async () => {
    const list = (query: string) => rawRequest(server, 'GET', `${bucketPath(server)}?${query}`);
    expectError(await list('prefix=media&delimiter=/'), 400, /must be empty or end with "\/"/);
    expectError(await list('prefix=media/../&delimiter=/'), 400, /"\.\." path segment/);
    expectError(await list('prefix=media/&delimiter=%7C'), 400, /delimiter must be "\/"/);
    for (const max of ['0', '1001', 'ten', '-1'])
      expectError(await list(`prefix=media/&maxResults=${max}`), 400, /maxResults must be a whole number from 1 to 1000/);
    expectError(await list('prefix=media/&pageToken=%25%25'), 400, /pageToken is not a token this server issued/);
  });
});

describe('methods, paths and identities', () => {
  it('answers wrong methods with 405 and what is allowed', async () => {
    const reply = await rawRequest(server, 'PUT', objectPath(server, 'media/a.png'), { headers: admin(), body: 'x' });
    expectError(reply, 405, /HTTP method PUT is not supported for an object/);
    expect(reply.headers['allow']).toBe('GET, HEAD, PATCH or DELETE');
    expectError(
      await rawRequest(server, 'POST', objectPath(server, 'media/a.png'), { headers: admin(), body: 'x' }),
      405,
      /POST is not supported for an object/,
    );
    expectError(await rawRequest(server, 'DELETE', bucketPath(server), { headers: admin() }), 405, /for the bucket/);
    expectError(await rawRequest(server, 'POST', '/healthz'), 405, /use GET/);
  });

  it('answers unknown paths and buckets with 404', async () => {
    expectError(await rawRequest(server, 'GET', '/v1/b/x/o'), 404, /The API lives under \/v0\/b\/\{bucket\}\/o/);
    expectError(
      await rawRequest(server, 'GET', '/v0/b/someone-else.appspot.com/o/media%2Fa.png'),
      404,
      /Bucket "someone-else.appspot.com" does not exist; this server serves "demo-silver-shop.appspot.com"/,
    );
  });

  it('answers a bad identity with 401, which the SDK reports as storage/unauthenticated', async () => {
    const p = objectPath(server, 'media/a.png');
    expectError(await rawRequest(server, 'GET', p, { headers: { Authorization: 'Basic abc' } }), 401, /must be "Firebase <ID token>" or "Bearer <ID token>"/);
    expectError(await rawRequest(server, 'GET', p, { headers: { Authorization: 'Firebase not-a-token' } }), 401, /expected 3 dot-separated parts/);
    const expired = idToken({ sub: 'admin-1', admin: true, iat: 1000, exp: 2000 });
    expectError(await rawRequest(server, 'DELETE', p, { headers: { Authorization: `Firebase ${expired}` } }), 401, /expired at/);
    expectError(
      await rawRequest(server, 'GET', p, { headers: { Authorization: `Bearer ${idToken({ sub: 'x', aud: 'other-project' })}` } }),
      401,
      /aud \(audience\) is "other-project"/,
    );
  });

  it('keeps serving after all of it', async () => {
    const health = await rawRequest(server, 'GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ status: 'ok', bucket: server.bucket, storage: 'disk' });
  });
});

describe('who may call', () => {
  it('answers only requests addressed to this machine (no DNS rebinding)', async () => {
    for (const host of ['evil.example', `evil.example:${server.port}`, `127.0.0.1.evil.example:${server.port}`]) {
      expectError(await rawRequest(server, 'GET', '/healthz', { headers: { Host: host } }), 403, /answers requests addressed to this machine .*DNS rebinding/);
      expectError(
        await rawRequest(server, 'GET', `${bucketPath(server)}?prefix=media%2F&delimiter=%2F`, { headers: { Host: host, Authorization: 'Firebase owner' } }),
        403,
        /DNS rebinding/,
      );
      const preflight = await rawRequest(server, 'OPTIONS', bucketPath(server), {
        headers: { Host: host, Origin: `http://${host}`, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`])
      expect((await rawRequest(server, 'GET', '/healthz', { headers: { Host: host } })).status).toBe(200);
  });

  it('refuses the owner token from a web page, and serves it to server code', async () => {
    await multipart('media/2026/owner/a.png', multipartBody('b0undary', '{"contentType":"image/png"}', PNG_BYTES));
    const p = objectPath(server, 'media/2026/owner/a.png');
    for (const scheme of ['Firebase', 'Bearer']) {
      expectError(
        await rawRequest(server, 'DELETE', p, { headers: { Authorization: `${scheme} owner`, Origin: 'http://127.0.0.1:3004' } }),
        403,
        /refuses the administrator token "owner" from a web page/,
      );
    }
    expect(await exists('media/2026/owner/a.png')).toBe(true);
    expect((await rawRequest(server, 'DELETE', p, { headers: { Authorization: 'Firebase owner' } })).status).toBe(204);
  });
});

describe('browsers', () => {
  const origin = 'http://localhost:3004';

  it('answers the preflight of every SDK request', async () => {
    const reply = await rawRequest(server, 'OPTIONS', `${bucketPath(server)}?name=media%2Fa.png`, {
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization,content-type,x-firebase-storage-version,x-firebase-gmpid,x-goog-upload-command,x-goog-upload-header-content-length,x-goog-upload-header-content-type,x-goog-upload-protocol',
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe(origin);
    expect(String(reply.headers['access-control-allow-methods']).split(', ')).toEqual(expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE']));
    const allowed = String(reply.headers['access-control-allow-headers']).split(', ');
    for (const h of [
      'authorization',
      'content-type',
      'range',
      'x-firebase-storage-version',
      'x-firebase-gmpid',
      'x-firebase-appcheck',
      'x-goog-upload-protocol',
      'x-goog-upload-command',
      'x-goog-upload-offset',
      'x-goog-upload-header-content-length',
      'x-goog-upload-header-content-type',
    ]) {
      expect(allowed).toContain(h);
    }
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('exposes the headers the resumable upload reads, also on errors', async () => {
    const start = await startResumable('media/2026/c/a.png', 3, { Origin: origin });
    expect(start.status).toBe(200);
    expect(start.headers['access-control-allow-origin']).toBe(origin);
    const exposed = String(start.headers['access-control-expose-headers']).split(', ');
    expect(exposed).toEqual(expect.arrayContaining(['x-goog-upload-status', 'x-goog-upload-url', 'x-goog-upload-size-received']));
    const denied = await rawRequest(server, 'DELETE', objectPath(server, 'media/a.png'), { headers: { Origin: origin } });
    expect(denied.status).toBe(403);
    expect(denied.headers['access-control-allow-origin']).toBe(origin);
  });
});

describe('downloads', () => {
  let url: string;
  const content = Buffer.from(imageBytes('webp', 1000, 42));
  beforeAll(async () => {
    const reply = await multipart('media/2026/dl/a.webp', multipartBody('b0undary', '{"contentType":"image/webp"}', content, 'image/webp'));
    url = `${objectPath(server, 'media/2026/dl/a.webp')}?alt=media&token=${String(reply.json?.['downloadTokens'])}`;
  });

  it('serves a range as 206 with Content-Range, and refuses one past the end with 416', async () => {
    const part = await rawRequest(server, 'GET', url, { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/1000');
    expect(part.body.equals(content.subarray(10, 20))).toBe(true);
    const tail = await rawRequest(server, 'GET', url, { headers: { Range: 'bytes=-5' } });
    expect(tail.body.equals(content.subarray(995))).toBe(true);
    const past = await rawRequest(server, 'GET', url, { headers: { Range: 'bytes=1000-' } });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
  });

  it('answers HEAD with the headers only, and If-None-Match with 304', async () => {
    const head = await rawRequest(server, 'HEAD', url);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('1000');
    expect(head.body.length).toBe(0);
    const etag = String(head.headers['etag']);
    const again = await rawRequest(server, 'GET', url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves a raster image without a content security policy, and with its disposition', async () => {
    const reply = await rawRequest(server, 'GET', url);
    expect(reply.headers['content-security-policy']).toBeUndefined();
    expect(reply.headers['content-disposition']).toBe("inline; filename*=utf-8''a.webp");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an unknown alt', async () => {
    expectError(await rawRequest(server, 'GET', `${objectPath(server, 'media/2026/dl/a.webp')}?alt=xml`), 400, /alt must be "json"/);
  });
});

describe('the resumable protocol at its edges', () => {
  it('resumes after a query, repeats its final answer, and forgets a cancelled session', async () => {
    const data = Buffer.from(imageBytes('png', 300, 7));
    const start = await startResumable('media/2026/rp/a.png', 300);
    expect(start.headers['x-goog-upload-status']).toBe('active');
    const session = sessionPath(start);
    expect(await chunk(session, 'upload', 0, data.subarray(0, 100))).toMatchObject({
      status: 200,
      headers: { 'x-goog-upload-status': 'active', 'x-goog-upload-size-received': '100' },
    });
    const wrongOffset = await chunk(session, 'upload', 50, data.subarray(50, 100));
    expectError(wrongOffset, 400, /X-Goog-Upload-Offset is 50 but 100 bytes have been received/);
    const query = await chunk(session, 'query', 0);
    expect(query.headers).toMatchObject({ 'x-goog-upload-status': 'active', 'x-goog-upload-size-received': '100' });
    const done = await chunk(session, 'upload, finalize', 100, data.subarray(100));
    expect(done.status).toBe(200);
    expect(done.headers['x-goog-upload-status']).toBe('final');
    expect(done.json).toMatchObject({ name: 'media/2026/rp/a.png', size: '300', contentType: 'image/png' });
    expect((await chunk(session, 'finalize', 300)).json).toEqual(done.json);
    expect((await chunk(session, 'query', 0)).headers['x-goog-upload-status']).toBe('final');
    expectError(await chunk(session, 'upload', 300, Buffer.from('more')), 400, /already finalized/);

    const other = sessionPath(await startResumable('media/2026/rp/b.png', 10));
    expect((await chunk(other, 'cancel', 0)).status).toBe(200);
    expectError(await chunk(other, 'query', 0), 404, /start the upload again/);
    expect(await exists('media/2026/rp/b.png')).toBe(false);
  });

  it('refuses finalizing short of the announced size, and unknown sessions and commands', async () => {
    const session = sessionPath(await startResumable('media/2026/rp/short.png', 100));
    await chunk(session, 'upload', 0, Buffer.from(bytes(40)));
    const reply = await chunk(session, 'finalize', 40);
    expectError(reply, 400, /finalized after 40 bytes, but its start announced 100/);
    expect(reply.headers['x-goog-upload-status']).toBe('final');
    expect(await exists('media/2026/rp/short.png')).toBe(false);
    expectError(await chunk(`${bucketPath(server)}?upload_id=not-a-session`, 'query', 0), 404, /does not exist/);
    const fresh = sessionPath(await startResumable('media/2026/rp/c.png', 10));
    expectError(await chunk(fresh, 'delete', 0), 400, /X-Goog-Upload-Command must be/);
    expectError(await rawRequest(server, 'POST', fresh, { headers: { 'X-Goog-Upload-Command': 'upload' }, body: 'x' }), 400, /needs X-Goog-Upload-Offset/);
  });

  it('decides with the rules at finalize, as the identity that started the upload', async () => {
    const start = await rawRequest(server, 'POST', `${bucketPath(server)}?name=media/2026/rp/anon.png`, {
      headers: { 'X-Goog-Upload-Protocol': 'resumable', 'X-Goog-Upload-Command': 'start', 'X-Goog-Upload-Header-Content-Length': '3' },
      body: '{"contentType":"image/png"}',
    });
    // An admin's token on the chunk does not make an anonymous upload an admin's.
    const reply = await rawRequest(server, 'POST', sessionPath(start), {
      headers: { ...admin(), 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '0' },
      body: 'abc',
    });
    expectError(reply, 403, /Permission denied\. denied "create" on \/b\/demo-silver-shop.appspot.com\/o\/media\/2026\/rp\/anon.png/);
    expect(reply.headers['x-goog-upload-status']).toBe('final');
    expect(await exists('media/2026/rp/anon.png')).toBe(false);
  });
});
