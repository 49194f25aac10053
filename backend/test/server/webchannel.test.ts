// The WebChannel endpoints at the protocol level, as the full SDK's transport (closure's
// WebChannel, VER=8) and a misbehaving client would use them: handshake, backchannel framing,
// forward POSTs, long polling, and every kind of bad input answered without harm to the server.

import { afterEach, describe, expect, it } from 'vitest';
import { type DocumentServer, startDocumentServer } from '../../src/server/index';
import { allowAll, PROJECT_ID } from '../conformance/helpers';

const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;
const DOCS = `${DATABASE}/documents`;

const servers: DocumentServer[] = [];
const controllers: AbortController[] = [];

afterEach(async () => {
  for (const c of controllers.splice(0)) c.abort();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(webchannel: Parameters<typeof startDocumentServer>[0] = {}): Promise<DocumentServer> {
  const server = await startDocumentServer({ port: 0, inMemory: true, rules: allowAll, log: () => undefined, ...webchannel });
  servers.push(server);
  return server;
}

function channelUrl(server: DocumentServer, rpc: 'Listen' | 'Write', params: Record<string, string>): string {
  const query = new URLSearchParams({ database: DATABASE, VER: '8', ...params });
  return `${server.url}/google.firestore.v1.Firestore/${rpc}/channel?${query}`;
}

/** A form body as WireV8 encodes maps of raw JSON. */
function form(messages: unknown[], offset = 0, headers?: Record<string, string>): string {
  const parts: string[] = [];
  if (headers)
    parts.push(
      `headers=${encodeURIComponent(
        Object.entries(headers)
          .map(([k, v]) => `${k}:${v}\r\n`)
          .join(''),
      )}`,
    );
  parts.push(`count=${messages.length}`, `ofs=${offset}`);
  messages.forEach((m, i) => parts.push(`req${i}___data__=${encodeURIComponent(JSON.stringify(m))}`));
  return parts.join('&');
}

/** Splits a response into its chunks, checking each length prefix in UTF-16 code units. */
function chunks(text: string): unknown[] {
  const out: unknown[] = [];
  let at = 0;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    expect(nl).toBeGreaterThan(at);
    const length = Number(text.slice(at, nl));
    out.push(JSON.parse(text.slice(nl + 1, nl + 1 + length)));
    at = nl + 1 + length;
  }
  return out;
}

async function handshake(server: DocumentServer, rpc: 'Listen' | 'Write', messages: unknown[], headers?: Record<string, string>): Promise<string> {
  const res = await fetch(channelUrl(server, rpc, { RID: '1234', CVER: '22', 'X-HTTP-Session-Id': 'gsessionid' }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form(messages, 0, headers),
  });
  expect(res.status).toBe(200);
  const [arrays] = chunks(await res.text()) as [[number, [string, string, string, number, number, number]][]];
  const [id, [kind, sid, , version]] = arrays[0] as [number, [string, string, string, number, number, number]];
  expect([id, kind, version]).toEqual([0, 'c', 8]);
  expect(res.headers.get('x-http-session-id')).toBe(sid);
  return sid;
}

/** Reads a streaming backchannel until `until` holds for the arrays received so far. */
async function readBackchannel(
  server: DocumentServer,
  rpc: 'Listen' | 'Write',
  sid: string,
  aid: number,
  until: (arrays: [number, unknown[]][]) => boolean,
  ci = '0',
): Promise<[number, unknown[]][]> {
  const controller = new AbortController();
  controllers.push(controller);
  const res = await fetch(channelUrl(server, rpc, { RID: 'rpc', SID: sid, AID: String(aid), CI: ci, TYPE: 'xmlhttp' }), { signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const arrays: [number, unknown[]][] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (value) text += decoder.decode(value, { stream: true });
    // Parse whole chunks only.
    for (;;) {
      const nl = text.indexOf('\n');
      if (nl < 0) break;
      const length = Number(text.slice(0, nl));
      if (text.length < nl + 1 + length) break;
      arrays.push(...(JSON.parse(text.slice(nl + 1, nl + 1 + length)) as [number, unknown[]][]));
      text = text.slice(nl + 1 + length);
    }
    if (until(arrays) || done) break;
  }
  controller.abort();
  return arrays;
}

const addItems = { database: DATABASE, addTarget: { targetId: 2, query: { parent: DOCS, structuredQuery: { from: [{ collectionId: 'items' }] } } } };
const messagesOf = (arrays: [number, unknown[]][]): unknown[] => arrays.filter(([, data]) => data[0] !== 'noop').map(([, data]) => data[0]);

describe('WebChannel', () => {
  it('streams a listen from the handshake on, counting chunk lengths in UTF-16 code units', async () => {
    const server = await start();
    const sid = await handshake(server, 'Listen', [addItems]);
    const first = await readBackchannel(server, 'Listen', sid, 0, (a) => messagesOf(a).length >= 3);
    expect(messagesOf(first).map((m) => Object.keys((m as { targetChange: object }).targetChange ?? {}))).toHaveLength(3);
    // A document with characters outside the BMP: its chunk's length is counted in UTF-16 units.
    const write = fetch(`${server.url}/v1/${DOCS}:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ writes: [{ update: { name: `${DOCS}/items/emoji`, fields: { title: { stringValue: 'Jhumka 💎 झुमका' } } } }] }),
    });
    const lastId = (first.at(-1) as [number, unknown[]])[0];
    const next = await readBackchannel(server, 'Listen', sid, lastId, (a) => messagesOf(a).length >= 2);
    await write;
    const change = messagesOf(next)[0] as { documentChange: { document: { fields: { title: { stringValue: string } } } } };
    expect(change.documentChange.document.fields.title.stringValue).toBe('Jhumka 💎 झुमका');
  });

  it('acknowledges forward POSTs with [backchannel, last array id, 0] and takes a retried map once', async () => {
    const server = await start();
    const sid = await handshake(server, 'Listen', []);
    const post = async (offset: number): Promise<unknown> => {
      const res = await fetch(channelUrl(server, 'Listen', { SID: sid, RID: String(1235 + offset), AID: '0' }), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form([addItems], offset),
      });
      return chunks(await res.text())[0];
    };
    const answer = (await post(0)) as number[];
    expect(answer).toHaveLength(3);
    expect(answer[0]).toBe(0); // no backchannel yet
    expect(answer[1]).toBeGreaterThanOrEqual(3);
    // The same map again (a retried POST): no second ADD, so no "target id in use" error either.
    await post(0);
    const arrays = await readBackchannel(server, 'Listen', sid, 0, (a) => messagesOf(a).length >= 3);
    expect(messagesOf(arrays)).toHaveLength(3);
    expect(server.realtime.listenStreams()).toBe(1);
  });

  it('ends a long-polling GET after each flush and resends what the client did not acknowledge', async () => {
    const server = await start();
    const sid = await handshake(server, 'Listen', [addItems]);
    const url = channelUrl(server, 'Listen', { RID: 'rpc', SID: sid, AID: '0', CI: '1', TYPE: 'xmlhttp' });
    const first = chunks(await (await fetch(url)).text()) as [number, unknown[]][][];
    expect(first).toHaveLength(1);
    expect(first[0]).toHaveLength(3);
    // The client lost that response: the same AID gets the same arrays again.
    const again = chunks(await (await fetch(url)).text()) as [number, unknown[]][][];
    expect(again).toEqual(first);
  });

  it('answers a long poll with nothing to say with a noop at its timeout', async () => {
    const server = await start();
    const sid = await handshake(server, 'Listen', []);
    const res = await fetch(channelUrl(server, 'Listen', { RID: 'rpc', SID: sid, AID: '0', CI: '1', TO: '200', TYPE: 'xmlhttp' }));
    expect(chunks(await res.text())).toEqual([[[1, ['noop']]]]);
  });

  it('runs the Write stream: a handshake token, then results and a commit time per batch', async () => {
    const server = await start();
    const sid = await handshake(server, 'Write', [{ database: DATABASE }]);
    const [handshakeAnswer] = messagesOf(await readBackchannel(server, 'Write', sid, 0, (a) => messagesOf(a).length >= 1)) as [
      { streamToken: string; writeResults?: unknown },
    ];
    expect(handshakeAnswer.streamToken).toEqual(expect.any(String));
    expect(handshakeAnswer.writeResults).toBeUndefined();
    const batch = { streamToken: handshakeAnswer.streamToken, writes: [{ update: { name: `${DOCS}/items/w1`, fields: { n: { integerValue: '1' } } } }] };
    await fetch(channelUrl(server, 'Write', { SID: sid, RID: '2', AID: '1' }), {
      method: 'POST',
      body: form([batch], 1),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const [result] = messagesOf(await readBackchannel(server, 'Write', sid, 1, (a) => messagesOf(a).length >= 1)) as [
      { streamToken: string; writeResults: { updateTime: string }[]; commitTime: string },
    ];
    expect(result.writeResults).toHaveLength(1);
    expect(result.writeResults[0]?.updateTime).toBe(result.commitTime);
    expect(result.streamToken).not.toBe(handshakeAnswer.streamToken);
  });

  it('serves the named database its handshake names: a listen there hears its commits, not those of (default)', async () => {
    const server = await start();
    const named = `projects/${PROJECT_ID}/databases/db1`;
    const res = await fetch(channelUrl(server, 'Listen', { RID: '1', database: named }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form([
        { database: named, addTarget: { targetId: 2, query: { parent: `${named}/documents`, structuredQuery: { from: [{ collectionId: 'items' }] } } } },
      ]),
    });
    const sid = ((chunks(await res.text())[0] as [number, [string, string]][])[0] as [number, [string, string]])[1][1];
    const commit = (database: string, id: string) =>
      fetch(`${server.url}/v1/${database}/documents:commit`, {
        method: 'POST',
        headers: { Authorization: 'Bearer owner' },
        body: JSON.stringify({ writes: [{ update: { name: `${database}/documents/items/${id}`, fields: { n: { integerValue: '1' } } } }] }),
      });
    const changed = (arrays: [number, unknown[]][]) =>
      messagesOf(arrays).flatMap((m) => ((m as { documentChange?: { document: { name: string } } }).documentChange ? [m] : [])) as {
        documentChange: { document: { name: string } };
      }[];
    const current = (arrays: [number, unknown[]][]) =>
      messagesOf(arrays).some((m) => (m as { targetChange?: { targetChangeType?: string } }).targetChange?.targetChangeType === 'CURRENT');
    await readBackchannel(server, 'Listen', sid, 0, current);
    // (default) first, then db1: the first change the stream tells is db1's.
    expect((await commit(DATABASE, 'in-default')).status).toBe(200);
    expect((await commit(named, 'in-db1')).status).toBe(200);
    const arrays = await readBackchannel(server, 'Listen', sid, 0, (a) => changed(a).length >= 1);
    expect(changed(arrays).map((m) => m.documentChange.document.name)).toEqual([`${named}/documents/items/in-db1`]);
    // A target on another database than the stream's is refused.
    const wrong = await fetch(channelUrl(server, 'Listen', { RID: '1', database: named }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form([addItems]),
    });
    const sid2 = ((chunks(await wrong.text())[0] as [number, [string, string]][])[0] as [number, [string, string]])[1][1];
    const [refusal] = messagesOf(await readBackchannel(server, 'Listen', sid2, 0, (a) => messagesOf(a).length >= 1)) as [{ error: { status: string } }];
    expect(refusal.error.status).toBe('INVALID_ARGUMENT');
  });

  it('reports bad input as Firestore does and keeps serving', async () => {
    const server = await start({ maxBodyBytes: 64 * 1024 });
    // An unknown session: 400 with "Unknown SID", the client's cue to start again.
    const unknown = await fetch(channelUrl(server, 'Listen', { RID: 'rpc', SID: 'nope', AID: '0', CI: '0', TYPE: 'xmlhttp' }));
    expect(unknown.status).toBe(400);
    expect((await unknown.text()).indexOf('Unknown SID')).toBeGreaterThan(0);
    // A map that is not JSON: the stream ends with INVALID_ARGUMENT in band.
    const sid = await handshake(server, 'Listen', []);
    await fetch(channelUrl(server, 'Listen', { SID: sid, RID: '9', AID: '0' }), {
      method: 'POST',
      body: 'count=1&ofs=0&req0___data__=%7Bnot%20json',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const [error] = messagesOf(await readBackchannel(server, 'Listen', sid, 0, (a) => messagesOf(a).length >= 1)) as [
      { error: { status: string; message: string } },
    ];
    expect(error.error.status).toBe('INVALID_ARGUMENT');
    // Garbage counts and offsets.
    const sid2 = await handshake(server, 'Listen', []);
    await fetch(channelUrl(server, 'Listen', { SID: sid2, RID: '9', AID: '0' }), {
      method: 'POST',
      body: 'count=-5&ofs=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const [error2] = messagesOf(await readBackchannel(server, 'Listen', sid2, 0, (a) => messagesOf(a).length >= 1)) as [{ error: { status: string } }];
    expect(error2.error.status).toBe('INVALID_ARGUMENT');
    // Oversized: 413 before the body is taken.
    const big = await fetch(channelUrl(server, 'Listen', { SID: sid2, RID: '10', AID: '0' }), {
      method: 'POST',
      body: 'x'.repeat(100 * 1024),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(big.status).toBe(413);
    // A page with the administrator token: refused in band, before any target is read.
    const res = await fetch(channelUrl(server, 'Listen', { RID: '1' }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://127.0.0.1:3000' },
      body: form([addItems], 0, { Authorization: 'Bearer owner' }),
    });
    const sid3 = ((chunks(await res.text())[0] as [number, [string, string]][])[0] as [number, [string, string]])[1][1];
    const [refusal] = messagesOf(await readBackchannel(server, 'Listen', sid3, 0, (a) => messagesOf(a).length >= 1)) as [{ error: { status: string } }];
    expect(refusal.error.status).toBe('PERMISSION_DENIED');
    // Wrong database, unsupported version, wrong method.
    expect((await fetch(channelUrl(server, 'Listen', { RID: '1', database: 'projects/other/databases/(default)' }), { method: 'POST', body: '' })).status).toBe(
      404,
    );
    expect((await fetch(channelUrl(server, 'Listen', { RID: '1', VER: '7' }), { method: 'POST', body: '' })).status).toBe(400);
    expect((await fetch(channelUrl(server, 'Listen', {}), { method: 'PUT', body: '' })).status).toBe(405);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('frees a session when the client terminates it, or when no backchannel comes back in time', async () => {
    const server = await start({ webchannel: { detachedTimeoutMs: 300 } });
    const sid = await handshake(server, 'Listen', [addItems]);
    expect(server.realtime.sessions()).toBe(1);
    await fetch(channelUrl(server, 'Listen', { SID: sid, RID: '5', TYPE: 'terminate' }), { method: 'POST' });
    expect(server.realtime.sessions()).toBe(0);
    expect(server.realtime.listenStreams()).toBe(0);
    // A tab that went away: its backchannel closes and nothing comes back.
    const sid2 = await handshake(server, 'Listen', [addItems]);
    await readBackchannel(server, 'Listen', sid2, 0, (a) => messagesOf(a).length >= 3);
    await expect.poll(() => server.realtime.sessions(), { timeout: 10_000 }).toBe(0);
    expect(server.realtime.listenStreams()).toBe(0);
  });
});
